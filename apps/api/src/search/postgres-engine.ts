import { addDays, dateNumber } from "@alentour/domain/event-dates";
import { openWeekSpans, openWeekSpansByDay } from "@alentour/domain/opening-hours";
import { type WhenFilter, whenFilters } from "@alentour/domain/search";
import { visitorProfiles } from "@alentour/domain/taxonomy";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import {
  type FacetAttribute,
  type NumericAttribute,
  numericAttributes,
  type SearchDocument,
  toSearchDocument,
  UNDATED_START,
} from "./document.ts";
import { type Clock, createClock, type EngineResult, type FacetStats, geoDistance, type SearchEngine } from "./engine.ts";
import type { Filter } from "./filters.ts";
import { cellSize, finishGrid, type GeoGrid, scaleGrid } from "./geo-grid.ts";
import { type BoundingBox, PAGINATION_LIMIT, type SearchQuery } from "./params.ts";
import {
  cellsCovering,
  documentIndexes,
  PROBE_BUCKETS,
  SAMPLE_BUCKETS,
  sampleOf,
  tagsOf,
  vocabularyIndexes,
} from "./postgres-schema.ts";
import { findActivity, publishedActivities } from "./source.ts";
import { documentTerms, queryWords, typosAllowed } from "./text.ts";

const columns: Record<FacetAttribute, string> = {
  category: "category",
  subCategory: "sub_category",
  pricing: "pricing",
  setting: "setting",
  profiles: "profiles",
  city: "city",
  citySlug: "city_slug",
  country: "country",
};

const numericColumns: Record<NumericAttribute, string> = {
  price: "price",
  quality: "quality",
  dateStart: "date_start",
  dateEnd: "date_end",
};
const isNumeric = (facet: string): facet is NumericAttribute => (numericAttributes as readonly string[]).includes(facet);

const lexeme = (term: string) => `'${term.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/** A document's words as a tsvector: name words weigh A, the other attributes' B. */
function wordsOf(document: SearchDocument) {
  const terms = documentTerms({
    name: document.name,
    subCategoryLabel: document.subCategoryLabel,
    categoryLabel: document.categoryLabel,
    city: document.city,
  });
  const vector = terms.map(([term, attributes]) => `${lexeme(term)}:1${attributes.includes("name") ? "A" : "B"}`).join(" ");
  return { vector, terms: terms.map(([term]) => term) };
}

const multirange = (spans: ArrayLike<number>) => {
  const ranges: string[] = [];
  for (let index = 0; index < spans.length; index += 2) ranges.push(`[${spans[index]},${spans[index + 1]})`);
  return `{${ranges.join(",")}}`;
};

/** Great-circle metres from the query's point, rounded, in the same arithmetic as distanceMetres. */
function distanceSql(query: SearchQuery): RawBuilder<number> | RawBuilder<null> {
  if (!query.around) return sql<null>`null::double precision`;
  const { lat, lng } = query.around;
  const rad = (expression: RawBuilder<unknown>) => sql`((${expression}) * pi()) / 180`;
  return sql<number>`round(2 * 6371008.8 * asin(least(1, sqrt(
    power(sin(${rad(sql`lat - ${lat}::double precision`)} / 2), 2)
    + cos(${rad(sql`${lat}::double precision`)}) * cos(${rad(sql`lat`)}) * power(sin(${rad(sql`lng - ${lng}::double precision`)} / 2), 2)
  ))))`;
}

const boxesSql = (boxes: BoundingBox[]) =>
  sql<boolean>`(${sql.join(
    boxes.map(
      (box) =>
        sql`point(lng, lat) <@ box(point(${box.west}::double precision, ${box.south}::double precision), point(${box.east}::double precision, ${box.north}::double precision))`,
    ),
    sql` or `,
  )})`;

/** The same boxes as exact comparisons, as the embedded engine tests them: no index, for rows found by their cells. */
const exactBoxesSql = (boxes: BoundingBox[]) =>
  sql<boolean>`(${sql.join(
    boxes.map(
      (box) =>
        sql`(lat between ${box.south}::double precision and ${box.north}::double precision
          and lng between ${box.west}::double precision and ${box.east}::double precision)`,
    ),
    sql` or `,
  )})`;

/** The cells of one or more boxes as a tsquery on the lexicon (ADR 047), or null when one is too large for cells. */
function cellsQuery(boxes: BoundingBox[]): string | null {
  const cells = new Set<string>();
  for (const box of boxes) {
    const covering = cellsCovering(box);
    if (!covering) return null;
    for (const cell of covering) cells.add(lexeme(cell));
  }
  return `(${[...cells].join(" | ")})`;
}

/** A box holding the circle of `radius` metres around a point (null near a pole or across the antimeridian). */
function boxAround(point: { lat: number; lng: number }, radius: number): BoundingBox | null {
  // Degrees of latitude per metre on the sphere distanceSql uses, with 1% to spare for rounding.
  const dLat = ((radius * 1.01) / 6371008.8) * (180 / Math.PI);
  const north = point.lat + dLat;
  const south = point.lat - dLat;
  if (north >= 89 || south <= -89) return null;
  const dLng = dLat / Math.cos((Math.max(Math.abs(north), Math.abs(south)) * Math.PI) / 180);
  const east = point.lng + dLng;
  const west = point.lng - dLng;
  if (east > 180 || west < -180) return null;
  return { north, south, east, west };
}

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
};

/**
 * How one query word may match: its normalised form exactly, completed (the last word) or one typo away, as the
 * embedded engine does; else its French or English stem (`null` when the word is a stop word of that language).
 */
type WordPlan = {
  exact: string;
  prefix: string | null;
  typos: string[];
  fr: string[] | null;
  en: string[] | null;
  /** Whether some document holds the word exactly (it is in the vocabulary). */
  known: boolean;
};

/**
 * A stem query on the lexicon: the word's stems in one language (usually one lexeme), all required, optionally in
 * the name only. Stems are kept with a prefix ("~fr:", "~en:") that no indexed word can start with (migration 0014).
 */
const stemQuery = (language: "fr" | "en", lexemes: string[], weight = "") =>
  `(${lexemes.map((stem) => `${lexeme(`~${language}:${stem}`)}${weight}`).join(" & ")})`;

/** Every form a query word may match, as one tsquery on the lexicon: shared forms or either stem. */
function formsQuery(plan: WordPlan): string {
  return `(${[
    plan.exact,
    ...(plan.prefix ? [plan.prefix] : []),
    ...plan.typos,
    ...(plan.fr ? [stemQuery("fr", plan.fr)] : []),
    ...(plan.en ? [stemQuery("en", plan.en)] : []),
  ].join(" | ")})`;
}

/**
 * The PostgreSQL engine: every published activity in `search_documents`, its words (normalised by the same
 * code as the embedded engine's) in a tsvector, typo candidates from the words' vocabulary via pg_trgm confirmed
 * by Levenshtein, French and English stems (unaccent + Snowball, migration 0011) and the grid cells of its point
 * joined to the words in one GIN-indexed lexicon (migration 0014), a GiST index on points. Same matching and
 * ranking as the embedded engine for every word the shared forms match; a word they miss may still match by its
 * stem in either language.
 */
/** How far before a rebuild's start the writes of other instances are replayed: their clocks may differ a little. */
const REBUILD_CLOCK_MARGIN_MS = 60_000;
/** The advisory lock rebuilds take turns on (any number unused elsewhere: "alentour search" as digits). */
const REBUILD_LOCK_KEY = 7_415_020;

export function createPostgresEngine(db: Kysely<Database>, options: PostgresEngineOptions = {}): SearchEngine {
  const exactUpTo = options.exactUpTo ?? 5_000;
  const sampleMatches = options.sampleMatches ?? 2_000;
  const probeBuckets = Math.min(SAMPLE_BUCKETS, Math.max(1, Math.round(options.probeBuckets ?? PROBE_BUCKETS)));
  const probeScale = SAMPLE_BUCKETS / probeBuckets;
  let timeZones: Set<string> | null = null;
  let documents: number | null = null;
  // Ids written while a rebuild fills its fresh table: indexed again once it is swapped in.
  let writtenDuringRebuild: Set<string> | null = null;

  async function zones(): Promise<Set<string>> {
    if (!timeZones) {
      const { rows } = await sql<{ time_zone: string }>`select distinct time_zone from search_documents`.execute(db);
      timeZones = new Set(rows.map((row) => row.time_zone));
    }
    return timeZones;
  }

  /**
   * Per zone, the when-window cut at each local midnight (ADR 044): open on a piece's day inside the date range,
   * or past midnight after an evening inside it (undated rows span 0 … 99991231), as openDuringPieces says.
   */
  function whenSql(when: WhenFilter, clock: Clock, zoneList: string[]): RawBuilder<boolean> {
    if (zoneList.length === 0) return sql<boolean>`false`;
    // Zones whose local clocks agree now (Paris, Madrid, Brussels…) share one branch: a shorter statement to plan.
    const sameClock = new Map<string, string[]>();
    for (const zone of zoneList) {
      const key = JSON.stringify([clock.windowsOf(when, zone), clock.piecesOf(when, zone)]);
      sameClock.set(key, [...(sameClock.get(key) ?? []), zone]);
    }
    const branches = [...sameClock.values()].map((zones) => {
      const zone = zones[0] as string;
      const tests = clock.piecesOf(when, zone).map(({ date, from, to }) => {
        const day = dateNumber(date);
        const evening = dateNumber(addDays(date, -1));
        const piece = sql`${`{[${from},${to})}`}::int4multirange`;
        return sql`(date_start <= ${day} and date_end >= ${day} and day_spans && ${piece})
          or (date_start <= ${evening} and date_end >= ${evening} and night_spans && ${piece})`;
      });
      // Undated rows (most of them) need only their week: one test against the whole window.
      const dated = tests.length > 0 ? sql.join(tests, sql` or `) : sql`false`;
      return sql`when time_zone in (${sql.join(zones)}) then (case when date_start = ${UNDATED_START}
        then open_spans && ${multirange(clock.windowsOf(when, zone))}::int4multirange else ${dated} end)`;
    });
    return sql<boolean>`(case ${sql.join(branches, sql` `)} else false end)`;
  }

  function filterSql(filter: Filter, clock: Clock, zoneList: string[]): RawBuilder<boolean> {
    switch (filter.type) {
      case "and":
        return sql<boolean>`(${sql.join(
          filter.items.map((item) => filterSql(item, clock, zoneList)),
          sql` and `,
        )})`;
      case "or":
        return sql<boolean>`(${sql.join(
          filter.items.map((item) => filterSql(item, clock, zoneList)),
          sql` or `,
        )})`;
      case "not":
        return sql<boolean>`(not ${filterSql(filter.item, clock, zoneList)})`;
      case "facet":
        // One GIN index for every facet filter (migration 0012).
        return sql<boolean>`(tags @> array[${`${filter.attribute}:${filter.value}`}::text])`;
      case "when":
        return whenSql(filter.value, clock, zoneList);
      case "numeric":
        return sql<boolean>`(${sql.ref(numericColumns[filter.attribute])} ${sql.raw(filter.operator === "!=" ? "<>" : filter.operator)} ${filter.value}::double precision)`;
      case "range":
        return sql<boolean>`(${sql.ref(numericColumns[filter.attribute])} between ${filter.from}::double precision and ${filter.to}::double precision)`;
    }
  }

  /** Each query word's exact form, its completion (the last word), the indexed words one typo away, its stems. */
  async function planWords(words: Array<{ word: string; term: string }>): Promise<WordPlan[]> {
    if (words.length === 0) return [];
    const { rows } = await sql<{ fr: string[]; en: string[]; typos: string[]; known: boolean; completed: boolean }>`
      select
        array(select lexeme from unnest(to_tsvector('alentour_fr', w.word))) as fr,
        array(select lexeme from unnest(to_tsvector('alentour_en', w.word))) as en,
        case when w.fuzzy then array(
          select term from search_vocabulary where term % w.term and levenshtein(term, w.term) = 1
        ) else '{}'::text[] end as typos,
        exists (select 1 from search_vocabulary where term = w.term) as known,
        exists (select 1 from search_vocabulary where starts_with(term, w.term) and term <> w.term) as completed
      from unnest(${words.map(({ word }) => word)}::text[], ${words.map(({ term }) => term)}::text[],
        ${words.map(({ term }) => typosAllowed(term) > 0)}::boolean[]) with ordinality as w(word, term, fuzzy, position)
      order by w.position`.execute(db);
    return words.map(({ term }, position) => {
      const row = rows[position] ?? { fr: [], en: [], typos: [], known: true, completed: true };
      return {
        exact: lexeme(term),
        // The vocabulary holds every indexed word (never fewer): when no other word starts with this one, its
        // completions are the word itself, and the prefix scan (twice the cost of the exact one in GIN) is left out.
        prefix: position === words.length - 1 && row.completed ? `${lexeme(term)}:*` : null,
        typos: row.typos.map(lexeme),
        fr: row.fr.length > 0 ? row.fr : null,
        en: row.en.length > 0 ? row.en : null,
        known: row.known,
      };
    });
  }

  /** The rank case of a word matched by its stem in the name; by its stem elsewhere is the `else`. */
  function stemInName(plan: WordPlan): Array<RawBuilder<unknown>> {
    const stems = [...(plan.fr ? [stemQuery("fr", plan.fr, ":A")] : []), ...(plan.en ? [stemQuery("en", plan.en, ":A")] : [])];
    return stems.length > 0 ? [sql`when lexicon @@ ${stems.join(" | ")}::tsquery then 50`] : [];
  }

  /** Runs statements with JIT off (its compile time dwarfs these statements) and room to sort and hash in memory. */
  function tuned<T>(work: (trx: Kysely<Database>) => Promise<T>, bitmapsOnly = false): Promise<T> {
    return db.transaction().execute(async (trx) => {
      // A sample is read through bitmaps (the sample range AND the text, tag and box indexes): walking the
      // sample index and testing each row, which PostgreSQL otherwise often prefers, reads far more pages.
      await sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true),
        set_config('enable_indexscan', ${bitmapsOnly ? "off" : "on"}, true)`.execute(trx);
      return work(trx);
    });
  }

  /** How many documents the index holds, from PostgreSQL's statistics (refreshed by every rebuild). */
  async function documentCount(): Promise<number> {
    if (documents === null) {
      const { rows } = await sql<{ n: number }>`
        select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'search_documents'::regclass`.execute(db);
      documents = Number(rows[0]?.n ?? 0);
    }
    return documents;
  }

  /**
   * Facet counts, numeric stats and the number of rows over `matched`, in two passes whatever the number of
   * facets: one `grouping sets` aggregation for the single-valued attributes, one row of aggregates (the count,
   * the when-filters, the visitor profiles, the stats).
   */
  function facetsSql(query: SearchQuery, clock: Clock, zoneList: string[]): RawBuilder<unknown> {
    const grouped = query.facets.filter((facet) => facet !== "when" && facet !== "profiles");
    const aggregates: Array<RawBuilder<unknown>> = [sql`'n', count(*)`];
    if (query.facets.includes("when")) {
      const counts = whenFilters.map((when) => sql`${when}::text, count(*) filter (where ${whenSql(when, clock, zoneList)})`);
      aggregates.push(sql`'when', json_build_object(${sql.join(counts, sql`, `)})`);
    }
    for (const facet of query.facets) {
      if (isNumeric(facet)) {
        const column = sql.ref(numericColumns[facet]);
        aggregates.push(sql`${facet}::text, json_build_array(min(${column}), max(${column}), sum(${column}))`);
      }
    }
    const columnOf = (facet: (typeof grouped)[number]) =>
      isNumeric(facet) ? sql.ref(numericColumns[facet]) : sql.ref(columns[facet as FacetAttribute]);
    const groupedSql =
      grouped.length === 0
        ? sql`null::json`
        : sql`(select json_agg(json_build_array(facet, value, n)) from (
            select case ${sql.join(
              grouped.map((facet) => sql`when grouping(${columnOf(facet)}) = 0 then ${facet}::text`),
              sql` `,
            )} end as facet,
              coalesce(${sql.join(
                grouped.map((facet) => sql`${columnOf(facet)}::text`),
                sql`, `,
              )}) as value,
              count(*) as n
            from matched group by grouping sets (${sql.join(
              grouped.map((facet) => sql`(${columnOf(facet)})`),
              sql`, `,
            )})) g)`;
    if (query.facets.includes("profiles")) {
      // A handful of profiles: one filtered count each, in the same pass (unnesting every row's array was slower).
      const counts = visitorProfiles.map(
        (profile) => sql`${profile}::text, count(*) filter (where profiles @> array[${profile}]::text[])`,
      );
      aggregates.push(sql`'profiles', json_build_object(${sql.join(counts, sql`, `)})`);
    }
    // The geo-grid facet (geo-grid.ts): the same cell arithmetic as the embedded engine, in float8.
    const size = query.geoGrid === null ? null : cellSize(query.geoGrid);
    const gridSql =
      size === null
        ? sql`null::json`
        : sql`(select json_agg(json_build_array(x, y, n, lat, lng)) from (
            select floor((lng + 180) / ${size}::float8)::int as x, floor((lat + 90) / ${size}::float8)::int as y,
              count(*) as n, avg(lat) as lat, avg(lng) as lng
            from matched group by 1, 2) cells)`;
    return sql`(select json_build_object(${sql.join(aggregates, sql`, `)}) from matched) as totals, ${groupedSql} as grouped,
      ${gridSql} as grid`;
  }

  /** The geo-grid facet from its rows, scaled to `total` when they come from a sample. */
  function readGrid(query: SearchQuery, row: FacetRow, total: number, sampled: boolean): GeoGrid | undefined {
    if (query.geoGrid === null) return undefined;
    const grid = finishGrid(
      query.geoGrid,
      (row.grid ?? []).map(([x, y, n, lat, lng]) => ({ x, y, count: Number(n), lat: Number(lat), lng: Number(lng) })),
    );
    return sampled ? scaleGrid(grid, total) : grid;
  }

  type FacetRow = {
    totals: { n: number; when?: Record<string, number>; profiles?: Record<string, number> } & Record<string, unknown>;
    grouped: Array<[string, string, number]> | null;
    grid: Array<[number, number, number, number, number]> | null;
  };

  /** The facets as the engine answers them; counts multiplied by `scale` when they come from a sample. */
  function readFacets(query: SearchQuery, row: FacetRow, scale: number) {
    const facets: EngineResult["facets"] = {};
    const facetsStats: EngineResult["facetsStats"] = {};
    const estimate = (n: number) => (scale === 1 ? Number(n) : Math.max(1, Math.round(Number(n) * scale)));
    const byFacet = new Map<string, Record<string, number>>();
    for (const [facet, value, n] of row.grouped ?? []) {
      const key = isNumeric(facet) ? String(Number(value)) : value;
      const counts = byFacet.get(facet) ?? {};
      counts[key] = estimate(n);
      byFacet.set(facet, counts);
    }
    for (const facet of query.facets) {
      let counts: Record<string, number> = {};
      if (facet === "when") {
        for (const [key, n] of Object.entries(row.totals.when ?? {})) if (Number(n) > 0) counts[key] = estimate(n);
      } else if (facet === "profiles") {
        for (const [key, n] of Object.entries(row.totals.profiles ?? {})) if (Number(n) > 0) counts[key] = estimate(n);
      } else {
        counts = byFacet.get(facet) ?? {};
      }
      if (isNumeric(facet) && Number(row.totals.n) > 0) {
        const [min, max, sum] = row.totals[facet] as [number, number, number];
        facetsStats[facet] = { min, max, sum: sum * scale, avg: sum / Number(row.totals.n) } satisfies FacetStats;
      }
      facets[facet] = Object.fromEntries(
        Object.entries(counts)
          .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
          .slice(0, query.maxValuesPerFacet),
      );
    }
    return { facets, facetsStats };
  }

  async function run(query: SearchQuery, clock: Clock): Promise<EngineResult> {
    const plans = await planWords(queryWords(query.query));
    const zoneList = [...(await zones())];
    const conditions: Array<RawBuilder<unknown>> = [];
    // Every word must match, by its shared forms or by its stem in either language; with words, the map area is
    // matched by its cells in the same tsquery, so one scan of the lexicon's index intersects them (ADR 047).
    const lexiconQuery = plans.map(formsQuery);
    const boxCells = plans.length > 0 && query.boxes.length > 0 ? cellsQuery(query.boxes) : null;
    if (boxCells) lexiconQuery.push(boxCells);
    const distance = distanceSql(query);
    const geoConditions: Array<RawBuilder<unknown>> = [];
    if (query.boxes.length > 0) geoConditions.push(boxCells ? exactBoxesSql(query.boxes) : boxesSql(query.boxes));
    if (query.aroundRadius !== null && query.around) {
      // The box around the circle first (its cells with words, else the GiST index on points), then the exact distance.
      const around = boxAround(query.around, query.aroundRadius);
      const aroundCells = around && plans.length > 0 ? cellsQuery([around]) : null;
      if (aroundCells) lexiconQuery.push(aroundCells);
      else if (around) geoConditions.push(boxesSql([around]));
      geoConditions.push(sql`${distance} <= ${query.aroundRadius}`);
    }
    if (lexiconQuery.length > 0) conditions.push(sql`lexicon @@ ${lexiconQuery.join(" & ")}::tsquery`);
    if (query.filter) conditions.push(filterSql(query.filter, clock, zoneList));
    conditions.push(...geoConditions);
    // The same costs as textRank: exact, completion, typo; in the name (A) or elsewhere. A word matched by its
    // stem alone (the embedded engine would not find it) ranks after completions and before typos.
    const rank =
      plans.length === 0
        ? sql`0`
        : sql.join(
            plans.map((plan) => {
              const cases = [
                sql`when words @@ ${`${plan.exact}:A`}::tsquery then 0`,
                sql`when words @@ ${plan.exact}::tsquery then 1`,
                ...(plan.prefix
                  ? [sql`when words @@ ${`${plan.prefix}A`}::tsquery then 10`, sql`when words @@ ${plan.prefix}::tsquery then 11`]
                  : []),
                ...(plan.typos.length > 0
                  ? [
                      sql`when words @@ ${plan.typos.map((typo) => `${typo}:A`).join(" | ")}::tsquery then 100`,
                      sql`when words @@ ${plan.typos.join(" | ")}::tsquery then 101`,
                    ]
                  : []),
                ...stemInName(plan),
              ];
              return sql`(case ${sql.join(cases, sql` `)} else 51 end)`;
            }),
            sql` + `,
          );
    const where = (extra: Array<RawBuilder<unknown>>) => {
      const all = [...extra, ...conditions];
      return all.length > 0 ? sql`where ${sql.join(all, sql` and `)}` : sql``;
    };
    const start = query.page * query.hitsPerPage;
    const limit = Math.max(Math.min(start + query.hitsPerPage, PAGINATION_LIMIT) - start, 0);
    // Text rank and distance only when they order anything: browsing walks the browse index.
    const order = sql.join(
      [
        ...(plans.length > 0 ? [sql`text_rank`] : []),
        ...(query.around ? [sql`distance`] : []),
        sql`quality desc`,
        sql`name collate "C"`,
        sql`id collate "C"`,
      ],
      sql`, `,
    );
    // What the facets read of each match, and what ranking a page adds.
    const facetColumns = sql`id, name, quality, category, sub_category, pricing, setting, profiles, city, city_slug,
      country, price, time_zone, open_spans, date_start, date_end, day_spans, night_spans${query.geoGrid === null ? sql`` : sql`, lat, lng`}`;
    const matchedColumns = sql`${facetColumns}, ${rank} as text_rank, ${distance} as distance`;

    // Over a large match set, count a sample: a 1% probe says how large the set is.
    // With text, the probe also counts the best tier: every word exact in the name (rank 0); for one word that
    // no document holds exactly (in no document's words, so no rank 0 or 1), its completions in the name (rank 10).
    const firstPlan = plans[0];
    const bestTier =
      plans.length === 0
        ? null
        : plans.length === 1 && firstPlan && !firstPlan.known && firstPlan.prefix
          ? sql`words @@ ${`${firstPlan.prefix}A`}::tsquery`
          : sql.join(
              plans.map((plan) => sql`words @@ ${`${plan.exact}:A`}::tsquery`),
              sql` and `,
            );
    let buckets = SAMPLE_BUCKETS;
    let bestTierEstimate = 0;
    let matchesEstimate = 0;
    // Estimated matches by text rank (one word: the tiers the page may be taken from, below).
    const rankEstimates = new Map<number, number>();
    if ((await documentCount()) > exactUpTo) {
      const probe = await tuned(async (trx) => {
        const { rows } = await sql<{ text_rank: number; n: string; best: string }>`
          select text_rank, count(*) as n, count(*) filter (where best) as best from (
            select ${plans.length === 1 ? rank : sql`0`} as text_rank, ${bestTier ?? sql`false`} as best
            from search_documents ${where([sql`sample < ${sql.lit(probeBuckets)}`])}) probed
          group by text_rank`.execute(trx);
        let n = 0;
        for (const row of rows) {
          n += Number(row.n);
          bestTierEstimate += Number(row.best) * probeScale;
          rankEstimates.set(Number(row.text_rank), Number(row.n) * probeScale);
        }
        return n;
      }, true);
      const estimated = probe * probeScale;
      matchesEstimate = estimated;
      if (estimated > exactUpTo)
        buckets = Math.min(SAMPLE_BUCKETS, Math.max(1, Math.ceil((sampleMatches * SAMPLE_BUCKETS) / estimated)));
    }

    /**
     * Which rank tier the page can come from, from the probe's estimates: its rows (`condition`, none for every
     * match), its rank, and an index condition covering every match ranked before it (none when nothing is).
     * Null when no tier is expected to fill the page more cheaply than ranking every match.
     */
    function pageTier(
      end: number,
      total: number,
    ): { condition: RawBuilder<unknown> | null; rank: number; before: RawBuilder<unknown> | null } | null {
      const cheap = (estimate: number) =>
        options.tierPages === "always" ? estimate > 0 : estimate >= 5 * end && (end * total) / estimate < matchesEstimate;
      if (plans.length === 0) return cheap(matchesEstimate) ? { condition: null, rank: 0, before: null } : null;
      const plan = plans[0];
      if (plans.length > 1 || !plan)
        return bestTier && cheap(bestTierEstimate) ? { condition: bestTier, rank: 0, before: null } : null;
      // One word: its ranks, in order (rank cases above); the rows ranked before `rank` match one of these forms.
      let earlier = 0;
      for (const [tierRank, estimate] of [...rankEstimates].sort(([a], [b]) => a - b)) {
        if (earlier > exactUpTo) return null;
        if (cheap(estimate)) {
          const forms = [
            ...(tierRank > 0 ? [plan.exact] : []),
            ...(tierRank > 10 && plan.prefix ? [plan.prefix] : []),
            ...(tierRank > 100 ? plan.typos : []),
          ];
          const covering = [
            ...forms,
            ...(tierRank > 50 && plan.fr ? [stemQuery("fr", plan.fr)] : []),
            ...(tierRank > 50 && plan.en ? [stemQuery("en", plan.en)] : []),
          ];
          return {
            condition: sql`${rank} = ${tierRank}`,
            rank: tierRank,
            before: covering.length > 0 ? sql`lexicon @@ ${covering.join(" | ")}::tsquery` : null,
          };
        }
        earlier += estimate;
      }
      return null;
    }

    if (buckets === SAMPLE_BUCKETS) {
      const row = await tuned(async (trx) => {
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
      tuned(async (trx) => {
        const { rows } = await sql<FacetRow>`
          with matched as materialized (select ${facetColumns} from search_documents ${where([sql`sample < ${buckets}`])})
          select ${facetsSql(query, clock, zoneList)}`.execute(trx);
        return rows[0] as FacetRow;
      }, true),
      tuned(async (trx) => {
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
        const tier = pageTier(end, total);
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
      }),
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

  function rowOf(document: SearchDocument) {
    const { vector, terms } = wordsOf(document);
    const spans = multirange(openWeekSpans(document.openingHours));
    const byDay = openWeekSpansByDay(document.openingHours);
    return {
      terms,
      values: sql`(${document.objectID}, ${JSON.stringify(document)}::jsonb, ${vector}::tsvector, ${document.name}, ${document.category},
        ${document.subCategory}, ${document.pricing}, ${document.setting}, ${document.profiles}::text[], ${document.city},
        ${document.citySlug}, ${document.country}, ${document.price}, ${document.quality}, ${document._geoloc.lat},
        ${document._geoloc.lng}, ${document.timeZone}, ${spans}::int4multirange, ${sampleOf(document.objectID)},
        ${tagsOf(document)}::text[], ${document.dateStart}, ${document.dateEnd}, ${multirange(byDay.day)}::int4multirange,
        ${multirange(byDay.night)}::int4multirange)`,
    };
  }

  const insertColumns = sql`(id, document, words, name, category, sub_category, pricing, setting, profiles, city, city_slug,
    country, price, quality, lat, lng, time_zone, open_spans, sample, tags, date_start, date_end, day_spans, night_spans)`;

  async function addVocabulary(executor: Kysely<Database>, terms: string[], table = "search_vocabulary") {
    if (terms.length > 0) {
      await sql`insert into ${sql.id(table)} (term) select unnest(${terms}::text[]) on conflict do nothing`.execute(executor);
    }
  }

  async function upsert(document: SearchDocument) {
    const { values, terms } = rowOf(document);
    await db.transaction().execute(async (trx) => {
      await sql`insert into search_documents ${insertColumns} values ${values}
        on conflict (id) do update set document = excluded.document, words = excluded.words, name = excluded.name,
          category = excluded.category, sub_category = excluded.sub_category, pricing = excluded.pricing,
          setting = excluded.setting, profiles = excluded.profiles, city = excluded.city, city_slug = excluded.city_slug,
          country = excluded.country, price = excluded.price, quality = excluded.quality, lat = excluded.lat,
          lng = excluded.lng, time_zone = excluded.time_zone, open_spans = excluded.open_spans,
          sample = excluded.sample, tags = excluded.tags, date_start = excluded.date_start, date_end = excluded.date_end,
          day_spans = excluded.day_spans, night_spans = excluded.night_spans`.execute(trx);
      await addVocabulary(trx, terms);
    });
    timeZones?.add(document.timeZone);
  }

  /**
   * Fills fresh tables without indexes (large multi-row inserts, in id order, hence sample-bucket order), indexes
   * them, then swaps them in by renaming in one short transaction: searches use the old tables until then.
   */
  async function rebuildBySwap(): Promise<{ documents: number; ms: number }> {
    const started = performance.now();
    const startedAt = Date.now();
    let count = 0;
    writtenDuringRebuild = new Set();
    try {
      await sql`drop table if exists search_documents_next, search_vocabulary_next`.execute(db);
      await sql`create table search_documents_next
        (like search_documents including defaults including generated including constraints)`.execute(db);
      await sql`create table search_vocabulary_next (term text not null)`.execute(db);
      const vocabulary = new Set<string>();
      for await (const batch of publishedActivities(db)) {
        for (let offset = 0; offset < batch.length; offset += 1000) {
          const rows = batch.slice(offset, offset + 1000).map((activity) => rowOf(toSearchDocument(activity)));
          for (const row of rows) for (const term of row.terms) vocabulary.add(term);
          await sql`insert into search_documents_next ${insertColumns} values ${sql.join(rows.map((row) => row.values))}`.execute(
            db,
          );
          count += rows.length;
        }
      }
      const terms = [...vocabulary];
      for (let offset = 0; offset < terms.length; offset += 10_000) {
        await sql`insert into search_vocabulary_next (term) select unnest(${terms.slice(offset, offset + 10_000)}::text[])`.execute(
          db,
        );
      }
      await sql`alter table search_documents_next add constraint search_documents_next_pkey primary key (id)`.execute(db);
      await sql`alter table search_vocabulary_next add constraint search_vocabulary_next_pkey primary key (term)`.execute(db);
      for (const index of [...documentIndexes("search_documents_next"), ...vocabularyIndexes("search_vocabulary_next")])
        await index.create.execute(db);
      // Vacuumed as well as analysed: the visibility map lets counts skip the heap pages of the fresh table.
      await sql`vacuum analyze search_documents_next`.execute(db);
      await sql`vacuum analyze search_vocabulary_next`.execute(db);
      await db.transaction().execute(async (trx) => {
        await sql`lock table search_documents, search_vocabulary in access exclusive mode`.execute(trx);
        await sql`drop table search_documents, search_vocabulary`.execute(trx);
        for (const [table, indexes] of [
          ["search_documents", documentIndexes],
          ["search_vocabulary", vocabularyIndexes],
        ] as const) {
          await sql`alter table ${sql.id(`${table}_next`)} rename to ${sql.id(table)}`.execute(trx);
          await sql`alter table ${sql.id(table)} rename constraint ${sql.id(`${table}_next_pkey`)} to ${sql.id(`${table}_pkey`)}`.execute(
            trx,
          );
          const fresh = indexes(`${table}_next`);
          const final = indexes(table);
          for (const [position, index] of fresh.entries())
            await sql`alter index ${sql.id(index.name)} rename to ${sql.id(final[position]?.name ?? index.name)}`.execute(trx);
        }
      });
    } finally {
      const written = writtenDuringRebuild;
      writtenDuringRebuild = null;
      timeZones = null;
      documents = null;
      for (const id of written) await engine.refresh(id);
    }
    // Writes made through another api instance while the fresh table filled went to the old one, which is gone:
    // every activity written since the rebuild began (a minute's margin for the instances' clocks) is indexed
    // again, and a document whose activity was deleted or unpublished meanwhile is dropped (ADR 076).
    const since = new Date(startedAt - REBUILD_CLOCK_MARGIN_MS).toISOString();
    const { rows: recent } = await sql<{ id: string }>`select id from activities where updated_at >= ${since}`.execute(db);
    for (const { id } of recent) await engine.refresh(id);
    await sql`delete from search_documents d where not exists
      (select 1 from activities a where a.id = d.id and a.published = 1)`.execute(db);
    return { documents: count, ms: Math.round(performance.now() - started) };
  }

  let rebuilding: Promise<{ documents: number; ms: number } | null> | null = null;

  /**
   * Runs `work` while holding PostgreSQL's advisory lock of rebuilds: api instances starting together on an empty
   * index, or a rebuild asked of one while another builds, take turns instead of filling the same fresh table.
   */
  function exclusively<T>(work: () => Promise<T>): Promise<T> {
    return db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${REBUILD_LOCK_KEY})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${REBUILD_LOCK_KEY})`.execute(connection).catch(() => undefined);
      }
    });
  }

  async function needsFirstBuild(): Promise<boolean> {
    const { rows } = await sql<{ empty: boolean; published: boolean }>`
      select not exists (select 1 from search_documents) as empty,
        exists (select 1 from activities where published = 1) as published`.execute(db);
    return Boolean(rows[0]?.empty && rows[0].published);
  }

  const engine: SearchEngine = {
    kind: "postgres",
    async search(query, now) {
      return run(query, createClock(now));
    },
    async refresh(id) {
      writtenDuringRebuild?.add(id);
      const activity = await findActivity(db, id);
      if (activity?.published) await upsert(toSearchDocument(activity));
      else await sql`delete from search_documents where id = ${id}`.execute(db);
    },
    async remove(id) {
      writtenDuringRebuild?.add(id);
      await sql`delete from search_documents where id = ${id}`.execute(db);
    },
    async rebuild() {
      // One rebuild at a time: a second call waits for the one under way (in this process, or in another one).
      rebuilding ??= exclusively(rebuildBySwap).finally(() => {
        rebuilding = null;
      });
      return (await rebuilding) ?? { documents: 0, ms: 0 };
    },
    async warmUp() {
      // Activities written before this engine was chosen (a seed, an import): indexed once, by the first instance
      // to get there; the others find the index filled once they have the lock.
      if (!(await needsFirstBuild())) return null;
      rebuilding ??= exclusively(async () => ((await needsFirstBuild()) ? rebuildBySwap() : null)).finally(() => {
        rebuilding = null;
      });
      return rebuilding;
    },
    async close() {},
  };
  return engine;
}
