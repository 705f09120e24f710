import path from "node:path";
import { pathToFileURL } from "node:url";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { Container } from "@mantine/core";
import type { GetServerSideProps } from "next";
import { mapStyleUrl, publicOrigin, searchConfig } from "../../src/api.server.ts";
import { LightPage, localeOf, shareWithEveryone } from "../../src/components/light-page.tsx";
import { scriptJson } from "../../src/directory/json-ld.ts";
import { searchIslandScript } from "../../src/islands/data.ts";
import type { SearchIslandData } from "../../src/search/search-island.tsx";
import { SEARCH_ISLAND_DATA_ID, SEARCH_ISLAND_ID } from "../../src/search/search-island-ids.ts";
import { searchMessages } from "../../src/search/search-messages.ts";
import { isSharedPage } from "../../src/shared-pages.ts";

// The site's HTML and shared script like every public page (ADR 081), and one React island: the search screen,
// rendered here with its first results and hydrated by its own script, without Next's runtime (ADR 116).
export const config = { unstable_runtimeJS: false };

type Props = { island: SearchIslandData; html: string };

type Renderer = typeof import("../../src/search/render-search-island.tsx");
let renderer: Promise<Renderer> | undefined;

/**
 * The island's server renderer, built on Preact beside the browser's island by scripts/build-islands.mjs (ADR 118),
 * not by Next: loaded once, from the app's folder as the islands' manifest is.
 */
function islandRenderer(): Promise<Renderer> {
  const file = pathToFileURL(path.join(process.cwd(), "islands-server", "render-search-island.mjs")).href;
  // A failed import (the islands not built yet) is not kept: the next request tries again.
  renderer ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ file) as Promise<Renderer>).catch((error) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

// Each address holds the words and filters, so each is rendered once, then kept by the front door's shared cache
// (ADR 080) unless its first search failed.
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const locale = localeOf(params);
  const search = new URL(req.url ?? "/", "http://localhost").search;
  const { renderSearchIsland } = await islandRenderer();
  const { html, props } = await renderSearchIsland({
    locale,
    messages: searchMessages(locale),
    config: searchConfig(),
    styleUrl: mapStyleUrl(),
    renderedAt: Date.now(),
    // The site's configured address, never the request's Host header: the page is kept for everyone.
    location: `${publicOrigin()}${localizePath("/search", locale)}${search}`,
  });
  if (props.serverState === null) res.setHeader("cache-control", "private, no-store");
  else if (isSharedPage("/search", search)) shareWithEveryone(res);
  // The browser reads its own address (window.location): the server's is left out of the page.
  const { location: _, ...island } = props;
  return { props: { island, html } };
};

export default function SearchPage({ island, html }: Props) {
  const t = translator(island.locale);
  return (
    <LightPage locale={island.locale} path="/search" title={t("search.title")} description={t("search.lead")}>
      <Container fluid py="lg" px={{ base: "md", md: "xl" }}>
        {/* Its script is loaded by the shared one once the page has loaded (src/islands/activity.ts). */}
        <div id={SEARCH_ISLAND_ID} data-island-script={searchIslandScript()} dangerouslySetInnerHTML={{ __html: html }} />
      </Container>
      <script type="application/json" id={SEARCH_ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(island) }} />
    </LightPage>
  );
}
