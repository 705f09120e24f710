import type { Kysely } from "kysely";

// Messages between attendees and booth staff (docs/messages.md, ADR 099): one conversation per booth and
// attendee, its messages, each reader's last read time, a block from either side, and reports the support team
// reads. `mailed_at` marks a message the unread sweep has dealt with (mailed, or found read), so it is mailed
// once at most; `attendee_locale` is the language the attendee wrote in first, which their mails use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conversations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("booth_id", "text", (col) => col.notNull().references("booths.id").onDelete("cascade"))
    .addColumn("attendee_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("attendee_locale", "text", (col) => col.notNull().defaultTo("fr"))
    // Who blocked the other side, when they did: the blocked side can no longer send.
    .addColumn("blocked_by_attendee_at", "text")
    .addColumn("blocked_by_booth_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_message_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("conversations_booth_attendee_idx")
    .on("conversations")
    .columns(["booth_id", "attendee_id"])
    .unique()
    .execute();
  await db.schema.createIndex("conversations_attendee_idx").on("conversations").column("attendee_id").execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("conversation_id", "text", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("sender_id", "text", (col) => col.references("users.id").onDelete("set null"))
    // "attendee" or "booth": which side wrote it (a colleague and the owner both write for the booth).
    .addColumn("side", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("mailed_at", "text")
    .execute();
  await db.schema.createIndex("messages_conversation_idx").on("messages").columns(["conversation_id", "created_at"]).execute();
  await db.schema.createIndex("messages_unmailed_idx").on("messages").columns(["mailed_at", "created_at"]).execute();

  await db.schema
    .createTable("conversation_reads")
    .addColumn("conversation_id", "text", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("read_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("conversation_reads_pk", ["conversation_id", "user_id"])
    .execute();

  await db.schema
    .createTable("message_reports")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("conversation_id", "text", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("reporter_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("side", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("message_reports_created_idx").on("message_reports").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("message_reports").execute();
  await db.schema.dropTable("conversation_reads").execute();
  await db.schema.dropTable("messages").execute();
  await db.schema.dropTable("conversations").execute();
}
