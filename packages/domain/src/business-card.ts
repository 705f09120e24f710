import { z } from "zod";
import { emailSchema, httpUrlSchema, phoneSchema, text } from "./fields.ts";

/** What an attendee hands out: personal and professional information. */
export const businessCardSchema = z.object({
  personal: z.object({
    firstName: text(1, 100),
    lastName: text(1, 100),
    email: emailSchema,
    phone: phoneSchema.optional(),
  }),
  professional: z.object({
    company: text(1, 200).optional(),
    jobTitle: text(1, 120).optional(),
    website: httpUrlSchema.optional(),
  }),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;
