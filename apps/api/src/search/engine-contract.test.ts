import type { Activity } from "@alentour/domain/directory";
import { describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { makeActivity } from "#app/test-support/fixtures.ts";
import { datedFixtures, fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds } from "#app/test-support/test-app.ts";
import type { SearchEngine } from "./engine.ts";
import { parseSearchParams } from "./params.ts";
import { datedEventSet, type RelevanceCase, relevanceNow, relevanceSet } from "./relevance-set.ts";

// One contract for every engine: the relevance set gives the same hits in the same order.
const engines: Array<{ name: string; kind: "sqlite" | "postgres"; env: Record<string, string> }> = [
  ...databaseKinds.map((kind) => ({ name: `embedded on ${kind}`, kind, env: { SEARCH_ENGINE: "embedded" } })),
  ...databaseKinds
    .filter((kind) => kind === "postgres")
    .map((kind) => ({ name: "postgres", kind, env: { SEARCH_ENGINE: "postgres" } })),
];

const cases: Array<RelevanceCase & { directory: () => Activity[] }> = [
  ...relevanceSet.map((entry) => ({ ...entry, directory: searchFixtures })),
  ...datedEventSet.map((entry) => ({ ...entry, directory: () => [...searchFixtures(), ...datedFixtures()] })),
];

describe.each(engines)("search engine contract: $name", ({ kind, env }) => {
  it.each(cases)("“$query”: $why", async ({ query, params, top, only, facets, nbHits, directory }) => {
    const t = await createTestApp(kind, { env });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany(directory());
      const engine: SearchEngine = t.app.searchEngine;
      await engine.rebuild();
      const result = await engine.search(parseSearchParams({ query, hitsPerPage: 50, ...params }), relevanceNow);
      const slugs = result.hits.map((hit) => hit.document.slug);
      if (top) expect(slugs.slice(0, top.length)).toEqual(top);
      if (only) expect([...slugs].sort()).toEqual([...only].sort());
      if (facets) expect(result.facets).toEqual(facets);
      if (nbHits !== undefined) expect(result.nbHits).toBe(nbHits);
    } finally {
      await t.close();
    }
  });
});

// The geo-grid facet (ADR 058): every match counted once in the cell holding its point, whatever path the engine
// takes to its matches (browsing all, words, a facet's list, a map area), so a map's clusters add up to nbHits.
const gridCases: Array<{ why: string; query: string; params?: Record<string, unknown>; precision: number }> = [
  { why: "browsing everything, country-sized cells", query: "", precision: 5 },
  { why: "browsing everything, street-sized cells", query: "", precision: 16 },
  { why: "words", query: "musee", precision: 9 },
  { why: "a facet filter", query: "", params: { facetFilters: [["category:gastronomy"]] }, precision: 12 },
  { why: "a map area around Lyon", query: "", params: { insideBoundingBox: [[45.9, 4.6, 45.6, 5.0]] }, precision: 14 },
  { why: "words in a map area", query: "musee", params: { insideBoundingBox: [[49, 0, 43, 6]] }, precision: 7 },
];

describe.each(engines)("geo-grid facet: $name", ({ kind, env }) => {
  it.each(gridCases)("$why", async ({ query, params, precision }) => {
    const t = await createTestApp(kind, { env });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
      const engine: SearchEngine = t.app.searchEngine;
      await engine.rebuild();
      const result = await engine.search(
        parseSearchParams({ query, hitsPerPage: 1000, geoGrid: precision, ...params }),
        relevanceNow,
      );
      expect(result.nbHits).toBeGreaterThan(0);
      expect(result.hits.length).toBe(result.nbHits);
      // The cells as a map would draw them from every hit: 360 / 2^precision degrees, from 180° W and 90° S.
      const size = 360 / 2 ** precision;
      const expected = new Map<string, { count: number; lat: number; lng: number }>();
      for (const { document } of result.hits) {
        const { lat, lng } = document._geoloc;
        const key = `${Math.floor((lng + 180) / size)}:${Math.floor((lat + 90) / size)}`;
        const cell = expected.get(key) ?? { count: 0, lat: 0, lng: 0 };
        expected.set(key, { count: cell.count + 1, lat: cell.lat + lat, lng: cell.lng + lng });
      }
      const grid = result.geoGrid;
      expect(grid?.precision).toBe(precision);
      expect(grid?.rest).toBe(0);
      const cells = grid?.cells ?? [];
      expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(result.nbHits);
      expect(Object.fromEntries(cells.map((cell) => [`${cell.x}:${cell.y}`, cell.count]))).toEqual(
        Object.fromEntries([...expected].map(([key, cell]) => [key, cell.count])),
      );
      for (const cell of cells) {
        const mean = expected.get(`${cell.x}:${cell.y}`);
        expect(cell.lat).toBeCloseTo((mean?.lat ?? 0) / cell.count, 9);
        expect(cell.lng).toBeCloseTo((mean?.lng ?? 0) / cell.count, 9);
      }
      // Fullest first.
      expect(cells.map((cell) => cell.count)).toEqual([...cells.map((cell) => cell.count)].sort((a, b) => b - a));
    } finally {
      await t.close();
    }
  });

  it("is not computed unless asked, and refuses a precision beyond the finest grid", async () => {
    expect(parseSearchParams({ query: "" }).geoGrid).toBeNull();
    expect(() => parseSearchParams({ geoGrid: 25 })).toThrow(/geoGrid|invalid/);
    expect(parseSearchParams({ params: "geoGrid=8" }).geoGrid).toBe(8);
    const t = await createTestApp(kind, { env });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
      await t.app.searchEngine.rebuild();
      expect((await t.app.searchEngine.search(parseSearchParams({ query: "" }), relevanceNow)).geoGrid).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

// A paid activity that lists no price has no price (issue 15): "free" and price ranges do not find it, its
// negation does, and it counts in no price facet or statistic; a free one costs 0.
describe.each(engines)("prices: $name", ({ kind, env }) => {
  it("leaves a paid activity without prices out of free and price ranges, facets and statistics", async () => {
    const t = await createTestApp(kind, { env });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany([
        makeActivity({ slug: "gratuit", pricing: "free", priceList: [] }),
        makeActivity({ slug: "quinze-euros", priceList: [{ label: "Adulte", amount: 1500, currency: "EUR" }] }),
        makeActivity({ slug: "payant-sans-tarif", priceList: [] }),
      ]);
      const engine: SearchEngine = t.app.searchEngine;
      await engine.rebuild();
      const slugsOf = async (params: Record<string, unknown>) => {
        const result = await engine.search(parseSearchParams({ query: "", hitsPerPage: 50, ...params }), relevanceNow);
        return result.hits.map((hit) => hit.document.slug).sort();
      };
      expect(await slugsOf({ numericFilters: ["price<=20"] })).toEqual(["gratuit", "quinze-euros"]);
      expect(await slugsOf({ numericFilters: ["price=0"] })).toEqual(["gratuit"]);
      expect(await slugsOf({ numericFilters: ["price!=0"] })).toEqual(["quinze-euros"]);
      expect(await slugsOf({ filters: "price:0 TO 100" })).toEqual(["gratuit", "quinze-euros"]);
      expect(await slugsOf({ filters: "NOT price:0 TO 100" })).toEqual(["payant-sans-tarif"]);
      expect(await slugsOf({ facetFilters: [["pricing:free"]] })).toEqual(["gratuit"]);
      const all = await engine.search(parseSearchParams({ query: "", facets: ["price", "pricing"] }), relevanceNow);
      expect(all.nbHits).toBe(3);
      expect(all.facets.price).toEqual({ "0": 1, "15": 1 });
      expect(all.facets.pricing).toEqual({ paid: 2, free: 1 });
      expect(all.facetsStats.price).toEqual({ min: 0, max: 15, avg: 7.5, sum: 15 });
      const unlisted = all.hits.find((hit) => hit.document.slug === "payant-sans-tarif");
      expect(unlisted?.document.price).toBeNull();
    } finally {
      await t.close();
    }
  });
});

// The accessibility facet (ADR 087): a step-free entrance counts as wheelchair access; the same hits and counts on
// every engine, whether the facet is filtered on alone, with another list, or negated.
describe.each(engines)("accessibility: $name", ({ kind, env }) => {
  it("finds a step-free place under wheelchair access, and counts families and features alike", async () => {
    const t = await createTestApp(kind, { env });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany([
        makeActivity({ slug: "plain-pied-boucle", accessibility: ["stepFreeEntrance", "hearingLoop"] }),
        makeActivity({ slug: "declare-moteur", accessibility: ["motor", "accessibleToilets"] }),
        makeActivity({ slug: "heures-calmes", accessibility: ["quietHours", "psychic"], setting: "outdoor" }),
        makeActivity({ slug: "rien-dit" }),
      ]);
      const engine: SearchEngine = t.app.searchEngine;
      await engine.rebuild();
      const slugsOf = async (params: Record<string, unknown>) => {
        const result = await engine.search(parseSearchParams({ query: "", hitsPerPage: 50, ...params }), relevanceNow);
        return result.hits.map((hit) => hit.document.slug).sort();
      };
      expect(await slugsOf({ facetFilters: [["accessibility:motor"]] })).toEqual(["declare-moteur", "plain-pied-boucle"]);
      expect(await slugsOf({ facetFilters: [["accessibility:hearing", "accessibility:psychic"]] })).toEqual([
        "heures-calmes",
        "plain-pied-boucle",
      ]);
      expect(await slugsOf({ facetFilters: ["accessibility:motor", "accessibility:hearingLoop"] })).toEqual([
        "plain-pied-boucle",
      ]);
      expect(await slugsOf({ facetFilters: ["accessibility:motor", "setting:outdoor"] })).toEqual([]);
      expect(await slugsOf({ filters: "NOT accessibility:motor" })).toEqual(["heures-calmes", "rien-dit"]);
      const all = await engine.search(parseSearchParams({ query: "", facets: ["accessibility"] }), relevanceNow);
      expect(all.facets.accessibility).toEqual({
        motor: 2,
        accessibleToilets: 1,
        hearing: 1,
        hearingLoop: 1,
        psychic: 1,
        quietHours: 1,
        stepFreeEntrance: 1,
      });
      const hit = all.hits.find((candidate) => candidate.document.slug === "plain-pied-boucle");
      expect(hit?.document.accessibility).toEqual(["motor", "hearing", "stepFreeEntrance", "hearingLoop"]);
    } finally {
      await t.close();
    }
  });
});
