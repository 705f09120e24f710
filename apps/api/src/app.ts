import { randomUUID } from "node:crypto";
import { API_BODY_LIMIT_BYTES } from "@alentour/domain/constants";
import type { CallEnded } from "@alentour/domain/video-call";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { type ActivityEvents, type ActivityListener, createActivityEvents } from "#app/activities/activity-events.ts";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { createActivityService } from "#app/activities/activity-service.ts";
import { createClaims } from "#app/activities/claims.ts";
import { createDirectoryService } from "#app/activities/directory-service.ts";
import { createPageCache } from "#app/activities/page-cache.ts";
import { createSuggestionRepository } from "#app/activities/suggestion-repository.ts";
import { createAttendeeRepository } from "#app/attendees/attendee-repository.ts";
import { createAttendeeService } from "#app/attendees/attendee-service.ts";
import { createAuth, migrateAuth, resolveAuthSecret } from "#app/auth/auth.ts";
import { registerAuthRoutes } from "#app/auth/auth-routes.ts";
import { createDeviceCookies } from "#app/auth/device-cookie.ts";
import type { Principal, PrincipalResolver } from "#app/auth/principal.ts";
import { createPrincipalResolver } from "#app/auth/principal-resolver.ts";
import { createRateLimits, type RateLimits } from "#app/auth/rate-limits.ts";
import { createSuspensions } from "#app/auth/suspensions.ts";
import { createTokenRevocations } from "#app/auth/token-revocations.ts";
import { type ClusterBus, closeRedis, createRedisBus, singleInstanceBus } from "#app/cluster/cluster-bus.ts";
import { createRedisLocker } from "#app/cluster/redis-locker.ts";
import { createConferenceRepository } from "#app/conferences/conference-repository.ts";
import { createConferenceService } from "#app/conferences/conference-service.ts";
import type { Db } from "#app/db/database.ts";
import { migrateToLatest } from "#app/db/migrate.ts";
import type { Config } from "#app/env.ts";
import { createFeedService } from "#app/feeds/feed-service.ts";
import { createGeocoder } from "#app/geocoding/create-geocoder.ts";
import { createHallService } from "#app/hall/hall-service.ts";
import { registerErrorHandling, sendFrameworkError } from "#app/http/errors.ts";
import { registerNulGuard } from "#app/http/nul-guard.ts";
import { collectRouteDocs } from "#app/http/openapi.ts";
import { registerOriginCheck } from "#app/http/origin-check.ts";
import { createLicenceGate } from "#app/licences/licence-gate.ts";
import { createLicenceRepository } from "#app/licences/licence-repository.ts";
import { createLicenceService } from "#app/licences/licence-service.ts";
import { manualPaymentProvider, type PaymentProvider } from "#app/licences/payment-provider.ts";
import { createStripeProvider } from "#app/licences/stripe-provider.ts";
import { createMailer, type Mailer } from "#app/mail/mailer.ts";
import { createOutboxReader } from "#app/mail/outbox.ts";
import { createMessageRepository } from "#app/messages/message-repository.ts";
import { createMessageService } from "#app/messages/message-service.ts";
import type { BoothEntered } from "#app/realtime/hall.ts";
import { attachRealtime } from "#app/realtime/realtime.ts";
import { registerActivityRoutes } from "#app/routes/activities.ts";
import { registerAttendeeRoutes } from "#app/routes/attendees.ts";
import { registerBoothRoutes } from "#app/routes/booths.ts";
import { registerClaimRoutes } from "#app/routes/claims.ts";
import { registerConferenceRoutes } from "#app/routes/conferences.ts";
import { registerConsoleRoutes } from "#app/routes/console.ts";
import { registerDirectoryRoutes } from "#app/routes/directory.ts";
import { registerFeedRoutes } from "#app/routes/feeds.ts";
import { registerFileRoutes } from "#app/routes/files.ts";
import { registerHealthRoutes } from "#app/routes/health.ts";
import { registerLicenceRoutes } from "#app/routes/licences.ts";
import { registerMeRoutes } from "#app/routes/me.ts";
import { registerMessageRoutes } from "#app/routes/messages.ts";
import { registerOpenApiRoutes } from "#app/routes/openapi.ts";
import { registerSearchRoutes } from "#app/routes/search.ts";
import { registerStatisticsRoutes } from "#app/routes/statistics.ts";
import { registerSupportRoutes } from "#app/routes/support.ts";
import { registerTileRoutes } from "#app/routes/tiles.ts";
import { registerTradeShowRoutes } from "#app/routes/trade-shows.ts";
import { registerUploadRoutes } from "#app/routes/uploads.ts";
import { registerUserRoutes } from "#app/routes/users.ts";
import { createSearchEngine } from "#app/search/create-engine.ts";
import type { SearchEngine } from "#app/search/engine.ts";
import { createStatisticsRecorder } from "#app/statistics/statistics-recorder.ts";
import { createStatisticsRepository } from "#app/statistics/statistics-repository.ts";
import { createStatisticsService } from "#app/statistics/statistics-service.ts";
import { createDiskStorage, type FileStorage } from "#app/storage/file-storage.ts";
import { createS3Storage } from "#app/storage/s3-storage.ts";
import { createAuditLog } from "#app/support/audit-log.ts";
import { createConsoleData } from "#app/support/console-data.ts";
import { createContactMessages } from "#app/support/contact-messages.ts";
import { createContent } from "#app/support/content.ts";
import { createDataRights } from "#app/support/data-rights.ts";
import { createPageViews } from "#app/support/page-views.ts";
import { exportUserData } from "#app/support/user-export.ts";
import { createBoothRepository } from "#app/trade-shows/booth-repository.ts";
import { createBoothService } from "#app/trade-shows/booth-service.ts";
import { createTradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { createTradeShowService } from "#app/trade-shows/trade-show-service.ts";
import { createUploadTargets } from "#app/uploads/upload-targets.ts";
import { deleteAccount } from "#app/users/delete-account.ts";
import { createUserRecords } from "#app/users/user-records.ts";
import { createUserRepository } from "#app/users/user-repository.ts";
import { createVideoCallRepository } from "#app/video/video-call-repository.ts";
import { attachVideoCalls } from "#app/video/video-calls.ts";

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
  /** How licences are paid; by default Stripe when its secrets are set, the manual provider otherwise (ADR 091). */
  paymentProvider?: PaymentProvider;
  /** Told of each video call's outcome once it ends, besides the video_calls table (ADR 100). */
  onCallEnded?: (ended: CallEnded) => void;
  /** Told each time a visitor of a virtual hall walks into a booth's area (docs/hall.md); by default nothing. */
  onBoothEntered?: (visit: BoothEntered) => void;
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
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  redis?.on("error", (error: Error) => app.log.warn({ err: error }, "redis: connection lost; reconnecting"));
  // What one instance must tell the others at once (ADR 074): nothing to tell when it is alone.
  const bus: ClusterBus = redis ? createRedisBus(redis, { instanceId: randomUUID(), log: app.log }) : singleInstanceBus;
  await bus.ready();
  const authSecret = await resolveAuthSecret(config);
  const auth = createAuth({ config, db, secret: authSecret, mailer, log: app.log });
  const users = createUserRepository(db.kysely);

  await app.register(fastifyCookie);
  // Answers over 1 kB are compressed when the client asks (brotli first, then gzip): a 20-hit search answer
  // shrinks from ~25 kB to ~4 kB. Registered before any route: the plugin hooks every route as it is added.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });
  app.decorateRequest("principal", null);
  const localRevocations = createTokenRevocations(db.kysely);
  // A revocation ends the account's tokens on every instance at once, not within the cache's lifetime.
  const revocations: typeof localRevocations = {
    ...localRevocations,
    async revoke(uid) {
      await localRevocations.revoke(uid);
      await bus.publish({ kind: "tokens-revoked", userId: uid });
      await realtime.disconnectUser(uid);
    },
  };
  const resolvePrincipal =
    deps.resolvePrincipal ?? createPrincipalResolver({ auth, db: db.kysely, origin: config.publicOrigin, revocations });
  const localSuspensions = createSuspensions(db.kysely);
  // A suspension or a reinstatement holds on every instance at once, not after the list's 30 s lifetime.
  const suspensions: typeof localSuspensions = {
    ...localSuspensions,
    mark(userId, suspended) {
      localSuspensions.mark(userId, suspended);
      void bus.publish({ kind: "suspension", userId, suspended });
      if (suspended) void realtime.disconnectUser(userId);
    },
  };
  app.addHook("onRequest", async (request) => {
    const principal = await resolvePrincipal(request);
    request.principal = principal && !(await suspensions.isSuspended(principal.uid)) ? principal : null;
  });
  const tradeShowRepository = createTradeShowRepository(db.kysely);
  // The statistics of the shows' booths (ADR 102): one recorder writes them, for every service that counts.
  const statisticsRepository = createStatisticsRepository(db.kysely);
  const statisticsRecorder = createStatisticsRecorder({ repository: statisticsRepository, log: app.log });
  const statistics = createStatisticsService({
    repository: statisticsRepository,
    recorder: statisticsRecorder,
    shows: tradeShowRepository,
    booths: createBoothRepository(db.kysely, db.dialect),
    attendees: createAttendeeRepository(db.kysely),
    users,
    log: app.log,
  });
  /** Counts what the realtime side tells (a walk into a booth, a call's end); never fails the caller. */
  const count = (counted: Promise<boolean>) =>
    void counted.catch((error: unknown) => app.log.error({ err: error }, "statistics: could not count"));
  // Messages delivered live (ADR 099): a socket of a signed-out, revoked or suspended account is cut (above).
  const realtime = attachRealtime(app, {
    redis,
    resolvePrincipal,
    isSuspended: (uid) => suspensions.isSuspended(uid),
    publicOrigin: config.publicOrigin,
    boothsOf: async (principal) =>
      (await createBoothRepository(db.kysely, db.dialect).listForUser(principal.uid, principal.email)).map(
        ({ record }) => record.id,
      ),
    hall: {
      service: createHallService({
        shows: createTradeShowRepository(db.kysely),
        booths: createBoothRepository(db.kysely, db.dialect),
        attendees: createAttendeeRepository(db.kysely),
        users,
      }),
      onBoothEntered: (visit) => {
        deps.onBoothEntered?.(visit);
        count(statistics.hallVisit(visit));
      },
    },
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", reply.getHeader("cache-control") ?? "no-store");
  });
  app.addHook("onClose", async () => {
    mailer.close();
    await bus.close();
    if (redis) await closeRedis(redis);
  });

  registerErrorHandling(app);
  registerOriginCheck(app, config.publicOrigin);
  registerNulGuard(app);
  registerHealthRoutes(app, { db, redis, version: config.version });
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
  if (config.mapTilesDir) registerTileRoutes(app, { dir: config.mapTilesDir });
  const pageCache = createPageCache({ ...config.pageCache, log: app.log });
  const audit = createAuditLog(db.kysely);
  registerUserRoutes(app, { records: createUserRecords({ users, storage, audit, log: app.log }) });
  // Everything that copies activities follows their writes (ADR 030): the public pages and the search index.
  const activityEvents = createActivityEvents(app.log);
  const searchEngine = createSearchEngine(config, db);
  activityEvents.listen({ onActivityChanged: () => pageCache.purge(), onActivityRemoved: () => pageCache.purge() });
  activityEvents.listen({
    onActivityChanged: (id) => searchEngine.refresh(id),
    onActivityRemoved: (id) => searchEngine.remove(id),
  });
  for (const listener of deps.activityListeners ?? []) activityEvents.listen(listener);
  // The other instances follow too: an in-memory index refreshes the activity; the PostgreSQL one is shared, and
  // replays what another instance wrote while it rebuilds (postgres-engine.ts).
  activityEvents.listen({
    onActivityChanged: (id) => bus.publish({ kind: "activity-changed", activityId: id }),
    onActivityRemoved: (id) => bus.publish({ kind: "activity-removed", activityId: id }),
  });
  bus.subscribe(async (message) => {
    if (message.kind === "suspension") {
      localSuspensions.mark(message.userId, message.suspended);
      localRevocations.forget(message.userId);
    } else if (message.kind === "tokens-revoked") localRevocations.forget(message.userId);
    else if (searchEngine.kind === "postgres") return;
    else if (message.kind === "activity-changed") await searchEngine.refresh(message.activityId);
    else await searchEngine.remove(message.activityId);
  });
  app.decorate("activityEvents", activityEvents);
  app.decorate("searchEngine", searchEngine);
  app.addHook("onClose", () => searchEngine.close());
  registerSearchRoutes(app, { engine: searchEngine, keys: config.search, authSecret, limits });
  const activities = createActivityRepository(db.kysely);
  const cities = createCityRepository(db.kysely);
  const directory = createDirectoryService({ activities, cities, suggestions: createSuggestionRepository(db.kysely) });
  registerDirectoryRoutes(app, { directory, limits });
  registerFeedRoutes(app, {
    feeds: createFeedService({ engine: searchEngine, cities, publicOrigin: config.publicOrigin }),
    limits,
  });
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
  registerStatisticsRoutes(app, { service: statistics });
  const tradeShows = createTradeShowService({
    shows: tradeShowRepository,
    activities: activityService,
    users,
    storage,
    pageCache,
    pageViews,
    activity: (show) => statistics.forShow(show),
    mailer,
    audit,
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  registerTradeShowRoutes(app, { service: tradeShows, limits });
  // Business licences: orders, invoices, payment and assignment (docs/licences.md).
  const paymentProvider =
    deps.paymentProvider ?? (config.payments.stripe ? createStripeProvider(config.payments.stripe) : manualPaymentProvider);
  registerLicenceRoutes(app, {
    service: createLicenceService({
      db: db.kysely,
      licences: createLicenceRepository(db.kysely),
      shows: createTradeShowRepository(db.kysely),
      provider: paymentProvider,
      publicOrigin: config.publicOrigin,
      invoice: { seller: config.payments.invoiceSeller, transferDetails: config.payments.transferDetails },
      log: app.log,
    }),
  });
  // A show's conferences and its public programme (ADR 093).
  const boothRepository = createBoothRepository(db.kysely, db.dialect);
  const conferenceService = createConferenceService({
    conferences: createConferenceRepository(db.kysely),
    booths: boothRepository,
    shows: tradeShowRepository,
    users,
    mailer,
    storage,
    audit,
    pageCache,
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  registerConferenceRoutes(app, { service: conferenceService });
  // Exhibitors' booths; validation goes through the licence gate: ten free, then a Business licence each (ADR 089, 091).
  const booths = createBoothService({
    booths: boothRepository,
    shows: tradeShowRepository,
    users,
    mailer,
    pageCache,
    audit,
    gate: createLicenceGate({ dialect: db.dialect }),
    publicOrigin: config.publicOrigin,
    log: app.log,
  });
  registerBoothRoutes(app, { service: booths });
  // Messages between attendees and booth staff (ADR 099).
  const messageService = createMessageService({
    messages: createMessageRepository(db.kysely),
    booths: createBoothRepository(db.kysely, db.dialect),
    shows: tradeShowRepository,
    attendees: createAttendeeRepository(db.kysely),
    users,
    audit,
    mailer,
    publicOrigin: config.publicOrigin,
    unreadMailAfterMs: config.unreadMailAfterMs,
    log: app.log,
    onMessage: (delivery) => realtime.deliver(delivery),
    statistics: statisticsRecorder,
  });
  // Messages left unread are mailed once (docs/messages.md#unread-mail): swept every minute on every instance.
  const unreadSweep = setInterval(() => {
    messageService.sweepUnread().catch((error: unknown) => app.log.error({ err: error }, "messages: unread sweep failed"));
  }, 60_000);
  unreadSweep.unref();
  app.addHook("onClose", async () => clearInterval(unreadSweep));
  registerMessageRoutes(app, { service: messageService, limits });
  // Video contact, signalled on the realtime channel (ADR 100).
  const videoCalls = attachVideoCalls(realtime.io, {
    calls: createVideoCallRepository(db.kysely),
    booths: createBoothRepository(db.kysely, db.dialect),
    shows: tradeShowRepository,
    attendees: createAttendeeRepository(db.kysely),
    users,
    messages: messageService,
    video: config.video,
    log: app.log,
    onCallEnded: (ended) => {
      deps.onCallEnded?.(ended);
      count(statistics.callEnded(ended));
    },
  });
  app.addHook("onClose", async () => videoCalls.close());
  // Attendees, their business cards and the booths' leads (ADR 097).
  registerAttendeeRoutes(app, {
    service: createAttendeeService({
      attendees: createAttendeeRepository(db.kysely),
      shows: tradeShowRepository,
      booths: createBoothRepository(db.kysely, db.dialect),
      statistics: statisticsRecorder,
      conferences: createConferenceRepository(db.kysely),
      publicOrigin: config.publicOrigin,
      log: app.log,
    }),
  });
  const uploadLocker = redis ? createRedisLocker(redis) : null;
  app.addHook("onClose", async () => uploadLocker?.close());
  registerUploadRoutes(app, {
    storage,
    targets: createUploadTargets({
      activities: activityService,
      tradeShows,
      conferences: conferenceService,
      booths,
      users,
      audit,
      log: app.log,
    }),
    uploadsDir: config.uploadsDir,
    publicOrigin: config.publicOrigin,
    shared: {
      s3: config.storage.kind === "s3" ? { ...config.storage, bucket: config.uploadsBucket ?? config.storage.bucket } : null,
      locker: uploadLocker,
    },
  });

  const contactMessages = createContactMessages(db.kysely);
  const content = createContent(db.kysely);
  const exportUser = (userId: string) => exportUserData({ db: db.kysely, storage, auth }, userId);
  // One account deletion for its owner (the profile page) and for an erasure request the support team confirms.
  // Its activities go through the activity service, which tells the page cache and the search index (ADR 030).
  const eraseAccount = async (userId: string, principal: Principal) => {
    await deleteAccount({ activities: activityService, storage, auth, log: app.log, revocations }, principal, userId);
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
