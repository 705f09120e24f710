import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { buildApp, migrate } from "#app/app.ts";
import type { Principal } from "#app/auth/principal.ts";
import { type Db, openDatabase } from "#app/db/database.ts";
import { loadConfig } from "#app/env.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { faultServersAvailable } from "#app/test-support/test-app.ts";
import {
  freePort,
  type LocalPostgres,
  type LocalRedis,
  startPostgres,
  startRedis,
} from "../../../../scripts/lib/local-services.mjs";

// Faults of the servers the api depends on (docs/runtime.md, "Faults"). These tests stop and kill PostgreSQL and
// Redis servers of their own, started here on free ports, never the machine's shared ones.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const visitor: Principal = { uid: "visitor-1", email: "visitor@example.fr", role: "user" };

describe.skipIf(!faultServersAvailable)("an api whose PostgreSQL or Redis goes away while it serves", () => {
  let directory: string;
  let postgres: LocalPostgres;
  let redis: LocalRedis;
  let db: Db;
  let app: FastifyInstance;
  const activity = makeActivity({ slug: "musee-gadagne", name: "Musée Gadagne" });

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "alentour-faults-"));
    // PostgreSQL runs as its own user when the tests run as root: it must reach its folder inside this one.
    await chmod(directory, 0o755);
    await mkdir(path.join(directory, "data"));
    postgres = await startPostgres({ directory: path.join(directory, "postgres"), port: await freePort() });
    redis = await startRedis({ port: await freePort() });
    const config = loadConfig({
      DATA_DIR: path.join(directory, "data"),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      // The PostgreSQL engine: searches have connections of their own (ADR 108), which must recover too.
      SEARCH_ENGINE: "postgres",
    });
    db = openDatabase(config.database);
    await migrate(config, db);
    await createCityRepository(db.kysely).upsertMany([lyon]);
    await createActivityRepository(db.kysely).insertMany([activity]);
    app = await buildApp({
      config,
      db,
      resolvePrincipal: async (request) => (request.headers["x-test-principal"] === visitor.uid ? visitor : null),
    });
    await app.ready();
    await app.searchEngine.rebuild();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await redis?.stop();
    await postgres?.stop("immediate").catch(() => undefined);
    await rm(directory, { recursive: true, force: true });
  });

  const page = (locale = "en") =>
    app.inject({ method: "GET", url: `/api/activities/${activity.slug}`, headers: { "accept-language": locale } });
  const health = async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    return { http: response.statusCode, ...(response.json() as { down: string[]; dependencies: Record<string, string> }) };
  };
  // A search counts against the per-address limit, kept in Redis.
  const search = () =>
    app.inject({
      method: "POST",
      url: "/api/search/1/indexes/*/queries",
      headers: { "x-algolia-api-key": "public-search-key", "x-algolia-application-id": "alentour" },
      // Not this host's own address, which the front door uses and which is not counted.
      remoteAddress: "203.0.113.60",
      payload: { requests: [{ indexName: "event", query: "gadagne" }] },
    });

  it("answers 503 with the catalogue's message while PostgreSQL is down, says so in /api/health, and recovers by itself", async () => {
    expect((await page()).statusCode).toBe(200);
    const found = await search();
    expect(found.statusCode).toBe(200);
    expect(found.json().results[0].hits.map((hit: { slug: string }) => hit.slug)).toEqual([activity.slug]);
    expect(await health()).toMatchObject({ http: 200, dependencies: { database: "up", redis: "up" }, down: [] });

    await postgres.stop("immediate");
    const en = await page("en");
    const fr = await page("fr");
    expect(en.statusCode).toBe(503);
    expect(en.headers["retry-after"]).toBe("5");
    expect(en.json().error).toEqual({
      code: "server/unavailable",
      message: "The service is temporarily unavailable. Please try again later.",
    });
    expect(fr.statusCode).toBe(503);
    expect(fr.json().error.message).toBe("Le service est momentanément indisponible. Veuillez réessayer plus tard.");
    expect(await health()).toMatchObject({ http: 503, dependencies: { database: "down", redis: "up" }, down: ["database"] });
    const unsearchable = await search();
    expect(unsearchable.statusCode).toBe(503);
    expect(unsearchable.json().error.code).toBe("server/unavailable");

    await postgres.start();
    // No restart of the api: its pools open new connections once the server answers again.
    await expect.poll(async () => (await page()).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);
    await expect.poll(async () => (await search()).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);
    expect(await health()).toMatchObject({ http: 200, down: [] });
  });

  it("answers 503 while Redis is down, says so in /api/health, and recovers by itself once Redis is back", async () => {
    expect((await search()).statusCode).toBe(200);

    await redis.stop();
    const refused = await search();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe("server/unavailable");
    expect(await health()).toMatchObject({ http: 503, dependencies: { database: "up", redis: "down" }, down: ["redis"] });
    // What does not need Redis goes on being served.
    expect((await page()).statusCode).toBe(200);

    await redis.start();
    await expect.poll(async () => (await search()).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);
    expect(await health()).toMatchObject({ http: 200, down: [] });
  });
});
