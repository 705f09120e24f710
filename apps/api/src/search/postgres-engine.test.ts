import { randomUUID } from "node:crypto";
import { AppError } from "@alentour/domain/errors";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { postgresPool } from "#app/db/database.ts";
import { migrateToLatest } from "#app/db/migrate.ts";
import type { Database } from "#app/db/schema.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds, postgresUrl as testPostgresUrl } from "#app/test-support/test-app.ts";
import { parseSearchParams } from "./params.ts";
import { searchSettings, tuned } from "./postgres/query-sql.ts";
import { relevanceNow } from "./relevance-set.ts";

// What only the PostgreSQL engine does: French and English stems (unaccent + Snowball) for words the shared
// forms miss, and a migration that says what to do when the contrib extensions cannot be created.
const onPostgres = databaseKinds.includes("postgres");
const postgresUrl = testPostgresUrl ?? "";

describe.runIf(onPostgres)("PostgreSQL search engine", () => {
  it.each([
    { query: "gastronomique", only: ["bouchon-des-cordeliers", "marche-weekend"], why: "French stem of Gastronomie" },
    {
      query: "cultural",
      only: ["musee-des-confluences", "musee-gallo-romain", "musee-du-louvre", "musee-des-beaux-arts-montreal"],
      why: "English stem of Culture",
    },
    { query: "cultural lyon", only: ["musee-des-confluences", "musee-gallo-romain"], why: "a stem and a word together" },
    { query: "gastronomique montréal", only: [], why: "every word must still match" },
  ])("“$query” finds by $why", async ({ query, only }) => {
    const t = await createTestApp("postgres", { env: { SEARCH_ENGINE: "postgres" } });
    try {
      await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
      await createActivityRepository(t.db.kysely).insertMany(searchFixtures());
      await t.app.searchEngine.rebuild();
      const result = await t.app.searchEngine.search(parseSearchParams({ query, hitsPerPage: 50 }), relevanceNow);
      expect(result.hits.map((hit) => hit.document.slug).sort()).toEqual([...only].sort());
      expect(result.nbHits).toBe(only.length);
    } finally {
      await t.close();
    }
  });

  it("refuses to migrate, saying what to do, when the role may not create the contrib extensions", async () => {
    const suffix = randomUUID().replaceAll("-", "");
    const database = `alentour_test_${suffix}`;
    const role = `alentour_plain_${suffix}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create role ${role} login`);
    await admin.query(`create database ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    // The role may create tables, but not extensions (no CREATE on the database, not a superuser).
    const owner = new pg.Client({ connectionString: url.toString() });
    await owner.connect();
    await owner.query(`grant create on schema public to ${role}`);
    await owner.end();
    url.username = role;
    const kysely = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }),
    });
    try {
      const failure = await migrateToLatest(kysely).then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(failure?.message).toContain('PostgreSQL refused "create extension pg_trgm"');
      expect(failure?.message).toContain('"create extension if not exists pg_trgm;"');
      expect(failure?.message).toContain("postgresql-contrib");
      // Nothing half-written: the migrations run in one transaction.
      const { rows } = await sql<{ table: string | null }>`select to_regclass('search_documents')::text as table`.execute(kysely);
      expect(rows[0]?.table).toBeNull();
    } finally {
      await kysely.destroy();
      // The pool's connection may still be closing: dropping the database under it would kill it mid-goodbye,
      // an error nobody listens to any more. Wait until PostgreSQL has seen it go.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [database]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });

  // ADR 108: searches run on connections opened with the search settings, in one round trip each; work that needs
  // index scans off or changes settings between statements still runs in a transaction that sets them.
  it.each([
    { path: "on the tuned connections", options: {} },
    { path: "in a transaction (index scans off)", options: { bitmapsOnly: true } },
    { path: "in a transaction (local settings)", options: { local: true } },
  ])("runs a search's statements with its settings and stops one past the time limit, $path", async ({ options }) => {
    const t = await createTestApp("postgres");
    if (t.config.database.kind !== "postgres") throw new Error("expected PostgreSQL");
    const tunedDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: postgresPool(t.config.database.url, searchSettings(150)) }),
    });
    const statements = { db: t.db.kysely, timeoutMs: 150, tunedDb };
    try {
      const settings = await tuned(
        statements,
        async (db) => {
          const { rows } = await sql<{ jit: string; work_mem: string; statement_timeout: string }>`
            select current_setting('jit') as jit, current_setting('work_mem') as work_mem,
              current_setting('statement_timeout') as statement_timeout`.execute(db);
          return rows[0];
        },
        options,
      );
      expect(settings).toEqual({ jit: "off", work_mem: "32MB", statement_timeout: "150ms" });
      const stopped = await tuned(statements, (db) => sql`select pg_sleep(2)`.execute(db), options).then(
        () => null,
        (error: unknown) => error,
      );
      expect(stopped).toBeInstanceOf(AppError);
      expect((stopped as AppError).code).toBe("search/timed-out");
      // The api's own connections keep PostgreSQL's defaults: a rebuild or a backup is not cut short.
      const { rows } = await sql<{ timeout: string }>`select current_setting('statement_timeout') as timeout`.execute(
        t.db.kysely,
      );
      expect(rows[0]?.timeout).toBe("0");
    } finally {
      await tunedDb.destroy();
      await t.close();
    }
  });
});
