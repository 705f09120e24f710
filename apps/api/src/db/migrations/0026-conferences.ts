import type { Kysely } from "kysely";

// Conferences of a trade show (docs/trade-shows.md#conferences, ADR 093): proposed by the organising team
// (booth_id null) or by an exhibitor's booth, pending until the organisers accept or refuse them. Date and times
// are local to the show's time zone. Speakers are names, each optionally an account (told by mail).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conferences")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    .addColumn("booth_id", "text", (col) => col.references("booths.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("start_time", "text", (col) => col.notNull())
    .addColumn("end_time", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("live_stream_url", "text")
    .addColumn("replay_url", "text")
    .addColumn("image_url", "text")
    .addColumn("proposed_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("conferences_show_idx").on("conferences").columns(["show_id", "status", "date"]).execute();
  await db.schema.createIndex("conferences_booth_idx").on("conferences").column("booth_id").execute();

  await db.schema
    .createTable("conference_speakers")
    .addColumn("conference_id", "text", (col) => col.notNull().references("conferences.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    // The address typed for the speaker, and the account it names when there is one.
    .addColumn("email", "text")
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addPrimaryKeyConstraint("conference_speakers_pk", ["conference_id", "position"])
    .execute();
  await db.schema.createIndex("conference_speakers_user_idx").on("conference_speakers").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("conference_speakers").execute();
  await db.schema.dropTable("conferences").execute();
}
