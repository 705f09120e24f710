import Fastify, { type FastifyInstance } from "fastify";
import type { Principal, PrincipalResolver } from "#app/auth/principal.ts";
import type { Db } from "#app/db/database.ts";
import type { Config } from "#app/env.ts";
import { registerErrorHandling } from "#app/http/errors.ts";
import { registerHealthRoutes } from "#app/routes/health.ts";
import { registerSessionRoutes } from "#app/routes/session.ts";
import { registerUserRoutes } from "#app/routes/users.ts";
import { createDiskStorage, type FileStorage } from "#app/storage/file-storage.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  storage?: FileStorage;
  /** How a request's caller is established; anonymous until a sign-in mechanism is plugged in. */
  resolvePrincipal?: PrincipalResolver;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    // The front door on :3000 forwards requests; it is the only hop trusted for X-Forwarded-*.
    trustProxy: "127.0.0.1",
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });

  app.decorateRequest("principal", null);
  const resolvePrincipal = deps.resolvePrincipal ?? (async () => null);
  app.addHook("onRequest", async (request) => {
    request.principal = await resolvePrincipal(request);
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", reply.getHeader("cache-control") ?? "no-store");
  });

  registerErrorHandling(app);
  registerHealthRoutes(app, { db, version: config.version });
  registerSessionRoutes(app);
  registerUserRoutes(app, {
    users: createUserRepository(db.kysely),
    storage: deps.storage ?? createDiskStorage(config.filesDir),
  });
  return app;
}
