import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openWeekSpansByDay } from "@alentour/domain/opening-hours";
import type { OpenWeek } from "@alentour/domain/search";
import { describe, expect, it } from "vitest";
import { generateActivities } from "#app/seed/demo-data.ts";
import { type SearchDocument, toSearchDocument } from "../document.ts";
import {
  compareRanked,
  countFacets,
  createClock,
  type EngineResult,
  geoDistance,
  insideAnyBox,
  matchesFilter,
} from "../engine.ts";
import { createGridCounter } from "../geo-grid.ts";
import { parseSearchParams } from "../params.ts";
import { documentTerms, queryTerms, textRank } from "../text.ts";
import { ColumnarIndex } from "./columnar-index.ts";
import { runQuery } from "./run-query.ts";
import { readSnapshot, writeSnapshot } from "./snapshot.ts";

const now = new Date("2026-11-21T17:30:00Z");

const spansOf = new WeakMap<SearchDocument, OpenWeek>();

/** The straightforward evaluation the columnar index must agree with: every document, one at a time. */
function reference(documents: Iterable<SearchDocument>, params: Record<string, unknown>): EngineResult {
  const query = parseSearchParams(params);
  const clock = createClock(now);
  const terms = queryTerms(query.query);
  const matched = [];
  for (const document of documents) {
    const rank =
      terms.length === 0
        ? 0
        : textRank(
            terms,
            documentTerms({
              name: document.name,
              subCategoryLabel: document.subCategoryLabel,
              categoryLabel: document.categoryLabel,
              city: document.city,
            }),
          );
    if (rank === null) continue;
    let spans = spansOf.get(document);
    if (!spans) {
      spans = { ...openWeekSpansByDay(document.openingHours), dates: document.dates };
      spansOf.set(document, spans);
    }
    if (!insideAnyBox(document._geoloc, query.boxes)) continue;
    if (query.filter && !matchesFilter(document, spans, query.filter, clock)) continue;
    const distance = geoDistance(query, document);
    if (query.aroundRadius !== null && distance !== null && distance > query.aroundRadius) continue;
    matched.push({ document, spans, textRank: rank, distance });
  }
  const { facets, facetsStats } = countFacets(query, matched, clock);
  let geoGrid: EngineResult["geoGrid"];
  if (query.geoGrid !== null) {
    const counter = createGridCounter(query.geoGrid);
    for (const { document } of matched) counter.add(document._geoloc.lat, document._geoloc.lng);
    geoGrid = counter.finish();
  }
  const start = query.page * query.hitsPerPage;
  const end = Math.min(start + query.hitsPerPage, 1000);
  const page = matched.sort(compareRanked).slice(start, Math.max(start, end));
  return {
    hits: page.map(({ document, distance }) => ({ document, geoDistance: distance })),
    nbHits: matched.length,
    facets,
    facetsStats,
    ...(geoGrid && { geoGrid }),
  };
}

function expectSame(index: ColumnarIndex, documents: Map<string, SearchDocument>, params: Record<string, unknown>) {
  const expected = reference(documents.values(), params);
  const actual = runQuery(index, parseSearchParams(params), createClock(now));
  expect({ params, nbHits: actual.nbHits }).toEqual({ params, nbHits: expected.nbHits });
  expect(actual.hits).toEqual(expected.hits);
  expect(actual.facets).toEqual(expected.facets);
  for (const [attribute, stats] of Object.entries(expected.facetsStats)) {
    const got = actual.facetsStats[attribute];
    expect(got?.min).toBe(stats.min);
    expect(got?.max).toBe(stats.max);
    expect(got?.sum).toBeCloseTo(stats.sum, 6);
  }
  // The map's grid: the same cells with the same counts, their mean positions alike (summed in another order when
  // counted by complement).
  expect(actual.geoGrid === undefined).toBe(expected.geoGrid === undefined);
  if (expected.geoGrid && actual.geoGrid) {
    const cellsOf = (grid: NonNullable<EngineResult["geoGrid"]>) => grid.cells.map(({ x, y, count }) => ({ x, y, count }));
    expect({ params, cells: cellsOf(actual.geoGrid), rest: actual.geoGrid.rest }).toEqual({
      params,
      cells: cellsOf(expected.geoGrid),
      rest: expected.geoGrid.rest,
    });
    for (const [position, cell] of expected.geoGrid.cells.entries()) {
      expect(actual.geoGrid.cells[position]?.lat).toBeCloseTo(cell.lat, 9);
      expect(actual.geoGrid.cells[position]?.lng).toBeCloseTo(cell.lng, 9);
    }
  }
}

const facets = ["category", "subCategory", "pricing", "setting", "profiles", "city", "when", "price", "quality"];
const queries: Array<Record<string, unknown>> = [
  { query: "", facets, hitsPerPage: 30 },
  { query: "", page: 3, hitsPerPage: 25 },
  { query: "musee", facets },
  { query: "musees lyon", facets, hitsPerPage: 50 },
  { query: "mus", hitsPerPage: 50 },
  { query: "restaurnt", facets },
  { query: "piscne" },
  { query: "randon", facets: ["when"] },
  { query: "parc des" },
  { query: "", facets, facetFilters: ["category:gastronomy"] },
  { query: "", facets, facetFilters: [["profiles:family", "profiles:alone"], "setting:indoor"], numericFilters: ["price<=20"] },
  { query: "", facets, facetFilters: ["when:weekend"] },
  { query: "", facets, facetFilters: [["profiles:family"], "setting:indoor"], numericFilters: ["price<=20"], page: 1 },
  { query: "", facets, facetFilters: ["when:now", "-pricing:free"] },
  { query: "concert", facetFilters: ["when:tonight"] },
  { query: "", filters: "(country:CA OR city:Lyon) AND NOT setting:outdoor AND price:10 TO 30", facets },
  { query: "", facetFilters: ["city:Nowhere"], facets },
  { query: "", facetFilters: [["city:Lyon", "city:Paris", "city:Nowhere"], "pricing:paid"], facets, hitsPerPage: 40 },
  { query: "", filters: "profiles:family AND (city:Lyon OR city:Marseille) AND when:today", facets },
  { query: "", facetFilters: ["when:tomorrow"], facets: ["when"], page: 1 },
  { query: "", numericFilters: ["quality>=4.5", "price!=0"], facets: ["quality", "price"] },
  { query: "", facets, insideBoundingBox: [[45.8, 4.9, 45.72, 4.78]] },
  {
    query: "",
    insideBoundingBox: [
      [48.9, 2.42, 48.82, 2.28],
      [45.8, 4.9, 45.72, 4.78],
    ],
  },
  { query: "", aroundLatLng: "45.7640,4.8357", aroundRadius: 3000, hitsPerPage: 40 },
  { query: "", aroundLatLng: "45.7640,4.8357", aroundRadius: 25_000, facets, facetFilters: ["category:gastronomy"] },
  { query: "", aroundLatLng: "48.8566,2.3522", aroundRadius: 2_000_000, page: 1 },
  { query: "", aroundLatLng: "89.99,179.99", aroundRadius: 5000 },
  {
    query: "",
    insideBoundingBox: [
      [45.8, 4.9, 45.72, 4.78],
      [45.79, 4.95, 45.7, 4.8],
    ],
    facets,
    hitsPerPage: 50,
  },
  { query: "", insideBoundingBox: [[60, 20, 30, -10]], facetFilters: ["setting:indoor"], page: 2 },
  { query: "restaurant", aroundLatLng: "48.8566,2.3522", facets },
  { query: "", aroundLatLng: "48.8566,2.3522", page: 2 },
  { query: "musee", hitsPerPage: 0, facets: ["category"] },
  // Dated events (ADR 044): the dates filter's overlap, and when-filters on the days of a range.
  { query: "", facetFilters: ["category:trade-shows-fairs"], facets: ["when", "dateStart", "dateEnd"], hitsPerPage: 60 },
  { query: "", filters: "dateEnd>=20261128 AND dateStart<=20261129", facets, hitsPerPage: 40 },
  { query: "", facetFilters: ["category:trade-shows-fairs", "when:weekend"], facets: ["when"] },
  // Scans of most of the index, counted by their complement (the facets, the sums, the map's grid), and strict or
  // equal bounds on numbers read a column at a time.
  { query: "", facetFilters: ["when:week"], facets, hitsPerPage: 30 },
  { query: "", facetFilters: ["-pricing:free"], numericFilters: ["price>5"], facets: ["price", "pricing"], page: 1 },
  { query: "", numericFilters: ["price<20"], facets: ["price"] },
  { query: "", numericFilters: ["price=10"], facets: ["price", "city"] },
  { query: "", hitsPerPage: 0, geoGrid: 5 },
  { query: "", hitsPerPage: 0, geoGrid: 16 },
  { query: "", hitsPerPage: 0, geoGrid: 8, insideBoundingBox: [[51.2, 9.7, 41.3, -5.3]] },
  { query: "", hitsPerPage: 10, geoGrid: 12, facetFilters: ["when:week"], insideBoundingBox: [[51.2, 9.7, 41.3, -5.3]], facets },
  { query: "", hitsPerPage: 0, geoGrid: 14, insideBoundingBox: [[51.2, 9.7, 41.3, -5.3]] },
  { query: "", hitsPerPage: 0, geoGrid: 9, facetFilters: ["category:gastronomy"] },
  { query: "musee", hitsPerPage: 0, geoGrid: 9, insideBoundingBox: [[51.2, 9.7, 41.3, -5.3]] },
  { query: "", hitsPerPage: 5, geoGrid: 10, aroundLatLng: "45.7640,4.8357", aroundRadius: 400_000 },
];

function* sample(count: number, seed: number) {
  for (const batch of generateActivities(count, { now, seed, slugTag: `t${seed}`, batchSize: 500 }))
    yield* batch.map(toSearchDocument);
}

describe("the embedded columnar index", () => {
  it("answers as the one-document-at-a-time evaluation does, before and after updates, removals and reuse of ids", () => {
    const index = new ColumnarIndex();
    const documents = new Map<string, SearchDocument>();
    for (const document of sample(1500, 7)) {
      index.put(document);
      documents.set(document.objectID, document);
    }
    expect(index.size).toBe(1500);
    for (const params of queries) expectSame(index, documents, params);

    // Renamed: found by the new words only. Moved, re-priced, re-categorised: the columns follow.
    const all = [...documents.values()];
    for (const [position, document] of all.slice(0, 300).entries()) {
      const changed: SearchDocument = {
        ...document,
        name: position % 2 === 0 ? `Zorglub ${position}` : document.name,
        city: position % 3 === 0 ? "Lyon" : document.city,
        price: position % 5 === 0 ? 17 : document.price,
        profiles: position % 4 === 0 ? ["alone"] : document.profiles,
        _geoloc: position % 7 === 0 ? { lat: 45.76, lng: 4.84 } : document._geoloc,
      };
      index.put(changed);
      documents.set(changed.objectID, changed);
    }
    const removed = all.slice(300, 700);
    for (const document of removed) {
      index.remove(document.objectID);
      documents.delete(document.objectID);
    }
    expect(index.size).toBe(1100);
    const limit = index.limit;
    // New documents take the freed ids.
    for (const document of sample(200, 11)) {
      index.put(document);
      documents.set(document.objectID, document);
    }
    expect(index.limit).toBe(limit);
    expect(index.size).toBe(1300);
    for (const params of [...queries, { query: "zorglub", hitsPerPage: 200 }, { query: "zorglub 12" }])
      expectSame(index, documents, params);

    const renamed = all[0] as SearchDocument;
    const oldWords = queryTerms(renamed.name).join(" ");
    const found = runQuery(index, parseSearchParams({ query: oldWords, hitsPerPage: 1000 }), createClock(now));
    expect(found.hits.map((hit) => hit.document.objectID)).not.toContain(renamed.objectID);
    const gone = removed[0] as SearchDocument;
    const again = runQuery(index, parseSearchParams({ query: gone.name, hitsPerPage: 1000 }), createClock(now));
    expect(again.hits.map((hit) => hit.document.objectID)).not.toContain(gone.objectID);
  }, 60_000);

  it("answers a dated event's when-filter for the day asked, not from the same weekday a week before", () => {
    const index = new ColumnarIndex();
    const [document] = [...sample(1, 3)] as SearchDocument[];
    const fair: SearchDocument = {
      ...(document as SearchDocument),
      openingHours: { mode: "24h", days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] },
      timeZone: "Europe/Paris",
      dates: { start: "2026-11-21", end: "2026-11-22" },
      dateStart: 20261121,
      dateEnd: 20261122,
    };
    index.put(fair);
    const weekend = parseSearchParams({ query: "", facetFilters: ["when:weekend"], facets: ["when"] });
    // Saturday 21 November: on this weekend's dates. A week later the minutes of the week are the same, the dates are not.
    expect(runQuery(index, weekend, createClock(now)).nbHits).toBe(1);
    const nextWeek = runQuery(index, weekend, createClock(new Date(now.getTime() + 7 * 86_400_000)));
    expect(nextWeek.nbHits).toBe(0);
    expect(nextWeek.facets.when).toEqual({});
  });

  it("widens a column of codes when an attribute takes more values than a byte holds", () => {
    const index = new ColumnarIndex();
    const documents = new Map<string, SearchDocument>();
    const [model] = [...sample(1, 5)] as [SearchDocument];
    for (let number = 0; number < 70_000; number += number < 600 ? 1 : 97) {
      const document = {
        ...model,
        objectID: `doc-${number}`,
        slug: `doc-${number}`,
        city: `Ville ${number}`,
        citySlug: `ville-${number}`,
      };
      index.put(document);
      documents.set(document.objectID, document);
    }
    expect(index.column("city").codes).toBeInstanceOf(Uint16Array);
    expect(index.column("category").codes).toBeInstanceOf(Uint8Array);
    for (const params of [
      { query: "", facetFilters: ["city:Ville 599"], facets: ["city"] },
      { query: "", facetFilters: [["city:Ville 300", "city:Ville 69858"]], facets: ["city"] },
      { query: "ville 69858", facets: ["citySlug"] },
      { query: "", facets: ["city"], maxValuesPerFacet: 5, hitsPerPage: 3 },
    ])
      expectSame(index, documents, params);
    expect(index.document(index.docId("doc-69858") as number)).toEqual(documents.get("doc-69858"));
  });

  it("gives back each document as it was indexed", () => {
    const index = new ColumnarIndex();
    const documents = [...sample(300, 3)];
    for (const document of documents) index.put(document);
    for (const document of documents) {
      expect(index.document(index.docId(document.objectID) as number)).toEqual(document);
      expect(JSON.stringify(index.document(index.docId(document.objectID) as number))).toBe(JSON.stringify(document));
    }
  });

  it("answers the same from a snapshot on disk, and keeps following writes after it is loaded", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "alentour-snapshot-"));
    try {
      const index = new ColumnarIndex();
      const documents = new Map<string, SearchDocument>();
      for (const document of sample(1200, 17)) {
        index.put(document);
        documents.set(document.objectID, document);
      }
      // Freed ids and a renamed document: the snapshot holds the free list and the words as they are now.
      const all = [...documents.values()];
      for (const document of all.slice(0, 100)) {
        index.remove(document.objectID);
        documents.delete(document.objectID);
      }
      const renamed = { ...(all[200] as SearchDocument), name: "Zorglub du Quai", price: 17 };
      index.put(renamed);
      documents.set(renamed.objectID, renamed);

      const file = path.join(dir, "index.bin");
      await writeSnapshot(file, index, "2026-11-21T17:00:00.000Z");
      const loaded = await readSnapshot(file);
      expect(loaded?.watermark).toBe("2026-11-21T17:00:00.000Z");
      const copy = loaded?.index as ColumnarIndex;
      expect(copy.size).toBe(1100);
      for (const params of [...queries, { query: "zorglub", facets }]) expectSame(copy, documents, params);
      for (const document of documents.values())
        expect(JSON.stringify(copy.document(copy.docId(document.objectID) as number))).toBe(JSON.stringify(document));

      // Writes after the load: new documents (into freed ids, then past the end), changes and removals.
      for (const document of sample(150, 19)) {
        copy.put(document);
        documents.set(document.objectID, document);
      }
      for (const document of all.slice(300, 350)) {
        copy.remove(document.objectID);
        documents.delete(document.objectID);
      }
      const moved = { ...(all[400] as SearchDocument), city: "Lyon", _geoloc: { lat: 45.76, lng: 4.84 } };
      copy.put(moved);
      documents.set(moved.objectID, moved);
      for (const params of queries) expectSame(copy, documents, params);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("ignores a file it did not write rather than loading it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "alentour-snapshot-"));
    try {
      expect(await readSnapshot(path.join(dir, "none.bin"))).toBeNull();
      const file = path.join(dir, "other.bin");
      await writeFile(file, "not an index at all, just some bytes");
      expect(await readSnapshot(file)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
