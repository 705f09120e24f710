import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createStorage, migrate } from "#app/app.ts";
import { type Db, openDatabase } from "#app/db/database.ts";
import { type Config, loadConfig } from "#app/env.ts";
import { createLegacyImporter } from "#app/import/create-importer.ts";
import { storagePathOf } from "#app/import/legacy-export.ts";
import { formatImportReport } from "#app/import/legacy-import.ts";
import { writeLegacyExport } from "#app/test-support/legacy-export.ts";
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

async function instance(kind: "sqlite" | "postgres"): Promise<{ config: Config; db: Db; exportDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ops-import-"));
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    const database = `ops_import_${randomUUID().replaceAll("-", "")}`;
    await adminQuery(`create database ${database}`);
    const url = new URL(postgresUrl ?? "");
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    cleanups.push(() => adminQuery(`drop database if exists ${database} with (force)`));
  }
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", NODE_ENV: "test" });
  const db = openDatabase(config.database);
  await migrate(config, db);
  cleanups.push(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { config, db, exportDir: path.join(dataDir, "export") };
}

describe("storagePathOf", () => {
  it("reads the storage path out of the old platform's download URLs", () => {
    expect(
      storagePathOf(
        "https://firebasestorage.googleapis.com/v0/b/x.appspot.com/o/activities%2Fa1%2Fbanner%20v2.jpg?alt=media&token=1",
      ),
    ).toBe("activities/a1/banner v2.jpg");
    expect(storagePathOf("gs://x.appspot.com/users/u1/photo.png")).toBe("users/u1/photo.png");
    expect(storagePathOf("https://storage.googleapis.com/x/users/u1/p.png")).toBe("users/u1/p.png");
    expect(storagePathOf("https://elsewhere.example/p.png")).toBeNull();
  });
});

describe.each(databaseKinds)("importing the old platform's export on %s", (kind) => {
  it("reports a dry run without writing, imports once through the services, and imports nothing twice", async () => {
    const { config, db, exportDir } = await instance(kind);
    const log = pino({ level: "silent" });
    const storage = createStorage(config);
    const importer = await createLegacyImporter({ config, db, storage, log });
    cleanups.push(() => importer.close());
    // Sam signed up here before the move, with the address the old platform knew.
    const sam = await (async () => {
      const { createAuth, resolveAuthSecret } = await import("#app/auth/auth.ts");
      const auth = createAuth({
        config,
        db,
        secret: await resolveAuthSecret(config),
        mailer: { send: async () => {}, close: () => {} },
        log: null,
      });
      return (await auth.$context).internalAdapter.createUser(
        { email: "sam@example.fr", name: "Sam Roux", emailVerified: true },
        { method: "email-password" },
      );
    })();
    await writeLegacyExport(exportDir, { existingEmail: "sam@example.fr" });
    // better-auth's accounts live in auth_user, outside the typed schema.
    const count = async (table: "activities" | "users" | "legacy_imports" | "auth_user") =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely)).rows[0]?.n);

    const dry = await importer.run(exportDir, { dryRun: true });
    expect(dry.users).toEqual({ imported: 3, alreadyImported: 0, linkedToExisting: 1, invalid: 1 });
    expect(dry.activities).toEqual({ imported: 4, alreadyImported: 0, resumed: 0, invalid: 2 });
    expect(dry.files).toEqual({ imported: 2, missing: 1 });
    const dryText = formatImportReport(dry);
    expect(dryText).toContain("dry run: nothing written");
    expect(dryText).toMatch(/activity a3: its owner gone is not in the export/);
    expect(dryText).toMatch(/activity a4: subCategory/);
    expect(dryText).toMatch(/user u2: left out: phone/);
    expect(dryText).toMatch(/user u6: no valid e-mail address/);
    expect(await count("activities")).toBe(0);
    expect(await count("users")).toBe(0);
    expect(await count("auth_user")).toBe(1);
    expect(await count("legacy_imports")).toBe(0);
    expect(await storage.list("")).toEqual([]);

    const first = await importer.run(exportDir, { dryRun: false });
    expect(first.users).toEqual(dry.users);
    expect(first.activities).toEqual(dry.activities);
    expect(first.files).toEqual(dry.files);
    expect(await count("activities")).toBe(4);
    expect(await count("auth_user")).toBe(4); // Sam, then Léa, Marc and Jean
    expect(await count("users")).toBe(4);

    const lea = await db.kysely
      .selectFrom("users")
      .selectAll()
      .where("email", "=", "lea.martin@example.fr")
      .executeTakeFirstOrThrow();
    expect(lea).toMatchObject({
      first_name: "Léa",
      last_name: "Martin",
      city: "Lyon",
      company: "Les Ateliers",
      phone: "06 12 34 56 78",
    });
    expect(lea.photo_url).toMatch(/\/api\/files\/users\/.+\.webp$/);
    const marc = await db.kysely.selectFrom("users").selectAll().where("email", "=", "marc@example.fr").executeTakeFirstOrThrow();
    expect(marc.phone).toBeNull();
    const { rows: accounts } = await sql<{
      email: string;
      emailVerified: unknown;
    }>`select email, "emailVerified" from auth_user order by email`.execute(db.kysely);
    expect(accounts.map((a) => [a.email, Boolean(a.emailVerified)])).toEqual([
      ["jean.dupont@example.fr", true],
      ["lea.martin@example.fr", true],
      ["marc@example.fr", false],
      ["sam@example.fr", true],
    ]);

    const activities = await db.kysely.selectFrom("activities").selectAll().orderBy("name").execute();
    const byName = Object.fromEntries(activities.map((a) => [a.name, a]));
    const museum = byName["Musée des Confluences"];
    expect(museum?.owner_id).toBe(lea.id);
    expect(museum?.category).toBe("art-culture");
    expect(museum?.description_html).toContain("<h2>Sciences et sociétés</h2>");
    expect(museum?.description_html).not.toContain("<script");
    expect(museum?.banner_url).toMatch(/\/api\/files\/activities\/.+\/banner\/.+\.webp$/);
    expect((await storage.list(`activities/${museum?.id}/banner`)).length).toBeGreaterThan(0);
    expect(byName["Les Halles Paul Bocuse"]?.published).toBeFalsy();
    expect(byName["Les Halles Paul Bocuse"]?.category).toBe("gastronomy");
    expect(byName["Parc de la Tête d'Or"]?.banner_url).toBeNull();
    expect(byName["Escalade en salle"]?.owner_id).toBe(sam.id);
    const audit = await db.kysely
      .selectFrom("audit_log")
      .select(["actor_id", "action"])
      .where("action", "=", "activity.unpublished")
      .execute();
    expect(audit).toEqual([{ actor_id: "legacy-import", action: "activity.unpublished" }]);

    // A re-run imports nothing twice.
    const files = (await storage.list("")).sort();
    const again = await importer.run(exportDir, { dryRun: false });
    expect(again.users).toEqual({ imported: 0, alreadyImported: 4, linkedToExisting: 0, invalid: 1 });
    expect(again.activities).toEqual({ imported: 0, alreadyImported: 4, resumed: 0, invalid: 2 });
    expect(again.files).toEqual({ imported: 0, missing: 0 });
    expect(await count("activities")).toBe(4);
    expect(await count("auth_user")).toBe(4);
    expect((await storage.list("")).sort()).toEqual(files);

    // A run that stopped after creating an activity resumes it rather than creating another.
    await db.kysely.updateTable("legacy_imports").set({ status: "created" }).where("legacy_id", "=", "a2").execute();
    const resumed = await importer.run(exportDir, { dryRun: false });
    expect(resumed.activities).toMatchObject({ imported: 0, resumed: 1, alreadyImported: 3 });
    expect(await count("activities")).toBe(4);
  }, 120_000);
});
