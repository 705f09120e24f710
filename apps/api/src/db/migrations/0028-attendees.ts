import type { Kysely } from "kysely";

// Attendees and their business cards (docs/trade-shows.md#attendees, ADR 097). A user joins a show once; leaving
// keeps the line with left_at so a return clears it. A user keeps two cards (personal, professional), each with
// its values and the fields it shares, as JSON text. A card's QR code carries a random token stored only as its
// SHA-256 hash; revoking it sets revoked_at. A lead is a card handed to a booth; withdrawn_at hides its fields.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("attendees")
    .addColumn("show_id", "text", (col) => col.notNull().references("trade_shows.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("joined_at", "text", (col) => col.notNull())
    .addColumn("left_at", "text")
    .addPrimaryKeyConstraint("attendees_pk", ["show_id", "user_id"])
    .execute();
  await db.schema.createIndex("attendees_user_idx").on("attendees").column("user_id").execute();

  await db.schema
    .createTable("business_cards")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("card_values", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("shared", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("business_cards_pk", ["user_id", "kind"])
    .execute();

  await db.schema
    .createTable("business_card_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("business_card_tokens_user_idx").on("business_card_tokens").columns(["user_id", "kind"]).execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("booth_id", "text", (col) => col.notNull().references("booths.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("rating", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("withdrawn_at", "text")
    .execute();
  // One lead per attendee and booth: handing the other card, or the card again, updates it.
  await db.schema.createIndex("leads_booth_user_idx").on("leads").columns(["booth_id", "user_id"]).unique().execute();
  await db.schema.createIndex("leads_user_idx").on("leads").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("leads").execute();
  await db.schema.dropTable("business_card_tokens").execute();
  await db.schema.dropTable("business_cards").execute();
  await db.schema.dropTable("attendees").execute();
}
