import type { Activity } from "@alentour/domain/directory";
import { describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
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
