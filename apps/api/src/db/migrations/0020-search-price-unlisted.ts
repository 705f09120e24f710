import { type Kysely, PostgresAdapter, sql } from "kysely";

// A paid activity that lists no price has no price in the search index (null), rather than 0, which matched the
// "free" price and every price range. Only the PostgreSQL engine keeps a table; the embedded one is in memory.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`alter table search_documents alter column price drop not null`.execute(db);
  // Documents written before: a paid activity that lists no price was given 0.
  await sql`update search_documents s set price = null, document = jsonb_set(s.document, '{price}', 'null'::jsonb)
    from activities a where a.id = s.id and a.pricing = 'paid' and a.price_list = '[]'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`update search_documents set price = 0, document = jsonb_set(document, '{price}', '0'::jsonb) where price is null`.execute(
    db,
  );
  await sql`alter table search_documents alter column price set not null`.execute(db);
}
