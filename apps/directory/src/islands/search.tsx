// The search page's island (ADR 116): the search screen's components, hydrated over the HTML the server rendered
// from the same components (pages/[locale]/search.tsx), with the props and first results it used. `react` and
// `react-dom` are Preact's here, as in the server's renderer (ADR 118). The shared script (activity.ts) loads it
// once the page has been painted, or at once when a button is pressed.
import { giveBackTypedValues, typedValues } from "@alentour/ui/forms/typed-before-scripts";
import { intlFor } from "@alentour/ui/i18n";
import { options } from "preact";
import { hydrateRoot } from "react-dom/client";
import { hydrateTheRest, nextTask } from "../search/hydrate-later.tsx";
import { SearchIsland, type SearchIslandData } from "../search/search-island.tsx";
import { SEARCH_ISLAND_DATA_ID, SEARCH_ISLAND_ID } from "../search/search-island-ids.ts";
import { ISLAND_HYDRATED_EVENT } from "./island-events.ts";

async function hydrate(container: HTMLElement, json: string) {
  const props = JSON.parse(json) as SearchIslandData;
  // Each step in a task of its own (Lighthouse's "total blocking time" counts each task's time past 50 ms): the
  // modules' evaluation (Mantine's, InstantSearch's) before this, then the messages' formatters, then hydration,
  // then the re-renders InstantSearch asks for once it has started, then the parts left for later.
  await nextTask();
  intlFor(props.locale, props.messages);
  await nextTask();
  const debounceRendering = options.debounceRendering;
  options.debounceRendering = (render) => setTimeout(render, 0);
  // What a visitor typed before this script arrived (a price, a date): Preact writes its state's values back into
  // the fields on its first render after hydrating, and those fields hydrate later. Noted now, given back once the
  // whole island is live. The search box takes up its words itself (search-screen.tsx).
  const typed = typedValues(container).filter(([field]) => field.type !== "search");
  hydrateRoot(
    container,
    <SearchIsland
      {...props}
      location={window.location.href}
      onHydrated={async () => {
        // The parts left for later (the results' cards, the facets' choices), one at a time.
        await hydrateTheRest();
        options.debounceRendering = debounceRendering;
        giveBackTypedValues(typed);
        // The shared script presses again a button pressed before.
        container.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
      }}
    />,
  );
}

const container = document.getElementById(SEARCH_ISLAND_ID);
const json = document.getElementById(SEARCH_ISLAND_DATA_ID)?.textContent;
if (container && json) void hydrate(container, json);
