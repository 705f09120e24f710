import { randomUUID } from "node:crypto";
import type { AuditEntry } from "@alentour/domain/support";
import type { Kysely } from "kysely";
import type { Principal } from "#app/auth/principal.ts";
import { countRows } from "#app/db/count-rows.ts";
import type { Database } from "#app/db/schema.ts";

/** Every support-team action, and every step of a data-rights request, in one append-only log. */
export function createAuditLog(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async record(
      actor: Principal | null,
      action: string,
      target: { type: string; id: string },
      details: Record<string, unknown> = {},
    ): Promise<void> {
      await db
        .insertInto("audit_log")
        .values({
          id: randomUUID(),
          at: now().toISOString(),
          actor_id: actor?.uid ?? null,
          actor_email: actor?.email ?? null,
          action,
          target_type: target.type,
          target_id: target.id,
          details: JSON.stringify(details),
        })
        .execute();
    },

    async list(options: { limit: number; offset: number; targetType?: string; targetId?: string }) {
      let query = db.selectFrom("audit_log");
      if (options.targetType) query = query.where("target_type", "=", options.targetType);
      if (options.targetId) query = query.where("target_id", "=", options.targetId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy("at", "desc").orderBy("id").limit(options.limit).offset(options.offset).execute(),
        countRows(query),
      ]);
      return {
        total,
        items: rows.map(
          (row): AuditEntry => ({
            id: row.id,
            at: row.at,
            actorId: row.actor_id,
            actorEmail: row.actor_email,
            action: row.action,
            targetType: row.target_type,
            targetId: row.target_id,
            details: JSON.parse(row.details),
          }),
        ),
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
