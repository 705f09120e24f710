import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { type ActivityChangeListener, createActivityService } from "#app/activities/activity-service.ts";
import { createPageCache } from "#app/activities/page-cache.ts";
import { createSuggestionRepository } from "#app/activities/suggestion-repository.ts";
import { createAuth, migrateAuth, resolveAuthSecret } from "#app/auth/auth.ts";
import { registerAuthRoutes } from "#app/auth/auth-routes.ts";
import type { Principal, PrincipalResolver } from "#app/auth/principal.ts";
import { createPrincipalResolver } from "#app/auth/principal-resolver.ts";
import { createRateLimits, type RateLimits } from "#app/auth/rate-limits.ts";
import type { Db } from "#app/db/database.ts";
import { migrateToLatest } from "#app/db/migrate.ts";
import type { Config } from "#app/env.ts";
import { createGeocoder } from "#app/geocoding/create-geocoder.ts";
import { registerErrorHandling } from "#app/http/errors.ts";
import { registerOriginCheck } from "#app/http/origin-check.ts";
import { createMailer, type Mailer } from "#app/mail/mailer.ts";
import { registerActivityRoutes } from "#app/routes/activities.ts";
import { registerDirectoryRoutes } from "#app/routes/directory.ts";
import { registerHealthRoutes } from "#app/routes/health.ts";
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
  mailer?: Mailer;
  rateLimits?: RateLimits;
  /** How a request's caller is established; by default from the `token` cookie or the session cookie. */
  resolvePrincipal?: PrincipalResolver;
  /** Told of every activity write once committed (the search index keeps itself current this way). */
  activityListeners?: ActivityChangeListener[];
};

/** Brings the database to the current schema: ours, then better-auth's tables. */
export async function migrate(config: Config, db: Db): Promise<void> {
  await migrateToLatest(db.kysely);
  const mailer: Mailer = { send: async () => {}, close: () => {} };
  await migrateAuth(createAuth({ config, db, secret: await resolveAuthSecret(config), mailer, log: null }));
}

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

  const mailer = deps.mailer ?? createMailer({ ...config.mail, log: app.log });
  const redis =
    config.redisUrl && !deps.rateLimits ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const auth = createAuth({ config, db, secret: await resolveAuthSecret(config), mailer, log: app.log });
  const users = createUserRepository(db.kysely);

  await app.register(fastifyCookie);
  app.decorateRequest("principal", null);
  const resolvePrincipal = deps.resolvePrincipal ?? createPrincipalResolver({ auth, db: db.kysely, origin: config.publicOrigin });
  app.addHook("onRequest", async (request) => {
    request.principal = await resolvePrincipal(request);
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", reply.getHeader("cache-control") ?? "no-store");
  });
  app.addHook("onClose", async () => {
    mailer.close();
    await redis?.quit();
  });

  registerErrorHandling(app);
  registerOriginCheck(app, config.publicOrigin);
  registerHealthRoutes(app, { db, version: config.version });
  const limits = deps.rateLimits ?? createRateLimits(redis);
  registerAuthRoutes(app, {
    auth,
    users,
    limits,
    tokenTtlSeconds: config.auth.tokenTtlSeconds,
    refreshMs: config.auth.refreshMs,
    secureCookies: config.publicOrigin.startsWith("https://"),
  });
  const storage = deps.storage ?? createDiskStorage(config.filesDir);
  registerUserRoutes(app, { users, storage });
  const activities = createActivityRepository(db.kysely);
  const cities = createCityRepository(db.kysely);
  registerDirectoryRoutes(app, { activities, cities, suggestions: createSuggestionRepository(db.kysely), limits });
  const activityService = createActivityService({
    activities,
    cities,
    storage,
    pageCache: createPageCache({ ...config.pageCache, log: app.log }),
    listeners: deps.activityListeners,
    log: app.log,
  });
  registerActivityRoutes(app, { service: activityService, geocoder: createGeocoder(config, app.log), limits });
  return app;
}
