import { renderToString } from "react-dom/server";
import { getServerState } from "react-instantsearch";
import { SEARCH_ISLAND_ID_PREFIX, SearchIsland, type SearchIslandProps } from "./search-island.tsx";

/**
 * The search island's HTML and the props the browser hydrates it with (ADR 116): InstantSearch's first search,
 * then the island rendered with its results, in a React root of its own. A first search that fails (the api down
 * or past its time limit) leaves `serverState` null: the page shows no results yet and the browser searches.
 */
export async function renderSearchIsland(
  props: Omit<SearchIslandProps, "serverState">,
): Promise<{ html: string; props: SearchIslandProps }> {
  let serverState: SearchIslandProps["serverState"] = null;
  try {
    serverState = await getServerState(<SearchIsland {...props} serverState={null} />, { renderToString });
  } catch {
    serverState = null;
  }
  const full = { ...props, serverState };
  return { html: renderToString(<SearchIsland {...full} />, { identifierPrefix: SEARCH_ISLAND_ID_PREFIX }), props: full };
}
