import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import type { ActivityListener } from "#app/activities/activity-events.ts";
import { type AppDeps, buildApp, migrate } from "#app/app.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { type Db, openDatabase } from "#app/db/database.ts";
import { type Config, loadConfig } from "#app/env.ts";
import type { PaymentProvider } from "#app/licences/payment-provider.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import { postgresBin } from "../../../../scripts/lib/local-services.mjs";

// The suite runs on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set (`npm test` sets it when
// a server answers on 127.0.0.1:5432; ALENTOUR_REQUIRE_POSTGRES=1 turns its absence into a failure).
/** The PostgreSQL server the suite makes its databases on, when there is one. */
export const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && process.env.ALENTOUR_REQUIRE_POSTGRES === "1") {
  throw new Error("ALENTOUR_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set");
}
// The live Redis of the project's machines for the rate-limit suite; without it only memory is tested.
export const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.ALENTOUR_REQUIRE_REDIS === "1")
  throw new Error("ALENTOUR_REQUIRE_REDIS=1 but TEST_REDIS_URL is not set");

// The fault tests start PostgreSQL and Redis servers of their own (initdb, pg_ctl, redis-server) to stop and kill.
export const faultServersAvailable = postgresBin() !== "" && spawnSync("redis-server", ["--version"]).status === 0;
if (!faultServersAvailable && process.env.ALENTOUR_REQUIRE_POSTGRES === "1")
  throw new Error("ALENTOUR_REQUIRE_POSTGRES=1 but initdb or redis-server is missing for the fault tests");

/** The migrated databases of the global setup (database-templates.ts); null outside Vitest's run of the suite. */
function provided(): { sqlite: string; postgres: string } | null {
  try {
    const sqlite = inject("sqliteTemplate");
    return sqlite ? { sqlite, postgres: inject("postgresTemplate") ?? "" } : null;
  } catch {
    return null;
  }
}

/** Cases per endpoint and database of the hostile-input property test (routes/hostile-input.test.ts). */
export const hostileInputRuns = Number(process.env.HOSTILE_INPUT_RUNS ?? 30);

export const databaseKinds: Array<"sqlite" | "postgres"> = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh, empty database of the kind (nothing migrated), for tests of the migrations themselves. */
export async function openEmptyDatabase(kind: "sqlite" | "postgres"): Promise<{ db: Db; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "alentour-db-"));
  let database: string | null = null;
  let databaseUrl: string | undefined;
  if (kind === "postgres" && postgresUrl) {
    database = `alentour_test_${randomUUID().replaceAll("-", "")}`;
    await adminQuery(`create database ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const db = openDatabase(
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", NODE_ENV: "test" }).database,
  );
  return {
    db,
    async close() {
      await db.close();
      if (database) await adminQuery(`drop database if exists ${database} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Headers that make a request come from this principal. */
  as: (principal: Principal) => Record<string, string>;
  /**
   * Another api instance on the same database, configuration and data folder, as a second machine behind a
   * balancer would be; its callers are identified by the same test header. Closed with this one.
   */
  secondInstance: (options?: { storage?: FileStorage }) => Promise<{ app: FastifyInstance; db: Db }>;
  close: () => Promise<void>;
};

/**
 * A migrated api on a fresh database: a new SQLite file, or a new PostgreSQL database. Callers are identified
 * by a test header, the way the real sign-in mechanism would identify them, through the same resolver seam.
 */
export async function createTestApp(
  kind: "sqlite" | "postgres",
  options: {
    storage?: FileStorage;
    realAuth?: boolean;
    rateLimits?: RateLimits;
    mailer?: Mailer;
    env?: Record<string, string>;
    activityListeners?: ActivityListener[];
    paymentProvider?: PaymentProvider;
    onCallEnded?: AppDeps["onCallEnded"];
    onBoothEntered?: AppDeps["onBoothEntered"];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "alentour-api-"));
  // A copy of the migrated database the global setup made (database-templates.ts), unless the test names its own.
  const templates = options.env?.DATABASE_URL === undefined && options.env?.DATA_DIR === undefined ? provided() : null;
  let database: string | null = null;
  let databaseUrl: string | undefined;
  if (kind === "postgres" && postgresUrl) {
    database = `alentour_test_${randomUUID().replaceAll("-", "")}`;
    await adminQuery(`create database ${database}${templates?.postgres ? ` template ${templates.postgres}` : ""}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...options.env,
  });
  const copied =
    config.database.kind === "postgres"
      ? Boolean(templates?.postgres)
      : Boolean(templates?.sqlite) && (await copyFile(String(templates?.sqlite), config.database.file).then(() => true));
  const db = openDatabase(config.database);
  if (!copied) await migrate(config, db);

  const principals = new Map<string, Principal>();
  const app = await buildApp({
    config,
    db,
    ...(options.storage && { storage: options.storage }),
    ...(options.rateLimits && { rateLimits: options.rateLimits }),
    ...(options.mailer && { mailer: options.mailer }),
    ...(options.activityListeners && { activityListeners: options.activityListeners }),
    ...(options.paymentProvider && { paymentProvider: options.paymentProvider }),
    ...(options.onCallEnded && { onCallEnded: options.onCallEnded }),
    ...(options.onBoothEntered && { onBoothEntered: options.onBoothEntered }),
    // With realAuth the callers are who their cookies say, as in production.
    ...(!options.realAuth && {
      resolvePrincipal: async (request) => principals.get(String(request.headers["x-test-principal"])) ?? null,
    }),
  });
  await app.ready();

  const others: Array<{ app: FastifyInstance; db: Db }> = [];
  return {
    app,
    db,
    config,
    as(principal) {
      principals.set(principal.uid, principal);
      return { "x-test-principal": principal.uid };
    },
    async secondInstance(more = {}) {
      const otherDb = openDatabase(config.database);
      const other = await buildApp({
        config,
        db: otherDb,
        ...(more.storage && { storage: more.storage }),
        ...(!options.realAuth && {
          resolvePrincipal: async (request) => principals.get(String(request.headers["x-test-principal"])) ?? null,
        }),
      });
      await other.ready();
      others.push({ app: other, db: otherDb });
      return { app: other, db: otherDb };
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.db.close();
      }
      await app.close();
      await db.close();
      if (database) {
        await adminQuery(`drop database if exists ${database} with (force)`);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
