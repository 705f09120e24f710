import type { Db } from "#app/db/database.ts";
import type { Config } from "#app/env.ts";
import { createEmbeddedEngine } from "./embedded/engine.ts";
import type { SearchEngine } from "./engine.ts";
import { createPostgresEngine } from "./postgres/engine.ts";

/** The configured engine: embedded by default; `SEARCH_ENGINE=postgres` on a PostgreSQL store. */
export function createSearchEngine(config: Config, db: Db): SearchEngine {
  if (config.search.engine === "postgres") {
    if (db.dialect !== "postgres") throw new Error("SEARCH_ENGINE=postgres needs DATABASE_URL to point at PostgreSQL");
    return createPostgresEngine(db.kysely, { statementTimeoutMs: config.search.statementTimeoutMs });
  }
  return createEmbeddedEngine(db.kysely, { snapshotFile: config.search.snapshotFile });
}
