import type { AddressInfo } from "node:net";
import { liteClient } from "algoliasearch/lite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { resolveAuthSecret } from "#app/auth/auth.ts";
import type { Principal } from "#app/auth/principal.ts";
import { parseSearchParams } from "#app/search/params.ts";
import { rebuildToken } from "#app/search/rebuild-token.ts";
import { makeActivity } from "#app/test-support/fixtures.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const APP_ID = "alentour";
const KEY = "public-search-key";

type Hit = { objectID: string; slug: string; name: string; _highlightResult: Record<string, { value: string }> };

const setups = [
  ...databaseKinds.map((kind) => ({ name: `embedded engine on ${kind}`, kind, engine: "embedded" })),
  ...databaseKinds.filter((kind) => kind === "postgres").map((kind) => ({ name: "postgres engine", kind, engine: "postgres" })),
];

describe.each(setups)("search service, $name", ({ kind, engine }) => {
  let t: TestApp;
  let client: ReturnType<typeof liteClient>;

  beforeEach(async () => {
    t = await createTestApp(kind, { env: { SEARCH_ENGINE: engine } });
    await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
    await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
    await t.app.searchEngine.warmUp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    client = liteClient(APP_ID, KEY, { hosts: [{ url: `127.0.0.1:${port}/api/search`, protocol: "http", accept: "readWrite" }] });
  });
  afterEach(() => t.close());

  const search = async (params: Record<string, unknown>) => {
    const { results } = await client.search<Hit>({ requests: [{ indexName: "event", ...params }] });
    const result = results[0];
    if (!result || !("hits" in result) || !("nbHits" in result)) throw new Error("no hits in the answer");
    return result as typeof result & { hits: Hit[]; nbHits: number };
  };
  const slugs = (result: { hits: Hit[] }) => result.hits.map((hit) => hit.slug);

  it("answers the real algoliasearch lite client: accents and case ignored, highlighted, paged, unpublished left out", async () => {
    const result = await search({ query: "MUSEE", hitsPerPage: 2, attributesToHighlight: ["name"] });
    expect(result.nbHits).toBe(4);
    expect(result.nbPages).toBe(2);
    expect(result.hitsPerPage).toBe(2);
    expect(result.page).toBe(0);
    expect(result.query).toBe("MUSEE");
    expect(typeof result.processingTimeMS).toBe("number");
    expect(result.hits[0]?._highlightResult.name?.value).toMatch(/^<em>Musée<\/em> /);
    const all = await search({ query: "musée", hitsPerPage: 20 });
    expect(slugs(all)).not.toContain("brouillon");
    // Same relevance: the better quality comes first.
    expect(slugs(all)[0]).toBe("musee-du-louvre");
    const second = await search({ query: "musee", hitsPerPage: 2, page: 1 });
    expect(second.page).toBe(1);
    expect(slugs(second)).toEqual(slugs(all).slice(2, 4));
  });

  it("finds words as they are typed, with one typo on long words, and plurals in both languages", async () => {
    expect(slugs(await search({ query: "confl" }))).toEqual(["musee-des-confluences"]);
    expect(slugs(await search({ query: "confluances" }))).toEqual(["musee-des-confluences"]);
    expect(slugs(await search({ query: "museums lyon" })).sort()).toEqual(["musee-des-confluences", "musee-gallo-romain"]);
    expect(slugs(await search({ query: "parcs" })).sort()).toEqual(["mont-royal", "parc-de-la-tete-d-or"]);
    // No typo allowed under five letters: "pqrc" is not "parc".
    expect((await search({ query: "pqrc" })).nbHits).toBe(0);
  });

  it("filters by facets, numbers and the filters syntax, and counts facets with their stats", async () => {
    const free = await search({ query: "", facetFilters: [["pricing:free"]], facets: ["category", "city", "price"] });
    expect(slugs(free).sort()).toEqual(["marche-weekend", "mont-royal", "parc-de-la-tete-d-or"]);
    expect(free.facets).toEqual({
      category: { "leisure-nature": 2, gastronomy: 1 },
      city: { Lyon: 2, Montréal: 1 },
      price: { "0": 3 },
    });
    const cheap = await search({ numericFilters: ["price<=15"], facetFilters: ["category:art-culture"], facets: ["price"] });
    expect(slugs(cheap).sort()).toEqual(["musee-des-beaux-arts-montreal", "musee-des-confluences", "musee-gallo-romain"]);
    expect(cheap.facets_stats?.price).toEqual({ min: 4, max: 12, avg: (4 + 12 + 12) / 3, sum: 28 });
    const either = await search({
      filters: '(country:CA OR citySlug:"paris") AND NOT setting:outdoor AND price:10 TO 30',
    });
    expect(slugs(either).sort()).toEqual(["musee-des-beaux-arts-montreal", "musee-du-louvre"]);
    const family = await search({ facetFilters: [["profiles:alone"], "setting:indoor"] });
    expect(slugs(family)).toEqual(["escalade-lyon"]);
  });

  it("ranks by distance around a point, reports it when asked, and keeps to a radius or a bounding box", async () => {
    const nearBellecour = await search({
      query: "musee",
      aroundLatLng: "45.7578, 4.8320",
      getRankingInfo: true,
      hitsPerPage: 3,
    });
    expect(slugs(nearBellecour)).toEqual(["musee-gallo-romain", "musee-des-confluences", "musee-du-louvre"]);
    const distance = (nearBellecour.hits[0] as unknown as { _rankingInfo: { geoDistance: number } })._rankingInfo.geoDistance;
    expect(distance).toBeGreaterThan(900);
    expect(distance).toBeLessThan(1200);
    const inLyon = await search({ query: "musee", aroundLatLng: "45.7578,4.8320", aroundRadius: 10_000 });
    expect(inLyon.nbHits).toBe(2);
    const inBox = await search({ insideBoundingBox: [[45.8, 4.9, 45.7, 4.8]] });
    expect(inBox.nbHits).toBe(6);
    const montrealBox = await search({ insideBoundingBox: "45.6,-73.5,45.4,-73.7" });
    expect(slugs(montrealBox).sort()).toEqual(["mont-royal", "musee-des-beaux-arts-montreal"]);
    expect(montrealBox.hits[0]).toHaveProperty("_geoloc");
  });

  it("evaluates the when-filters in each activity's time zone", async () => {
    const engine = t.app.searchEngine;
    const at = async (iso: string, when: string) => {
      const result = await engine.search(parseSearchParams({ facetFilters: [`when:${when}`], hitsPerPage: 50 }), new Date(iso));
      return result.hits.map((hit) => hit.document.slug).sort();
    };
    // Saturday 21 November 2026, 10:00 in Lyon (09:00 UTC), 04:00 in Montréal.
    const saturdayMorning = "2026-11-21T09:00:00Z";
    expect(await at(saturdayMorning, "now")).toEqual(["marche-weekend", "parc-de-la-tete-d-or"]);
    expect(await at(saturdayMorning, "tonight")).toEqual(["bouchon-des-cordeliers", "parc-de-la-tete-d-or"]);
    expect(await at(saturdayMorning, "tomorrow")).toEqual(
      [
        // Its Saturday evening runs past midnight.
        "bouchon-des-cordeliers",
        "marche-weekend",
        "mont-royal",
        "musee-des-beaux-arts-montreal",
        "musee-des-confluences",
        "musee-du-louvre",
        "musee-gallo-romain",
        "parc-de-la-tete-d-or",
      ].sort(),
    );
    expect(await at(saturdayMorning, "weekend")).not.toContain("escalade-lyon");
    // Monday 23 November, 21:00 in Lyon: the climbing hall is open tonight, the restaurant is closed on Mondays.
    expect(await at("2026-11-23T20:00:00Z", "tonight")).toEqual(["escalade-lyon", "parc-de-la-tete-d-or"]);
    expect(await at("2026-11-23T20:00:00Z", "week")).toContain("bouchon-des-cordeliers");
  });

  it("tells the engines' time for the whole request in a Server-Timing header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/search/1/indexes/*/queries",
      headers: { "x-algolia-api-key": KEY, "x-algolia-application-id": APP_ID },
      payload: {
        requests: [
          { indexName: "event", query: "musee" },
          { indexName: "event", query: "parc" },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["server-timing"])).toMatch(/^search;dur=\d+\.\d{3}$/);
  });

  it("follows an edit at once, without a restart, and can be rebuilt from the store", async () => {
    expect((await search({ query: "ampere" })).nbHits).toBe(0);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/activities/escalade-lyon",
      headers: t.as(support),
      payload: { name: "Salle d'escalade Ampère" },
    });
    expect(response.statusCode).toBe(200);
    expect(slugs(await search({ query: "ampere" }))).toEqual(["escalade-lyon"]);
    expect((await search({ query: "climb up" })).nbHits).toBe(0);
    const rebuilt = await t.app.searchEngine.rebuild();
    expect(rebuilt.documents).toBe(9);
    expect(slugs(await search({ query: "ampere" }))).toEqual(["escalade-lyon"]);
  });

  it("follows an edit that makes an activity a dated event: the dates filter and the when-filters see its range", async () => {
    const saturdayMorning = new Date("2026-11-21T09:00:00Z");
    const lyonNow = (extra: Record<string, unknown>) =>
      t.app.searchEngine.search(parseSearchParams({ hitsPerPage: 50, ...extra }), saturdayMorning);
    const nextWeekend = ["dateEnd>=20261128", "dateStart<=20261129"];
    expect((await search({ query: "climb", numericFilters: nextWeekend })).nbHits).toBe(1);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/activities/escalade-lyon",
      headers: t.as(support),
      payload: { dates: { start: "2026-11-23", end: "2026-11-24" } },
    });
    expect(response.statusCode).toBe(200);
    const hit = (await search({ query: "climb", numericFilters: ["dateEnd>=20261123", "dateStart<=20261123"] })).hits[0];
    expect(hit).toMatchObject({ slug: "escalade-lyon", dateStart: 20261123, dateEnd: 20261124 });
    expect((await search({ query: "climb", numericFilters: nextWeekend })).nbHits).toBe(0);
    // Open weekdays 12:00–22:00, now only on its two days: nothing this Saturday, and no "tomorrow" on its last day.
    const climbing = await lyonNow({ facetFilters: ["city:Lyon", "subCategory:climbing"], facets: ["when"] });
    expect(climbing.facets.when).toEqual({});
    const tuesdayEvening = await t.app.searchEngine.search(
      parseSearchParams({ facetFilters: ["subCategory:climbing"], facets: ["when"] }),
      new Date("2026-11-24T19:00:00Z"),
    );
    expect(tuesdayEvening.facets.when).toEqual({ now: 1, today: 1, tonight: 1, week: 1 });
  });

  it("rebuilds from the store when the command line asks with the server's token, and refuses anyone else", async () => {
    expect((await search({ query: "aquarium" })).nbHits).toBe(0);
    // Written behind the api's back (another process): not in the index until a rebuild.
    await createActivityRepository(t.db.kysely).insertMany([makeActivity({ slug: "aquarium", name: "Aquarium de Lyon" })]);
    expect((await search({ query: "aquarium" })).nbHits).toBe(0);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/search-index/rebuild",
      headers: { "x-rebuild-token": "guess" },
    });
    expect(refused.statusCode).toBe(403);
    const rebuilt = await t.app.inject({
      method: "POST",
      url: "/api/search-index/rebuild",
      headers: { "x-rebuild-token": rebuildToken(await resolveAuthSecret(t.config)) },
    });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.json()).toMatchObject({ engine, documents: 10 });
    expect(slugs(await search({ query: "aquarium" }))).toEqual(["aquarium"]);
  });

  it("refuses a wrong key, an unknown index and bad parameters with a clear message in the caller's language", async () => {
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url,
        payload: JSON.stringify(payload),
        headers: {
          "content-type": "text/plain",
          "accept-language": "en",
          "x-algolia-api-key": KEY,
          "x-algolia-application-id": APP_ID,
          ...headers,
        },
      });
    const wrongKey = await post(
      "/api/search/1/indexes/event/query",
      {},
      { "x-algolia-api-key": "admin", "accept-language": "fr" },
    );
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json()).toMatchObject({
      status: 403,
      message: "La clé de recherche ou l'identifiant d'application n'est pas valide.",
      error: { code: "search/invalid-key" },
    });
    const byQuery = await t.app.inject({
      method: "POST",
      url: `/api/search/1/indexes/event/query?x-algolia-api-key=${KEY}&x-algolia-application-id=${APP_ID}`,
      payload: { params: "query=parc&hitsPerPage=1" },
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toMatchObject({ nbHits: 2, hitsPerPage: 1 });
    // curl's default form type: the body is still read as JSON.
    const asForm = await post(
      "/api/search/1/indexes/event/query",
      { query: "parc" },
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(asForm.json()).toMatchObject({ nbHits: 2 });

    const cases: Array<[unknown, string]> = [
      [{ params: "hitsPerPage=abc" }, "The search parameter hitsPerPage is not valid."],
      [{ hitsPerPage: 5000 }, "The search parameter hitsPerPage is not valid."],
      [{ aroundLatLng: "north" }, "The search parameter aroundLatLng is not valid."],
      [{ insideBoundingBox: [[95, 0, 1, 1]] }, "The search parameter insideBoundingBox is not valid."],
      [{ facets: ["password"] }, "The search parameter facets is not valid."],
      [{ filters: "category:sport AND (" }, "The search filter category:sport AND ( is not valid."],
      [{ facetFilters: ["owner:me"] }, "The search filter owner:me is not valid."],
      [{ facetFilters: ["when:someday"] }, "The search filter when:someday is not valid."],
      [{ numericFilters: ["price<=cheap"] }, "The search filter price<=cheap is not valid."],
    ];
    for (const [payload, message] of cases) {
      const response = await post("/api/search/1/indexes/event/query", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unknownIndex = await post("/api/search/1/indexes/*/queries", { requests: [{ indexName: "users" }] });
    expect(unknownIndex.statusCode).toBe(404);
    expect(unknownIndex.json().message).toBe("The search index users does not exist.");
    const notJson = await post("/api/search/1/indexes/*/queries", "{");
    expect(notJson.statusCode).toBe(400);
    const noRequests = await post("/api/search/1/indexes/*/queries", { requests: [] });
    expect(noRequests.statusCode).toBe(400);

    // The real client surfaces the message (in French: the default when the caller names no language).
    const wrong = liteClient(APP_ID, "not-the-key", {
      hosts: [{ url: `127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/search`, protocol: "http", accept: "read" }],
    });
    await expect(wrong.search({ requests: [{ indexName: "event" }] })).rejects.toThrow(
      "La clé de recherche ou l'identifiant d'application n'est pas valide.",
    );
  });
});
