import { renderToString } from "react-dom/server";
import { getServerState } from "react-instantsearch";
import { SearchIsland, type SearchIslandProps } from "./search-island.tsx";

/**
 * The search island's HTML and the props the browser hydrates it with (ADR 116): InstantSearch's first search,
 * then the island rendered with its results. Built by scripts/build-islands.mjs on Preact, as the browser's island
 * is (ADR 118): `react-dom/server` here is Preact's. A first search that fails (the api down
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
  return { html: renderToString(<SearchIsland {...full} />), props: full };
}
