import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds, openEmptyDatabase } from "#app/test-support/test-app.ts";
import { migrateToLatest, migrations } from "./migrate.ts";

describe.each(databaseKinds)("migrations on %s", (kind) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it("runs a migration numbered below one already applied (work merged side by side), once", async () => {
    const opened = await openEmptyDatabase(kind);
    close = opened.close;
    const { db } = opened;
    // A database as it was before 0007 existed, with 0010 already applied.
    const { "0007-claims": _, ...before } = migrations;
    await migrateToLatest(db.kysely, before);

    const result = await migrateToLatest(db.kysely);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([["0007-claims", "Success"]]);
    await sql`select count(*) from claim_requests`.execute(db.kysely);
    expect((await migrateToLatest(db.kysely)).results).toEqual([]);
  });
});
