import type { Kysely } from "kysely";

// The trade shows' statistics (docs/trade-shows.md#statistics, ADR 102): one append-only row per booth visit,
// card handed, message, video call (accepted or missed) and conference view, written by the statistics recorder
// only. `day` is the local day in the show's time zone when it happened; `dedup_key` is set for what counts once
// (a visit per attendee, booth and day, a card per attendee and booth, a conference view per attendee,
// conference and day): the unique index refuses the second one. Booth and hall are copied in, so a booth moved
// to another hall keeps its past figures where they happened.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("statistic_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    .addColumn("hall_id", "text")
    .addColumn("booth_id", "text", (col) => col.references("booths.id").onDelete("cascade"))
    .addColumn("conference_id", "text", (col) => col.references("conferences.id").onDelete("set null"))
    .addColumn("kind", "text", (col) => col.notNull())
    // Erasing an account keeps the figure, not who made it.
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("dedup_key", "text")
    .execute();
  await db.schema.createIndex("statistic_events_show_idx").on("statistic_events").columns(["show_id", "kind", "day"]).execute();
  await db.schema.createIndex("statistic_events_booth_idx").on("statistic_events").columns(["booth_id", "kind", "day"]).execute();
  await db.schema.createIndex("statistic_events_dedup_idx").on("statistic_events").column("dedup_key").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("statistic_events").execute();
}
