import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import * as tar from "tar";
import type { Db } from "#app/db/database.ts";
import type { Config } from "#app/env.ts";
import { contentTypeOf, type FileStorage } from "#app/storage/file-storage.ts";

/**
 * One archive (a gzipped tar) holding the database, every stored file and, when the secret is generated rather
 * than given, the auth secret, described by `manifest.json` (ADR 078, docs/deploy.md#backups):
 *
 *   manifest.json        what is inside: format, versions, tables and their row counts, files and their hashes
 *   database.sqlite      SQLite: an online backup (better-sqlite3's backup API), consistent while the api writes
 *   database.pgdump      PostgreSQL: `pg_dump --format=custom`
 *   files/<path>         every file of the file storage (disk or S3), by its storage path
 *   auth-secret          DATA_DIR/auth-secret, when AUTH_SECRET is not set
 */
export const BACKUP_FORMAT = "alentour-backup";
export const BACKUP_FORMAT_VERSION = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  database: { dialect: Db["dialect"]; file: string; migrations: string[]; tables: Record<string, number> };
  files: { storage: "disk" | "s3"; count: number; bytes: number; entries: Array<{ path: string; size: number; sha256: string }> };
  authSecret: boolean;
};

export class BackupError extends Error {}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Runs a command (pg_dump, pg_restore) and fails with its error output. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", (error) =>
      reject(new BackupError(`could not run ${command} (${error.message}); install the PostgreSQL client tools`)),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Every table of the database and its row count (ours, better-auth's, the search engine's). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.kysely.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const table of tables
    .filter((t) => !t.isView && !t.name.startsWith("sqlite_"))
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(db.kysely);
    counts[table.name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

async function appliedMigrations(db: Db): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
    return rows.map((row) => row.name);
  } catch {
    return [];
  }
}

/** Writes the backup archive to `out` and answers its manifest. The api may keep running meanwhile. */
export async function createBackup(options: {
  config: Config;
  db: Db;
  storage: FileStorage;
  out: string;
  now?: Date;
}): Promise<BackupManifest> {
  const { config, db, storage, out } = options;
  const staging = await mkdtemp(path.join(tmpdir(), "alentour-backup-"));
  try {
    // The database first: files written after it are at worst extra, never missing from a row that names them.
    let databaseFile: string;
    if (config.database.kind === "sqlite") {
      databaseFile = "database.sqlite";
      const source = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(staging, databaseFile));
      } finally {
        source.close();
      }
    } else {
      databaseFile = "database.pgdump";
      await runTool("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(staging, databaseFile)}`,
        `--dbname=${config.database.url}`,
      ]);
    }
    const tables = await tableCounts(db);
    const migrations = await appliedMigrations(db);

    const entries: BackupManifest["files"]["entries"] = [];
    for (const filePath of (await storage.list("")).sort()) {
      const object = await storage.get(filePath);
      if (!object) continue; // removed since it was listed
      const data = await buffer(object.body);
      const target = path.join(staging, "files", filePath);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      entries.push({ path: filePath, size: data.length, sha256: sha256(data) });
    }

    const secretFile = path.join(config.dataDir, "auth-secret");
    const authSecret = !config.auth.secret && existsSync(secretFile);
    if (authSecret) await writeFile(path.join(staging, "auth-secret"), await readFile(secretFile), { mode: 0o600 });

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      appVersion: config.version,
      database: { dialect: db.dialect, file: databaseFile, migrations, tables },
      files: {
        storage: config.storage.kind,
        count: entries.length,
        bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
        entries,
      },
      authSecret,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const members = [
      "manifest.json",
      databaseFile,
      ...(entries.length > 0 ? ["files"] : []),
      ...(authSecret ? ["auth-secret"] : []),
    ];
    await tar.create(
      { gzip: true, file: out, cwd: staging, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesFile,
      members,
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What the target already holds; a restore refuses a target that holds anything, unless forced. */
async function targetContents(config: Config, db: Db, storage: FileStorage): Promise<string[]> {
  const held: string[] = [];
  const rows = Object.entries(await tableCounts(db)).filter(([, n]) => n > 0);
  if (rows.length > 0)
    held.push(
      `the database has rows in ${rows.length} tables (${rows
        .map(([t]) => t)
        .slice(0, 5)
        .join(", ")}…)`,
    );
  else if (Object.keys(await tableCounts(db)).length > 0) held.push("the database has tables");
  const files = await storage.list("");
  if (files.length > 0) held.push(`the file storage holds ${files.length} files`);
  if (!config.auth.secret && existsSync(path.join(config.dataDir, "auth-secret"))) held.push("DATA_DIR/auth-secret exists");
  return held;
}

/**
 * Restores an archive into the configured database and file storage. Refuses a target that is not empty unless
 * `force` (then the database is replaced and files absent from the archive are removed). Stop the api first.
 */
export async function restoreBackup(options: {
  config: Config;
  db: Db;
  storage: FileStorage;
  archive: string;
  force?: boolean;
}): Promise<BackupManifest> {
  const { config, db, storage, archive } = options;
  const staging = await mkdtemp(path.join(tmpdir(), "alentour-restore-"));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(path.join(staging, "manifest.json"), "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION)
      throw new BackupError(`${archive} is not an Alentour backup of format ${BACKUP_FORMAT_VERSION}`);
    if (manifest.database.dialect !== db.dialect)
      throw new BackupError(
        `the archive holds a ${manifest.database.dialect} database but DATABASE_URL points to ${db.dialect}; restore into the same kind`,
      );
    // Every file checked against its hash before anything is written.
    for (const entry of manifest.files.entries) {
      const data = await readFile(path.join(staging, "files", entry.path));
      if (sha256(data) !== entry.sha256) throw new BackupError(`the archive is damaged: ${entry.path} does not match its hash`);
    }
    if (!options.force) {
      const held = await targetContents(config, db, storage);
      if (held.length > 0)
        throw new BackupError(
          `the target is not empty: ${held.join("; ")}. Restore into an empty one, or pass --force to replace it`,
        );
    }

    const databaseFile = path.join(staging, manifest.database.file);
    if (db.dialect === "sqlite" && config.database.kind === "sqlite") {
      const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
      try {
        // The backup API writes the pages into the target file, under SQLite's own locks.
        await source.backup(config.database.file);
      } finally {
        source.close();
      }
    } else if (config.database.kind === "postgres") {
      await runTool("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        ...(options.force ? ["--clean", "--if-exists"] : []),
        `--dbname=${config.database.url}`,
        databaseFile,
      ]);
    }

    const wanted = new Set(manifest.files.entries.map((entry) => entry.path));
    if (options.force) for (const existing of await storage.list("")) if (!wanted.has(existing)) await storage.remove(existing);
    for (const entry of manifest.files.entries) {
      await storage.put(entry.path, await readFile(path.join(staging, "files", entry.path)), contentTypeOf(entry.path));
    }
    if (manifest.authSecret) {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(path.join(config.dataDir, "auth-secret"), await readFile(path.join(staging, "auth-secret")), {
        mode: 0o600,
      });
    }

    const counts = await tableCounts(db);
    const differing = Object.entries(manifest.database.tables).filter(([table, n]) => counts[table] !== n);
    if (differing.length > 0)
      throw new BackupError(
        `restored, but row counts differ from the manifest: ${differing.map(([t, n]) => `${t} ${counts[t]} ≠ ${n}`).join(", ")}`,
      );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The archive's size, for the command's report. */
export async function archiveSize(file: string): Promise<number> {
  return (await stat(file)).size;
}
