import path from "node:path";
import pino from "pino";
import { createActivityRepository } from "#app/activities/activity-repository.ts";
import { createStorage, migrate } from "#app/app.ts";
import { resolveAuthSecret } from "#app/auth/auth.ts";
import { archiveSize, BackupError, createBackup, restoreBackup } from "#app/backup/backup.ts";
import { createAdmin } from "#app/bootstrap/create-admin.ts";
import { openDatabase } from "#app/db/database.ts";
import { migrateToLatest } from "#app/db/migrate.ts";
import { loadConfig } from "#app/env.ts";
import { createLegacyImporter } from "#app/import/create-importer.ts";
import { formatImportReport } from "#app/import/legacy-import.ts";
import { createSearchEngine } from "#app/search/create-engine.ts";
import { rebuildToken } from "#app/search/rebuild-token.ts";
import { DEFAULT_TOTAL } from "#app/seed/demo-data.ts";
import { seedDemoTradeShow } from "#app/seed/demo-trade-show.ts";
import { generateBenchmarkData, seedDemoData } from "#app/seed/seed.ts";
import { seedSupportContent } from "#app/seed/support-content.ts";

class UsageError extends Error {}

function positiveCount(value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1)
    throw new UsageError(`expected a positive whole number, got ${value ?? "nothing"}`);
  return count;
}

const commands: Record<string, (db: ReturnType<typeof openDatabase>, args: string[]) => Promise<string>> = {
  async migrate(db) {
    const result = await migrateToLatest(db.kysely);
    await migrate(config, db);
    const applied = result.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
    return applied.length > 0 ? `migrated ${db.dialect}: ${applied.join(", ")}` : `${db.dialect} schema is up to date`;
  },

  /** `admin:create <email> [first name] [last name]`: the first administrator, without default credentials. */
  async "admin:create"(db, args) {
    const email = args[0] ?? "";
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw new UsageError("expected an e-mail address: admin:create you@example.org");
    const result = await createAdmin(config, db, email, {
      firstName: args[1] ?? email.split("@")[0] ?? "Admin",
      lastName: args[2] ?? "Alentour",
    });
    if (!result.created) return `${result.email} is now an administrator (existing account; sign in as usual)`;
    return `${result.email} is now an administrator. Open this link within the hour to choose a password:\n${result.setPasswordLink}`;
  },

  /** `seed [total]`: demo cities, activities and a listed trade show in an empty, migrated directory. */
  async seed(db, args) {
    const now = new Date();
    const result = await seedDemoData(db, { now, total: positiveCount(args[0], DEFAULT_TOTAL) });
    // A listed demo trade show, with the demo directory only: a site with its own data gets none.
    const log = pino({ level: config.logLevel === "silent" ? "silent" : "warn" });
    const show = result.seeded ? await seedDemoTradeShow({ db, storage: createStorage(config), log, now }) : null;
    // The starter FAQ and the demo articles go into an empty FAQ and an empty blog only.
    const content = await seedSupportContent(db.kysely, { now });
    const added = `; ${content.faq} FAQ entries and ${content.articles} blog articles added`;
    return result.seeded
      ? `seeded ${result.activities} activities in ${result.cities} cities and the trade show /salon/${show?.slug}${added}`
      : `demo data already present (${result.activities} activities in ${result.cities} cities): nothing seeded${added}`;
  },

  /** `faq`: the starter FAQ (how Alentour works, for each audience) into an empty FAQ; for sites without demo data. */
  async faq(db) {
    const { faq } = await seedSupportContent(db.kysely, { now: new Date(), blog: false });
    return faq > 0 ? `${faq} FAQ entries added` : "the FAQ already has entries: nothing added";
  },

  /** `backup [file]`: the database, the stored files and the generated auth secret in one archive (ADR 078). */
  async backup(db, args) {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const out = path.resolve(args[0] ?? path.join(config.dataDir, "backups", `alentour-${stamp}.tar.gz`));
    const manifest = await createBackup({ config, db, storage: createStorage(config), out });
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
    return `backed up ${db.dialect} (${Object.keys(manifest.database.tables).length} tables, ${rows} rows) and ${manifest.files.count} files (${manifest.files.bytes} bytes) into ${out} (${await archiveSize(out)} bytes)`;
  },

  /** `restore <file> [--force]`: an archive into the configured, empty database and storage; the api stopped. */
  async restore(db, args) {
    const force = args.includes("--force");
    const file = args.find((arg) => !arg.startsWith("--"));
    if (!file) throw new UsageError("expected an archive: restore backups/alentour-….tar.gz [--force]");
    if (await apiAnswers()) throw new UsageError(`an api answers at ${config.host}:${config.port}: stop it before restoring`);
    try {
      const manifest = await restoreBackup({ config, db, storage: createStorage(config), archive: path.resolve(file), force });
      const migrated = await commands.migrate?.(db, []);
      const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
      return `restored ${rows} rows in ${Object.keys(manifest.database.tables).length} tables and ${manifest.files.count} files from the backup of ${manifest.createdAt}; ${migrated}`;
    } catch (error) {
      if (error instanceof BackupError) throw new UsageError(error.message);
      throw error;
    }
  },

  /** `import <export folder> [--dry-run]`: users and activities of the old platform's export (ADR 079, docs/import.md). */
  async import(db, args) {
    const dryRun = args.includes("--dry-run");
    const dir = args.find((arg) => !arg.startsWith("--"));
    if (!dir) throw new UsageError("expected the export's folder: import path/to/export [--dry-run]");
    const log = pino({ level: config.logLevel === "silent" ? "silent" : "warn" });
    const importer = await createLegacyImporter({ config, db, storage: createStorage(config), log });
    try {
      const report = await importer.run(path.resolve(dir), { dryRun });
      let text = formatImportReport(report);
      if (!dryRun && config.search.engine !== "postgres" && report.activities.imported + report.activities.resumed > 0) {
        const running = await rebuildInRunningApi();
        text += running
          ? `\nthe running api rebuilt its search index (${running.documents} activities)`
          : "\nno api running: it builds its search index with the imported activities when it starts";
      }
      return text;
    } finally {
      await importer.close();
    }
  },

  /** `generate <count>`: that many more activities, for load tests. */
  async generate(db, args) {
    const count = positiveCount(args[0]);
    const { inserted, ms } = await generateBenchmarkData(db, count, { now: new Date() });
    const total = await createActivityRepository(db.kysely).count();
    const seconds = ms / 1000;
    return `generated ${inserted} activities in ${seconds.toFixed(1)} s (${Math.round(inserted / seconds)}/s); ${total} in total`;
  },
};

/** Whether an api answers with this configuration (a restore must not run under it). */
async function apiAnswers(): Promise<boolean> {
  try {
    await fetch(`http://${config.host}:${config.port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Asks the api running with this configuration to rebuild its search index; null when none answers. */
async function rebuildInRunningApi(): Promise<{ engine: string; documents: number; ms: number } | null> {
  const url = `http://${config.host}:${config.port}/api/search-index/rebuild`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "x-rebuild-token": rebuildToken(await resolveAuthSecret(config)) },
    });
  } catch {
    return null;
  }
  if (!response.ok) throw new Error(`the api at ${url} refused the rebuild (${response.status}): ${await response.text()}`);
  return (await response.json()) as { engine: string; documents: number; ms: number };
}

commands["search:rebuild"] = async (db) => {
  const running = await rebuildInRunningApi();
  if (running)
    return `rebuilt the running api's ${running.engine} search index: ${running.documents} activities in ${running.ms} ms`;
  // No api answers: rebuild what outlives this process (the PostgreSQL engine's table, the embedded engine's
  // snapshot on disk, which the api loads when it starts: ADR 083).
  const engine = createSearchEngine(config, db);
  try {
    const { documents, ms } = await engine.rebuild();
    return engine.kind === "embedded"
      ? `no api running at ${config.host}:${config.port}; built the embedded index and its snapshot (${documents} activities in ${ms} ms); the api loads it when it starts`
      : `rebuilt the ${engine.kind} search index: ${documents} activities in ${ms} ms`;
  } finally {
    await engine.close();
  }
};

const name = process.argv[2] ?? "";
const command = commands[name];
if (!command) {
  console.error(`usage: node src/cli.ts <${Object.keys(commands).join("|")}>`);
  process.exit(2);
}
const config = loadConfig(process.env);
const db = openDatabase(config.database);
try {
  console.log(await command(db, process.argv.slice(3)));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${name}: ${error.message}`);
  process.exitCode = 2;
} finally {
  await db.close();
}
