import { type Kysely, PostgresAdapter, sql } from "kysely";

// The activity that stands for a listed trade show (ADR 066) names the show's slug, so that cards, search hits,
// map popups and the sitemap link to the show's page (/salon/{slug}) rather than to the generic activity page
// (ADR 095). Rows already linked get it from trade_shows; their updated_at moves so that the embedded engine's
// snapshot replays them, and the PostgreSQL engine's documents get the field at once.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("activities").addColumn("trade_show_slug", "text").execute();
  const stamp = new Date().toISOString();
  await sql`update activities set trade_show_slug = (select t.slug from trade_shows t where t.activity_id = activities.id),
    updated_at = ${stamp} where id in (select activity_id from trade_shows where activity_id is not null)`.execute(db);
  if (!onPostgres(db)) return;
  await sql`update search_documents s set document = jsonb_set(s.document, '{tradeShowSlug}', to_jsonb(a.trade_show_slug))
    from activities a where a.id = s.id and a.trade_show_slug is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) await sql`update search_documents set document = document - 'tradeShowSlug'`.execute(db);
  await db.schema.alterTable("activities").dropColumn("trade_show_slug").execute();
}
