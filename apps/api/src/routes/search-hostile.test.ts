import { errorCatalogue } from "@alentour/domain/errors";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

// Property: whatever is sent to the search service, it answers 2xx or a catalogued 4xx, never a 5xx.

const KEY = "public-search-key";
const APP_ID = "alentour";

const setups = [
  ...databaseKinds.map((kind) => ({ name: `embedded engine on ${kind}`, kind, engine: "embedded" })),
  ...databaseKinds.filter((kind) => kind === "postgres").map((kind) => ({ name: "postgres engine", kind, engine: "postgres" })),
];

// ---- Generated hostile input --------------------------------------------------------------------------------

const nul = fc.constantFrom("\u0000", "a\u0000b", "\u0000".repeat(300), "city:Lyon\u0000", "\u0000:\u0000");
const oddText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  nul,
  fc.constantFrom("", " ", "*", "-", "\\", '"', "'", "\u200b", "\ud800", "🙂".repeat(100), "x".repeat(5000), "%00", "%E0%A4%A"),
);
const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  1000,
  1001,
  -1,
  0.5,
);
const numberText = fc.oneof(
  hugeNumber.map(String),
  fc.constantFrom("NaN", "Infinity", "-Infinity", "1e999", "0x10", "1_000", "", "  7  "),
);
// Pieces of the filters syntax, put together at random: unbalanced, nested, repeated, mistyped.
const filterPiece = fc.constantFrom(
  "(",
  ")",
  " AND ",
  " OR ",
  "NOT ",
  "city:Lyon",
  "city:Lyon OR city:Lyon",
  "price",
  "<=",
  ">",
  "!=",
  "!",
  "1e308",
  "NaN",
  " TO ",
  '"',
  "'",
  ":",
  "\u0000",
  "when:now",
  "when:never",
  "-",
  "\\",
  "category:sport",
  "dateStart:0 TO 99999999",
  "quality>=4",
  "owner:me",
  "_geoloc:1",
);
const filterText = fc.oneof(
  fc.array(filterPiece, { maxLength: 60 }).map((pieces) => pieces.join("")),
  fc.integer({ min: 1, max: 1000 }).map((depth) => `${"(".repeat(depth)}city:Lyon${")".repeat(depth)}`),
  fc.integer({ min: 1, max: 900 }).map((count) => `${"NOT ".repeat(count)}city:Lyon`),
  fc.integer({ min: 1, max: 500 }).map((count) => Array.from({ length: count }, () => "city:Lyon").join(" OR ")),
);
const filterList = fc.oneof(
  fc.array(fc.oneof(filterText, fc.array(filterText, { maxLength: 4 })), { maxLength: 8 }),
  fc.integer({ min: 1, max: 5000 }).map((count) => Array.from({ length: count }, () => "price>=0")),
  fc.integer({ min: 1, max: 200 }).map((count) => [Array.from({ length: count }, () => "city:Lyon")]),
);
const deep: fc.Arbitrary<unknown> = fc.integer({ min: 1, max: 200 }).map((depth) => {
  let value: unknown = "city:Lyon";
  for (let level = 0; level < depth; level++) value = level % 3 === 2 ? { a: value } : [value];
  return value;
});
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  hugeNumber,
  numberText,
  fc.boolean(),
  fc.constant(null),
  fc.double(),
  deep,
  fc.array(oddText, { maxLength: 5 }),
  fc.dictionary(oddText, oddText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

const parameterNames = [
  "query",
  "page",
  "hitsPerPage",
  "facets",
  "maxValuesPerFacet",
  "facetFilters",
  "numericFilters",
  "filters",
  "aroundLatLng",
  "aroundRadius",
  "insideBoundingBox",
  "attributesToRetrieve",
  "attributesToHighlight",
  "highlightPreTag",
  "highlightPostTag",
  "getRankingInfo",
  "params",
  "facetQuery",
  "maxFacetHits",
  "type",
  "facet",
  "indexName",
  "__proto__",
  "constructor",
  "analyticsTags",
] as const;

// Each parameter gets values of its own kind (mostly) or anything odd.
const valueFor = (name: (typeof parameterNames)[number]): fc.Arbitrary<unknown> => {
  switch (name) {
    case "filters":
      return fc.oneof(filterText, oddValue);
    case "facetFilters":
    case "numericFilters":
      return fc.oneof(filterList, filterText, oddValue);
    case "page":
    case "hitsPerPage":
    case "maxValuesPerFacet":
    case "aroundRadius":
      return fc.oneof(hugeNumber, numberText, oddValue);
    case "facets":
    case "attributesToRetrieve":
    case "attributesToHighlight":
      return fc.oneof(
        fc.array(fc.constantFrom("*", "city", "price", "when", "_geoloc", "password", "city\u0000", ""), { maxLength: 80 }),
        oddValue,
      );
    case "aroundLatLng":
      return fc.oneof(
        fc.tuple(numberText, numberText).map(([lat, lng]) => `${lat},${lng}`),
        fc.constantFrom("45.7,4.8", "91,0", "0,181", ",", "1e308,1e308"),
        oddValue,
      );
    case "insideBoundingBox":
      return fc.oneof(fc.array(fc.array(fc.oneof(hugeNumber, fc.double()), { maxLength: 5 }), { maxLength: 30 }), oddValue);
    case "params":
      return fc.oneof(
        fc
          .dictionary(fc.constantFrom(...parameterNames), fc.oneof(oddText, filterText, numberText), { maxKeys: 6 })
          .map((entries) => new URLSearchParams(entries).toString()),
        oddValue,
      );
    case "indexName":
      return fc.oneof(fc.constant("event"), oddValue);
    default:
      return oddValue;
  }
};

const searchParams = fc
  .uniqueArray(fc.constantFrom(...parameterNames), { maxLength: 8 })
  .chain((names) => fc.tuple(...names.map((name) => valueFor(name).map((value) => [name, value] as const))))
  .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

// Searches close to what a client sends, with odd text, NUL bytes, repeats and bounds' edges in them.
const plausibleParams = fc.record(
  {
    query: oddText.filter((text) => text.length <= 512),
    hitsPerPage: fc.integer({ min: 0, max: 1000 }),
    page: fc.integer({ min: 0, max: 1000 }),
    facets: fc.subarray(["*", "city", "category", "price", "when", "profiles", "dateStart"]),
    maxValuesPerFacet: fc.integer({ min: 1, max: 1000 }),
    filters: fc.oneof(
      fc.constantFrom("city:Lyon OR city:Lyon", "NOT city:Lyon AND price<=20", "when:now OR when:tonight"),
      filterText,
    ),
    facetFilters: fc.array(
      fc.oneof(fc.constantFrom("city:Lyon", "city:\u0000", "pricing:free"), fc.array(fc.constant("city:Lyon"))),
      {
        maxLength: 4,
      },
    ),
    aroundLatLng: fc.constantFrom("45.76,4.83", "-89.9,179.9", "0,0"),
    aroundRadius: fc.integer({ min: 1, max: 2 ** 31 }),
    insideBoundingBox: fc.constantFrom([[45.8, 4.9, 45.7, 4.8]], [[90, 180, -90, -180]]),
    getRankingInfo: fc.boolean(),
    highlightPreTag: oddText.filter((text) => text.length <= 100),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  { weight: 4, arbitrary: plausibleParams.map((params) => JSON.stringify(params)) },
  {
    weight: 4,
    arbitrary: fc
      .array(
        plausibleParams.map((params) => ({ indexName: "event", ...params })),
        { minLength: 1, maxLength: 6 },
      )
      .map((requests) => JSON.stringify({ requests })),
  },
  { weight: 5, arbitrary: searchParams.map((params) => JSON.stringify(params)) },
  {
    weight: 5,
    arbitrary: fc
      .array(
        searchParams.map((params) => ({ indexName: "event", ...params })),
        { maxLength: 40 },
      )
      .map((requests) => JSON.stringify({ requests })),
  },
  { weight: 1, arbitrary: oddValue.map((value) => JSON.stringify({ requests: value }) ?? "") },
  // Deep JSON text, and text that is not JSON at all.
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 200_000 })
      .map((depth) => `{"requests":[{"indexName":"event","facetFilters":${"[".repeat(depth)}${"]".repeat(depth)}}]}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`) },
  { weight: 1, arbitrary: oddText },
);

const url = fc.oneof(
  fc.constant("/api/search/1/indexes/*/queries"),
  fc.constant("/api/search/1/indexes/event/query"),
  fc
    .oneof(fc.constantFrom("city", "when", "price", "password", "*"), oddText)
    // A lone surrogate has no URL form: a client cannot send it in a path.
    .filter((facet) => facet.isWellFormed())
    .map((facet) => `/api/search/1/indexes/event/facets/${encodeURIComponent(facet)}/query`),
  oddText.filter((index) => index.isWellFormed()).map((index) => `/api/search/1/indexes/${encodeURIComponent(index)}/query`),
);

const contentType = fc.constantFrom(
  "text/plain",
  "application/json",
  "application/x-www-form-urlencoded",
  "",
  "text/plain; charset=x",
);

// ---- The property, on each engine and database ------------------------------------------------------------------

describe.each(setups)("hostile searches, $name", ({ kind, engine }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SEARCH_ENGINE: engine } });
    await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
    await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
    await t.app.searchEngine.warmUp();
  });
  afterAll(() => t.close());

  it("never answers a 5xx: every refusal is a catalogued 4xx with its message, every answer is JSON", async () => {
    let call = 0;
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(url, body, contentType, async (target, payload, type) => {
        call++;
        const response = await t.app.inject({
          method: "POST",
          url: target,
          payload,
          // A new address now and then: the per-address limit is tested elsewhere, the parsing here.
          remoteAddress: `10.9.${(call >> 8) & 255}.${call & 255}`,
          headers: {
            ...(type !== "" && { "content-type": type }),
            "accept-language": call % 2 ? "en" : "fr",
            "x-algolia-api-key": KEY,
            "x-algolia-application-id": APP_ID,
          },
        });
        const label = `${response.statusCode} ${target} ${payload.slice(0, 300)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        const answer = response.json() as Record<string, unknown> & { error?: { code: string } };
        if (response.statusCode === 200) answered++;
        if (response.statusCode >= 400) {
          expect(Object.keys(errorCatalogue), label).toContain(answer.error?.code);
          expect(typeof answer.message, label).toBe("string");
        }
      }),
      { numRuns: kind === "sqlite" ? 1000 : 300 },
    );
    // The input reached the engines too, not only the checks in front of them.
    expect(answered).toBeGreaterThan(call / 10);
  }, 600_000);
});
