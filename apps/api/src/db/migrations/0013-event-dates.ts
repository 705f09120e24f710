import { type Kysely, PostgresAdapter, sql } from "kysely";

// Dated events (ADR 044): an activity may run only from one local date to another, both inclusive, in its own
// time zone ("YYYY-MM-DD" text, null for an activity open all year). The PostgreSQL search engine's table gets
// the range as YYYYMMDD integers (0 and 99991231 when undated) and the open spans split by the day a range starts
// on, for the when-filters; its rows are dropped so the engine's warm-up rebuilds them with the new columns.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("activities").addColumn("date_start", "text").execute();
  await db.schema.alterTable("activities").addColumn("date_end", "text").execute();
  if (!onPostgres(db)) return;
  await sql`delete from search_documents`.execute(db);
  await sql`delete from search_vocabulary`.execute(db);
  await sql`alter table search_documents
    add column date_start integer not null default 0,
    add column date_end integer not null default 99991231,
    add column day_spans int4multirange not null default '{}',
    add column night_spans int4multirange not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    await sql`alter table search_documents drop column if exists date_start, drop column if exists date_end,
      drop column if exists day_spans, drop column if exists night_spans`.execute(db);
  }
  await db.schema.alterTable("activities").dropColumn("date_end").execute();
  await db.schema.alterTable("activities").dropColumn("date_start").execute();
}
