import type { AddressInfo } from "node:net";
import { liteClient } from "algoliasearch/lite";
import { type FunctionComponent, createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import * as reactInstantSearch from "react-instantsearch";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, type TestApp } from "#app/test-support/test-app.ts";

// Its ESM typings use extension-less relative paths, which the api's NodeNext resolution does not follow.
type Widget = FunctionComponent<Record<string, unknown>>;
const { Configure, getServerState, Hits, InstantSearch, InstantSearchSSRProvider, RefinementList, SearchBox, Stats } =
  reactInstantSearch as unknown as Record<
    "Configure" | "Hits" | "InstantSearch" | "InstantSearchSSRProvider" | "RefinementList" | "SearchBox" | "Stats",
    Widget
  > & {
    getServerState: (children: ReactNode, options: { renderToString: typeof renderToString }) => Promise<Record<string, unknown>>;
  };

// react-instantsearch, unchanged, against the api: the widgets' own queries (hits, disjunctive facets, stats).
describe("react-instantsearch against the search service", () => {
  let t: TestApp;
  let searchClient: ReturnType<typeof liteClient>;

  beforeEach(async () => {
    t = await createTestApp("sqlite");
    await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
    await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    searchClient = liteClient("alentour", "public-search-key", {
      hosts: [{ url: `127.0.0.1:${port}/api/search`, protocol: "http", accept: "readWrite" }],
    });
  });
  afterEach(() => t.close());

  it("server-renders a search with a query, a refined facet and its counts", async () => {
    const Hit = ({ hit }: { hit: Record<string, unknown> }) => h("span", { className: "name" }, String(hit.name));
    const app = () =>
      h(
        InstantSearch,
        {
          searchClient,
          indexName: "event",
          initialUiState: { event: { query: "musee", refinementList: { city: ["Lyon"] } } },
        },
        h(Configure, { hitsPerPage: 10 }),
        h(SearchBox),
        h(RefinementList, { attribute: "city" }),
        h(Stats),
        h(Hits, { hitComponent: Hit }),
      );
    const serverState = await getServerState(app(), { renderToString });
    const html = renderToString(h(InstantSearchSSRProvider, serverState, app()));

    const names = [...html.matchAll(/<span class="name">([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(names).toEqual(["Musée des Confluences", "Musée gallo-romain de Fourvière"]);
    // The city list counts the other cities too (a disjunctive facet: its own refinement left out).
    expect(html).toMatch(/Lyon<\/span><span class="ais-RefinementList-count">2</);
    expect(html).toMatch(/Paris<\/span><span class="ais-RefinementList-count">1</);
    expect(html).toMatch(/Montréal<\/span><span class="ais-RefinementList-count">1</);
    expect(html).toContain("2 results found");
  });
});
