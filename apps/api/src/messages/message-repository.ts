import {
  DEFAULT_MESSAGE_SETTINGS,
  type Message,
  type MessageReport,
  type MessageSettings,
  type MessageSide,
} from "@alentour/domain/message";
import { type Kysely, type Selectable, sql } from "kysely";
import type { ConversationsTable, Database, MessagesTable } from "#app/db/schema.ts";

export type ConversationRecord = {
  id: string;
  boothId: string;
  attendeeId: string;
  attendeeLocale: string;
  blockedByAttendeeAt: string | null;
  blockedByBoothAt: string | null;
  createdAt: string;
  lastMessageAt: string;
};

const toConversation = (row: Selectable<ConversationsTable>): ConversationRecord => ({
  id: row.id,
  boothId: row.booth_id,
  attendeeId: row.attendee_id,
  attendeeLocale: row.attendee_locale,
  blockedByAttendeeAt: row.blocked_by_attendee_at,
  blockedByBoothAt: row.blocked_by_booth_at,
  createdAt: row.created_at,
  lastMessageAt: row.last_message_at,
});

const toMessage = (row: Selectable<MessagesTable>): Message => ({
  id: row.id,
  conversationId: row.conversation_id,
  side: row.side,
  senderId: row.sender_id,
  body: row.body,
  createdAt: row.created_at,
});

/** Conversations, messages, read markers, blocks and reports (migration 0029). */
export function createMessageRepository(db: Kysely<Database>) {
  return {
    /** The account's settings, the defaults when it never chose. */
    async settings(userId: string): Promise<MessageSettings> {
      const row = await db.selectFrom("message_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
      return row ? { mailUnread: row.mail_unread === 1, firstContact: row.first_contact } : { ...DEFAULT_MESSAGE_SETTINGS };
    },

    async saveSettings(userId: string, settings: MessageSettings, stamp: string): Promise<void> {
      const values = { mail_unread: settings.mailUnread ? 1 : 0, first_contact: settings.firstContact, updated_at: stamp };
      await db
        .insertInto("message_settings")
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
        .execute();
    },

    /** The language of the attendee's latest conversation, if any (a booth writing first has no other). */
    async attendeeLocale(attendeeId: string): Promise<string | null> {
      const row = await db
        .selectFrom("conversations")
        .select("attendee_locale")
        .where("attendee_id", "=", attendeeId)
        .orderBy("last_message_at", "desc")
        .executeTakeFirst();
      return row?.attendee_locale ?? null;
    },

    async find(id: string): Promise<ConversationRecord | null> {
      const row = await db.selectFrom("conversations").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toConversation(row) : null;
    },

    async findFor(boothId: string, attendeeId: string): Promise<ConversationRecord | null> {
      const row = await db
        .selectFrom("conversations")
        .selectAll()
        .where("booth_id", "=", boothId)
        .where("attendee_id", "=", attendeeId)
        .executeTakeFirst();
      return row ? toConversation(row) : null;
    },

    /** The conversation of a booth and an attendee, created when missing (two first messages at once make one). */
    async open(id: string, boothId: string, attendeeId: string, locale: string, stamp: string): Promise<ConversationRecord> {
      await db
        .insertInto("conversations")
        .values({
          id,
          booth_id: boothId,
          attendee_id: attendeeId,
          attendee_locale: locale,
          created_at: stamp,
          last_message_at: stamp,
        })
        .onConflict((oc) => oc.columns(["booth_id", "attendee_id"]).doNothing())
        .execute();
      const found = await this.findFor(boothId, attendeeId);
      if (!found) throw new Error("conversation missing after insert");
      return found;
    },

    /** The caller's conversations as an attendee and those of the booths they staff, latest first. */
    async listFor(attendeeId: string, boothIds: string[]): Promise<ConversationRecord[]> {
      const rows = await db
        .selectFrom("conversations")
        .selectAll()
        .where((eb) =>
          boothIds.length > 0
            ? eb.or([eb("attendee_id", "=", attendeeId), eb("booth_id", "in", boothIds)])
            : eb("attendee_id", "=", attendeeId),
        )
        .orderBy("last_message_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map(toConversation);
    },

    /** Writes a message and moves the conversation's last activity, in one transaction. */
    async insertMessage(row: {
      id: string;
      conversation_id: string;
      sender_id: string;
      side: MessageSide;
      body: string;
      created_at: string;
    }): Promise<Message> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("messages").values(row).execute();
        await trx
          .updateTable("conversations")
          .set({ last_message_at: row.created_at })
          .where("id", "=", row.conversation_id)
          .execute();
      });
      return toMessage({ ...row, mailed_at: null });
    },

    async messages(conversationId: string): Promise<Message[]> {
      const rows = await db
        .selectFrom("messages")
        .selectAll()
        .where("conversation_id", "=", conversationId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return rows.map(toMessage);
    },

    /** Messages of `side` written after the user's last reading, per conversation. */
    async unreadCounts(userId: string, wanted: Array<{ id: string; from: MessageSide }>): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      if (wanted.length === 0) return counts;
      const rows = await db
        .selectFrom("messages")
        .leftJoin("conversation_reads", (join) =>
          join
            .onRef("conversation_reads.conversation_id", "=", "messages.conversation_id")
            .on("conversation_reads.user_id", "=", userId),
        )
        .select(["messages.conversation_id as id", "messages.side as side", sql<number>`count(*)`.as("count")])
        .where(
          "messages.conversation_id",
          "in",
          wanted.map((w) => w.id),
        )
        .where((eb) =>
          eb.or([
            eb("conversation_reads.read_at", "is", null),
            eb("messages.created_at", ">", eb.ref("conversation_reads.read_at")),
          ]),
        )
        .groupBy(["messages.conversation_id", "messages.side"])
        .execute();
      const from = new Map(wanted.map((w) => [w.id, w.from]));
      for (const row of rows) if (from.get(row.id) === row.side) counts.set(row.id, Number(row.count));
      return counts;
    },

    /** Messages written before `before` the unread sweep has not dealt with yet, oldest first. */
    async unmailed(before: string, limit = 500): Promise<Message[]> {
      const rows = await db
        .selectFrom("messages")
        .selectAll()
        .where("mailed_at", "is", null)
        .where("created_at", "<=", before)
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map(toMessage);
    },

    /** Claims a message for the sweep; false when another instance's sweep took it first. */
    async claimForMail(id: string, stamp: string): Promise<boolean> {
      const result = await db
        .updateTable("messages")
        .set({ mailed_at: stamp })
        .where("id", "=", id)
        .where("mailed_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async reads(conversationId: string): Promise<Array<{ userId: string; readAt: string }>> {
      const rows = await db
        .selectFrom("conversation_reads")
        .select(["user_id", "read_at"])
        .where("conversation_id", "=", conversationId)
        .execute();
      return rows.map((row) => ({ userId: row.user_id, readAt: row.read_at }));
    },

    async markRead(conversationId: string, userId: string, stamp: string): Promise<void> {
      await db
        .insertInto("conversation_reads")
        .values({ conversation_id: conversationId, user_id: userId, read_at: stamp })
        .onConflict((oc) => oc.columns(["conversation_id", "user_id"]).doUpdateSet({ read_at: stamp }))
        .execute();
    },

    async setBlocked(conversationId: string, side: MessageSide, stamp: string | null): Promise<void> {
      await db
        .updateTable("conversations")
        .set(side === "attendee" ? { blocked_by_attendee_at: stamp } : { blocked_by_booth_at: stamp })
        .where("id", "=", conversationId)
        .execute();
    },

    async insertReport(row: {
      id: string;
      conversation_id: string;
      reporter_id: string;
      side: MessageSide;
      reason: string;
      created_at: string;
    }): Promise<void> {
      await db.insertInto("message_reports").values(row).execute();
    },

    async isReported(conversationId: string): Promise<boolean> {
      const row = await db
        .selectFrom("message_reports")
        .select("id")
        .where("conversation_id", "=", conversationId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every report, latest first, for the support team. */
    async reports(): Promise<MessageReport[]> {
      const rows = await db
        .selectFrom("message_reports")
        .innerJoin("conversations", "conversations.id", "message_reports.conversation_id")
        .innerJoin("booths", "booths.id", "conversations.booth_id")
        .selectAll("message_reports")
        .select(["booths.company_name as booth_name", "conversations.attendee_id as attendee_id"])
        .orderBy("message_reports.created_at", "desc")
        .orderBy("message_reports.id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        conversationId: row.conversation_id,
        side: row.side,
        reporterId: row.reporter_id,
        reason: row.reason,
        createdAt: row.created_at,
        boothName: row.booth_name,
        attendeeId: row.attendee_id,
      }));
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
