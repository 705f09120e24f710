import type { Kysely } from "kysely";

// What the importer of the old platform's export has brought in (ADR 079): one row per legacy document, so a
// re-run imports nothing twice. `status` is `created` once the record exists and `done` once its description,
// files and publication have followed; a run that stopped in between resumes from `created`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("legacy_imports")
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("legacy_id", "text", (column) => column.notNull())
    .addColumn("local_id", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("imported_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("legacy_imports_pk", ["kind", "legacy_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("legacy_imports").execute();
}
