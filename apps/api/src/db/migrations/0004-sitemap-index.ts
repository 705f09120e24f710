import type { Kysely } from "kysely";

// The sitemap pages through published activities in creation order; at a million rows it needs an index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("activities_published_created_idx")
    .on("activities")
    .columns(["published", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("activities_published_created_idx").execute();
}
