import { z } from "zod";
import { CATCHPHRASE_MAX_LENGTH } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { emailSchema, httpUrlSchema, phoneSchema, text } from "./fields.ts";

/** An exhibitor's booth, as built in the booth wizard. */
export const boothInputSchema = z.object({
  companyName: text(1, 120),
  website: httpUrlSchema.optional(),
  phone: phoneSchema.optional(),
  email: emailSchema.optional(),
  logoUrl: httpUrlSchema.optional(),
  calendarUrl: httpUrlSchema.optional(),
  catchphrase: z
    .string()
    .trim()
    .max(CATCHPHRASE_MAX_LENGTH, { error: "booth/catchphrase-too-long" satisfies ErrorCode })
    .optional(),
  hallId: z.string().min(1).max(64),
  // Style and avatar are ids of the wizard's presets, which the spec does not list.
  style: text(1, 50),
  colour: z.string().regex(/^#[\da-fA-F]{6}$/),
  avatar: text(1, 50),
});
export type BoothInput = z.infer<typeof boothInputSchema>;
