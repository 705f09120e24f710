import { openWeekSpans, openWeekSpansByDay } from "@alentour/domain/opening-hours";
import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { type SearchDocument, toSearchDocument } from "../document.ts";
import { findActivity, publishedActivities } from "../source.ts";
import { documentTerms } from "../text.ts";
import { lexeme, multirange } from "./query-sql.ts";
import { documentIndexes, sampleOf, tagsOf, vocabularyIndexes } from "./schema.ts";

/** How far before a rebuild's start the writes of other instances are replayed: their clocks may differ a little. */
const REBUILD_CLOCK_MARGIN_MS = 60_000;
/** The advisory lock rebuilds take turns on (any number unused elsewhere: "alentour search" as digits). */
const REBUILD_LOCK_KEY = 7_415_020;

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

function rowOf(document: SearchDocument) {
  const { vector, terms } = wordsOf(document);
  const spans = multirange(openWeekSpans(document.openingHours));
  const byDay = openWeekSpansByDay(document.openingHours);
  return {
    terms,
    values: sql`(${document.objectID}, ${JSON.stringify(document)}::jsonb, ${vector}::tsvector, ${document.name}, ${document.category},
      ${document.subCategory}, ${document.pricing}, ${document.setting}, ${document.profiles}::text[], ${document.accessibility}::text[], ${document.city},
      ${document.citySlug}, ${document.country}, ${document.price}, ${document.quality}, ${document._geoloc.lat},
      ${document._geoloc.lng}, ${document.timeZone}, ${spans}::int4multirange, ${sampleOf(document.objectID)},
      ${tagsOf(document)}::text[], ${document.dateStart}, ${document.dateEnd}, ${multirange(byDay.day)}::int4multirange,
      ${multirange(byDay.night)}::int4multirange)`,
  };
}

const insertColumns = sql`(id, document, words, name, category, sub_category, pricing, setting, profiles, accessibility, city, city_slug,
  country, price, quality, lat, lng, time_zone, open_spans, sample, tags, date_start, date_end, day_spans, night_spans)`;

/** What the engine keeps of the index between searches, forgotten by a rebuild and kept up to date by writes. */
export type IndexCaches = { timeZones: Set<string> | null; documents: number | null };

/**
 * Writes `search_documents` and `search_vocabulary`: one activity upserted or deleted as it changes, or every
 * published activity at once by building fresh tables and swapping them in.
 */
export function createIndexWriter(db: Kysely<Database>, caches: IndexCaches) {
  // Ids written while a rebuild fills its fresh table: indexed again once it is swapped in.
  let writtenDuringRebuild: Set<string> | null = null;

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
          setting = excluded.setting, profiles = excluded.profiles, accessibility = excluded.accessibility, city = excluded.city, city_slug = excluded.city_slug,
          country = excluded.country, price = excluded.price, quality = excluded.quality, lat = excluded.lat,
          lng = excluded.lng, time_zone = excluded.time_zone, open_spans = excluded.open_spans,
          sample = excluded.sample, tags = excluded.tags, date_start = excluded.date_start, date_end = excluded.date_end,
          day_spans = excluded.day_spans, night_spans = excluded.night_spans`.execute(trx);
      await addVocabulary(trx, terms);
    });
    caches.timeZones?.add(document.timeZone);
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
      caches.timeZones = null;
      caches.documents = null;
      for (const id of written) await refresh(id);
    }
    // Writes made through another api instance while the fresh table filled went to the old one, which is gone:
    // every activity written since the rebuild began (a minute's margin for the instances' clocks) is indexed
    // again, and a document whose activity was deleted or unpublished meanwhile is dropped (ADR 076).
    const since = new Date(startedAt - REBUILD_CLOCK_MARGIN_MS).toISOString();
    const { rows: recent } = await sql<{ id: string }>`select id from activities where updated_at >= ${since}`.execute(db);
    for (const { id } of recent) await refresh(id);
    await sql`delete from search_documents d where not exists
      (select 1 from activities a where a.id = d.id and a.published = 1)`.execute(db);
    return { documents: count, ms: Math.round(performance.now() - started) };
  }

  async function refresh(id: string) {
    writtenDuringRebuild?.add(id);
    const activity = await findActivity(db, id);
    if (activity?.published) await upsert(toSearchDocument(activity));
    else await sql`delete from search_documents where id = ${id}`.execute(db);
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

  const rebuild = async () => {
    // One rebuild at a time: a second call waits for the one under way (in this process, or in another one).
    rebuilding ??= exclusively(rebuildBySwap).finally(() => {
      rebuilding = null;
    });
    return (await rebuilding) ?? { documents: 0, ms: 0 };
  };

  return {
    refresh,
    async remove(id: string) {
      writtenDuringRebuild?.add(id);
      await sql`delete from search_documents where id = ${id}`.execute(db);
    },
    rebuild,
    async warmUp() {
      // Activities written before this engine was chosen (a seed, an import): indexed once, by the first instance
      // to get there; the others find the index filled once they have the lock.
      if (!(await needsFirstBuild())) return null;
      rebuilding ??= exclusively(async () => ((await needsFirstBuild()) ? rebuildBySwap() : null)).finally(() => {
        rebuilding = null;
      });
      return rebuilding;
    },
  };
}
