// Customer service and content: the contact form, data-rights requests (GDPR articles 15–21), the FAQ and
// the blog. Schemas for the api and the forms; the deadline rules are pure functions, tested on their edges.

import { BLOG_PAGE_SIZE, CONTACT_MESSAGE_MIN_LENGTH } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { emailSchema, longText, text } from "./fields.ts";
import type { Locale } from "./locale.ts";
import { z } from "./zod.ts";

export { BLOG_PAGE_SIZE, CONTACT_MESSAGE_MIN_LENGTH };
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const incomplete = "contact/incomplete" satisfies ErrorCode;

/**
 * The contact form. Every field is required, and an empty one gives the spec's single message rather than
 * one per field; `website` is a honeypot that people never see, so it must stay empty.
 */
export const contactMessageSchema = z
  .object({
    name: text(0, 120),
    email: z.string().trim().max(254),
    subject: text(0, 200),
    message: longText(0, CONTACT_MESSAGE_MAX_LENGTH),
    website: z.string().max(500).optional(),
  })
  .superRefine((form, context) => {
    if (!form.name || !form.email || !form.subject || !form.message) {
      context.addIssue({ code: "custom", message: incomplete, path: [] });
      return;
    }
    if (!emailSchema.safeParse(form.email).success) {
      context.addIssue({ code: "custom", message: "email/invalid" satisfies ErrorCode, path: ["email"] });
    }
    if (form.message.length < CONTACT_MESSAGE_MIN_LENGTH) {
      context.addIssue({
        code: "custom",
        message: "contact/message-required" satisfies ErrorCode,
        path: ["message"],
        params: { min: CONTACT_MESSAGE_MIN_LENGTH },
      });
    }
  });

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const dataRightsTypes = ["access", "rectification", "limitation", "objection", "erasure", "portability"] as const;
export type DataRightsType = (typeof dataRightsTypes)[number];

export const dataRightsStatuses = ["open", "in-progress", "done", "refused"] as const;
export type DataRightsStatus = (typeof dataRightsStatuses)[number];

/** The request form: which right, and "What are your contact details?". */
export const dataRightsRequestSchema = z.object({
  type: z.enum(dataRightsTypes),
  name: text(1, 120),
  email: emailSchema,
  details: longText(0, CONTACT_MESSAGE_MAX_LENGTH).default(""),
});

export type DataRightsRequestInput = z.infer<typeof dataRightsRequestSchema>;

/** How long the link that confirms a request from its address stays valid. */
export const DATA_RIGHTS_CONFIRM_HOURS = 72;

/**
 * Whether the requester confirmed the request from the address it names; until then the support team can do
 * nothing on it. "expired": the link went unused past its time.
 */
export type DataRightsConfirmation = "confirmed" | "awaiting" | "expired";

/** Which status may follow which; a closed request stays closed. */
export const dataRightsTransitions: Record<DataRightsStatus, readonly DataRightsStatus[]> = {
  open: ["in-progress", "refused"],
  "in-progress": ["done", "refused"],
  done: [],
  refused: [],
};

export const dataRightsTransitionSchema = z
  .object({ status: z.enum(dataRightsStatuses), reason: longText(0, 2000).optional() })
  .refine((body) => body.status !== "refused" || (body.reason ?? "").length > 0, {
    message: "data-rights/reason-required" satisfies ErrorCode,
    path: ["reason"],
  });

export const dataRightsExtensionSchema = z.object({ reason: longText(10, 2000) });

function addMonths(from: Date, months: number): Date {
  // Calendar months in UTC, clamped to the month's last day (31 January + 1 month = 28/29 February).
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

/** The legal answer deadline: one month from receipt, or three when it was extended once (by two months). */
export function dataRightsDeadline(receivedAt: Date, extended: boolean): Date {
  return addMonths(receivedAt, extended ? 3 : 1);
}

/** Whole days left before the deadline (negative once it has passed). */
export function daysLeft(deadline: Date, now: Date): number {
  return Math.ceil((deadline.getTime() - now.getTime()) / (24 * 60 * 60 * 1000));
}

export const faqAudiences = ["visitors", "owners", "organisers", "exhibitors", "attendees", "speakers"] as const;
export type FaqAudience = (typeof faqAudiences)[number];

/** One FAQ entry, written in both languages by the support team. */
export const faqEntrySchema = z.object({
  audience: z.enum(faqAudiences),
  position: z.number().int().min(0).max(10_000).default(0),
  questionFr: text(3, 300),
  answerFr: longText(3, 10_000),
  questionEn: text(3, 300),
  answerEn: longText(3, 10_000),
});

export type FaqEntryInput = z.infer<typeof faqEntrySchema>;
export type FaqEntry = FaqEntryInput & { id: string; updatedAt: string };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest article body stored, counted on the sanitised HTML; more is accepted as sent (sanitising shortens). */
export const BLOG_BODY_MAX_LENGTH = 100_000;

/** A blog article, in both languages; the body is HTML, sanitised by the server. */
export const blogArticleSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(3)
    .max(120)
    .regex(slugPattern, { error: "field/invalid" satisfies ErrorCode }),
  titleFr: text(3, 200),
  titleEn: text(3, 200),
  summaryFr: longText(3, 500),
  summaryEn: longText(3, 500),
  bodyFr: longText(3, 2 * BLOG_BODY_MAX_LENGTH),
  bodyEn: longText(3, 2 * BLOG_BODY_MAX_LENGTH),
  published: z.boolean().default(false),
});

export type BlogArticleInput = z.infer<typeof blogArticleSchema>;
export type BlogArticle = Omit<BlogArticleInput, "published"> & {
  id: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A contact-page message as the console lists it. */
export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  status: "open" | "handled";
  createdAt: string;
};

/** A data-rights request as the console shows it: its deadline and the days left are the server's. */
export type DataRightsRequest = {
  id: string;
  /** Short reference quoted in mails. */
  reference: string;
  type: DataRightsType;
  name: string;
  email: string;
  details: string;
  locale: Locale;
  userId: string | null;
  status: DataRightsStatus;
  confirmation: DataRightsConfirmation;
  confirmedAt: string | null;
  receivedAt: string;
  deadlineAt: string;
  daysLeft: number;
  extensionReason: string | null;
  decisionReason: string | null;
  hasExport: boolean;
  updatedAt: string;
};

/** One entry of the audit log. */
export type AuditEntry = {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
};
