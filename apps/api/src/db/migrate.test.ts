import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { toRow } from "#app/activities/activity-repository.ts";
import { makeActivity } from "#app/test-support/fixtures.ts";
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

  it("names the show on the directory entry of a trade show listed before 0027, and on no other activity", async () => {
    const opened = await openEmptyDatabase(kind);
    close = opened.close;
    const { db } = opened;
    // The schema as it was then: the migrations numbered below 0027 (later ones may use its column).
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0027"));
    await migrateToLatest(db.kysely, before);
    // Rows as they were then: no trade_show_slug column yet.
    const { trade_show_slug: __, ...entry } = toRow(makeActivity({ id: "entry", slug: "salon-lyon-2" }));
    const { trade_show_slug: ___, ...other } = toRow(makeActivity({ id: "other", slug: "salon-lyon" }));
    await db.kysely.insertInto("activities").values([entry, other]).execute();
    const stamp = "2026-11-01T00:00:00.000Z";
    await sql`insert into users (id, email, first_name, last_name, date_created, date_updated)
      values ('ana', 'ana@example.fr', 'Ana', 'Martin', ${stamp}, ${stamp})`.execute(db.kysely);
    await sql`insert into trade_shows (id, slug, name, category, start_date, end_date, opening_time, closing_time,
      time_zone, street, city, city_slug, country, lat, lng, themes, presentation, organiser, social_links, mode,
      listing, activity_id, created_by, created_at, updated_at)
      values ('show', 'salon-lyon', 'Salon', 'trade-show', '2027-05-10', '2027-05-12', '09:00', '18:00',
      'Europe/Paris', '1 place Bellecour', 'Lyon', 'lyon', 'FR', 45.757, 4.832, '["Cloud"]', '', '{}', '{}',
      'physical', 'public', 'entry', 'ana', ${stamp}, ${stamp})`.execute(db.kysely);

    await migrateToLatest(db.kysely);
    const rows = await db.kysely.selectFrom("activities").select(["id", "trade_show_slug", "updated_at"]).orderBy("id").execute();
    expect(rows.map((row) => [row.id, row.trade_show_slug])).toEqual([
      ["entry", "salon-lyon"],
      ["other", null],
    ]);
    // The entry counts as changed, so that a search index kept on disk takes it again.
    expect((rows[0]?.updated_at ?? "") > "2026-01-15T09:00:00.000Z").toBe(true);
    expect(rows[1]?.updated_at).toBe("2026-01-15T09:00:00.000Z");
  });
});
