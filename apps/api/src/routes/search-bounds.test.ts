import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { searchBounds } from "#app/search/bounds.ts";
import { makeActivity } from "#app/test-support/fixtures.ts";
import { rateLimitStores } from "#app/test-support/rate-limit-stores.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const APP_ID = "alentour";
const KEY = "public-search-key";
const MULTI = "/api/search/1/indexes/*/queries";
const SINGLE = "/api/search/1/indexes/event/query";

function post(
  t: TestApp,
  url: string,
  payload: string | object,
  headers: Record<string, string> = {},
  remoteAddress = "127.0.0.1",
) {
  return t.app.inject({
    method: "POST",
    url,
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    remoteAddress,
    headers: {
      "content-type": "text/plain",
      "accept-language": "en",
      "x-algolia-api-key": KEY,
      "x-algolia-application-id": APP_ID,
      ...headers,
    },
  });
}

const queries = (count: number, params: Record<string, unknown> = {}) => ({
  requests: Array.from({ length: count }, () => ({ indexName: "event", query: "", ...params })),
});

describe.each(databaseKinds)("search bounds on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
    await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
    await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
    await t.app.searchEngine.warmUp();
  });
  afterEach(() => t.close());

  it("refuses each bound of a call with a 400 and a clear message in the caller's language", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}"city:Lyon"${"]".repeat(depth)}`;
    const cases: Array<[string, string | object, string, string]> = [
      [
        MULTI,
        queries(searchBounds.queries + 1),
        "A search call may hold at most 32 queries.",
        "Un appel de recherche peut contenir au plus 32 requêtes.",
      ],
      [
        SINGLE,
        { numericFilters: Array.from({ length: 101 }, (_, n) => `price>=${n}`) },
        "A search may use at most 100 filter terms.",
        "Une recherche peut utiliser au plus 100 termes de filtre.",
      ],
      [
        SINGLE,
        { filters: Array.from({ length: 101 }, (_, n) => `price>=${n}`).join(" AND ") },
        "A search may use at most 100 filter terms.",
        "Une recherche peut utiliser au plus 100 termes de filtre.",
      ],
      [
        SINGLE,
        { filters: `${"(".repeat(9)}city:Lyon${")".repeat(9)}` },
        "The search request is nested more than 8 levels deep.",
        "La requête de recherche est imbriquée sur plus de 8 niveaux.",
      ],
      [
        SINGLE,
        { filters: `${"NOT ".repeat(900)}city:Lyon` },
        "The search request is nested more than 8 levels deep.",
        "La requête de recherche est imbriquée sur plus de 8 niveaux.",
      ],
      // Deep JSON, in the filters, in the queries list, and in a parameter the service ignores.
      [
        SINGLE,
        `{"facetFilters":${nested(100_000)}}`,
        "The search request is nested more than 12 levels deep.",
        "La requête de recherche est imbriquée sur plus de 12 niveaux.",
      ],
      [
        MULTI,
        `{"requests":${nested(50_000)}}`,
        "The search request is nested more than 12 levels deep.",
        "La requête de recherche est imbriquée sur plus de 12 niveaux.",
      ],
      [
        SINGLE,
        `{"query":"parc","analyticsTags":${nested(20_000)}}`,
        "The search request is nested more than 12 levels deep.",
        "La requête de recherche est imbriquée sur plus de 12 niveaux.",
      ],
      [
        MULTI,
        queries(3, { hitsPerPage: 1000 }),
        "A search call may ask for at most 2000 hits in all.",
        "Un appel de recherche peut demander au plus 2000 résultats en tout.",
      ],
      [
        SINGLE,
        { hitsPerPage: 1001 },
        "The search parameter hitsPerPage is not valid.",
        "Le paramètre de recherche hitsPerPage n'est pas valide.",
      ],
      [
        SINGLE,
        { maxValuesPerFacet: 1001 },
        "The search parameter maxValuesPerFacet is not valid.",
        "Le paramètre de recherche maxValuesPerFacet n'est pas valide.",
      ],
      [
        SINGLE,
        { facets: Array.from({ length: 51 }, () => "city") },
        "The search parameter facets is not valid.",
        "Le paramètre de recherche facets n'est pas valide.",
      ],
    ];
    for (const [url, payload, en, fr] of cases) {
      const label = (typeof payload === "string" ? payload : JSON.stringify(payload)).slice(0, 80);
      for (const content of ["text/plain", "application/json"]) {
        const english = await post(t, url, payload, { "content-type": content });
        expect(english.statusCode, label).toBe(400);
        expect(english.json(), label).toMatchObject({ status: 400, message: en });
      }
      const french = await post(t, url, payload, { "accept-language": "fr" });
      expect(french.json().message, label).toBe(fr);
    }
  });

  it("refuses a body over its size with 413, and answers what the search page sends: a list, facets and a 1000-point map", async () => {
    const big = await post(t, SINGLE, { query: "parc", analyticsTags: ["x".repeat(searchBounds.bodyBytes)] });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The request is too large.");

    const page = await post(t, MULTI, {
      requests: [
        {
          indexName: "event",
          query: "",
          hitsPerPage: 12,
          facets: ["category", "pricing", "setting", "profiles", "country", "when", "city", "city"],
          maxValuesPerFacet: 1000,
          facetFilters: [["city:Lyon", "city:Montréal"]],
        },
        { indexName: "event", query: "", hitsPerPage: 1000, attributesToRetrieve: ["name", "slug", "_geoloc"] },
        ...Array.from({ length: searchBounds.queries - 2 }, () => ({
          indexName: "event",
          query: "",
          hitsPerPage: 0,
          facets: ["city"],
        })),
      ],
    });
    expect(page.statusCode).toBe(200);
    const { results } = page.json() as { results: Array<{ nbHits: number; hits: unknown[]; facets: Record<string, unknown> }> };
    expect(results).toHaveLength(searchBounds.queries);
    expect(results[0]?.nbHits).toBe(8);
    expect(results[0]?.facets.city).toEqual({ Lyon: 6, Montréal: 2 });
    expect(results[1]?.hits).toHaveLength(searchFixtures().filter((activity) => activity.published).length);
  });

  it("answers a page of many hits written in slices as the same hits, in the same order, as smaller pages", async () => {
    await createActivityRepository(t.db.kysely).insertMany(
      Array.from({ length: 250 }, (_, n) => makeActivity({ slug: `atelier-${n}`, name: `Atelier ${n}`, quality: (n % 50) / 10 })),
    );
    await t.app.searchEngine.rebuild();
    const slugsOf = async (params: Record<string, unknown>) => {
      const response = await post(t, SINGLE, { query: "", attributesToRetrieve: ["slug"], ...params });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { hits: Array<{ slug: string }>; nbHits: number };
      expect(body.nbHits).toBe(259);
      return body.hits.map((hit) => hit.slug);
    };
    const whole = await slugsOf({ hitsPerPage: 1000, getRankingInfo: true });
    const pages = [
      ...(await slugsOf({ hitsPerPage: 100 })),
      ...(await slugsOf({ hitsPerPage: 100, page: 1 })),
      ...(await slugsOf({ hitsPerPage: 100, page: 2 })),
    ];
    expect(whole).toHaveLength(259);
    expect(whole).toEqual(pages);
  });
});

const stores = rateLimitStores();

describe.each(stores)("search rate limit in %s", (_name, makeLimits) => {
  it("answers an address past 1200 queries a minute with 429 and the wait, every query of a call counted; others go on", async () => {
    const t = await createTestApp("sqlite", { rateLimits: makeLimits() });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
      // 37 calls of 32 queries: 1184 searches, then 16 more make 1200.
      for (let call = 1; call <= 37; call++) {
        expect((await post(t, MULTI, queries(32), {}, ip)).statusCode, `call ${call}`).toBe(200);
      }
      expect((await post(t, MULTI, queries(16), {}, ip)).statusCode).toBe(200);
      const refused = await post(t, SINGLE, { query: "parc" }, { "accept-language": "fr" }, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(refused.json()).toMatchObject({ status: 429, message: "Trop de tentatives. Veuillez réessayer dans 1 minutes." });
      const other = await post(t, SINGLE, { query: "parc" }, {}, `${ip}0`);
      expect(other.statusCode).toBe(200);
      // The directory's server rendering calls from this host for every visitor: not one address's calls.
      for (let call = 1; call <= 40; call++) {
        expect((await post(t, MULTI, queries(32), {}, "127.0.0.1")).statusCode, `server call ${call}`).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});

// ADR 070: a PostgreSQL statement past SEARCH_STATEMENT_TIMEOUT_MS is stopped, and the call refused.
describe.runIf(databaseKinds.includes("postgres"))("search statement time limit on the PostgreSQL engine", () => {
  it("answers 503 with a clear message in the caller's language when a statement runs past the limit; others go on", async () => {
    const t = await createTestApp("postgres", { env: { SEARCH_ENGINE: "postgres", SEARCH_STATEMENT_TIMEOUT_MS: "1" } });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
      await t.app.searchEngine.rebuild();
      // Every facet with its statistics, the opening-time counts and a map grid: no statement of it ends in 1 ms.
      const heavy = { query: "musee", facets: ["*"], maxValuesPerFacet: 1000, hitsPerPage: 1000, aroundLatLng: "45.76,4.83" };
      for (const [language, message] of [
        ["en", "This search took too long and was stopped: ask for fewer hits, facets or values, or try again in a moment."],
        [
          "fr",
          "Cette recherche a pris trop de temps et a été arrêtée : demandez moins de résultats, de facettes ou de valeurs, ou réessayez dans un instant.",
        ],
      ] as const) {
        const refused = await post(t, SINGLE, heavy, { "accept-language": language });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toMatchObject({ status: 503, message });
      }
    } finally {
      await t.close();
    }
    // The same search under the default limit is answered.
    const u = await createTestApp("postgres", { env: { SEARCH_ENGINE: "postgres" } });
    try {
      await createCityRepository(u.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(u.db.kysely).insertMany(searchFixtures());
      await u.app.searchEngine.rebuild();
      const answered = await post(u, SINGLE, { query: "musee", facets: ["*"], maxValuesPerFacet: 1000, hitsPerPage: 1000 });
      expect(answered.statusCode).toBe(200);
      expect(answered.json().nbHits).toBeGreaterThan(0);
    } finally {
      await u.close();
    }
  });
});
