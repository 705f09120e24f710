import type { Kysely } from "kysely";

// Video contact (docs/video-calls.md, ADR 100): one row per knock of a visitor at a booth. `accepted_by` is the
// member of the booth's staff who took it (set once: the update that sets it decides between two staff members
// accepting at once, on any instance); `outcome` is accepted, missed (nobody answered in time, or a staff
// member declined), failed (accepted, the connection never established) or cancelled (the visitor gave up).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("video_calls")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    .addColumn("booth_id", "text", (col) => col.notNull().references("booths.id").onDelete("cascade"))
    .addColumn("visitor_id", "text", (col) => col.references("users.id").onDelete("set null"))
    // The language of the visitor's page: a missed knock's message to the booth is written in it.
    .addColumn("visitor_locale", "text", (col) => col.notNull())
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("accepted_by", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("accepted_at", "text")
    .addColumn("ended_at", "text")
    .addColumn("outcome", "text")
    .execute();
  await db.schema.createIndex("video_calls_booth_idx").on("video_calls").columns(["booth_id", "started_at"]).execute();
  await db.schema.createIndex("video_calls_visitor_idx").on("video_calls").columns(["visitor_id", "ended_at"]).execute();
}
