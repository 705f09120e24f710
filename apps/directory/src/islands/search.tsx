// The search page's island (ADR 116): the search screen's components, hydrated over the HTML the server rendered
// from the same components (pages/[locale]/search.tsx), with the props and first results it used. `react` and
// `react-dom` are Preact's here, as in the server's renderer (ADR 118). The shared script (activity.ts) loads it
// once the page has been painted, or at once when a button is pressed.
import { hydrateRoot } from "react-dom/client";
import { SearchIsland, type SearchIslandData } from "../search/search-island.tsx";
import { SEARCH_ISLAND_DATA_ID, SEARCH_ISLAND_ID } from "../search/search-island-ids.ts";
import { ISLAND_HYDRATED_EVENT } from "./island-events.ts";

const container = document.getElementById(SEARCH_ISLAND_ID);
const data = document.getElementById(SEARCH_ISLAND_DATA_ID);
if (container && data?.textContent) {
  const props = JSON.parse(data.textContent) as SearchIslandData;
  // What a visitor typed before this script arrived (words, a price, a date): Preact writes its state's values back
  // into the fields on its first render after hydrating. Once the island's effects have run, a field that lost its
  // text gets it again, through its own change handler, as if typed now.
  const typed = [...container.querySelectorAll("input")]
    .filter((field) => field.type !== "checkbox" && field.type !== "radio" && field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
  hydrateRoot(
    container,
    <SearchIsland
      {...props}
      location={window.location.href}
      onHydrated={() => {
        for (const [field, value] of typed) {
          if (field.value === value) continue;
          field.value = value;
          field.dispatchEvent(new Event("input", { bubbles: true }));
        }
        // The shared script presses again a button pressed before.
        container.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
      }}
    />,
  );
}
