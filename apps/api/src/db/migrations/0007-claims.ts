import { type Kysely, sql } from "kysely";

// Claim requests (docs/product.md#claiming-an-activity): people asking the support team for an activity their e-mail does not prove.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("claim_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("activity_id", "text", (col) => col.notNull().references("activities.id").onDelete("cascade"))
    .addColumn("requester_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("reason", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .execute();
  // One open request per person and activity, even when two arrive at once.
  await db.schema
    .createIndex("claim_requests_one_open_idx")
    .on("claim_requests")
    .columns(["activity_id", "requester_id"])
    .unique()
    .where(sql.ref("status"), "=", "open")
    .execute();
  await db.schema.createIndex("claim_requests_queue_idx").on("claim_requests").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("claim_requests").execute();
}
