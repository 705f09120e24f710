import type { Kysely } from "kysely";

// The activity sitemap leaves out a listed trade show's activity (ADR 095): its count and its pages filter on
// `trade_show_slug is null` too. With that column out of 0004's index, both read every published row from the table
// (0.7 s a call at 200,000 activities on SQLite); with it in, the count reads the index alone and a page reads its
// own rows (6 ms). The order (`created_at`, `id`) follows the equality columns, as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("activities_sitemap_idx")
    .on("activities")
    .columns(["published", "trade_show_slug", "created_at", "id"])
    .execute();
  await db.schema.dropIndex("activities_published_created_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("activities_published_created_idx")
    .on("activities")
    .columns(["published", "created_at", "id"])
    .execute();
  await db.schema.dropIndex("activities_sitemap_idx").execute();
}
