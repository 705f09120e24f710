import { openWeekSpans } from "@alentour/domain/opening-hours";
import type { Kysely } from "kysely";
import MiniSearch from "minisearch";
import type { Database } from "#app/db/schema.ts";
import { type SearchDocument, searchableAttributes, toSearchDocument } from "./document.ts";
import {
  type Clock,
  compareRanked,
  countFacets,
  createClock,
  type EngineResult,
  geoDistance,
  insideAnyBox,
  matchesFilter,
  type SearchEngine,
} from "./engine.ts";
import type { SearchQuery } from "./params.ts";
import { findActivity, publishedActivities } from "./source.ts";
import { normalizeTerm, queryTerms, textRank, tokenize, typosAllowed } from "./text.ts";

type Entry = { document: SearchDocument; spans: Int32Array };

function newIndex() {
  return new MiniSearch<SearchDocument>({
    idField: "objectID",
    fields: [...searchableAttributes],
    storeFields: [],
    tokenize,
    processTerm: normalizeTerm,
    searchOptions: {
      combineWith: "AND",
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => typosAllowed(term) || false,
    },
  });
}

/**
 * The default engine: every published activity in this process's memory, its words in a MiniSearch index
 * (prefix and one-typo matching on a radix tree), filters and facets evaluated over the matches.
 */
export function createEmbeddedEngine(db: Kysely<Database>): SearchEngine {
  let entries = new Map<string, Entry>();
  let index = newIndex();
  let building: Promise<unknown> | null = null;
  // Activities written while a rebuild reads the store: read again once it is swapped in.
  let touchedDuringRebuild: Set<string> | null = null;

  const entryOf = (document: SearchDocument): Entry => ({
    document,
    spans: Int32Array.from(openWeekSpans(document.openingHours)),
  });

  const put = (document: SearchDocument) => {
    if (entries.has(document.objectID)) index.discard(document.objectID);
    entries.set(document.objectID, entryOf(document));
    index.add(document);
  };
  const drop = (id: string) => {
    if (!entries.delete(id)) return;
    index.discard(id);
  };

  async function rebuild() {
    const started = performance.now();
    touchedDuringRebuild = new Set();
    const nextEntries = new Map<string, Entry>();
    const nextIndex = newIndex();
    for await (const batch of publishedActivities(db)) {
      for (const activity of batch) {
        const document = toSearchDocument(activity);
        nextEntries.set(document.objectID, entryOf(document));
        nextIndex.add(document);
      }
    }
    entries = nextEntries;
    index = nextIndex;
    const touched = touchedDuringRebuild;
    touchedDuringRebuild = null;
    for (const id of touched) await refreshNow(id);
    return { documents: entries.size, ms: Math.round(performance.now() - started) };
  }

  async function refreshNow(id: string) {
    const activity = await findActivity(db, id);
    if (activity?.published) put(toSearchDocument(activity));
    else drop(id);
  }

  const ready = () => {
    building ??= rebuild();
    return building;
  };

  function textMatches(query: SearchQuery): Array<{ entry: Entry; textRank: number }> | null {
    const terms = queryTerms(query.query);
    if (terms.length === 0) return null;
    const results = index.search(terms.join(" "));
    const matches: Array<{ entry: Entry; textRank: number }> = [];
    for (const result of results) {
      const entry = entries.get(String(result.id));
      if (!entry) continue;
      const rank = textRank(terms, Object.entries(result.match));
      if (rank !== null) matches.push({ entry, textRank: rank });
    }
    return matches;
  }

  function run(query: SearchQuery, clock: Clock): EngineResult {
    const candidates = textMatches(query) ?? [...entries.values()].map((entry) => ({ entry, textRank: 0 }));
    const matched: Array<{ document: SearchDocument; spans: Int32Array; textRank: number; distance: number | null }> = [];
    const { filter, boxes, aroundRadius } = query;
    for (const { entry, textRank } of candidates) {
      const { document, spans } = entry;
      if (boxes.length > 0 && !insideAnyBox(document._geoloc, boxes)) continue;
      if (filter && !matchesFilter(document, spans, filter, clock)) continue;
      const distance = geoDistance(query, document);
      if (aroundRadius !== null && distance !== null && distance > aroundRadius) continue;
      matched.push({ document, spans, textRank, distance });
    }
    const { facets, facetsStats } = countFacets(query, matched, clock);
    const start = query.page * query.hitsPerPage;
    const end = Math.min(start + query.hitsPerPage, 1000);
    const page = start < end ? topSlice(matched, end).slice(start, end) : [];
    return {
      hits: page.map(({ document, distance }) => ({ document, geoDistance: distance })),
      nbHits: matched.length,
      facets,
      facetsStats,
    };
  }

  return {
    kind: "embedded",
    async search(query, now) {
      await ready();
      return run(query, createClock(now));
    },
    async refresh(id) {
      touchedDuringRebuild?.add(id);
      await ready();
      await refreshNow(id);
    },
    async remove(id) {
      touchedDuringRebuild?.add(id);
      await ready();
      drop(id);
    },
    async warmUp() {
      building = rebuild();
      return (await building) as { documents: number; ms: number };
    },
    async rebuild() {
      building = rebuild();
      return (await building) as { documents: number; ms: number };
    },
    async close() {},
  };
}

/** The first `count` in ranking order, without sorting everything when the matches are many. */
function topSlice<T extends Parameters<typeof compareRanked>[0]>(items: T[], count: number): T[] {
  if (items.length <= count * 4) return items.sort(compareRanked).slice(0, count);
  const top: T[] = [];
  for (const item of items) {
    if (top.length < count) {
      top.push(item);
      if (top.length === count) top.sort(compareRanked);
    } else if (compareRanked(item, top[count - 1] as T) < 0) {
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compareRanked(item, top[middle] as T) < 0) high = middle;
        else low = middle + 1;
      }
      top.splice(low, 0, item);
      top.pop();
    }
  }
  return top;
}
