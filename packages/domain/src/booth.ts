import { CATCHPHRASE_MAX_LENGTH } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { cleanText, emailSchema, httpUrlSchema, longText, phoneSchema, text } from "./fields.ts";
import type { Hall } from "./trade-show.ts";
import { z } from "./zod.ts";

/** The booth wizard's presets (docs/trade-shows.md#exhibitors): the spec names the steps, not the choices. */
export const boothStyles = ["classic", "modern", "minimal"] as const;
export type BoothStyle = (typeof boothStyles)[number];
export const boothAvatars = ["avatar-1", "avatar-2", "avatar-3", "avatar-4", "avatar-5", "avatar-6"] as const;
export type BoothAvatar = (typeof boothAvatars)[number];

/** An application is pending until the show's organisers validate or refuse it; only validated booths are public. */
export const boothStatuses = ["pending", "validated", "refused"] as const;
export type BoothStatus = (typeof boothStatuses)[number];

/** A colleague named by the exhibitor: pending until the organisers grant or deny the accreditation. */
export const accreditationStatuses = ["pending", "granted", "denied"] as const;
export type AccreditationStatus = (typeof accreditationStatuses)[number];

/** Who acts for a booth: its owner (who applied) or an accredited colleague. */
export type BoothRole = "owner" | "colleague";

/** An exhibitor's booth, as built in the booth wizard. The logo arrives through an upload (`booth-logo`). */
export const boothInputSchema = z.object({
  companyName: text(1, 120),
  website: httpUrlSchema.optional(),
  phone: phoneSchema.optional(),
  email: emailSchema.optional(),
  calendarUrl: httpUrlSchema.optional(),
  // Cleaned like every text a person writes (ADR 057), then measured with its own message.
  catchphrase: z
    .string()
    .overwrite((value) => cleanText(value))
    .max(CATCHPHRASE_MAX_LENGTH, { error: "booth/catchphrase-too-long" satisfies ErrorCode })
    .optional(),
  hallId: z.string().min(1).max(64),
  style: z.enum(boothStyles),
  colour: z.string().regex(/^#[\da-fA-F]{6}$/),
  avatar: z.enum(boothAvatars),
});
export type BoothInput = z.infer<typeof boothInputSchema>;

/** "My booth" sends every field of the wizard; the fields it leaves out are cleared. The logo may only be removed. */
export const boothEditSchema = boothInputSchema.extend({ logoUrl: z.null().optional() });
export type BoothEdit = z.input<typeof boothEditSchema>;

/** A refusal tells the applicant why. */
export const boothRefusalSchema = z.object({
  reason: longText(0, 1000).refine((reason) => reason !== "", {
    error: "booth/refusal-reason-required" satisfies ErrorCode,
  }),
});

export const colleagueInputSchema = z.object({ email: emailSchema });
export const accreditationDecisionSchema = z.object({ status: z.enum(["granted", "denied"]) });

/** A booth as its exhibitor, its colleagues and the show's team see it. */
export type Booth = {
  id: string;
  showId: string;
  showSlug: string;
  showName: string;
  hallId: string;
  status: BoothStatus;
  companyName: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  calendarUrl: string | null;
  catchphrase: string | null;
  style: BoothStyle;
  colour: string;
  avatar: BoothAvatar;
  /** The language the exhibitor applied in: the decisions are mailed in it. */
  locale: string;
  refusalReason: string | null;
  ownerId: string;
  /** The caller's part in the booth, null for the show's team and the support team. */
  myRole: BoothRole | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * One booth with its show's halls, for the exhibitor console (the hall may change), and the Business licence the
 * organisers assigned to it (null: none, so the booth counts within the show's free plan; docs/licences.md).
 */
export type BoothDetail = Booth & { halls: Hall[]; businessLicence: { assignedAt: string } | null };

/** What visitors see of a validated booth. */
export type PublicBooth = Pick<
  Booth,
  "id" | "showSlug" | "showName" | "hallId" | "companyName" | "website" | "logoUrl" | "calendarUrl" | "catchphrase" | "colour"
> & { hallName: string | null; hallTheme: string };

export type BoothColleague = {
  id: string;
  email: string;
  status: AccreditationStatus;
  createdAt: string;
  decidedAt: string | null;
};

/** The booth's public page: `/salon/{show}/stand/{booth}`, English under `/en`. */
export const boothPagePath = (showSlug: string, boothId: string, locale: "fr" | "en") =>
  `${locale === "en" ? "/en" : ""}/salon/${showSlug}/stand/${boothId}`;
