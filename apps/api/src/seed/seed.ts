import type { Activity } from "@alentour/domain/directory";
import { type Kysely, sql } from "kysely";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Db } from "#app/db/database.ts";
import type { Database } from "#app/db/schema.ts";
import { DEFAULT_TOTAL, demoCities, generateActivities } from "./demo-data.ts";

export type SeedResult = {
  /** False when the directory already held data: nothing was written. */
  seeded: boolean;
  /** What the directory holds afterwards. */
  cities: number;
  activities: number;
};

// Any number will do as long as nothing else in the database takes the same advisory lock.
const SEED_LOCK_KEY = 7_301_942;

// 500 rows × 30 columns stays well under SQLite's 32,766 bound variables and PostgreSQL's 65,535 parameters.
const ROWS_PER_STATEMENT = 500;
// Big enough that commits (and SQLite's fsyncs) are rare, small enough that a transaction never holds much.
const ROWS_PER_TRANSACTION = 10_000;

async function directorySize(db: Kysely<Database>): Promise<{ cities: number; activities: number }> {
  const { count: cities } = await db
    .selectFrom("cities")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return { cities: Number(cities), activities: await createActivityRepository(db).count() };
}

/**
 * Fills an empty directory with the demo cities and `total` (3,000 by default) activities, all in one transaction.
 * Does nothing if any city or activity exists, so it is safe to run on every start. Assumes a migrated database.
 */
export async function seedDemoData(db: Db, options: { now: Date; total?: number; seed?: number }): Promise<SeedResult> {
  const total = options.total ?? DEFAULT_TOTAL;
  return db.kysely.transaction().execute(async (trx) => {
    // Two instances starting together would otherwise both see an empty directory; the loser would then fail on
    // duplicate slugs instead of finding the data in place. SQLite serialises writers on its own.
    if (db.dialect === "postgres") await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await directorySize(trx);
    if (existing.cities > 0 || existing.activities > 0) return { seeded: false, ...existing };

    const cities = demoCities();
    await createCityRepository(trx).upsertMany(cities);
    const activities = createActivityRepository(trx);
    let inserted = 0;
    const batches = generateActivities(total, { now: options.now, seed: options.seed, batchSize: ROWS_PER_STATEMENT });
    for (const batch of batches) {
      await activities.insertMany(batch);
      inserted += batch.length;
    }
    return { seeded: true, cities: cities.length, activities: inserted };
  });
}

export type BenchmarkResult = { inserted: number; ms: number };

/**
 * Adds `count` more demo-like activities to the demo cities (creating those that are missing), for load tests.
 * Each run draws from its own seed and tags its slugs, both taken from `now` unless given, so runs never collide
 * with the demo data or with each other.
 */
export async function generateBenchmarkData(
  db: Db,
  count: number,
  options: { now: Date; seed?: number; slugTag?: string },
): Promise<BenchmarkResult> {
  const started = performance.now();
  await createCityRepository(db.kysely).upsertMany(demoCities());
  const batches = generateActivities(count, {
    now: options.now,
    seed: options.seed ?? options.now.getTime() % 2_147_483_647,
    slugTag: options.slugTag ?? options.now.getTime().toString(36),
    // A small share of dated events: the when-filters' date checks are measured without dominating the mix.
    datedShare: 0.15,
    batchSize: ROWS_PER_STATEMENT,
  });

  let inserted = 0;
  let pending: Activity[][] = [];
  let pendingRows = 0;
  const commit = async () => {
    if (pendingRows === 0) return;
    const chunk = pending;
    await db.kysely.transaction().execute(async (trx) => {
      const activities = createActivityRepository(trx);
      for (const batch of chunk) await activities.insertMany(batch);
    });
    inserted += pendingRows;
    pending = [];
    pendingRows = 0;
  };
  for (const batch of batches) {
    pending.push(batch);
    pendingRows += batch.length;
    if (pendingRows >= ROWS_PER_TRANSACTION) await commit();
  }
  await commit();
  // Fresh statistics for the planner: autovacuum would take its time after a bulk insert.
  if (db.dialect === "postgres") await sql`analyze activities`.execute(db.kysely);
  return { inserted, ms: performance.now() - started };
}
