import type { Activity } from "@alentour/domain/directory";
import type { Kysely } from "kysely";
import { toActivity } from "#app/activities/activity-repository.ts";
import type { Database } from "#app/db/schema.ts";

/** The published activities of the store, a batch at a time in id order (for index builds). */
export async function* publishedActivities(db: Kysely<Database>, batchSize = 5000): AsyncGenerator<Activity[]> {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("activities")
      .selectAll()
      .where("published", "=", 1)
      .where("id", ">", after)
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(toActivity);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < batchSize) return;
  }
}

export async function findActivity(db: Kysely<Database>, id: string): Promise<Activity | null> {
  const row = await db.selectFrom("activities").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toActivity(row) : null;
}
