import { type Kysely, PostgresAdapter, sql } from "kysely";
import { createContribExtensions } from "#app/db/contrib-extensions.ts";

// The PostgreSQL search engine's tables (ADR 010). On SQLite the embedded engine keeps its index in memory:
// nothing to create. Contrib extensions only: pg_trgm finds typo candidates among the indexed words,
// fuzzystrmatch confirms them (one edit), the GiST index on points answers bounding boxes.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await createContribExtensions(db, ["pg_trgm", "fuzzystrmatch"]);
  await sql`
    create table search_documents (
      id text primary key,
      document jsonb not null,
      -- The shared normalised words (accents, case, plurals: src/search/text.ts); name words weigh A.
      words tsvector not null,
      name text not null,
      category text not null,
      sub_category text not null,
      pricing text not null,
      setting text not null,
      profiles text[] not null,
      city text not null,
      city_slug text not null,
      country text not null,
      price double precision not null,
      quality double precision not null,
      lat double precision not null,
      lng double precision not null,
      time_zone text not null,
      -- Open minutes of the week (0 = Monday 00:00), for the when-filters.
      open_spans int4multirange not null
    )`.execute(db);
  await sql`create index search_documents_words_idx on search_documents using gin (words)`.execute(db);
  await sql`create index search_documents_point_idx on search_documents using gist (point(lng, lat))`.execute(db);
  await sql`create index search_documents_browse_idx on search_documents (quality desc, name collate "C", id)`.execute(db);
  await sql`create index search_documents_category_idx on search_documents (category, sub_category)`.execute(db);
  await sql`create table search_vocabulary (term text primary key)`.execute(db);
  await sql`create index search_vocabulary_trgm_idx on search_vocabulary using gin (term gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop table if exists search_vocabulary`.execute(db);
  await sql`drop table if exists search_documents`.execute(db);
}
