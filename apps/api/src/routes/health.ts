import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { sql } from "kysely";
import type { Db } from "#app/db/database.ts";
import { doc } from "#app/http/openapi.ts";

/** Past this, a dependency that does not answer counts as down: a health check must answer quickly itself. */
const PROBE_TIMEOUT_MS = 2_000;

type State = "up" | "down";

async function probe(check: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error("no answer")), PROBE_TIMEOUT_MS);
      }),
    ]);
    return "up";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health`: 200 when every dependency answers, 503 otherwise, and which one is down (docs/runtime.md),
 * so that a balancer takes the instance out of rotation and whoever looks knows where to look.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; redis: Redis | null; version: string }) {
  app.get(
    "/api/health",
    doc({
      summary: "Whether the api and its dependencies (database, Redis when set) answer, which are down, and the version",
      responses: { 200: "Up", 503: "A dependency does not answer" },
    }),
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        probe(() => sql`select 1`.execute(deps.db.kysely)),
        deps.redis ? probe(() => (deps.redis as Redis).ping()) : Promise.resolve(null),
      ]);
      const dependencies = { database, ...(redis && { redis }) };
      const down = Object.entries(dependencies)
        .filter(([, state]) => state === "down")
        .map(([name]) => name);
      if (down.length > 0) {
        request.log.error({ down }, "health: a dependency is unreachable");
        reply.status(503);
      }
      return { status: down.length > 0 ? "error" : "ok", db: deps.db.dialect, version: deps.version, dependencies, down };
    },
  );
}
