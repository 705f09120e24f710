import type { Kysely } from "kysely";

// A trade show's venue accessibility (ADR 106): what its team ticked, a JSON array of families and features, kept
// with the show like an activity's (migration 0023). Nothing ticked ("[]") is shown as "not described yet".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("trade_shows")
    .addColumn("accessibility", "text", (column) => column.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("trade_shows").dropColumn("accessibility").execute();
}
