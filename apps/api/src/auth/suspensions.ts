import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * Which accounts the support team has suspended. A suspended user's sessions are deleted at once, but a
 * signed token stays valid until it expires (15 minutes); the resolver asks this list on every request so
 * the token stops working too. The list is read from the database at most every `maxAgeMs`, and this
 * process learns of its own changes at once.
 */
export function createSuspensions(db: Kysely<Database>, maxAgeMs = 30_000) {
  let suspended = new Set<string>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  async function load() {
    const rows = await db.selectFrom("users").select("id").where("suspended", "=", 1).execute();
    suspended = new Set(rows.map((row) => row.id));
    loadedAt = Date.now();
  }

  return {
    async isSuspended(userId: string): Promise<boolean> {
      if (Date.now() - loadedAt > maxAgeMs) {
        loading ??= load().finally(() => {
          loading = null;
        });
        await loading;
      }
      return suspended.has(userId);
    },

    async isSuspendedEmail(email: string): Promise<boolean> {
      const row = await db.selectFrom("users").select("suspended").where("email", "=", email).executeTakeFirst();
      return row?.suspended === 1;
    },

    mark(userId: string, isSuspended: boolean): void {
      if (isSuspended) suspended.add(userId);
      else suspended.delete(userId);
    },
  };
}

export type Suspensions = ReturnType<typeof createSuspensions>;
