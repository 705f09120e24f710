import type { Activity } from "@alentour/domain/directory";
import { type Kysely, sql } from "kysely";
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

/** The store's latest `updated_at` (every activity write sets it), null when it holds no activity. */
export async function latestUpdate(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom("activities")
    .select((eb) => eb.fn.max("updated_at").as("latest"))
    .executeTakeFirst();
  return (row?.latest as string | null | undefined) ?? null;
}

/** The activities written at or after `since` (published or not), a batch at a time, through `updated_at`'s index. */
export async function* activitiesChangedSince(db: Kysely<Database>, since: string, batchSize = 2000): AsyncGenerator<Activity[]> {
  let after = { updatedAt: since, id: "" };
  for (;;) {
    const rows = await db
      .selectFrom("activities")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("updated_at", ">", after.updatedAt),
          eb.and([eb("updated_at", "=", after.updatedAt), eb("id", ">", after.id)]),
        ]),
      )
      .orderBy("updated_at")
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(toActivity);
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { updatedAt: last.updated_at, id: last.id };
  }
}

/** The ids of the published activities, a batch at a time in id order. */
export async function* publishedIds(db: Kysely<Database>, batchSize = 50_000): AsyncGenerator<string[]> {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("activities")
      .select(["id", "published"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.filter((row) => row.published === 1).map((row) => row.id);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < batchSize) return;
  }
}

/**
 * How many activities are published, and the sums of their latitudes and longitudes: a cheap check of a copy.
 * Summed in double precision (PostgreSQL keeps the positions as `real`, whose own sum would be a `real`).
 */
export async function publishedTally(db: Kysely<Database>): Promise<{ count: number; lat: number; lng: number }> {
  const row = await db
    .selectFrom("activities")
    .select([
      sql<string>`count(*)`.as("count"),
      sql<string>`sum(cast(lat as double precision))`.as("lat"),
      sql<string>`sum(cast(lng as double precision))`.as("lng"),
    ])
    .where("published", "=", 1)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), lat: Number(row?.lat ?? 0), lng: Number(row?.lng ?? 0) };
}
