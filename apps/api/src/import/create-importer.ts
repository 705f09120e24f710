import type { FastifyBaseLogger } from "fastify";
import { createActivityEvents } from "#app/activities/activity-events.ts";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { createActivityService } from "#app/activities/activity-service.ts";
import { createPageCache } from "#app/activities/page-cache.ts";
import { createAuth, resolveAuthSecret } from "#app/auth/auth.ts";
import { createConferenceRepository } from "#app/conferences/conference-repository.ts";
import { createConferenceService } from "#app/conferences/conference-service.ts";
import type { Db } from "#app/db/database.ts";
import type { Config } from "#app/env.ts";
import { createLicenceGate } from "#app/licences/licence-gate.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { createSearchEngine } from "#app/search/create-engine.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import { createAuditLog } from "#app/support/audit-log.ts";
import { createPageViews } from "#app/support/page-views.ts";
import { createBoothRepository } from "#app/trade-shows/booth-repository.ts";
import { createBoothService } from "#app/trade-shows/booth-service.ts";
import { createTradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { createTradeShowService } from "#app/trade-shows/trade-show-service.ts";
import { createUploadTargets } from "#app/uploads/upload-targets.ts";
import { createUserRepository } from "#app/users/user-repository.ts";
import { readLegacyExport } from "./legacy-export.ts";
import { type ImportReport, importLegacyExport } from "./legacy-import.ts";
import { createLegacyImportRepository } from "./legacy-import-repository.ts";

/**
 * The importer wired as the api wires its routes (app.ts): the activity service with its listeners (the
 * PostgreSQL search index follows each write; the page cache is purged once at the end), the users repository,
 * better-auth's accounts, the upload targets. For `cli.ts import` and its test.
 */
export async function createLegacyImporter(deps: { config: Config; db: Db; storage: FileStorage; log: FastifyBaseLogger }) {
  const { config, db, storage, log } = deps;
  const mailer: Mailer = { send: async () => {}, close: () => {} };
  const auth = createAuth({ config, db, secret: await resolveAuthSecret(config), mailer, log: null });
  const internal = (await auth.$context).internalAdapter;
  const users = createUserRepository(db.kysely);
  const activities = createActivityRepository(db.kysely);
  const audit = createAuditLog(db.kysely);
  const events = createActivityEvents(log);
  // The embedded index lives in the api process, which rebuilds it (cli.ts asks it to); PostgreSQL's follows here.
  const searchEngine = config.search.engine === "postgres" ? createSearchEngine(config, db) : null;
  if (searchEngine)
    events.listen({ onActivityChanged: (id) => searchEngine.refresh(id), onActivityRemoved: (id) => searchEngine.remove(id) });
  const service = createActivityService({
    activities,
    cities: createCityRepository(db.kysely),
    storage,
    events,
    audit,
    log,
  });
  const pageCache = createPageCache({ ...config.pageCache, log });
  // The upload targets include the trade shows', conferences' and booths' images; the export holds none, but the
  // targets come whole.
  const tradeShowRepository = createTradeShowRepository(db.kysely);
  const tradeShows = createTradeShowService({
    shows: tradeShowRepository,
    activities: service,
    users,
    storage,
    pageCache,
    pageViews: createPageViews(db.kysely),
    mailer,
    audit,
    publicOrigin: config.publicOrigin,
    log,
  });
  const boothRepository = createBoothRepository(db.kysely, db.dialect);
  const conferences = createConferenceService({
    conferences: createConferenceRepository(db.kysely),
    booths: boothRepository,
    shows: tradeShowRepository,
    users,
    mailer,
    storage,
    audit,
    pageCache,
    publicOrigin: config.publicOrigin,
    log,
  });
  const booths = createBoothService({
    booths: boothRepository,
    shows: tradeShowRepository,
    users,
    mailer,
    pageCache,
    audit,
    gate: createLicenceGate({ dialect: db.dialect }),
    publicOrigin: config.publicOrigin,
    log,
  });

  return {
    async run(dir: string, options: { dryRun: boolean }): Promise<ImportReport> {
      const exported = await readLegacyExport(dir);
      const report = await importLegacyExport(
        {
          activities: service,
          findActivity: (id) => activities.findById(id),
          users,
          accounts: {
            async findIdByEmail(email) {
              return (await internal.findUserByEmail(email))?.user.id ?? null;
            },
            async create(account) {
              return (await internal.createUser(account, { method: "email-password" })).id;
            },
          },
          targets: createUploadTargets({ activities: service, tradeShows, conferences, booths, users, audit, log }),
          storage,
          imports: createLegacyImportRepository(db.kysely),
          log,
        },
        exported,
        options,
      );
      if (!options.dryRun && report.activities.imported + report.activities.resumed > 0) await pageCache.purge();
      return report;
    },
    async close() {
      await searchEngine?.close();
    },
  };
}
