import type { ErrorCode } from "./errors.ts";
import { longText } from "./fields.ts";
import { z } from "./zod.ts";

// Messages between attendees and booth staff (docs/messages.md, ADR 099).

/** Which side of a conversation wrote a message or acts: the attendee, or the booth's staff. */
export const messageSides = ["attendee", "booth"] as const;
export type MessageSide = (typeof messageSides)[number];

export const MESSAGE_MAX_LENGTH = 2000;
export const REPORT_REASON_MAX_LENGTH = 1000;

export const messageInputSchema = z.object({
  body: longText(0, MESSAGE_MAX_LENGTH).refine((body) => body !== "", {
    error: "messages/body-required" satisfies ErrorCode,
  }),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const messageReportSchema = z.object({
  reason: longText(0, REPORT_REASON_MAX_LENGTH).refine((reason) => reason !== "", {
    error: "messages/report-reason-required" satisfies ErrorCode,
  }),
});

/**
 * Who may write first to an attendee: the exhibitors they left a card with (a lead, not withdrawn), or nobody —
 * then only the booths the attendee writes to answer them.
 */
export const firstContacts = ["card-holders", "nobody"] as const;
export type FirstContact = (typeof firstContacts)[number];

/** An account's message settings: unread messages mailed or not, and who may write to it first. */
export const messageSettingsSchema = z.strictObject({
  mailUnread: z.boolean(),
  firstContact: z.enum(firstContacts),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** What an account that never chose has: mails on, and the exhibitors holding its card may write first. */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = { mailUnread: true, firstContact: "card-holders" };

export type Message = {
  id: string;
  conversationId: string;
  side: MessageSide;
  senderId: string | null;
  body: string;
  createdAt: string;
};

/** A conversation as one of its participants sees it; `mySide` says which side the caller is on. */
export type Conversation = {
  id: string;
  boothId: string;
  boothName: string;
  showSlug: string;
  attendeeId: string;
  attendeeName: string;
  mySide: MessageSide;
  /** Messages from the other side the caller has not read. */
  unread: number;
  blockedByMe: boolean;
  blockedByOther: boolean;
  lastMessageAt: string;
};

/** A reported conversation, for the support team's console. */
export type MessageReport = {
  id: string;
  conversationId: string;
  side: MessageSide;
  reporterId: string | null;
  reason: string;
  createdAt: string;
  boothName: string;
  attendeeId: string;
};
