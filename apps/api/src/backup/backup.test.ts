import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp, createStorage, migrate } from "#app/app.ts";
import { BackupError, createBackup, restoreBackup, tableCounts } from "#app/backup/backup.ts";
import { type Db, openDatabase } from "#app/db/database.ts";
import { type Config, loadConfig } from "#app/env.ts";
import { seedDemoData } from "#app/seed/seed.ts";
import { seedSupportContent } from "#app/seed/support-content.ts";
import { createS3Storage } from "#app/storage/s3-storage.ts";
import { startLocalS3 } from "#app/test-support/local-s3.ts";
import { databaseKinds, postgresUrl } from "#app/test-support/test-app.ts";

async function adminQuery(statement: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty instance: its own DATA_DIR and, on PostgreSQL, its own database. Nothing migrated. */
async function emptyInstance(kind: "sqlite" | "postgres"): Promise<{ config: Config; db: Db }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ops-backup-"));
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const database = `ops_backup_${randomUUID().replaceAll("-", "")}`;
    await adminQuery(`create database ${database}`);
    const url = new URL(postgresUrl ?? "");
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    cleanups.push(() => adminQuery(`drop database if exists ${database} with (force)`));
  }
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", NODE_ENV: "test" });
  const db = openDatabase(config.database);
  cleanups.push(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { config, db };
}

/** Every row of every table, each as canonical JSON, sorted: two databases with equal dumps hold the same data. */
async function dumpTables(db: Db): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of Object.keys(await tableCounts(db))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    dump[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((key) => {
              const value = row[key];
              return [
                key,
                value instanceof Date ? value.toISOString() : Buffer.isBuffer(value) ? value.toString("base64") : value,
              ];
            }),
        ),
      )
      .sort();
  }
  return dump;
}

async function fileHashes(config: Config, storage = createStorage(config)): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of (await storage.list("")).sort()) {
    const object = await storage.get(file);
    if (object)
      hashes[file] = createHash("sha256")
        .update(await buffer(object.body))
        .digest("hex");
  }
  return hashes;
}

describe.each(databaseKinds)("backup and restore on %s", (kind) => {
  it("restores a seeded instance into an empty one with every table and file equal", async () => {
    const source = await emptyInstance(kind);
    await migrate(source.config, source.db);
    await seedDemoData(source.db, { now: new Date("2026-11-20T10:00:00Z"), total: 40 });
    await seedSupportContent(source.db.kysely, { now: new Date("2026-11-20T10:00:00Z") });
    // Accounts and messages through the api itself, as visitors make them.
    const app = await buildApp({ config: source.config, db: source.db });
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      headers: { origin: source.config.publicOrigin },
      payload: {
        email: "lea@example.fr",
        password: "a long and unusual passphrase 42",
        passwordConfirmation: "a long and unusual passphrase 42",
        firstName: "Léa",
        lastName: "Martin",
      },
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    await app.close();
    const storage = createStorage(source.config);
    await storage.put("activities/abc/banner.webp", Buffer.from("RIFF banner bytes"), "image/webp");
    await storage.put("users/lea/photo.webp", Buffer.from([0, 1, 2, 255, 254]), "image/webp");
    await storage.put("activities/abc/nested/a b.pdf", Buffer.alloc(70_000, 7), "application/pdf");

    const sourceTables = await dumpTables(source.db);
    const sourceFiles = await fileHashes(source.config);
    expect(Object.keys(sourceTables).length).toBeGreaterThan(10);
    expect(Object.values(sourceTables).filter((rows) => rows.length > 0).length).toBeGreaterThan(5);
    expect(Object.keys(sourceFiles)).toHaveLength(3);

    const out = path.join(source.config.dataDir, "backups", "one.tar.gz");
    const manifest = await createBackup({ config: source.config, db: source.db, storage, out });
    expect(manifest.database.dialect).toBe(kind);
    expect(manifest.files.count).toBe(3);
    expect(manifest.authSecret).toBe(true);
    expect(manifest.database.tables.activities).toBe(sourceTables.activities?.length);

    const target = await emptyInstance(kind);
    await restoreBackup({ config: target.config, db: target.db, storage: createStorage(target.config), archive: out });
    expect(await dumpTables(target.db)).toEqual(sourceTables);
    expect(await fileHashes(target.config)).toEqual(sourceFiles);
    expect(await readFile(path.join(target.config.dataDir, "auth-secret"), "utf8")).toBe(
      await readFile(path.join(source.config.dataDir, "auth-secret"), "utf8"),
    );

    // The restored instance serves: its api starts on it and finds what was backed up.
    const restored = await buildApp({ config: target.config, db: target.db });
    const faq = await restored.inject({ method: "GET", url: "/api/faq" });
    expect(faq.statusCode).toBe(200);
    expect(JSON.stringify(faq.json()).length).toBeGreaterThan(100);
    const file = await restored.inject({ method: "GET", url: "/api/files/users/lea/photo.webp" });
    expect(file.rawPayload).toEqual(Buffer.from([0, 1, 2, 255, 254]));
    await restored.close();

    // A second restore meets a target that is no longer empty: refused, unless forced.
    await createStorage(target.config).put("activities/stray.webp", Buffer.from("stray"), "image/webp");
    await expect(
      restoreBackup({ config: target.config, db: target.db, storage: createStorage(target.config), archive: out }),
    ).rejects.toThrow(/the target is not empty/);
    await restoreBackup({
      config: target.config,
      db: target.db,
      storage: createStorage(target.config),
      archive: out,
      force: true,
    });
    expect(await dumpTables(target.db)).toEqual(sourceTables);
    expect(await fileHashes(target.config)).toEqual(sourceFiles);
  }, 120_000);

  it("refuses a damaged archive before touching the target", async () => {
    const source = await emptyInstance(kind);
    await migrate(source.config, source.db);
    const storage = createStorage(source.config);
    await storage.put("activities/x/banner.webp", Buffer.from("original"), "image/webp");
    const out = path.join(source.config.dataDir, "b.tar.gz");
    await createBackup({ config: source.config, db: source.db, storage, out });
    // Same size, other bytes: only the hash tells.
    const tampered = path.join(source.config.dataDir, "tampered.tar.gz");
    const { extract, create } = await import("tar");
    const unpacked = await mkdtemp(path.join(tmpdir(), "ops-tamper-"));
    cleanups.push(() => rm(unpacked, { recursive: true, force: true }));
    await extract({ file: out, cwd: unpacked });
    await writeFile(path.join(unpacked, "files", "activities", "x", "banner.webp"), "ORIGINAL");
    await create({ gzip: true, file: tampered, cwd: unpacked }, ["."]);

    const target = await emptyInstance(kind);
    const attempt = restoreBackup({
      config: target.config,
      db: target.db,
      storage: createStorage(target.config),
      archive: tampered,
    });
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(/does not match its hash/);
    expect(Object.keys(await tableCounts(target.db))).toEqual([]);
    expect(existsSync(path.join(target.config.filesDir, "activities"))).toBe(false);
  }, 60_000);
});

describe("backup and restore with files on S3", () => {
  it("copies every object of the bucket into the archive and back into an empty bucket", async () => {
    const sourceS3 = await startLocalS3("ops-backup-source");
    const targetS3 = await startLocalS3("ops-backup-target");
    cleanups.push(sourceS3.stop, targetS3.stop);
    const source = await emptyInstance("sqlite");
    await migrate(source.config, source.db);
    const sourceStorage = createS3Storage(sourceS3.config);
    await sourceStorage.put("activities/abc/banner/1-800.webp", Buffer.from("banner"), "image/webp");
    await sourceStorage.put("users/lea/photo/2-256.webp", Buffer.alloc(20_000, 3), "image/webp");
    const out = path.join(source.config.dataDir, "s3.tar.gz");
    const manifest = await createBackup({ config: source.config, db: source.db, storage: sourceStorage, out });
    expect(manifest.files.entries.map((entry) => entry.path)).toEqual([
      "activities/abc/banner/1-800.webp",
      "users/lea/photo/2-256.webp",
    ]);

    const target = await emptyInstance("sqlite");
    const targetStorage = createS3Storage(targetS3.config);
    await restoreBackup({ config: target.config, db: target.db, storage: targetStorage, archive: out });
    expect(await fileHashes(target.config, targetStorage)).toEqual(await fileHashes(source.config, sourceStorage));
    expect(await dumpTables(target.db)).toEqual(await dumpTables(source.db));
  }, 60_000);
});
