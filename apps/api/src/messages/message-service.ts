import { randomUUID } from "node:crypto";
import { AppError } from "@alentour/domain/errors";
import { isLocale, type Locale } from "@alentour/domain/locale";
import {
  type Conversation,
  type Message,
  type MessageReport,
  type MessageSettings,
  type MessageSide,
  messageInputSchema,
  messageReportSchema,
  messageSettingsSchema,
} from "@alentour/domain/message";
import { tradeShowOnlineAccess } from "@alentour/domain/trade-show";
import type { FastifyBaseLogger } from "fastify";
import type { AttendeeRepository } from "#app/attendees/attendee-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { assertRole } from "#app/http/guards.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { messagesUnreadMail } from "#app/mail/templates.ts";
import type { StatisticsRecorder } from "#app/statistics/statistics-recorder.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { BoothRecord, BoothRepository } from "#app/trade-shows/booth-repository.ts";
import type { TradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import type { ConversationRecord, MessageRepository } from "./message-repository.ts";

/** What the realtime layer needs to deliver a message: the conversation's two audiences. */
export type MessageDelivery = { message: Message; boothId: string; attendeeId: string };

/**
 * Messages between attendees and booth staff (docs/messages.md, ADR 099). A conversation has two sides: the
 * attendee, and the booth's staff (its owner and accredited colleagues, booth-repository roleOf), who share it.
 * Nobody else reads it: not the show's organisers, and the support team only once it is reported.
 */
export function createMessageService(deps: {
  messages: MessageRepository;
  booths: BoothRepository;
  shows: Pick<TradeShowRepository, "findById">;
  attendees: Pick<AttendeeRepository, "attendance" | "lead">;
  users: UserRepository;
  audit: AuditLog;
  mailer: Mailer;
  publicOrigin: string;
  /** How long a message stays unread before the sweep mails it (UNREAD_MAIL_AFTER_MINUTES). */
  unreadMailAfterMs: number;
  log: FastifyBaseLogger;
  /** Called after a message is stored (the realtime layer broadcasts it). */
  onMessage?: (delivery: MessageDelivery) => void;
  /** Counts each message a visitor writes to a booth (ADR 102). */
  statistics?: StatisticsRecorder;
  now?: () => Date;
}) {
  const { messages, booths, users, audit, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());
  const other = (side: MessageSide): MessageSide => (side === "attendee" ? "booth" : "attendee");

  async function sideOf(principal: Principal, conversation: ConversationRecord, booth: BoothRecord): Promise<MessageSide | null> {
    if (conversation.attendeeId === principal.uid) return "attendee";
    return (await booths.roleOf(booth, principal)) ? "booth" : null;
  }

  /** The conversation with the caller's side; someone outside it is told it does not exist. */
  async function opened(principal: Principal, conversationId: string) {
    const conversation = await messages.find(conversationId);
    const booth = conversation ? await booths.find(conversation.boothId) : null;
    if (!conversation || !booth) throw new AppError("resource/not-found");
    const side = await sideOf(principal, conversation, booth);
    if (!side) throw new AppError("resource/not-found");
    return { conversation, booth, side };
  }

  /**
   * Writing is part of the show's online access (docs/messages.md#who-writes): open from the show's opening
   * until one month after it, and, on the attendee's side, only while they attend the show.
   */
  async function mayWrite(principal: Principal, booth: BoothRecord, side: MessageSide) {
    const show = await deps.shows.findById(booth.showId);
    if (!show) throw new AppError("resource/not-found");
    const access = tradeShowOnlineAccess(show, now(), show.timeZone);
    if (access === "not-yet") throw new AppError("trade-show/online-not-open");
    if (access === "closed") throw new AppError("trade-show/online-closed");
    if (side === "attendee") {
      const attendance = await deps.attendees.attendance(booth.showId, principal.uid);
      if (!attendance || attendance.left_at !== null) throw new AppError("attendee/not-attending");
    }
  }

  async function write(principal: Principal, conversation: ConversationRecord, side: MessageSide, input: unknown) {
    const blocked = side === "attendee" ? conversation.blockedByBoothAt : conversation.blockedByAttendeeAt;
    if (blocked) throw new AppError("messages/blocked");
    const { body } = messageInputSchema.parse(input);
    const stamp = now().toISOString();
    const message = await messages.insertMessage({
      id: randomUUID(),
      conversation_id: conversation.id,
      sender_id: principal.uid,
      side,
      body,
      created_at: stamp,
    });
    // The sender has read what they answer.
    await messages.markRead(conversation.id, principal.uid, stamp);
    deps.onMessage?.({ message, boothId: conversation.boothId, attendeeId: conversation.attendeeId });
    if (side === "attendee") {
      await deps.statistics?.record({ kind: "message", boothId: conversation.boothId, userId: principal.uid });
    }
    return message;
  }

  async function nameOf(userId: string): Promise<string> {
    const user = await users.find(userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : "";
  }

  return {
    /** An attendee writes to a validated booth; the conversation is opened on the first message. */
    async send(principal: Principal, boothId: string, input: unknown, locale: Locale): Promise<Message> {
      const booth = await booths.find(boothId);
      if (!booth) throw new AppError("resource/not-found");
      if (await booths.roleOf(booth, principal)) throw new AppError("messages/own-booth");
      if (booth.status !== "validated") throw new AppError("resource/not-found");
      messageInputSchema.parse(input);
      await mayWrite(principal, booth, "attendee");
      const conversation = await messages.open(randomUUID(), booth.id, principal.uid, locale, now().toISOString());
      return write(principal, conversation, "attendee", input);
    },

    /**
     * A booth's staff write first to an attendee who left them a card (a lead), unless the attendee withdrew it or
     * takes no first message from exhibitors (docs/messages.md#settings). In a conversation already open, it is
     * an answer like any other.
     */
    async writeToLead(principal: Principal, boothId: string, leadId: string, input: unknown): Promise<Message> {
      const booth = await booths.find(boothId);
      if (!booth || !(await booths.roleOf(booth, principal))) throw new AppError("resource/not-found");
      const lead = await deps.attendees.lead(leadId);
      if (!lead || lead.boothId !== booth.id) throw new AppError("resource/not-found");
      messageInputSchema.parse(input);
      await mayWrite(principal, booth, "booth");
      const existing = await messages.findFor(booth.id, lead.userId);
      if (!existing) {
        const settings = await messages.settings(lead.userId);
        if (lead.withdrawnAt || settings.firstContact === "nobody") throw new AppError("messages/first-contact-refused");
      }
      const locale = existing?.attendeeLocale ?? (await messages.attendeeLocale(lead.userId)) ?? "fr";
      const conversation = existing ?? (await messages.open(randomUUID(), booth.id, lead.userId, locale, now().toISOString()));
      return write(principal, conversation, "booth", input);
    },

    async settings(principal: Principal): Promise<MessageSettings> {
      return messages.settings(principal.uid);
    },

    async saveSettings(principal: Principal, input: unknown): Promise<MessageSettings> {
      const settings = messageSettingsSchema.parse(input);
      await messages.saveSettings(principal.uid, settings, now().toISOString());
      return settings;
    },

    /** Either side answers in a conversation it is part of. */
    async reply(principal: Principal, conversationId: string, input: unknown): Promise<Message> {
      const { conversation, booth, side } = await opened(principal, conversationId);
      await mayWrite(principal, booth, side);
      return write(principal, conversation, side, input);
    },

    /** The caller's conversations, as an attendee and for every booth they staff, with what they have not read. */
    async list(principal: Principal): Promise<Conversation[]> {
      const staffed = await booths.listForUser(principal.uid, principal.email);
      const boothById = new Map(staffed.map(({ record }) => [record.id, record]));
      const records = await messages.listFor(principal.uid, [...boothById.keys()]);
      const sides = new Map(
        records.map((c) => [c.id, c.attendeeId === principal.uid ? ("attendee" as const) : ("booth" as const)]),
      );
      const unread = await messages.unreadCounts(
        principal.uid,
        records.map((c) => ({ id: c.id, from: other(sides.get(c.id) ?? "attendee") })),
      );
      const names = new Map<string, string>();
      const result: Conversation[] = [];
      for (const c of records) {
        const booth = boothById.get(c.boothId) ?? (await booths.find(c.boothId));
        if (!booth) continue;
        if (!names.has(c.attendeeId)) names.set(c.attendeeId, await nameOf(c.attendeeId));
        const mySide = sides.get(c.id) ?? "attendee";
        result.push({
          id: c.id,
          boothId: c.boothId,
          boothName: booth.companyName,
          showSlug: booth.showSlug,
          attendeeId: c.attendeeId,
          attendeeName: names.get(c.attendeeId) ?? "",
          mySide,
          unread: unread.get(c.id) ?? 0,
          blockedByMe: Boolean(mySide === "attendee" ? c.blockedByAttendeeAt : c.blockedByBoothAt),
          blockedByOther: Boolean(mySide === "attendee" ? c.blockedByBoothAt : c.blockedByAttendeeAt),
          lastMessageAt: c.lastMessageAt,
        });
      }
      return result;
    },

    /** How many messages the caller has not read, over all their conversations. */
    async unread(principal: Principal): Promise<{ total: number }> {
      const list = await this.list(principal);
      return { total: list.reduce((sum, c) => sum + c.unread, 0) };
    },

    async history(principal: Principal, conversationId: string): Promise<Message[]> {
      const { conversation } = await opened(principal, conversationId);
      return messages.messages(conversation.id);
    },

    async markRead(principal: Principal, conversationId: string): Promise<void> {
      const { conversation } = await opened(principal, conversationId);
      await messages.markRead(conversation.id, principal.uid, now().toISOString());
    },

    /** One side stops the other from writing (the booth's block holds for all its staff); `false` lifts it. */
    async block(principal: Principal, conversationId: string, blocked: boolean): Promise<void> {
      const { conversation, side } = await opened(principal, conversationId);
      await messages.setBlocked(conversation.id, side, blocked ? now().toISOString() : null);
    },

    /** A participant reports the conversation to the support team, which may then read it. */
    async report(principal: Principal, conversationId: string, input: unknown): Promise<void> {
      const { conversation, side } = await opened(principal, conversationId);
      const { reason } = messageReportSchema.parse(input);
      await messages.insertReport({
        id: randomUUID(),
        conversation_id: conversation.id,
        reporter_id: principal.uid,
        side,
        reason,
        created_at: now().toISOString(),
      });
    },

    /**
     * Mails what has stayed unread for `unreadMailAfterMs`, once per message: each message is claimed before it is
     * looked at, so two instances sweeping at once do not both mail it. A message read in time is claimed and
     * not mailed. The booth's side is mailed to its exhibitor (the owner), read when any of its staff read it.
     */
    async sweepUnread(): Promise<number> {
      const stamp = now();
      const due = await messages.unmailed(new Date(stamp.getTime() - deps.unreadMailAfterMs).toISOString());
      const unreadBy = new Map<string, { conversation: ConversationRecord; side: MessageSide; count: number }>();
      for (const message of due) {
        if (!(await messages.claimForMail(message.id, stamp.toISOString()))) continue;
        const conversation = await messages.find(message.conversationId);
        if (!conversation) continue;
        const reads = await messages.reads(conversation.id);
        const readers = reads.filter((read) =>
          message.side === "booth" ? read.userId === conversation.attendeeId : read.userId !== conversation.attendeeId,
        );
        if (readers.some((read) => read.readAt >= message.createdAt)) continue;
        const key = `${conversation.id}:${message.side}`;
        const entry = unreadBy.get(key) ?? { conversation, side: message.side, count: 0 };
        entry.count += 1;
        unreadBy.set(key, entry);
      }
      let mailed = 0;
      for (const { conversation, side, count } of unreadBy.values()) {
        const booth = await booths.find(conversation.boothId);
        if (!booth) continue;
        const recipient = await users.find(side === "booth" ? conversation.attendeeId : booth.ownerId);
        if (!recipient || !(await messages.settings(recipient.id)).mailUnread) continue;
        const locale: Locale =
          side === "booth"
            ? isLocale(conversation.attendeeLocale)
              ? conversation.attendeeLocale
              : "fr"
            : isLocale(booth.locale)
              ? booth.locale
              : "fr";
        const prefix = locale === "fr" ? "" : `/${locale}`;
        const link =
          side === "booth"
            ? `${deps.publicOrigin}${prefix}/tradeshow/messages`
            : `${deps.publicOrigin}${prefix}/tradeshow/booths/${booth.id}/messages`;
        const from = side === "booth" ? booth.companyName : await nameOf(conversation.attendeeId);
        try {
          await mailer.send(messagesUnreadMail(locale, recipient.email, { from, count, link }));
          mailed += 1;
        } catch (error) {
          log.error({ err: error, conversation: conversation.id }, "messages: could not mail unread messages");
        }
      }
      return mailed;
    },

    // The support team's console.
    async reports(principal: Principal): Promise<MessageReport[]> {
      assertRole(principal, "support", log);
      return messages.reports();
    },

    /** A reported conversation's messages, for the support team; each reading is in the audit log. */
    async reportedConversation(principal: Principal, conversationId: string): Promise<Message[]> {
      assertRole(principal, "support", log);
      if (!(await messages.isReported(conversationId))) throw new AppError("resource/not-found");
      await audit.record(principal, "messages.read-reported", { type: "conversation", id: conversationId });
      return messages.messages(conversationId);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
