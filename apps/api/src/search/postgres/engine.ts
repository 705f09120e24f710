import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { SearchDocument } from "../document.ts";
import { type Clock, createClock, type EngineResult, geoDistance, type SearchEngine } from "../engine.ts";
import type { SearchQuery } from "../params.ts";
import { queryWords } from "../text.ts";
import { type EstimateSettings, estimateMatches, pageTier } from "./estimates.ts";
import { type FacetRow, facetsSql, readFacets, readGrid } from "./facets.ts";
import { createIndexWriter, type IndexCaches } from "./index-writer.ts";
import { boxAround, boxesSql, planWords, querySql, type Statements, tuned } from "./query-sql.ts";
import { PROBE_BUCKETS, SAMPLE_BUCKETS } from "./schema.ts";

/** Thresholds of the estimated counts (ADR 043); tests lower them to exercise the estimates on a small index. */
export type PostgresEngineOptions = {
  /** Match sets up to about this many documents are counted exactly (the default 5,000). */
  exactUpTo?: number;
  /** Over larger ones, counts and facets come from a sample holding about this many matches (the default 2,000). */
  sampleMatches?: number;
  /**
   * How many of the sample buckets the first probe reads (the default 1, a 1% probe, read through the partial
   * indexes of migration 0014). Tests of small indexes read them all, so that the probe's estimates are exact and
   * the rank-tier pages run on a few thousand rows.
   */
  probeBuckets?: number;
  /**
   * When a page is taken from one rank tier: when the probe expects it to be cheaper than ranking every match
   * (`"cost"`, the default), or whenever the tier holds rows (`"always"`, for tests of small indexes, where
   * ranking every match is always the cheaper way and the tier pages would otherwise never run).
   */
  tierPages?: "cost" | "always";
  /** How long one statement of a search may run before it is stopped and the call refused (the default 5,000 ms). */
  statementTimeoutMs?: number;
  /**
   * A pool whose connections open with `searchSettings(statementTimeoutMs)` (ADR 108), owned by the engine from
   * then on (closed with it). Without one, each statement sets them in a transaction of its own.
   */
  tunedDb?: Kysely<Database>;
};

/**
 * The PostgreSQL engine: every published activity in `search_documents`, its words (normalised by the same
 * code as the embedded engine's) in a tsvector, typo candidates from the words' vocabulary via pg_trgm confirmed
 * by Levenshtein, French and English stems (unaccent + Snowball, migration 0011) and the grid cells of its point
 * joined to the words in one GIN-indexed lexicon (migration 0014), a GiST index on points. Same matching and
 * ranking as the embedded engine for every word the shared forms match; a word they miss may still match by its
 * stem in either language.
 *
 * In parts: query-sql.ts (the statements' words, filters, rank and order), estimates.ts (the probe and the
 * rank-tier pages of ADR 043/045), facets.ts (facet counts, stats and the geo grid), index-writer.ts (upserts
 * and rebuilds), schema.ts (tables, indexes, sample buckets and grid cells); this file runs a query through them.
 */
export function createPostgresEngine(db: Kysely<Database>, options: PostgresEngineOptions = {}): SearchEngine {
  const settings: EstimateSettings = {
    exactUpTo: options.exactUpTo ?? 5_000,
    sampleMatches: options.sampleMatches ?? 2_000,
    probeBuckets: Math.min(SAMPLE_BUCKETS, Math.max(1, Math.round(options.probeBuckets ?? PROBE_BUCKETS))),
    ...(options.tierPages && { tierPages: options.tierPages }),
  };
  const statements: Statements = {
    db,
    timeoutMs: options.statementTimeoutMs ?? 5000,
    ...(options.tunedDb && { tunedDb: options.tunedDb }),
  };
  const caches: IndexCaches = { timeZones: null, documents: null };
  const writer = createIndexWriter(db, caches);

  async function zones(): Promise<Set<string>> {
    if (!caches.timeZones) {
      const { rows } = await sql<{ time_zone: string }>`select distinct time_zone from search_documents`.execute(db);
      caches.timeZones = new Set(rows.map((row) => row.time_zone));
    }
    return caches.timeZones;
  }

  /** How many documents the index holds, from PostgreSQL's statistics (refreshed by every rebuild). */
  async function documentCount(): Promise<number> {
    if (caches.documents === null) {
      const { rows } = await sql<{ n: number }>`
        select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'search_documents'::regclass`.execute(db);
      caches.documents = Number(rows[0]?.n ?? 0);
    }
    return caches.documents;
  }

  async function run(query: SearchQuery, clock: Clock): Promise<EngineResult> {
    const plans = await tuned(statements, (tunedDb) => planWords(tunedDb, queryWords(query.query)));
    const zoneList = [...(await zones())];
    const parts = querySql(query, plans, clock, zoneList);
    const { distance, where, start, limit, order, facetColumns, matchedColumns } = parts;
    const estimates = await estimateMatches(statements, plans, parts, settings, await documentCount());
    const { buckets, matchesEstimate } = estimates;

    if (buckets === SAMPLE_BUCKETS) {
      const row = await tuned(statements, async (trx) => {
        const { rows } = await sql<FacetRow & { hits: Array<{ document: SearchDocument }> | null }>`
          with matched as materialized (select ${matchedColumns} from search_documents ${where([])})
          select ${facetsSql(query, clock, zoneList)},
            (select json_agg(json_build_object('document', d.document) order by page.position)
              from (
                select id, row_number() over (order by ${order}) as position from matched
                order by ${order} limit ${limit} offset ${start}
              ) page join search_documents d on d.id = page.id) as hits`.execute(trx);
        return rows[0] as FacetRow & { hits: Array<{ document: SearchDocument }> | null };
      });
      return {
        hits: (row.hits ?? []).map(({ document }) => ({ document, geoDistance: geoDistance(query, document) })),
        nbHits: Number(row.totals.n),
        ...readFacets(query, row, 1),
        ...(query.geoGrid !== null && { geoGrid: readGrid(query, row, Number(row.totals.n), false) }),
        exhaustive: true,
      };
    }

    const scale = SAMPLE_BUCKETS / buckets;
    const [facetRow, page] = await Promise.all([
      tuned(
        statements,
        async (trx) => {
          const { rows } = await sql<FacetRow>`
          with matched as materialized (select ${facetColumns} from search_documents ${where([sql`sample < ${buckets}`])})
          select ${facetsSql(query, clock, zoneList)}`.execute(trx);
          return rows[0] as FacetRow;
        },
        { bitmapsOnly: true },
      ),
      tuned(
        statements,
        async (trx) => {
          const end = start + limit;
          const total = await documentCount();
          // Around a point within a radius, no text: the nearest hits lie in a smaller circle holding a few pages'
          // worth of the matches (the area shrinks with the square of the radius); if it holds `end` of them, every
          // match outside is farther than all of those, so they are the page.
          if (query.around && query.aroundRadius !== null && plans.length === 0 && matchesEstimate >= 5 * end) {
            const inner = Math.ceil(query.aroundRadius * Math.sqrt((5 * end) / matchesEstimate));
            const innerBox = boxAround(query.around, inner);
            if (innerBox) {
              const { rows } = await sql<{ document: SearchDocument }>`
              select document from (select ${matchedColumns}, document from search_documents
                ${where([boxesSql([innerBox]), sql`${distance} <= ${inner}`])}) matched
              order by ${order} limit ${end}`.execute(trx);
              if (rows.length === end) return rows.slice(start);
            }
          }
          // The page from one rank tier (ADR 045): every match ranked before the tier (few, fetched whole through
          // the indexes of their words), then the tier's own first rows, which rank among themselves by distance
          // (around a point) or by quality and name. Without text the tier is every match; with several words, the
          // best tier (every word exact in the name); with one word, the first tier the probe expects to fill the page.
          const tier = pageTier(plans, parts, estimates, settings, end, total);
          if (tier) {
            let before: Array<{ document: SearchDocument }> = [];
            if (tier.before) {
              const { rows } = await sql<{ document: SearchDocument }>`
              select document from (select ${matchedColumns}, document from search_documents ${where([tier.before])}) matched
              where text_rank < ${tier.rank} order by ${order} limit ${end}`.execute(trx);
              if (rows.length === end) return rows.slice(start);
              before = rows;
            }
            const need = end - before.length;
            if (!query.around) {
              // Browse order: walking the browse index and testing each row reads about end × documents / tier rows;
              // fetching every match and sorting reads them all. PostgreSQL cannot tell (it guesses a box or a tag
              // at a fraction of a per cent), so the walk is chosen here from the probe, and `offset 0` keeps the
              // conditions out of the ordered scan.
              const { rows } = await sql<{ document: SearchDocument }>`
              select document from (
                select * from search_documents order by quality desc, name collate "C", id collate "C" offset 0
              ) browsed ${where(tier.condition ? [tier.condition] : [])}
              limit ${need}`.execute(trx);
              // Without text the walk went through every match: a short page is the whole answer.
              if (rows.length === need || !tier.condition) return [...before, ...rows].slice(start);
            } else {
              // Around a point: the tier's nearest rows by the GiST index (in degrees, not metres); the farthest of
              // them, in metres, bounds a circle holding at least `need` rows of the tier, so the tier's true nearest
              // are inside it and ranked there exactly.
              await sql`select set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true),
              set_config('enable_seqscan', 'off', true)`.execute(trx);
              const { rows: nearest } = await sql<{ distance: number }>`
              select ${distance} as distance from search_documents ${where(tier.condition ? [tier.condition] : [])}
              order by point(lng, lat) <-> point(${query.around.lng}::double precision, ${query.around.lat}::double precision)
              limit ${need}`.execute(trx);
              await sql`select set_config('enable_sort', 'on', true), set_config('enable_bitmapscan', 'on', true),
              set_config('enable_seqscan', 'on', true)`.execute(trx);
              const farthest = Math.max(...nearest.map((row) => Number(row.distance)));
              const circle = nearest.length === need ? boxAround(query.around, farthest) : null;
              if (circle) {
                const { rows } = await sql<{ document: SearchDocument }>`
                select document from (select ${matchedColumns}, document from search_documents
                  ${where([boxesSql([circle]), sql`${distance} <= ${farthest}`, ...(tier.condition ? [tier.condition] : [])])}) matched
                order by ${order} limit ${need}`.execute(trx);
                if (rows.length === need) return [...before, ...rows].slice(start);
              }
            }
          }
          const { rows } = await sql<{ document: SearchDocument }>`
          select document from (select ${matchedColumns}, document from search_documents ${where([])}) matched
          order by ${order} limit ${limit} offset ${start}`.execute(trx);
          return rows;
        },
        { local: true },
      ),
    ]);
    return {
      hits: page.map(({ document }) => ({ document, geoDistance: geoDistance(query, document) })),
      nbHits: Math.round(Number(facetRow.totals.n) * scale),
      ...readFacets(query, facetRow, scale),
      ...(query.geoGrid !== null && {
        geoGrid: readGrid(query, facetRow, Math.round(Number(facetRow.totals.n) * scale), true),
      }),
      exhaustive: false,
    };
  }

  return {
    kind: "postgres",
    async search(query, now) {
      return run(query, createClock(now));
    },
    refresh: writer.refresh,
    remove: writer.remove,
    rebuild: writer.rebuild,
    warmUp: writer.warmUp,
    async close() {
      await options.tunedDb?.destroy();
    },
  };
}
