import type { Kysely } from "kysely";
import { sql } from "kysely";

// A data-rights request waits for its requester to confirm it from the address it names (ADR 051): the hash of
// the mailed link's secret, when the link stops working, and when it was opened. Requests filed before this
// were left to the support team's own identity check (ADR 037): they count as confirmed when received.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("data_rights_requests").addColumn("confirm_token_hash", "text").execute();
  await db.schema.alterTable("data_rights_requests").addColumn("confirm_expires_at", "text").execute();
  await db.schema.alterTable("data_rights_requests").addColumn("confirmed_at", "text").execute();
  await sql`update data_rights_requests set confirmed_at = received_at`.execute(db);
  await db.schema
    .createIndex("data_rights_requests_confirm_idx")
    .on("data_rights_requests")
    .column("confirm_token_hash")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("data_rights_requests_confirm_idx").execute();
  await db.schema.alterTable("data_rights_requests").dropColumn("confirmed_at").execute();
  await db.schema.alterTable("data_rights_requests").dropColumn("confirm_expires_at").execute();
  await db.schema.alterTable("data_rights_requests").dropColumn("confirm_token_hash").execute();
}
