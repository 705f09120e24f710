// The search page's island (ADR 116): the search screen's React components, hydrated over the HTML the server
// rendered from the same components (pages/[locale]/search.tsx), with the props and first results it used. The
// shared script (activity.ts) loads it once the page has been painted, or at once when a button is pressed.
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { SEARCH_ISLAND_ID_PREFIX, SearchIsland, type SearchIslandData } from "../search/search-island.tsx";
import { SEARCH_ISLAND_DATA_ID, SEARCH_ISLAND_ID } from "../search/search-island-ids.ts";
import { ISLAND_HYDRATED_EVENT } from "./island-events.ts";

const container = document.getElementById(SEARCH_ISLAND_ID);
const data = document.getElementById(SEARCH_ISLAND_DATA_ID);
if (container && data?.textContent) {
  const props = JSON.parse(data.textContent) as SearchIslandData;
  // In a transition, React hydrates a few milliseconds at a time and lets the browser handle input in between
  // (a default update would hydrate the whole screen in one task: 680 ms on Lighthouse's slowed phone).
  startTransition(() => {
    hydrateRoot(
      container,
      <SearchIsland
        {...props}
        location={window.location.href}
        // Once the whole island has hydrated: the shared script presses again a button pressed before.
        onHydrated={() => container.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT))}
      />,
      { identifierPrefix: SEARCH_ISLAND_ID_PREFIX },
    );
  });
}
