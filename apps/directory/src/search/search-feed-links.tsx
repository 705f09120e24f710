import { type FeedFormat, searchFeedPath } from "@alentour/domain/feeds";
import { SEARCH_INDEX } from "@alentour/domain/search";
import { useLocale, useT } from "@alentour/ui/i18n";
import { localizePath } from "@alentour/ui/navigation";
import { useInstantSearch } from "react-instantsearch";
import { FeedLinkGroup, feedLinkLabels } from "../components/feed-link-group.tsx";
import { type SearchUiState, searchFromRoute, stateToRoute } from "./routing.ts";

/** The current search as calendar and RSS feeds (docs/feeds.md): the page's own address, without its page number. */
export function SearchFeedLinks() {
  const t = useT();
  const locale = useLocale();
  const { indexUiState } = useInstantSearch();
  const { page: _page, ...route } = stateToRoute({ [SEARCH_INDEX]: indexUiState as SearchUiState }, SEARCH_INDEX);
  const feed = (format: FeedFormat) => searchFeedPath(searchFromRoute(route), format, locale);
  return (
    <FeedLinkGroup
      labels={feedLinkLabels(t)}
      ics={feed("ics")}
      rss={feed("rss")}
      how={`${localizePath("/developers", locale)}#feeds`}
      embed={`${localizePath("/developers", locale)}#embed`}
    />
  );
}
