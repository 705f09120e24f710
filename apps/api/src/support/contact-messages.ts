import { randomUUID } from "node:crypto";
import type { Locale } from "@alentour/domain/locale";
import type { ContactMessage } from "@alentour/domain/support";
import type { Kysely } from "kysely";
import { countRows } from "#app/db/count-rows.ts";
import type { Database } from "#app/db/schema.ts";

export function createContactMessages(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async create(input: {
      name: string;
      email: string;
      subject: string;
      message: string;
      locale: Locale;
    }): Promise<ContactMessage> {
      const row = { id: randomUUID(), ...input, status: "open" as const, created_at: now().toISOString() };
      await db.insertInto("contact_messages").values(row).execute();
      return { ...input, id: row.id, status: "open", createdAt: row.created_at };
    },

    async list(options: { status?: "open" | "handled"; limit: number; offset: number }) {
      let query = db.selectFrom("contact_messages");
      if (options.status) query = query.where("status", "=", options.status);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy("created_at", "desc").limit(options.limit).offset(options.offset).execute(),
        countRows(query),
      ]);
      return {
        total,
        items: rows.map(
          (row): ContactMessage => ({
            id: row.id,
            name: row.name,
            email: row.email,
            subject: row.subject,
            message: row.message,
            locale: row.locale,
            status: row.status,
            createdAt: row.created_at,
          }),
        ),
      };
    },

    /** Returns false when there is no such message. */
    async setStatus(id: string, status: "open" | "handled"): Promise<boolean> {
      const result = await db.updateTable("contact_messages").set({ status }).where("id", "=", id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
