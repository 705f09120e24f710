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

/**
 * The head elements of a page without Next's runtime (ADR 081) that App Router pages get from their metadata:
 * the feed announced for readers, and the Open Graph title and description.
 */
export function feedHead({
  title,
  feedTitle,
  feedPath,
  description,
}: {
  title: string;
  feedTitle: string;
  feedPath: string;
  description?: string;
}) {
  return [
    <link
      key="feed"
      rel="alternate"
      type="application/rss+xml"
      title={feedTitle}
      href={new URL(feedPath, publicOrigin()).toString()}
    />,
    <meta key="og:title" property="og:title" content={title} />,
    ...(description === undefined ? [] : [<meta key="og:description" property="og:description" content={description} />]),
    <meta key="og:type" property="og:type" content="website" />,
  ];
}
