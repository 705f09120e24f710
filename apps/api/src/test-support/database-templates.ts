import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate } from "#app/app.ts";
import { openDatabase } from "#app/db/database.ts";
import { loadConfig } from "#app/env.ts";

// Vitest's global setup: one migrated database of each kind, made once before the files run, that every test app
// copies (test-app.ts) instead of running the migrations again — a SQLite file, and a PostgreSQL template
// database (`CREATE DATABASE … TEMPLATE`). A test of the migrations themselves still starts from an empty one.

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated SQLite file to copy. */
    sqliteTemplate: string;
    /** The migrated PostgreSQL database to create from, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function migrated(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", NODE_ENV: "test" });
  const db = openDatabase(config.database);
  try {
    await migrate(config, db);
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "alentour-template-"));
  await migrated(dataDir, undefined);
  project.provide("sqliteTemplate", path.join(dataDir, "alentour.sqlite"));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  let template = "";
  if (postgresUrl) {
    template = `alentour_template_${randomUUID().replaceAll("-", "")}`;
    await adminQuery(postgresUrl, `create database ${template}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${template}`;
    await migrated(dataDir, url.toString());
  }
  project.provide("postgresTemplate", template);

  return async () => {
    if (postgresUrl && template) await adminQuery(postgresUrl, `drop database if exists ${template} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
