import { openWeekSpans } from "@alentour/domain/opening-hours";
import { type WhenFilter, whenFilters } from "@alentour/domain/search";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type FacetAttribute, type SearchDocument, toSearchDocument } from "./document.ts";
import { type Clock, createClock, type EngineResult, type FacetStats, geoDistance, type SearchEngine } from "./engine.ts";
import type { Filter } from "./filters.ts";
import type { SearchQuery } from "./params.ts";
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

/**
 * How one query word may match: its normalised form exactly, completed (the last word) or one typo away, as the
 * embedded engine does; else its French or English stem (`null` when the word is a stop word of that language).
 */
type WordPlan = { exact: string; prefix: string | null; typos: string[]; fr: string[] | null; en: string[] | null };

/** A stem query: the word's lexemes (usually one), all required, optionally in the name only. */
const stemQuery = (lexemes: string[], weight = "") => lexemes.map((stem) => `${lexeme(stem)}${weight}`).join(" & ");

/**
 * The PostgreSQL engine: every published activity in `search_documents`, its words (normalised by the same
 * code as the embedded engine's) in a GIN-indexed tsvector, typo candidates from the words' vocabulary via
 * pg_trgm confirmed by Levenshtein, French and English stems (unaccent + Snowball, migration 0011) in two more
 * tsvectors, a GiST index on points. Same matching and ranking as the embedded engine for every word the
 * shared forms match; a word they miss may still match by its stem in either language.
 */
export function createPostgresEngine(db: Kysely<Database>): SearchEngine {
  let timeZones: Set<string> | null = null;

  async function zones(): Promise<Set<string>> {
    if (!timeZones) {
      const { rows } = await sql<{ time_zone: string }>`select distinct time_zone from search_documents`.execute(db);
      timeZones = new Set(rows.map((row) => row.time_zone));
    }
    return timeZones;
  }

  function whenSql(when: WhenFilter, clock: Clock, zoneList: string[]): RawBuilder<boolean> {
    if (zoneList.length === 0) return sql<boolean>`false`;
    const branches = zoneList.map(
      (zone) => sql`when ${zone} then open_spans && ${multirange(clock.windowsOf(when, zone))}::int4multirange`,
    );
    return sql<boolean>`(case time_zone ${sql.join(branches, sql` `)} else false end)`;
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
        return filter.attribute === "profiles"
          ? sql<boolean>`(${filter.value} = any(profiles))`
          : sql<boolean>`(${sql.ref(columns[filter.attribute])} = ${filter.value})`;
      case "when":
        return whenSql(filter.value, clock, zoneList);
      case "numeric":
        return sql<boolean>`(${sql.ref(filter.attribute)} ${sql.raw(filter.operator === "!=" ? "<>" : filter.operator)} ${filter.value}::double precision)`;
      case "range":
        return sql<boolean>`(${sql.ref(filter.attribute)} between ${filter.from}::double precision and ${filter.to}::double precision)`;
    }
  }

  /** Each query word's exact form, its completion (the last word), the indexed words one typo away, its stems. */
  async function planWords(words: Array<{ word: string; term: string }>): Promise<WordPlan[]> {
    if (words.length === 0) return [];
    const { rows } = await sql<{ fr: string[]; en: string[]; typos: string[] }>`
      select
        array(select lexeme from unnest(to_tsvector('alentour_fr', w.word))) as fr,
        array(select lexeme from unnest(to_tsvector('alentour_en', w.word))) as en,
        case when w.fuzzy then array(
          select term from search_vocabulary where term % w.term and levenshtein(term, w.term) = 1
        ) else '{}'::text[] end as typos
      from unnest(${words.map(({ word }) => word)}::text[], ${words.map(({ term }) => term)}::text[],
        ${words.map(({ term }) => typosAllowed(term) > 0)}::boolean[]) with ordinality as w(word, term, fuzzy, position)
      order by w.position`.execute(db);
    return words.map(({ term }, position) => {
      const row = rows[position] ?? { fr: [], en: [], typos: [] };
      return {
        exact: lexeme(term),
        prefix: position === words.length - 1 ? `${lexeme(term)}:*` : null,
        typos: row.typos.map(lexeme),
        fr: row.fr.length > 0 ? row.fr : null,
        en: row.en.length > 0 ? row.en : null,
      };
    });
  }

  /** The rank case of a word matched by its stem in the name; by its stem elsewhere is the `else`. */
  function stemInName(plan: WordPlan): Array<RawBuilder<unknown>> {
    const tests = [
      ...(plan.fr ? [sql`stems_fr @@ ${stemQuery(plan.fr, ":A")}::tsquery`] : []),
      ...(plan.en ? [sql`stems_en @@ ${stemQuery(plan.en, ":A")}::tsquery`] : []),
    ];
    return tests.length > 0 ? [sql`when ${sql.join(tests, sql` or `)} then 50`] : [];
  }

  async function run(query: SearchQuery, clock: Clock): Promise<EngineResult> {
    const plans = await planWords(queryWords(query.query));
    const zoneList = [...(await zones())];
    const conditions: Array<RawBuilder<unknown>> = [];
    // Every word must match: by its shared form (one tsquery on `words`), or by its stem in either language.
    for (const plan of plans) {
      const shared = [plan.exact, ...(plan.prefix ? [plan.prefix] : []), ...plan.typos].join(" | ");
      const either = [
        sql`words @@ ${shared}::tsquery`,
        ...(plan.fr ? [sql`stems_fr @@ ${stemQuery(plan.fr)}::tsquery`] : []),
        ...(plan.en ? [sql`stems_en @@ ${stemQuery(plan.en)}::tsquery`] : []),
      ];
      conditions.push(sql`(${sql.join(either, sql` or `)})`);
    }
    if (query.filter) conditions.push(filterSql(query.filter, clock, zoneList));
    if (query.boxes.length > 0) {
      conditions.push(
        sql`(${sql.join(
          query.boxes.map(
            (box) =>
              sql`point(lng, lat) <@ box(point(${box.west}::double precision, ${box.south}::double precision), point(${box.east}::double precision, ${box.north}::double precision))`,
          ),
          sql` or `,
        )})`,
      );
    }
    const distance = distanceSql(query);
    if (query.aroundRadius !== null && query.around) conditions.push(sql`${distance} <= ${query.aroundRadius}`);
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
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const start = query.page * query.hitsPerPage;
    const end = Math.min(start + query.hitsPerPage, 1000);
    const facetColumns = query.facets.map((facet, index) => {
      const name = sql.raw(`facet_${index}`);
      if (facet === "when") {
        const counts = whenFilters.map((when) => sql`${when}::text, count(*) filter (where ${whenSql(when, clock, zoneList)})`);
        return sql`(select json_build_object(${sql.join(counts, sql`, `)}) from matched) as ${name}`;
      }
      if (facet === "price" || facet === "quality") {
        return sql`(select json_build_object('counts', (select json_object_agg(value, n) from (select ${sql.ref(facet)}::text as value, count(*) as n from matched group by 1) v), 'min', min(${sql.ref(facet)}), 'max', max(${sql.ref(facet)}), 'sum', sum(${sql.ref(facet)}), 'n', count(*)) from matched) as ${name}`;
      }
      const column = facet === "profiles" ? sql`unnest(profiles)` : sql.ref(columns[facet]);
      return sql`(select json_object_agg(value, n) from (select ${column} as value, count(*) as n from matched group by 1) v) as ${name}`;
    });
    const { rows } = await sql<Record<string, unknown> & { nb_hits: string; hits: Array<{ document: SearchDocument }> | null }>`
      with matched as materialized (
        select id, name, quality, category, sub_category, pricing, setting, profiles, city, city_slug, country, price,
          time_zone, open_spans, ${rank} as text_rank, ${distance} as distance
        from search_documents ${where}
      )
      select
        (select count(*) from matched) as nb_hits,
        (select json_agg(json_build_object('document', d.document) order by page.position)
          from (
            select id, row_number() over (order by text_rank, distance, quality desc, name collate "C", id collate "C") as position
            from matched
            order by text_rank, distance, quality desc, name collate "C", id collate "C"
            limit ${Math.max(end - start, 0)} offset ${start}
          ) page join search_documents d on d.id = page.id) as hits
        ${facetColumns.length > 0 ? sql`, ${sql.join(facetColumns, sql`, `)}` : sql``}
    `.execute(db);
    const row = rows[0] as Record<string, unknown> & { nb_hits: string; hits: Array<{ document: SearchDocument }> | null };
    const facets: EngineResult["facets"] = {};
    const facetsStats: EngineResult["facetsStats"] = {};
    query.facets.forEach((facet, index) => {
      const value = row[`facet_${index}`] as Record<string, unknown> | null;
      let counts: Record<string, number> = {};
      if (facet === "price" || facet === "quality") {
        const stats = value as { counts: Record<string, number> | null; min: number; max: number; sum: number; n: number } | null;
        counts = Object.fromEntries(Object.entries(stats?.counts ?? {}).map(([key, n]) => [String(Number(key)), Number(n)]));
        if (stats && stats.n > 0)
          facetsStats[facet] = { min: stats.min, max: stats.max, sum: stats.sum, avg: stats.sum / stats.n } satisfies FacetStats;
      } else {
        counts = Object.fromEntries(Object.entries(value ?? {}).map(([key, n]) => [key, Number(n)]));
        for (const [key, n] of Object.entries(counts)) if (n === 0) delete counts[key];
      }
      facets[facet] = Object.fromEntries(
        Object.entries(counts)
          .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
          .slice(0, query.maxValuesPerFacet),
      );
    });
    return {
      hits: (row.hits ?? []).map(({ document }) => ({ document, geoDistance: geoDistance(query, document) })),
      nbHits: Number(row.nb_hits),
      facets,
      facetsStats,
    };
  }

  function rowOf(document: SearchDocument) {
    const { vector, terms } = wordsOf(document);
    const spans = multirange(openWeekSpans(document.openingHours));
    return {
      terms,
      values: sql`(${document.objectID}, ${JSON.stringify(document)}::jsonb, ${vector}::tsvector, ${document.name}, ${document.category},
        ${document.subCategory}, ${document.pricing}, ${document.setting}, ${document.profiles}::text[], ${document.city},
        ${document.citySlug}, ${document.country}, ${document.price}, ${document.quality}, ${document._geoloc.lat},
        ${document._geoloc.lng}, ${document.timeZone}, ${spans}::int4multirange)`,
    };
  }

  const insertColumns = sql`(id, document, words, name, category, sub_category, pricing, setting, profiles, city, city_slug,
    country, price, quality, lat, lng, time_zone, open_spans)`;

  async function addVocabulary(executor: Kysely<Database>, terms: string[]) {
    if (terms.length > 0) {
      await sql`insert into search_vocabulary (term) select unnest(${terms}::text[]) on conflict do nothing`.execute(executor);
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
          lng = excluded.lng, time_zone = excluded.time_zone, open_spans = excluded.open_spans`.execute(trx);
      await addVocabulary(trx, terms);
    });
    timeZones?.add(document.timeZone);
  }

  const engine: SearchEngine = {
    kind: "postgres",
    async search(query, now) {
      return run(query, createClock(now));
    },
    async refresh(id) {
      const activity = await findActivity(db, id);
      if (activity?.published) await upsert(toSearchDocument(activity));
      else await sql`delete from search_documents where id = ${id}`.execute(db);
    },
    async remove(id) {
      await sql`delete from search_documents where id = ${id}`.execute(db);
    },
    async rebuild() {
      const started = performance.now();
      let documents = 0;
      // One transaction: searches see the old index until the new one is complete.
      await db.transaction().execute(async (trx) => {
        await sql`delete from search_documents`.execute(trx);
        await sql`delete from search_vocabulary`.execute(trx);
        const vocabulary = new Set<string>();
        for await (const batch of publishedActivities(trx)) {
          for (let offset = 0; offset < batch.length; offset += 1000) {
            const rows = batch.slice(offset, offset + 1000).map((activity) => rowOf(toSearchDocument(activity)));
            for (const row of rows) for (const term of row.terms) vocabulary.add(term);
            await sql`insert into search_documents ${insertColumns} values ${sql.join(rows.map((row) => row.values))}`.execute(
              trx,
            );
            documents += rows.length;
          }
        }
        const terms = [...vocabulary];
        for (let offset = 0; offset < terms.length; offset += 10_000)
          await addVocabulary(trx, terms.slice(offset, offset + 10_000));
      });
      await sql`analyze search_documents`.execute(db);
      timeZones = null;
      return { documents, ms: Math.round(performance.now() - started) };
    },
    async warmUp() {
      // Activities written before this engine was chosen (a seed, an import): index them once.
      const { rows } = await sql<{ empty: boolean; published: boolean }>`
        select not exists (select 1 from search_documents) as empty,
          exists (select 1 from activities where published = 1) as published`.execute(db);
      return rows[0]?.empty && rows[0].published ? engine.rebuild() : null;
    },
    async close() {},
  };
  return engine;
}
