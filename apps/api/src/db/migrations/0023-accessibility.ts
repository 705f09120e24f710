import { type Kysely, PostgresAdapter, sql } from "kysely";

// An activity's accessibility (ADR 087): what its owner ticked, a JSON array of families and features, kept with
// the activity like its price list. The PostgreSQL search engine's table gets the facet's values as an array (the
// families implied by the features included); its rows are dropped so the engine's warm-up rebuilds them.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("activities")
    .addColumn("accessibility", "text", (column) => column.notNull().defaultTo("[]"))
    .execute();
  if (!onPostgres(db)) return;
  await sql`delete from search_documents`.execute(db);
  await sql`delete from search_vocabulary`.execute(db);
  await sql`alter table search_documents add column accessibility text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) await sql`alter table search_documents drop column if exists accessibility`.execute(db);
  await db.schema.alterTable("activities").dropColumn("accessibility").execute();
}
