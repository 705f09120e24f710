import type { FeedFormat } from "@alentour/domain/feeds";
import type { Locale } from "@alentour/domain/locale";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { publicOrigin } from "../api.server.ts";
import { FeedLinkGroup, feedLinkLabels } from "../components/feed-link-group.tsx";

/** "Follow in a calendar or a feed reader": a city's or a category page's feeds, with no script of their own. */
export function FeedLinks({ locale, feed }: { locale: Locale; feed: (format: FeedFormat) => string }) {
  return (
    <FeedLinkGroup
      labels={feedLinkLabels(translator(locale))}
      ics={feed("ics")}
      rss={feed("rss")}
      how={`${localizePath("/developers", locale)}#feeds`}
      embed={`${localizePath("/developers", locale)}#embed`}
    />
  );
}

/** The RSS feed announced in the page's head, for readers and browsers that look for one. */
export function feedAlternate(title: string, path: string) {
  return { "application/rss+xml": [{ url: new URL(path, publicOrigin()).toString(), title }] };
}
