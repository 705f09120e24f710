import type { Kysely } from "kysely";

// An attendee's saved booths and conferences (docs/trade-shows.md#attendees, ADR 104). One line per person and
// booth or conference; a booth or conference that goes, or the person's account, takes its lines with it.
// Leaving a show keeps them: they show again on joining again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_booths")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("booth_id", "text", (col) => col.notNull().references("booths.id").onDelete("cascade"))
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("saved_booths_pk", ["user_id", "booth_id"])
    .execute();
  await db.schema.createIndex("saved_booths_booth_idx").on("saved_booths").column("booth_id").execute();

  await db.schema
    .createTable("saved_conferences")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("conference_id", "text", (col) => col.notNull().references("conferences.id").onDelete("cascade"))
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("saved_conferences_pk", ["user_id", "conference_id"])
    .execute();
  await db.schema.createIndex("saved_conferences_conference_idx").on("saved_conferences").column("conference_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_conferences").execute();
  await db.schema.dropTable("saved_booths").execute();
}
