import type { Locale } from "@alentour/domain/locale";
import { AlentourIslandProvider } from "@alentour/ui/alentour-provider";
import type { CompiledMessages } from "@alentour/ui/compiled-messages";
import { useEffect } from "react";
import { type InstantSearchServerState, InstantSearchSSRProvider } from "react-instantsearch";
import type { SearchConfig } from "./search-client.ts";
import { SearchScreen } from "./search-screen.tsx";

/** What the server hands the search island, as JSON in the page; the browser hydrates with the same (ADR 116). */
export type SearchIslandProps = {
  locale: Locale;
  /** Parsed on the server: the island's bundle has no message parser (ADR 117). */
  messages: CompiledMessages;
  config: SearchConfig;
  styleUrl: string | null;
  /** When the server rendered the page (`Date.now()`). */
  renderedAt: number;
  /** The page's address as the visitor asked for it (absolute). */
  location: string;
  /** The first results, searched by the server; null when that search failed (the browser then searches). */
  serverState: InstantSearchServerState | null;
};

/** What the page hands the browser's island: the same, less the address, which the browser reads itself. */
export type SearchIslandData = Omit<SearchIslandProps, "location">;

/** The search screen with what it needs around it: the theme and messages, and the first results. */
export function SearchIsland({
  locale,
  messages,
  serverState,
  onHydrated,
  ...screen
}: SearchIslandProps & { onHydrated?: () => void }) {
  // After the browser's first commit, which is the hydration's; never on the server.
  useEffect(() => {
    onHydrated?.();
  }, []);
  return (
    <AlentourIslandProvider locale={locale} messages={messages}>
      <InstantSearchSSRProvider {...serverState}>
        <SearchScreen {...screen} />
      </InstantSearchSSRProvider>
    </AlentourIslandProvider>
  );
}
