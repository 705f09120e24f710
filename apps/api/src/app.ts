import { API_BODY_LIMIT_BYTES } from "@alentour/domain/constants";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { type ActivityEvents, type ActivityListener, createActivityEvents } from "#app/activities/activity-events.ts";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { createActivityService } from "#app/activities/activity-service.ts";
import { createClaims } from "#app/activities/claims.ts";
import { createPageCache } from "#app/activities/page-cache.ts";
import { createSuggestionRepository } from "#app/activities/suggestion-repository.ts";
import { createAuth, migrateAuth, resolveAuthSecret } from "#app/auth/auth.ts";
import { registerAuthRoutes } from "#app/auth/auth-routes.ts";
import { createDeviceCookies } from "#app/auth/device-cookie.ts";
import type { Principal, PrincipalResolver } from "#app/auth/principal.ts";
import { createPrincipalResolver } from "#app/auth/principal-resolver.ts";
import { createRateLimits, type RateLimits } from "#app/auth/rate-limits.ts";
import { createSuspensions } from "#app/auth/suspensions.ts";
import { createTokenRevocations } from "#app/auth/token-revocations.ts";
import type { Db } from "#app/db/database.ts";
import { migrateToLatest } from "#app/db/migrate.ts";
import type { Config } from "#app/env.ts";
import { createGeocoder } from "#app/geocoding/create-geocoder.ts";
import { registerErrorHandling, sendFrameworkError } from "#app/http/errors.ts";
import { registerNulGuard } from "#app/http/nul-guard.ts";
import { collectRouteDocs } from "#app/http/openapi.ts";
import { registerOriginCheck } from "#app/http/origin-check.ts";
import { createMailer, type Mailer } from "#app/mail/mailer.ts";
import { createOutboxReader } from "#app/mail/outbox.ts";
import { registerActivityRoutes } from "#app/routes/activities.ts";
import { registerClaimRoutes } from "#app/routes/claims.ts";
import { registerConsoleRoutes } from "#app/routes/console.ts";
import { registerDirectoryRoutes } from "#app/routes/directory.ts";
import { registerFileRoutes } from "#app/routes/files.ts";
import { registerHealthRoutes } from "#app/routes/health.ts";
import { registerMeRoutes } from "#app/routes/me.ts";
import { registerOpenApiRoutes } from "#app/routes/openapi.ts";
import { registerSearchRoutes } from "#app/routes/search.ts";
import { registerSupportRoutes } from "#app/routes/support.ts";
import { registerTradeShowRoutes } from "#app/routes/trade-shows.ts";
import { registerUploadRoutes } from "#app/routes/uploads.ts";
import { registerUserRoutes } from "#app/routes/users.ts";
import { createSearchEngine } from "#app/search/create-engine.ts";
import type { SearchEngine } from "#app/search/engine.ts";
import { createDiskStorage, type FileStorage } from "#app/storage/file-storage.ts";
import { createS3Storage } from "#app/storage/s3-storage.ts";
import { createAuditLog } from "#app/support/audit-log.ts";
import { createConsoleData } from "#app/support/console-data.ts";
import { createContactMessages } from "#app/support/contact-messages.ts";
import { createContent } from "#app/support/content.ts";
import { createDataRights } from "#app/support/data-rights.ts";
import { createPageViews } from "#app/support/page-views.ts";
import { exportUserData } from "#app/support/user-export.ts";
import { createTradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { createTradeShowService } from "#app/trade-shows/trade-show-service.ts";
import { createUploadTargets } from "#app/uploads/upload-targets.ts";
import { deleteAccount } from "#app/users/delete-account.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route the api serves (method and URL pattern), for the authorisation matrix test. */
    routeTable: Array<{ method: string; url: string }>;
    /** Announce activity writes here (see activity-events.ts): the search index follows. */
    activityEvents: ActivityEvents;
    searchEngine: SearchEngine;
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
  activityListeners?: ActivityListener[];
};

/** Brings the database to the current schema: ours, then better-auth's tables. */
export async function migrate(config: Config, db: Db): Promise<void> {
  await migrateToLatest(db.kysely);
  const mailer: Mailer = { send: async () => {}, close: () => {} };
  await migrateAuth(createAuth({ config, db, secret: await resolveAuthSecret(config), mailer, log: null }));
}

/** The file storage the configuration names: the disk under DATA_DIR/files, or S3. */
export function createStorage(config: Config): FileStorage {
  const { storage } = config;
  return storage.kind === "s3" ? createS3Storage(storage) : createDiskStorage(config.filesDir, storage.publicBaseUrl);
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
    // The front door refuses a larger body itself, with the same 413 (apps/directory/src/body-limit.ts).
    bodyLimit: API_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    frameworkErrors: sendFrameworkError,
  });

  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeTable.push({ method, url: route.url });
  });
  // Every route with its doc(…), for /api/openapi.json (ADR 077).
  const documentedRoutes = collectRouteDocs(app);

  const mailer = deps.mailer ?? createMailer({ ...config.mail, log: app.log });
  const redis =
    config.redisUrl && !deps.rateLimits ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const authSecret = await resolveAuthSecret(config);
  const auth = createAuth({ config, db, secret: authSecret, mailer, log: app.log });
  const users = createUserRepository(db.kysely);

  await app.register(fastifyCookie);
  app.decorateRequest("principal", null);
  const revocations = createTokenRevocations(db.kysely);
  const resolvePrincipal =
    deps.resolvePrincipal ?? createPrincipalResolver({ auth, db: db.kysely, origin: config.publicOrigin, revocations });
  const suspensions = createSuspensions(db.kysely);
  app.addHook("onRequest", async (request) => {
    const principal = await resolvePrincipal(request);
    request.principal = principal && !(await suspensions.isSuspended(principal.uid)) ? principal : null;
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
  registerNulGuard(app);
  registerHealthRoutes(app, { db, version: config.version });
  registerOpenApiRoutes(app, { routes: documentedRoutes, version: config.version });
  const limits = deps.rateLimits ?? createRateLimits(redis);
  registerAuthRoutes(app, {
    auth,
    users,
    limits,
    suspensions,
    devices: createDeviceCookies({ secret: authSecret, secure: config.publicOrigin.startsWith("https://") }),
    revocations,
    tokenTtlSeconds: config.auth.tokenTtlSeconds,
    refreshMs: config.auth.refreshMs,
    secureCookies: config.publicOrigin.startsWith("https://"),
  });
  const storage = deps.storage ?? createStorage(config);
  registerFileRoutes(app, { storage });
  const pageCache = createPageCache({ ...config.pageCache, log: app.log });
  const audit = createAuditLog(db.kysely);
  registerUserRoutes(app, { users, storage, audit });
  // Everything that copies activities follows their writes (ADR 030): the public pages and the search index.
  const activityEvents = createActivityEvents(app.log);
  const searchEngine = createSearchEngine(config, db);
  activityEvents.listen({ onActivityChanged: () => pageCache.purge(), onActivityRemoved: () => pageCache.purge() });
  activityEvents.listen({
    onActivityChanged: (id) => searchEngine.refresh(id),
    onActivityRemoved: (id) => searchEngine.remove(id),
  });
  for (const listener of deps.activityListeners ?? []) activityEvents.listen(listener);
  app.decorate("activityEvents", activityEvents);
  app.decorate("searchEngine", searchEngine);
  app.addHook("onClose", () => searchEngine.close());
  registerSearchRoutes(app, { engine: searchEngine, keys: config.search, authSecret, limits });
  const activities = createActivityRepository(db.kysely);
  const cities = createCityRepository(db.kysely);
  registerDirectoryRoutes(app, { activities, cities, suggestions: createSuggestionRepository(db.kysely), limits });
  // The one write path of activities: every write is announced on activityEvents.
  const activityService = createActivityService({
    activities,
    cities,
    storage,
    events: activityEvents,
    audit,
    log: app.log,
  });
  registerActivityRoutes(app, { service: activityService, geocoder: createGeocoder(config, app.log), limits });
  const pageViews = createPageViews(db.kysely);
  // Trade shows; a listed one is in the directory through one activity, written by the activity service (ADR 066).
  const tradeShows = createTradeShowService({
    shows: createTradeShowRepository(db.kysely),
    activities: activityService,
    users,
    storage,
    pageCache,
    pageViews,
    mailer,
    audit,
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  registerTradeShowRoutes(app, { service: tradeShows, limits });
  registerUploadRoutes(app, {
    storage,
    targets: createUploadTargets({ activities: activityService, tradeShows, users, audit, log: app.log }),
    uploadsDir: config.uploadsDir,
    publicOrigin: config.publicOrigin,
  });

  const contactMessages = createContactMessages(db.kysely);
  const content = createContent(db.kysely);
  const exportUser = (userId: string) => exportUserData({ db: db.kysely, storage, auth }, userId);
  // One account deletion for its owner (the profile page) and for an erasure request the support team confirms.
  const eraseAccount = async (userId: string) => {
    const { activityIds } = await deleteAccount({ db: db.kysely, storage, auth, log: app.log, revocations }, userId);
    for (const id of activityIds) await activityEvents.removed(id);
  };
  const dataRights = createDataRights({
    db: db.kysely,
    mailer,
    audit,
    exportUser,
    eraseUser: eraseAccount,
    publicOrigin: config.publicOrigin,
  });
  registerMeRoutes(app, {
    auth,
    limits,
    suspensions,
    exportUser,
    eraseAccount,
    secureCookies: config.publicOrigin.startsWith("https://"),
    tokenTtlSeconds: config.auth.tokenTtlSeconds,
  });
  const claims = createClaims({
    db: db.kysely,
    activities,
    service: activityService,
    accountOf: async (uid) => {
      const found = await (await auth.$context).internalAdapter.findUserById(uid);
      return found ? { email: found.email, emailVerified: Boolean(found.emailVerified) } : null;
    },
    mailer,
    audit,
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  registerClaimRoutes(app, { claims, limits });
  registerSupportRoutes(app, {
    contactMessages,
    dataRights,
    content,
    pageViews,
    mailer,
    limits,
    supportAddress: config.supportAddress,
    publicHost: new URL(config.publicOrigin).hostname,
  });
  registerConsoleRoutes(app, {
    data: createConsoleData(db.kysely),
    audit,
    claims,
    contactMessages,
    dataRights,
    content,
    pageViews,
    outbox: config.mail.smtpUrl ? null : createOutboxReader(config.mail.outboxDir),
    pageCache,
    activities: activityService,
    endSessions: async (userId) => {
      await (await auth.$context).internalAdapter.deleteUserSessions(userId);
    },
    onSuspension: (userId, suspended) => suspensions.mark(userId, suspended),
    revokeTokens: (userId) => revocations.revoke(userId),
  });
  return app;
}
