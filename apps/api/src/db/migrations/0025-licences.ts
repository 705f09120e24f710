import { type Kysely, sql } from "kysely";

// Business licences and their payment (docs/licences.md, ADR 091, 092): orders with their invoice, the licences
// a paid order credits, the payment provider's events (each id once: a replayed event credits nothing twice),
// and the one counter invoice numbers are taken from. Orders keep the show's name and no foreign key to it: an
// invoice outlives the show it was for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invoice_sequence")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("last_value", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into invoice_sequence (name, last_value) values ('invoice', 0)`.execute(db);

  await db.schema
    .createTable("licence_orders")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("show_id", "text", (col) => col.notNull())
    .addColumn("show_name", "text", (col) => col.notNull())
    .addColumn("buyer_id", "text", (col) => col.notNull())
    .addColumn("buyer_email", "text", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull())
    .addColumn("unit_amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("tax_rate_basis_points", "integer", (col) => col.notNull())
    .addColumn("amount_excl_tax_cents", "integer", (col) => col.notNull())
    .addColumn("tax_cents", "integer", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("provider", "text", (col) => col.notNull())
    // The provider's reference of the last payment attempt (a Checkout session id), null for the manual provider.
    .addColumn("provider_ref", "text")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("invoice_number", "integer", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("paid_at", "text")
    .execute();
  await db.schema.createIndex("licence_orders_show_idx").on("licence_orders").columns(["show_id", "created_at"]).execute();
  await db.schema.createIndex("licence_orders_status_idx").on("licence_orders").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("licences")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("order_id", "text", (col) => col.notNull().references("licence_orders.id"))
    .addColumn("show_id", "text", (col) => col.notNull())
    // Set once, never changed (licence/already-assigned); one licence per booth.
    .addColumn("booth_id", "text", (col) => col.unique())
    .addColumn("assigned_at", "text")
    .addColumn("assigned_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("licences_show_idx").on("licences").column("show_id").execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("event_id", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("order_id", "text")
    .addColumn("received_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("payment_events_pk", ["provider", "event_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("licences").execute();
  await db.schema.dropTable("licence_orders").execute();
  await db.schema.dropTable("invoice_sequence").execute();
}
