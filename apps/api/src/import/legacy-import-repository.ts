import type { Kysely } from "kysely";
import type { Database, LegacyImportsTable } from "#app/db/schema.ts";

export type LegacyKind = LegacyImportsTable["kind"];
export type LegacyImportRecord = { localId: string; status: LegacyImportsTable["status"] };

/** What the importer of the old platform's export has brought in, by legacy id (ADR 079). */
export function createLegacyImportRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async find(kind: LegacyKind, legacyId: string): Promise<LegacyImportRecord | null> {
      const row = await db
        .selectFrom("legacy_imports")
        .select(["local_id", "status"])
        .where("kind", "=", kind)
        .where("legacy_id", "=", legacyId)
        .executeTakeFirst();
      return row ? { localId: row.local_id, status: row.status } : null;
    },

    async record(kind: LegacyKind, legacyId: string, localId: string, status: LegacyImportsTable["status"]): Promise<void> {
      const importedAt = now().toISOString();
      await db
        .insertInto("legacy_imports")
        .values({ kind, legacy_id: legacyId, local_id: localId, status, imported_at: importedAt })
        .onConflict((conflict) =>
          conflict.columns(["kind", "legacy_id"]).doUpdateSet({ local_id: localId, status, imported_at: importedAt }),
        )
        .execute();
    },
  };
}

export type LegacyImportRepository = ReturnType<typeof createLegacyImportRepository>;
