import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Config } from "#app/env.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export type Db = {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
};

/**
 * A pool of PostgreSQL connections. `settings` are sent when each connection opens (`-c name=value`, as
 * `PGOPTIONS` would), so they hold for every statement on it without a transaction to set them in.
 */
export function postgresPool(url: string, settings: Record<string, string> = {}): pg.Pool {
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(options && { options }) });
  // An idle connection the server ends (restart, failover, a dropped database) is an event, not a crash:
  // the pool discards it and opens a new one for the next query.
  pool.on("error", (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  // A connection lost while a request holds it errors that request's query (answered 503, http/errors.ts) and
  // also emits an event on the connection; unheard, that event would end the process.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.warn(`postgres: connection lost (${error.message})`));
  });
  return pool;
}

export function openDatabase(config: Config["database"]): Db {
  if (config.kind === "postgres") {
    const pool = postgresPool(config.url);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: "postgres", close: () => kysely.destroy() };
  }
  mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma(`journal_mode = ${config.journalMode}`);
  // FULL: a write the api acknowledged survives a power cut, also in WAL mode.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: "sqlite", close: () => kysely.destroy() };
}
