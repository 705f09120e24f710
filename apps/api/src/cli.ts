import { migrate } from "#app/app.ts";
import { openDatabase } from "#app/db/database.ts";
import { migrateToLatest } from "#app/db/migrate.ts";
import { loadConfig } from "#app/env.ts";

const commands: Record<string, (db: ReturnType<typeof openDatabase>) => Promise<string>> = {
  async migrate(db) {
    const result = await migrateToLatest(db.kysely);
    await migrate(config, db);
    const applied = result.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
    return applied.length > 0 ? `migrated ${db.dialect}: ${applied.join(", ")}` : `${db.dialect} schema is up to date`;
  },
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
  console.log(await command(db));
} finally {
  await db.close();
}
