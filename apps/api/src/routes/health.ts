import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "#app/db/database.ts";
import { doc } from "#app/http/openapi.ts";

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; version: string }) {
  app.get(
    "/api/health",
    doc({
      summary: "Whether the api and its database answer, and the version",
      responses: { 200: "Up", 503: "The database does not answer" },
    }),
    async (request, reply) => {
      try {
        await sql`select 1`.execute(deps.db.kysely);
      } catch (error) {
        request.log.error({ err: error }, "health: database unreachable");
        reply.status(503);
        return { status: "error", db: deps.db.dialect, version: deps.version };
      }
      return { status: "ok", db: deps.db.dialect, version: deps.version };
    },
  );
}
