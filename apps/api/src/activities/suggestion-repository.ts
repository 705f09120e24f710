import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** "Suggest a modification" reports, kept for the support team's queue. */
export function createSuggestionRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async create(activityId: string, message: string, email: string | null): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto("activity_suggestions")
        .values({ id, activity_id: activityId, message, email, created_at: now().toISOString() })
        .execute();
      return id;
    },
    async listForActivity(activityId: string) {
      return db
        .selectFrom("activity_suggestions")
        .selectAll()
        .where("activity_id", "=", activityId)
        .orderBy("created_at")
        .execute();
    },
  };
}

export type SuggestionRepository = ReturnType<typeof createSuggestionRepository>;
