import { emailSchema, httpUrlSchema, phoneSchema, text } from "./fields.ts";
import { z } from "./zod.ts";

// Attendees' business cards (docs/trade-shows.md#attendees, ADR 097). Each attendee keeps two cards, a personal
// one and a professional one; each holds the attendee's values and the fields it shares. A lead shows the
// shared fields only, and none once the card is withdrawn.

export const businessCardKinds = ["personal", "professional"] as const;
export type BusinessCardKind = (typeof businessCardKinds)[number];
export const businessCardKindSchema = z.enum(businessCardKinds);

export const businessCardFieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "jobTitle",
  "website",
  "city",
] as const;
export type BusinessCardField = (typeof businessCardFieldNames)[number];

export const businessCardValuesSchema = z.object({
  firstName: text(1, 100).optional(),
  lastName: text(1, 100).optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  company: text(1, 200).optional(),
  jobTitle: text(1, 120).optional(),
  website: httpUrlSchema.optional(),
  city: text(1, 100).optional(),
});
export type BusinessCardValues = z.infer<typeof businessCardValuesSchema>;

/** One card as its owner writes it: the values, and which of them the card shares (each once). */
export const businessCardSchema = z.object({
  values: businessCardValuesSchema,
  shared: z
    .array(z.enum(businessCardFieldNames))
    .max(businessCardFieldNames.length)
    .refine((fields) => new Set(fields).size === fields.length, { error: "field/invalid" }),
});
export type BusinessCardInput = z.infer<typeof businessCardSchema>;

/** A card as its owner reads it. */
export type BusinessCard = BusinessCardInput & { kind: BusinessCardKind; updatedAt: string | null };

/** What a card shows to whoever holds it: the shared fields that have a value. */
export function sharedValues(card: BusinessCardInput): BusinessCardValues {
  const shown: BusinessCardValues = {};
  for (const field of card.shared) {
    const value = card.values[field];
    if (value !== undefined) shown[field] = value;
  }
  return shown;
}

/** A lead's rating: 0 to 5 stars. */
export const leadUpdateSchema = z.object({
  rating: z.number().int().min(0).max(5).optional(),
  notes: z.string().max(2000).optional(),
  tags: z.array(text(1, 40)).max(20).optional(),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** A lead as its booth's exhibitors see it; `card` is null once the attendee withdrew it. */
export type Lead = {
  id: string;
  boothId: string;
  kind: BusinessCardKind;
  card: BusinessCardValues | null;
  rating: number;
  notes: string;
  tags: string[];
  source: "handed" | "scanned";
  createdAt: string;
  withdrawnAt: string | null;
};

/** A card the attendee handed out, as the attendee sees it. */
export type HeldCard = {
  leadId: string;
  boothId: string;
  companyName: string;
  showSlug: string;
  showName: string;
  kind: BusinessCardKind;
  createdAt: string;
  withdrawnAt: string | null;
};
