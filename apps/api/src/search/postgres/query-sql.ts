import { AppError } from "@alentour/domain/errors";
import { addDays, dateNumber } from "@alentour/domain/event-dates";
import type { WhenFilter } from "@alentour/domain/search";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type FacetAttribute, type NumericAttribute, numericAttributes, UNDATED_START } from "../document.ts";
import type { Clock } from "../engine.ts";
import type { Filter } from "../filters.ts";
import { type BoundingBox, PAGINATION_LIMIT, type SearchQuery } from "../params.ts";
import { rankWeights } from "../ranking.ts";
import { typosAllowed } from "../text.ts";
import { cellsCovering } from "./schema.ts";

// The SQL of a query on `search_documents`: its words as tsqueries on the lexicon, its filters, its map area and
// distance, its rank (the same costs as text.ts), order and columns. No statement is run here but planWords.

export const columns: Record<FacetAttribute, string> = {
  category: "category",
  subCategory: "sub_category",
  pricing: "pricing",
  setting: "setting",
  profiles: "profiles",
  accessibility: "accessibility",
  city: "city",
  citySlug: "city_slug",
  country: "country",
};

export const numericColumns: Record<NumericAttribute, string> = {
  price: "price",
  quality: "quality",
  dateStart: "date_start",
  dateEnd: "date_end",
};
export const isNumeric = (facet: string): facet is NumericAttribute => (numericAttributes as readonly string[]).includes(facet);

export const lexeme = (term: string) => `'${term.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

export const multirange = (spans: ArrayLike<number>) => {
  const ranges: string[] = [];
  for (let index = 0; index < spans.length; index += 2) ranges.push(`[${spans[index]},${spans[index + 1]})`);
  return `{${ranges.join(",")}}`;
};

/** Great-circle metres from the query's point, rounded, in the same arithmetic as distanceMetres. */
export function distanceSql(query: SearchQuery): RawBuilder<number> | RawBuilder<null> {
  if (!query.around) return sql<null>`null::double precision`;
  const { lat, lng } = query.around;
  const rad = (expression: RawBuilder<unknown>) => sql`((${expression}) * pi()) / 180`;
  return sql<number>`round(2 * 6371008.8 * asin(least(1, sqrt(
    power(sin(${rad(sql`lat - ${lat}::double precision`)} / 2), 2)
    + cos(${rad(sql`${lat}::double precision`)}) * cos(${rad(sql`lat`)}) * power(sin(${rad(sql`lng - ${lng}::double precision`)} / 2), 2)
  ))))`;
}

export const boxesSql = (boxes: BoundingBox[]) =>
  sql<boolean>`(${sql.join(
    boxes.map(
      (box) =>
        sql`point(lng, lat) <@ box(point(${box.west}::double precision, ${box.south}::double precision), point(${box.east}::double precision, ${box.north}::double precision))`,
    ),
    sql` or `,
  )})`;

/** The same boxes as exact comparisons, as the embedded engine tests them: no index, for rows found by their cells. */
export const exactBoxesSql = (boxes: BoundingBox[]) =>
  sql<boolean>`(${sql.join(
    boxes.map(
      (box) =>
        sql`(lat between ${box.south}::double precision and ${box.north}::double precision
          and lng between ${box.west}::double precision and ${box.east}::double precision)`,
    ),
    sql` or `,
  )})`;

/** The cells of one or more boxes as a tsquery on the lexicon (ADR 047), or null when one is too large for cells. */
export function cellsQuery(boxes: BoundingBox[]): string | null {
  const cells = new Set<string>();
  for (const box of boxes) {
    const covering = cellsCovering(box);
    if (!covering) return null;
    for (const cell of covering) cells.add(lexeme(cell));
  }
  return `(${[...cells].join(" | ")})`;
}

/** A box holding the circle of `radius` metres around a point (null near a pole or across the antimeridian). */
export function boxAround(point: { lat: number; lng: number }, radius: number): BoundingBox | null {
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

/**
 * How one query word may match: its normalised form exactly, completed (the last word) or one typo away, as the
 * embedded engine does; else its French or English stem (`null` when the word is a stop word of that language).
 */
export type WordPlan = {
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
export const stemQuery = (language: "fr" | "en", lexemes: string[], weight = "") =>
  `(${lexemes.map((stem) => `${lexeme(`~${language}:${stem}`)}${weight}`).join(" & ")})`;

/** Every form a query word may match, as one tsquery on the lexicon: shared forms or either stem. */
export function formsQuery(plan: WordPlan): string {
  return `(${[
    plan.exact,
    ...(plan.prefix ? [plan.prefix] : []),
    ...plan.typos,
    ...(plan.fr ? [stemQuery("fr", plan.fr)] : []),
    ...(plan.en ? [stemQuery("en", plan.en)] : []),
  ].join(" | ")})`;
}

/**
 * Per zone, the when-window cut at each local midnight (ADR 044): open on a piece's day inside the date range,
 * or past midnight after an evening inside it (undated rows span 0 … 99991231), as openDuringPieces says.
 */
export function whenSql(when: WhenFilter, clock: Clock, zoneList: string[]): RawBuilder<boolean> {
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

export function filterSql(filter: Filter, clock: Clock, zoneList: string[]): RawBuilder<boolean> {
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
    // A number the activity lacks (null: a paid one without prices) meets no condition, and its negation does.
    case "numeric":
      return sql<boolean>`coalesce(${sql.ref(numericColumns[filter.attribute])} ${sql.raw(filter.operator === "!=" ? "<>" : filter.operator)} ${filter.value}::double precision, false)`;
    case "range":
      return sql<boolean>`coalesce(${sql.ref(numericColumns[filter.attribute])} between ${filter.from}::double precision and ${filter.to}::double precision, false)`;
  }
}

/** Each query word's exact form, its completion (the last word), the indexed words one typo away, its stems. */
export async function planWords(db: Kysely<Database>, words: Array<{ word: string; term: string }>): Promise<WordPlan[]> {
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
export function stemInName(plan: WordPlan): Array<RawBuilder<unknown>> {
  const stems = [...(plan.fr ? [stemQuery("fr", plan.fr, ":A")] : []), ...(plan.en ? [stemQuery("en", plan.en, ":A")] : [])];
  return stems.length > 0 ? [sql`when lexicon @@ ${stems.join(" | ")}::tsquery then ${sql.lit(rankWeights.stem)}`] : [];
}

/**
 * Where a search's statements run, and how long each may take before PostgreSQL stops it (ADR 070). `tunedDb`,
 * when given, is a pool whose connections open with the settings of `searchSettings` (ADR 108): a statement runs
 * there on its own, in one round trip, where it would otherwise need a transaction to set them in (four).
 */
export type Statements = { db: Kysely<Database>; timeoutMs: number; tunedDb?: Kysely<Database> };

/**
 * The settings every search statement runs with: JIT off (its compile time dwarfs these statements), room to sort
 * and hash in memory, and a time limit: a statement past it is stopped and the call refused (`search/timed-out`,
 * 503), so that no single search holds a core of the database for longer.
 */
export function searchSettings(timeoutMs: number): Record<string, string> {
  return { jit: "off", work_mem: "32MB", statement_timeout: `${timeoutMs}ms` };
}

/** PostgreSQL's code for a statement cancelled, here by `statement_timeout`. */
const QUERY_CANCELED = "57014";

/**
 * Runs a search's statements with `searchSettings`. `bitmapsOnly` also turns index scans off (a sample is read
 * through bitmaps); `local` is for work that changes settings of its own between statements. Both need a
 * transaction; other work runs straight on the tuned pool when there is one.
 */
export async function tuned<T>(
  { db, timeoutMs, tunedDb }: Statements,
  work: (trx: Kysely<Database>) => Promise<T>,
  { bitmapsOnly = false, local = false }: { bitmapsOnly?: boolean; local?: boolean } = {},
): Promise<T> {
  try {
    if (tunedDb && !bitmapsOnly && !local) return await work(tunedDb);
    return await db.transaction().execute(async (trx) => {
      // A sample is read through bitmaps (the sample range AND the text, tag and box indexes): walking the
      // sample index and testing each row, which PostgreSQL otherwise often prefers, reads far more pages.
      const settings = searchSettings(timeoutMs);
      await sql`select set_config('jit', ${settings.jit}, true), set_config('work_mem', ${settings.work_mem}, true),
        set_config('enable_indexscan', ${bitmapsOnly ? "off" : "on"}, true),
        set_config('statement_timeout', ${settings.statement_timeout}, true)`.execute(trx);
      return work(trx);
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === QUERY_CANCELED) throw new AppError("search/timed-out", { cause: error });
    throw error;
  }
}

/** The parts of a query's statements: conditions, rank, order, paging and the columns facets and pages read. */
export function querySql(query: SearchQuery, plans: WordPlan[], clock: Clock, zoneList: string[]) {
  const conditions: Array<RawBuilder<unknown>> = [];
  // Every word must match, by its shared forms or by its stem in either language; with words, the map area is
  // matched by its cells in the same tsquery, so one scan of the lexicon's index intersects them (ADR 047).
  const lexiconQuery = plans.map(formsQuery);
  const boxCells = plans.length > 0 && query.boxes.length > 0 ? cellsQuery(query.boxes) : null;
  if (boxCells) lexiconQuery.push(boxCells);
  const distance = distanceSql(query);
  const geoConditions: Array<RawBuilder<unknown>> = [];
  // With words, an area too large for cells is tested on the words' rows: the points' index over a region
  // (France: 890,000 rows) costs far more than the words' matches it would narrow.
  if (query.boxes.length > 0)
    geoConditions.push(boxCells || plans.length > 0 ? exactBoxesSql(query.boxes) : boxesSql(query.boxes));
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
  // The same costs as textRank (ranking.ts): exact, completion, typo; in the name (A) or elsewhere. A word matched
  // by its stem alone (the embedded engine would not find it) ranks after completions and before typos.
  const outside = rankWeights.outsideName;
  const rank =
    plans.length === 0
      ? sql`0`
      : sql.join(
          plans.map((plan) => {
            const cases = [
              sql`when words @@ ${`${plan.exact}:A`}::tsquery then ${sql.lit(rankWeights.exact)}`,
              sql`when words @@ ${plan.exact}::tsquery then ${sql.lit(rankWeights.exact + outside)}`,
              ...(plan.prefix
                ? [
                    sql`when words @@ ${`${plan.prefix}A`}::tsquery then ${sql.lit(rankWeights.prefix)}`,
                    sql`when words @@ ${plan.prefix}::tsquery then ${sql.lit(rankWeights.prefix + outside)}`,
                  ]
                : []),
              ...(plan.typos.length > 0
                ? [
                    sql`when words @@ ${plan.typos.map((typo) => `${typo}:A`).join(" | ")}::tsquery then ${sql.lit(rankWeights.typo)}`,
                    sql`when words @@ ${plan.typos.join(" | ")}::tsquery then ${sql.lit(rankWeights.typo + outside)}`,
                  ]
                : []),
              ...stemInName(plan),
            ];
            return sql`(case ${sql.join(cases, sql` `)} else ${sql.lit(rankWeights.stem + outside)} end)`;
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
  const facetColumns = sql`id, name, quality, category, sub_category, pricing, setting, profiles, accessibility, city,
    city_slug, country, price, time_zone, open_spans, date_start, date_end, day_spans, night_spans${query.geoGrid === null ? sql`` : sql`, lat, lng`}`;
  const matchedColumns = sql`${facetColumns}, ${rank} as text_rank, ${distance} as distance`;

  // The best tier, which the probe (estimates.ts) also counts: every word exact in the name (rank 0); for one word
  // that no document holds exactly (in no document's words, so no rank 0 or 1), its completions in the name (rank 10).
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
  return { conditions, distance, rank, where, start, limit, order, facetColumns, matchedColumns, bestTier };
}

export type QuerySql = ReturnType<typeof querySql>;
