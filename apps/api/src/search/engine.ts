import { distanceMetres } from "@alentour/domain/directory";
import { localDateTime } from "@alentour/domain/local-time";
import {
  type OpenWeek,
  openDuringPieces,
  type WhenFilter,
  type WhenPiece,
  whenPieces,
  whenWindows,
} from "@alentour/domain/search";
import { type NumericAttribute, numericAttributes, type SearchDocument } from "./document.ts";
import type { Filter } from "./filters.ts";
import type { GeoGrid } from "./geo-grid.ts";
import type { BoundingBox, SearchQuery } from "./params.ts";

export type RankedHit = { document: SearchDocument; geoDistance: number | null };

export type FacetStats = { min: number; max: number; avg: number; sum: number };

/** What an engine answers; the protocol layer turns it into an Algolia response. */
export type EngineResult = {
  hits: RankedHit[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, FacetStats>;
  /** False when nbHits and the facet counts are estimates from a sample (a large match set); absent: exact. */
  exhaustive?: boolean;
  /** Counts per map cell when the query asks for them (`geoGrid`); estimated with the rest when not exhaustive. */
  geoGrid?: GeoGrid;
};

/**
 * A search engine over the published activities. Ranking: text relevance (every query word must match;
 * fewer typos and prefix completions first, then a match in the name), then distance to `aroundLatLng`
 * when given, then the quality signal, then the name.
 */
export type SearchEngine = {
  readonly kind: "embedded" | "postgres";
  search(query: SearchQuery, now: Date): Promise<EngineResult>;
  /** Re-reads one activity from the store: indexed if published, dropped otherwise. */
  refresh(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** At start: builds what is missing (the embedded index always; an empty PostgreSQL index). */
  warmUp(): Promise<{ documents: number; ms: number } | null>;
  /** Rebuilds the whole index from the store. */
  rebuild(): Promise<{ documents: number; ms: number }>;
  close(): Promise<void>;
};

// What a clock reads depends on its instant to the minute only (every zone's offset from UTC has been a whole number
// of minutes since 1972), so the readings, windows and pieces of the current minute are kept across queries: a
// query's "when" facet reads them for every time zone of the index, which took a tenth of a small directory's search.
let keptMinute = Number.NaN;
const keptReadings = new Map<string, ReturnType<typeof localDateTime>>();
const keptWindows = new Map<string, number[]>();
const keptPieces = new Map<string, WhenPiece[]>();

/** The instant a query is evaluated at, read in each activity's time zone (computed once per zone and minute). */
export function createClock(now: Date) {
  const minute = Math.floor(now.getTime() / 60_000);
  const current = () => {
    if (keptMinute !== minute) {
      keptMinute = minute;
      keptReadings.clear();
      keptWindows.clear();
      keptPieces.clear();
    }
  };
  const local = (timeZone: string) => {
    let reading = keptReadings.get(timeZone);
    if (!reading) {
      reading = localDateTime(new Date(minute * 60_000), timeZone);
      keptReadings.set(timeZone, reading);
    }
    return reading;
  };
  return {
    windowsOf(when: WhenFilter, timeZone: string): number[] {
      current();
      const key = `${when}|${timeZone}`;
      let found = keptWindows.get(key);
      if (!found) {
        found = whenWindows(when, local(timeZone));
        keptWindows.set(key, found);
      }
      return found;
    },
    /** A when-filter's window cut at each local midnight, with the dates (ADR 044). */
    piecesOf(when: WhenFilter, timeZone: string): WhenPiece[] {
      current();
      const key = `${when}|${timeZone}`;
      let found = keptPieces.get(key);
      if (!found) {
        found = whenPieces(when, local(timeZone));
        keptPieces.set(key, found);
      }
      return found;
    },
  };
}
export type Clock = ReturnType<typeof createClock>;

/**
 * Whether an activity is open during a when-filter: its week of opening hours, on a day inside its date range
 * when it is a dated event (the domain's one rule, openDuringPieces).
 */
export function openDuring(week: OpenWeek, when: WhenFilter, timeZone: string, clock: Clock): boolean {
  return openDuringPieces(week, clock.piecesOf(when, timeZone));
}

/** A condition on a number an activity lacks (a paid one without prices) is false, `!=` included. */
const compare = (operator: string, left: number | null, right: number) => {
  if (left === null) return false;
  switch (operator) {
    case "<":
      return left < right;
    case "<=":
      return left <= right;
    case "=":
      return left === right;
    case "!=":
      return left !== right;
    case ">=":
      return left >= right;
    default:
      return left > right;
  }
};

export function matchesFilter(document: SearchDocument, spans: OpenWeek, filter: Filter, clock: Clock): boolean {
  switch (filter.type) {
    case "and":
      return filter.items.every((item) => matchesFilter(document, spans, item, clock));
    case "or":
      return filter.items.some((item) => matchesFilter(document, spans, item, clock));
    case "not":
      return !matchesFilter(document, spans, filter.item, clock);
    case "facet": {
      const value = document[filter.attribute];
      return Array.isArray(value) ? (value as string[]).includes(filter.value) : value === filter.value;
    }
    case "when":
      return openDuring(spans, filter.value, document.timeZone, clock);
    case "numeric":
      return compare(filter.operator, document[filter.attribute], filter.value);
    case "range": {
      const value = document[filter.attribute];
      return value !== null && value >= filter.from && value <= filter.to;
    }
  }
}

export function insideAnyBox(point: { lat: number; lng: number }, boxes: BoundingBox[]): boolean {
  for (const box of boxes) {
    if (point.lat <= box.north && point.lat >= box.south && point.lng <= box.east && point.lng >= box.west) return true;
  }
  return boxes.length === 0;
}

export function geoDistance(query: SearchQuery, document: SearchDocument): number | null {
  return query.around ? Math.round(distanceMetres(query.around, document._geoloc)) : null;
}

const numericFacets = new Set<string>(numericAttributes);

/** Facet counts (most frequent first, then by value) and numeric stats over every matching activity. */
export function countFacets(
  query: SearchQuery,
  matches: Array<{ document: SearchDocument; spans: OpenWeek }>,
  clock: Clock,
): Pick<EngineResult, "facets" | "facetsStats"> {
  const facets: EngineResult["facets"] = {};
  const facetsStats: EngineResult["facetsStats"] = {};
  for (const facet of query.facets) {
    const counts = new Map<string, number>();
    const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
    if (facet === "when") {
      for (const when of ["now", "today", "tonight", "tomorrow", "weekend", "week"] as const) {
        let count = 0;
        for (const { document, spans } of matches) if (openDuring(spans, when, document.timeZone, clock)) count++;
        if (count > 0) counts.set(when, count);
      }
    } else {
      for (const { document } of matches) {
        const value = document[facet];
        if (Array.isArray(value)) for (const entry of value) add(entry);
        else if (value !== null) add(String(value));
      }
    }
    if (numericFacets.has(facet)) {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      let sum = 0;
      let valued = 0;
      for (const { document } of matches) {
        const value = document[facet as NumericAttribute];
        if (value === null) continue;
        min = Math.min(min, value);
        max = Math.max(max, value);
        sum += value;
        valued++;
      }
      if (valued > 0) facetsStats[facet] = { min, max, avg: sum / valued, sum };
    }
    facets[facet] = Object.fromEntries(
      [...counts.entries()]
        .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, query.maxValuesPerFacet),
    );
  }
  return { facets, facetsStats };
}

/** The ranking order shared by the engines (see SearchEngine). */
export function compareRanked(
  a: { textRank: number; distance: number | null; document: SearchDocument },
  b: { textRank: number; distance: number | null; document: SearchDocument },
): number {
  return (
    a.textRank - b.textRank ||
    (a.distance ?? 0) - (b.distance ?? 0) ||
    b.document.quality - a.document.quality ||
    (a.document.name < b.document.name ? -1 : a.document.name > b.document.name ? 1 : 0) ||
    (a.document.objectID < b.document.objectID ? -1 : 1)
  );
}
