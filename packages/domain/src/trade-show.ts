import { z } from "zod";
import { socialLinksSchema } from "./activity.ts";
import { THEMES_MAX_CUSTOM, THEMES_MIN, TRADE_SHOW_MAX_DURATION_MONTHS } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { dateSchema, emailSchema, httpUrlSchema, phoneSchema, text, timeSchema } from "./fields.ts";
import { localDateTime } from "./local-time.ts";

export const tradeShowModes = ["physical", "virtual", "hybrid"] as const;
export type TradeShowMode = (typeof tradeShowModes)[number];

/** public: listed in the directory; private: a test, not listed. */
export const tradeShowListings = ["public", "private"] as const;
export type TradeShowListing = (typeof tradeShowListings)[number];

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

export const hallSchema = z.object({
  id: z.string().min(1).max(64),
  theme: z
    .string({ error: "trade-show/hall-theme-required" satisfies ErrorCode })
    .trim()
    .min(1, { error: "trade-show/hall-theme-required" satisfies ErrorCode })
    .max(100),
});
export type Hall = z.infer<typeof hallSchema>;

export const tradeShowOrganiserSchema = z.object({
  name: text(1, 120),
  email: emailSchema,
  website: httpUrlSchema.optional(),
  phone: phoneSchema.optional(),
  company: text(1, 200).optional(),
});
export type TradeShowOrganiser = z.infer<typeof tradeShowOrganiserSchema>;

export const tradeShowInputSchema = z
  .object({
    name: text(2, 120),
    startDate: dateSchema,
    endDate: dateSchema,
    /** Daily opening and closing time, "HH:MM". */
    openingTime: timeSchema,
    closingTime: timeSchema,
    // The spec names a category without listing its values.
    category: text(1, 100),
    themes: z
      .array(text(1, 60))
      .min(THEMES_MIN, { error: "trade-show/theme-required" satisfies ErrorCode })
      .max(THEMES_MAX_CUSTOM, { error: "trade-show/too-many-themes" satisfies ErrorCode }),
    organiser: tradeShowOrganiserSchema,
    logoUrl: httpUrlSchema.optional(),
    bannerUrl: httpUrlSchema.optional(),
    socialLinks: socialLinksSchema,
    mode: z.enum(tradeShowModes),
    listing: z.enum(tradeShowListings),
    halls: z.array(hallSchema).refine((halls) => new Set(halls.map((hall) => hall.id)).size === halls.length),
  })
  .superRefine((show, ctx) => {
    // Refinements also run when a date already failed its format check; there is nothing to compare then.
    if (!ISO_DATE.test(show.startDate) || !ISO_DATE.test(show.endDate)) return;
    if (show.endDate < show.startDate) {
      ctx.addIssue({ code: "custom", message: "schedule/end-before-start" satisfies ErrorCode, path: ["endDate"] });
    } else if (show.endDate > latestTradeShowEndDate(show.startDate)) {
      ctx.addIssue({ code: "custom", message: "trade-show/too-long" satisfies ErrorCode, path: ["endDate"] });
    }
  });
export type TradeShowInput = z.infer<typeof tradeShowInputSchema>;

export const tradeShowTimeStates = ["upcoming", "ongoing", "finished"] as const;
export type TradeShowTimeState = (typeof tradeShowTimeStates)[number];

/** Where a trade show stands at `now`, read in its IANA time zone: it opens and closes at local times. */
export function tradeShowTimeState(
  show: Pick<TradeShowInput, "startDate" | "endDate" | "openingTime" | "closingTime">,
  now: Date,
  timeZone: string,
): TradeShowTimeState {
  const { date, time } = localDateTime(now, timeZone);
  // "YYYY-MM-DDTHH:MM" strings order like the instants they name.
  const local = `${date}T${time}`;
  if (local < `${show.startDate}T${show.openingTime}`) return "upcoming";
  if (local < `${show.endDate}T${show.closingTime}`) return "ongoing";
  return "finished";
}
