import { type Kysely, PostgresAdapter, sql } from "kysely";

// The PostgreSQL search engine at a million activities (ADR 043): a `sample` bucket per document (0–99, from
// its id; the rebuild writes documents in bucket order, so a bucket is a contiguous slice of the table) for
// estimated counts over large match sets, and `tags` ("category:museum", "city:Lyon", "profiles:family"…), one
// GIN index answering every facet filter. On SQLite the embedded engine keeps its index in memory: nothing to do.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`alter table search_documents add column sample smallint not null default 0,
    add column tags text[] not null default '{}'`.execute(db);
  // The same buckets as sampleOf (src/search/postgres/schema.ts) for the ids the store hands out (UUIDs).
  await sql`update search_documents set
    sample = case when id ~ '^[0-9a-fA-F]{4}' then (('x' || substr(id, 1, 4))::bit(16)::int * 100 / 65536)
      else abs(hashtext(id)) % 100 end,
    tags = array['category:' || category, 'subCategory:' || sub_category, 'pricing:' || pricing,
      'setting:' || setting, 'city:' || city, 'citySlug:' || city_slug, 'country:' || country]
      || array(select 'profiles:' || profile from unnest(profiles) as profile)`.execute(db);
  await sql`create index search_documents_tags_idx on search_documents using gin (tags)`.execute(db);
  await sql`create index search_documents_sample_idx on search_documents (sample)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop index if exists search_documents_sample_idx`.execute(db);
  await sql`drop index if exists search_documents_tags_idx`.execute(db);
  await sql`alter table search_documents drop column if exists sample, drop column if exists tags`.execute(db);
}
