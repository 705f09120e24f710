import type { AccessibilityValue } from "./accessibility.ts";
import { accessibilitySchema, addressSchema, geoPointSchema, socialLinksSchema } from "./activity.ts";
import {
  THEMES_MAX_CUSTOM,
  THEMES_MAX_TOTAL,
  THEMES_MIN,
  TRADE_SHOW_HALLS_MAX,
  TRADE_SHOW_MAX_DURATION_MONTHS,
  TRADE_SHOW_ONLINE_ACCESS_MONTHS,
} from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { dateSchema, emailSchema, httpUrlSchema, isPhoneNumber, longText, phoneSchema, text, timeSchema } from "./fields.ts";
import { localDateTime } from "./local-time.ts";
import { isPhoneNumberOf } from "./phone.ts";
import type { ShowActivityStatistics } from "./statistics.ts";
import { type SubCategory, subCategoriesOf } from "./taxonomy.ts";
import { z } from "./zod.ts";

// The trade show of docs/trade-shows.md: what the creation wizard sends, what the api stores and answers.

export const tradeShowModes = ["physical", "virtual", "hybrid"] as const;
export type TradeShowMode = (typeof tradeShowModes)[number];

/** public: listed in the directory; private: a test, not listed. */
export const tradeShowListings = ["public", "private"] as const;
export type TradeShowListing = (typeof tradeShowListings)[number];

/** A member of a show's organising team: organisers hold every right, staff all but billing and deletion (ADR 065). */
export const tradeShowRoles = ["organiser", "staff"] as const;
export type TradeShowRole = (typeof tradeShowRoles)[number];

/** A show's category is one of the sub-categories of "Trade Shows and Fairs" (the directory's taxonomy). */
export const tradeShowCategories: readonly SubCategory[] = subCategoriesOf("trade-shows-fairs");
export const isTradeShowCategory = (value: unknown): value is SubCategory =>
  typeof value === "string" && (tradeShowCategories as readonly string[]).includes(value);

/** A format may only change to hybrid: a physical or virtual show gains the other half, never loses one. */
export function mayChangeMode(from: TradeShowMode, to: TradeShowMode): boolean {
  return from === to || to === "hybrid";
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Adds calendar months to a "YYYY-MM-DD" date, clamping to the target month's last day
 * (January 31 + 1 month = February 28 or 29), as people count "one month".
 */
export function addCalendarMonths(date: string, months: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** The last end date allowed for a trade show starting on `startDate`. */
export function latestTradeShowEndDate(startDate: string): string {
  return addCalendarMonths(startDate, TRADE_SHOW_MAX_DURATION_MONTHS);
}

const hallThemeSchema = z
  .string({ error: "trade-show/hall-theme-required" satisfies ErrorCode })
  .trim()
  .min(1, { error: "trade-show/hall-theme-required" satisfies ErrorCode })
  .max(60);

/** A hall's id: unique within its show ("hall-1"), chosen by the wizard or given by the api. */
export const hallIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/);

/** A hall as sent: its theme must be one of the show's themes. */
export const hallSchema = z.object({
  /** Kept when it names a hall of the show; a new hall without one is named by the api. */
  id: hallIdSchema.optional(),
  name: text(1, 80).optional(),
  theme: hallThemeSchema,
});
export type HallInput = z.infer<typeof hallSchema>;

/** Where a hall sits on the plan's floor grid (the layout the virtual hall draws). */
export const planPlacementSchema = z.object({
  hallId: hallIdSchema,
  row: z.number().int().min(0).max(99),
  column: z.number().int().min(0).max(99),
});
export type PlanPlacement = z.infer<typeof planPlacementSchema>;

export const tradeShowOrganiserSchema = z.object({
  name: text(1, 120),
  email: emailSchema,
  website: httpUrlSchema.optional(),
  phone: phoneSchema.optional(),
  company: text(1, 200).optional(),
});
export type TradeShowOrganiser = z.infer<typeof tradeShowOrganiserSchema>;

/** Where the show is held, or for a virtual show the city it belongs to: its city pages and its time zone. */
export const tradeShowPlaceSchema = z.object({ address: addressSchema, location: geoPointSchema });
export type TradeShowPlace = z.infer<typeof tradeShowPlaceSchema>;

const themesSchema = z
  .array(text(1, 60))
  .min(THEMES_MIN, { error: "trade-show/theme-required" satisfies ErrorCode })
  .superRefine((themes, ctx) => {
    // One main theme and up to four custom ones (ADR 064): the count the message names is the custom one.
    if (themes.length > THEMES_MAX_TOTAL) {
      ctx.addIssue({
        code: "custom",
        message: "trade-show/too-many-themes" satisfies ErrorCode,
        params: { max: THEMES_MAX_CUSTOM },
      });
    } else if (new Set(themes.map((theme) => theme.toLocaleLowerCase("fr"))).size !== themes.length) {
      ctx.addIssue({ code: "custom", message: "trade-show/duplicate-theme" satisfies ErrorCode });
    }
  });

/** The fields of a show (everything but its halls), each checked on its own. */
export const tradeShowFieldsSchema = z.object({
  name: text(2, 120),
  category: z.string().refine(isTradeShowCategory, { error: "field/invalid" satisfies ErrorCode }),
  startDate: dateSchema,
  endDate: dateSchema,
  /** Daily opening and closing time, "HH:MM", in the show's time zone. */
  openingTime: timeSchema,
  closingTime: timeSchema,
  place: tradeShowPlaceSchema,
  themes: themesSchema,
  /** The presentation of the public page: plain text, paragraphs separated by blank lines. */
  presentation: longText(0, 5000).default(""),
  organiser: tradeShowOrganiserSchema,
  socialLinks: socialLinksSchema.default({}),
  mode: z.enum(tradeShowModes),
  listing: z.enum(tradeShowListings),
});

type ShowFields = z.infer<typeof tradeShowFieldsSchema>;

/** The rules between fields: dates, daily hours, the organiser's phone in the show's country, halls' themes. */
function checkShow(show: ShowFields & { halls?: HallInput[] }, ctx: z.RefinementCtx) {
  // Refinements also run when a date already failed its format check; there is nothing to compare then.
  if (ISO_DATE.test(show.startDate) && ISO_DATE.test(show.endDate)) {
    if (show.endDate < show.startDate) {
      ctx.addIssue({ code: "custom", message: "schedule/end-before-start" satisfies ErrorCode, path: ["endDate"] });
    } else if (show.endDate > latestTradeShowEndDate(show.startDate)) {
      ctx.addIssue({ code: "custom", message: "trade-show/too-long" satisfies ErrorCode, path: ["endDate"] });
    }
  }
  if (show.closingTime <= show.openingTime) {
    ctx.addIssue({ code: "custom", message: "schedule/end-before-start" satisfies ErrorCode, path: ["closingTime"] });
  }
  // A phone that is not even shaped like one was reported by its own field.
  const phone = show.organiser?.phone;
  if (phone && isPhoneNumber(phone) && show.place && !isPhoneNumberOf(phone, show.place.address.country)) {
    ctx.addIssue({ code: "custom", message: "phone/invalid" satisfies ErrorCode, path: ["organiser", "phone"] });
  }
  const themes = new Set(show.themes ?? []);
  (show.halls ?? []).forEach((hall, index) => {
    if (hall.theme && !themes.has(hall.theme)) {
      ctx.addIssue({
        code: "custom",
        message: "trade-show/hall-theme-unknown" satisfies ErrorCode,
        path: ["halls", index, "theme"],
      });
    }
  });
}

/** A whole show with its halls, as the api checks it after every change. */
export const tradeShowInputSchema = tradeShowFieldsSchema
  .extend({ halls: z.array(hallSchema).max(TRADE_SHOW_HALLS_MAX).default([]) })
  .superRefine(checkShow);
export type TradeShowInput = z.input<typeof tradeShowInputSchema>;

/** What the creation wizard posts: a show, its halls, and the organiser's acceptance of the terms. */
export const tradeShowCreateSchema = tradeShowFieldsSchema
  .extend({
    halls: z.array(hallSchema).max(TRADE_SHOW_HALLS_MAX).default([]),
    // The venue's accessibility (ADR 106): the wizard may leave it for the console; nothing ticked says nothing.
    accessibility: accessibilitySchema.default([]),
    legalAccepted: z.literal(true, { error: "legal/acceptance-required" satisfies ErrorCode }),
  })
  .superRefine(checkShow);
export type TradeShowCreateInput = z.input<typeof tradeShowCreateSchema>;

/**
 * A section of the console's edit form: any of the fields. `halls` replaces the list (a hall left out is
 * deleted, refused while a booth is in it); `plan` places halls on the floor grid.
 */
export const tradeShowPatchSchema = tradeShowFieldsSchema
  .extend({
    halls: z.array(hallSchema).max(TRADE_SHOW_HALLS_MAX),
    plan: z.array(planPlacementSchema).max(TRADE_SHOW_HALLS_MAX),
    // Without their defaults: a section that leaves them out (the listing switch) leaves them as they are.
    presentation: longText(0, 5000),
    socialLinks: socialLinksSchema,
    /** The venue's accessibility (ADR 106): the activity's list of families and features (ADR 087). */
    accessibility: accessibilitySchema,
    // Logo and banner arrive through uploads; a section may only take them away.
    logoUrl: z.null(),
    bannerUrl: z.null(),
  })
  .partial()
  .strict();
export type TradeShowPatch = z.input<typeof tradeShowPatchSchema>;

export const hallPatchSchema = z
  .object({
    name: text(1, 80).nullable(),
    theme: hallThemeSchema,
    placement: planPlacementSchema.omit({ hallId: true }).nullable(),
  })
  .partial()
  .strict();
export type HallPatch = z.input<typeof hallPatchSchema>;

export const invitationInputSchema = z.object({
  email: emailSchema,
  role: z.enum(tradeShowRoles),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const tradeShowTimeStates = ["upcoming", "ongoing", "finished"] as const;
export type TradeShowTimeState = (typeof tradeShowTimeStates)[number];

type Schedule = { startDate: string; endDate: string; openingTime: string; closingTime: string };

/** Where a trade show stands at `now`, read in its IANA time zone: it opens and closes at local times. */
export function tradeShowTimeState(show: Schedule, now: Date, timeZone: string): TradeShowTimeState {
  const { date, time } = localDateTime(now, timeZone);
  // "YYYY-MM-DDTHH:MM" strings order like the instants they name.
  const local = `${date}T${time}`;
  if (local < `${show.startDate}T${show.openingTime}`) return "upcoming";
  if (local < `${show.endDate}T${show.closingTime}`) return "ongoing";
  return "finished";
}

/**
 * Whether the show's online part is still open at `now`: from the start, until one month after the opening
 * (the same local day and time a month later, read in the show's time zone).
 */
export function tradeShowOnlineAccessOpen(show: Schedule, now: Date, timeZone: string): boolean {
  const { date, time } = localDateTime(now, timeZone);
  const local = `${date}T${time}`;
  const closes = `${addCalendarMonths(show.startDate, TRADE_SHOW_ONLINE_ACCESS_MONTHS)}T${show.openingTime}`;
  return local < closes;
}

/**
 * Where the show's online part stands at `now` (the virtual hall, messages with exhibitors, live conferences):
 * not open before the first day's opening, open until one month after it, then closed.
 */
export function tradeShowOnlineAccess(show: Schedule, now: Date, timeZone: string): "not-yet" | "open" | "closed" {
  if (tradeShowTimeState(show, now, timeZone) === "upcoming") return "not-yet";
  return tradeShowOnlineAccessOpen(show, now, timeZone) ? "open" : "closed";
}

/** A hall as the api answers it, in the show's order. */
export type Hall = { id: string; name: string | null; theme: string };

/** A trade show as the api answers it (docs/trade-shows.md). The time state and online access are derived. */
export type TradeShow = {
  id: string;
  slug: string;
  name: string;
  category: SubCategory;
  startDate: string;
  endDate: string;
  openingTime: string;
  closingTime: string;
  /** IANA time zone of the place: the dates and times above are read in it. */
  timeZone: string;
  place: {
    address: { streetNumberAndStreet: string; city: string; citySlug: string; country: string };
    location: z.infer<typeof geoPointSchema>;
  };
  themes: string[];
  presentation: string;
  organiser: TradeShowOrganiser;
  logoUrl: string | null;
  bannerUrl: string | null;
  socialLinks: z.infer<typeof socialLinksSchema>;
  /** The venue's accessibility (ADR 106), as an activity's (ADR 087): families declared and features ticked. */
  accessibility: AccessibilityValue[];
  mode: TradeShowMode;
  listing: TradeShowListing;
  halls: Hall[];
  /** The halls placed on the floor grid. */
  plan: PlanPlacement[];
  /** The directory's activity that stands for the show while it is listed (ADR 066); null when private. */
  activitySlug: string | null;
  timeState: TradeShowTimeState;
  onlineAccessOpen: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A show in the caller's own list: with the caller's role on its team (null for the support team). */
export type TradeShowOfMine = TradeShow & { myRole: TradeShowRole | null };

/** What GET /api/trade-shows/:slug answers: the show, and the caller's role on its team (null when none). */
export type TradeShowView = TradeShow & { myRole: TradeShowRole | null };

/** The show page's views per day, and what happened at its booths (ADR 102). */
export type TradeShowStatistics = {
  since: string;
  days: number;
  perDay: Array<{ day: string; views: number }>;
  activity: ShowActivityStatistics;
};

/** What the invitation page shows before the invitee accepts. */
export type InvitationPreview = { tradeShowName: string; tradeShowSlug: string; role: TradeShowRole; email: string };

export type TradeShowMember = { userId: string; email: string; name: string; role: TradeShowRole; joinedAt: string };

export type TradeShowInvitation = {
  id: string;
  email: string;
  role: TradeShowRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
};

/** The public event page of a show in the directory, in each language (its views feed the statistics). */
export const tradeShowPagePath = (slug: string, locale: "fr" | "en") => `${locale === "en" ? "/en" : ""}/salon/${slug}`;
