import type { Kysely } from "kysely";

// An account's message settings (docs/messages.md#settings, ADR 103): whether messages left unread are mailed,
// and who may write to it first. No row: the defaults (mails on, the exhibitors holding its card).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("message_settings")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("mail_unread", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("first_contact", "text", (col) => col.notNull().defaultTo("card-holders"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}
