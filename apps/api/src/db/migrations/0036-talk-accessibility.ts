import type { Kysely } from "kysely";

// What one talk offers disabled viewers (ADR 107): a JSON array of the talk's features (captions, sign language,
// audio description), beside the venue's list of its show (migration 0035). Nothing ticked is "[]".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("conferences")
    .addColumn("accessibility", "text", (column) => column.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("conferences").dropColumn("accessibility").execute();
}
