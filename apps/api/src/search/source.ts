import type { Activity } from "@alentour/domain/directory";
import type { Kysely } from "kysely";
import { toActivity } from "#app/activities/activity-repository.ts";
import type { Database } from "#app/db/schema.ts";

/**
 * The published activities of the store, a batch at a time in id order (for index builds). The batches walk the
 * primary key alone and leave drafts out here: with `published` in the query, PostgreSQL may plan each batch
 * through another index (before the table's statistics exist, say after a bulk import) and read the whole table
 * every time.
 */
export async function* publishedActivities(db: Kysely<Database>, batchSize = 5000): AsyncGenerator<Activity[]> {
  let after = "";
  for (;;) {
    const rows = await db.selectFrom("activities").selectAll().where("id", ">", after).orderBy("id").limit(batchSize).execute();
    if (rows.length === 0) return;
    const published = rows.filter((row) => row.published === 1);
    if (published.length > 0) yield published.map(toActivity);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < batchSize) return;
  }
}

export async function findActivity(db: Kysely<Database>, id: string): Promise<Activity | null> {
  const row = await db.selectFrom("activities").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toActivity(row) : null;
}
