import { accessibilityValues, normalizedAccessibility } from "./accessibility.ts";
import { isCountryCode } from "./countries.ts";
import type { ErrorCode } from "./errors.ts";
import { type EventDates, eventDatesErrors } from "./event-dates.ts";
import { emailSchema, httpUrlSchema, longText, parseHttpUrl, phoneSchema, text, timeSchema } from "./fields.ts";
import type { OpeningHours, TimeRange } from "./opening-hours.ts";
import { activityCategories, pricings, settings, subCategories, subCategoriesOf, visitorProfiles, weekdays } from "./taxonomy.ts";
import { z } from "./zod.ts";

export { EVENT_DATES_MAX_DAYS, type EventDates, eventDatesErrors } from "./event-dates.ts";
export { type OpeningHours, type OpeningStatus, openingStatus, openingStatuses, type TimeRange } from "./opening-hours.ts";
// The taxonomy and the opening status live in zod-free modules (for browsers); re-exported here with the schemas.
export {
  type ActivityCategory,
  activityCategories,
  categoryLabel,
  categoryLabels,
  categoryOf,
  isSubCategory,
  type Pricing,
  pricingLabels,
  pricings,
  type Setting,
  type SubCategory,
  settingLabels,
  settings,
  subCategories,
  subCategoriesOf,
  subCategoryLabel,
  type VisitorProfile,
  visitorProfileLabels,
  visitorProfiles,
  type Weekday,
  weekdayLabels,
  weekdays,
} from "./taxonomy.ts";

const weekdaySchema = z.enum(weekdays);

export const timeRangeSchema = z.object({ start: timeSchema, end: timeSchema }) satisfies z.ZodType<TimeRange>;

const rangesSchema = z.array(timeRangeSchema).min(1).max(6);

const openDaysSchema = z
  .array(weekdaySchema)
  .min(1)
  .refine((days) => new Set(days).size === days.length);

export const openingHoursSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("same-every-day"), days: openDaysSchema, ranges: rangesSchema }),
  z.object({
    mode: z.literal("per-day"),
    // A day left out is closed.
    days: z.partialRecord(weekdaySchema, rangesSchema).refine((days) => Object.keys(days).length > 0),
  }),
  z.object({ mode: z.literal("24h"), days: openDaysSchema }),
]) satisfies z.ZodType<OpeningHours>;

/** A dated event's first and last local days (event-dates.ts); the catalogue code of each fault on its field. */
export const eventDatesSchema = z.object({ start: z.string(), end: z.string() }).superRefine((dates, context) => {
  for (const [field, error] of Object.entries(eventDatesErrors(dates))) {
    context.addIssue({ code: "custom", path: [field], message: error.code, params: error.params });
  }
}) satisfies z.ZodType<EventDates>;

export const priceListItemSchema = z.object({
  label: text(1, 100),
  /** In the currency's minor unit (cents). */
  amount: z.number().int().nonnegative(),
  /** ISO 4217. */
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

export const addressSchema = z.object({
  streetNumberAndStreet: text(1, 200),
  city: text(1, 100),
  /** ISO 3166-1 alpha-2 (countries.ts). */
  country: z.string().refine(isCountryCode, { error: "address/unknown-country" satisfies ErrorCode }),
});
export type Address = z.infer<typeof addressSchema>;

export const socialNetworks = ["x", "linkedin", "instagram", "facebook"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const socialNetworkHosts: Record<SocialNetwork, { hosts: readonly string[]; shown: string }> = {
  x: { hosts: ["x.com", "twitter.com"], shown: "https://x.com" },
  linkedin: { hosts: ["linkedin.com"], shown: "https://www.linkedin.com" },
  instagram: { hosts: ["instagram.com"], shown: "https://www.instagram.com" },
  facebook: { hosts: ["facebook.com"], shown: "https://www.facebook.com" },
};

/** Whether a URL is an http(s) address on the network's host or one of its subdomains. */
export function isSocialNetworkUrl(network: SocialNetwork, value: string): boolean {
  const hostname = parseHttpUrl(value)?.hostname;
  return (
    hostname !== undefined && socialNetworkHosts[network].hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`))
  );
}

function socialLinkSchema(network: SocialNetwork) {
  return httpUrlSchema.refine((value) => isSocialNetworkUrl(network, value), {
    error: "url/wrong-host" satisfies ErrorCode,
    params: { host: socialNetworkHosts[network].shown },
  });
}

export const socialLinksSchema = z.object({
  x: socialLinkSchema("x").optional(),
  linkedin: socialLinkSchema("linkedin").optional(),
  instagram: socialLinkSchema("instagram").optional(),
  facebook: socialLinkSchema("facebook").optional(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const activityContactSchema = z.object({
  email: emailSchema.optional(),
  /** The structure's or the person's name. */
  name: text(1, 120).optional(),
  phone: phoneSchema.optional(),
  website: httpUrlSchema.optional(),
});
export type ActivityContact = z.infer<typeof activityContactSchema>;

export const activityNameSchema = text(2, 120);

/** The longest description stored, counted on the sanitised HTML (what is stored), not on what was sent. */
export const DESCRIPTION_MAX_LENGTH = 50_000;
/**
 * The description HTML as sent: cleaned like every text, and bounded loosely (sanitising usually shortens
 * it, but may lengthen it, as links gain attributes), so the server checks DESCRIPTION_MAX_LENGTH after.
 */
export const descriptionHtmlSchema = longText(0, 4 * DESCRIPTION_MAX_LENGTH);

/** "Suggest a modification" from an activity's page: what is wrong, and optionally where to answer. */
export const suggestionSchema = z.object({
  message: longText(10, 2000),
  email: emailSchema.optional().or(z.literal("").transform(() => undefined)),
});

/**
 * One of a list. zod reports a missing choice like a wrong one ("invalid option"); a form left unanswered must
 * ask for the answer, not call it invalid.
 */
const choice = <const T extends readonly string[]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "field/required" : "field/invalid") satisfies ErrorCode,
  });

const activityFields = {
  name: activityNameSchema,
  category: choice(activityCategories),
  subCategory: choice(subCategories),
  pricing: choice(pricings),
  setting: choice(settings),
  profiles: z
    .array(z.enum(visitorProfiles))
    .min(1)
    .refine((profiles) => new Set(profiles).size === profiles.length),
  address: addressSchema,
  openingHours: openingHoursSchema,
  /** Null for an activity open all year on its weekly hours. */
  dates: eventDatesSchema.nullable(),
  priceList: z.array(priceListItemSchema).max(50),
  contact: activityContactSchema,
  socialLinks: socialLinksSchema,
};

/**
 * What an owner ticked of the accessibility section (ADR 087): families declared and features, each once; stored in
 * the lists' order, so a repeated or reordered tick changes nothing.
 */
export const accessibilitySchema = z
  .array(z.enum(accessibilityValues, { error: "field/invalid" satisfies ErrorCode }))
  .max(accessibilityValues.length * 2)
  .transform(normalizedAccessibility);

const subCategoryMatches = {
  check: (activity: { category: (typeof activityCategories)[number]; subCategory: (typeof subCategories)[number] }) =>
    subCategoriesOf(activity.category).includes(activity.subCategory),
  params: { error: "activity/sub-category-mismatch" satisfies ErrorCode, path: ["subCategory"] },
};

export const activityInputSchema = z.object(activityFields).refine(subCategoryMatches.check, subCategoryMatches.params);
export type ActivityInput = z.infer<typeof activityInputSchema>;

// Seven decimals are a centimetre: finer is noise, and a subnormal such as 5e-324 is more than PostgreSQL takes.
const coordinate = (limit: number) =>
  z
    .number()
    .min(-limit)
    .max(limit)
    .transform((degrees) => Math.round(degrees * 1e7) / 1e7 || 0);

export const geoPointSchema = z.object({ lat: coordinate(90), lng: coordinate(180) });

/**
 * What the add-activity wizard publishes: the place (placed on the map by the geocoder or a pin), what it
 * is, whom it suits, when it opens, and the owner's acceptance of the terms
 * (docs/product.md#adding-and-modifying-an-activity). Pricing, setting and visitor
 * profiles have no default: a page must not state an answer the owner never gave. The rest is filled in later.
 */
export const activityCreateSchema = z
  .object({
    ...activityFields,
    dates: activityFields.dates.default(null),
    priceList: activityFields.priceList.default([]),
    contact: activityContactSchema.default({}),
    socialLinks: socialLinksSchema.default({}),
    accessibility: accessibilitySchema.default([]),
    location: geoPointSchema,
    legalAccepted: z.literal(true, { error: "legal/acceptance-required" satisfies ErrorCode }),
  })
  .refine(subCategoryMatches.check, subCategoryMatches.params);
export type ActivityCreateInput = z.input<typeof activityCreateSchema>;

/**
 * What the modify wizard's sections send: any of the activity's own fields, each section its own. The place
 * (address and pin) travels together, because one without the other would put the activity somewhere it is not;
 * a banner arrives through an upload, so a section may only take it away (null).
 */
export const activityPatchSchema = z
  .object(activityFields)
  .omit({ address: true })
  .extend({
    place: z.object({ address: addressSchema, location: geoPointSchema }),
    descriptionHtml: descriptionHtmlSchema,
    bannerUrl: z.null(),
    accessibility: accessibilitySchema,
  })
  .partial()
  .strict();
export type ActivityPatch = z.infer<typeof activityPatchSchema>;
export type ActivityPatchInput = z.input<typeof activityPatchSchema>;
