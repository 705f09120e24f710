import { Kysely, PostgresDialect } from "kysely";
import { type Db, postgresPool } from "#app/db/database.ts";
import type { Database } from "#app/db/schema.ts";
import type { Config } from "#app/env.ts";
import { createEmbeddedEngine } from "./embedded/engine.ts";
import type { SearchEngine } from "./engine.ts";
import { createPostgresEngine } from "./postgres/engine.ts";
import { searchSettings } from "./postgres/query-sql.ts";

/** The configured engine: embedded by default; `SEARCH_ENGINE=postgres` on a PostgreSQL store. */
export function createSearchEngine(config: Config, db: Db): SearchEngine {
  if (config.search.engine === "postgres") {
    if (db.dialect !== "postgres" || config.database.kind !== "postgres")
      throw new Error("SEARCH_ENGINE=postgres needs DATABASE_URL to point at PostgreSQL");
    // Searches run on connections of their own, opened with the search settings (ADR 108).
    const { statementTimeoutMs } = config.search;
    const pool = postgresPool(config.database.url, searchSettings(statementTimeoutMs));
    const tunedDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return createPostgresEngine(db.kysely, { statementTimeoutMs, tunedDb });
  }
  return createEmbeddedEngine(db.kysely, { snapshotFile: config.search.snapshotFile });
}
