import type { ErrorCode } from "./errors.ts";
import { emailSchema, httpUrlSchema, instantSchema, text } from "./fields.ts";
import { isPhoneNumberOf } from "./phone.ts";
import { z } from "./zod.ts";

// A cleared form field arrives as "" (or blanks), which the record stores as null.
function optionalText<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .string()
    .transform((value) => (value.trim() === "" ? null : value))
    .pipe(schema.nullable())
    .nullable();
}

/** A record of the `users` collection, keyed by the user's id. */
/**
 * A person's phone must be a real number (docs/product.md#phone-numbers): written internationally for any country ("+44 20 7946
 * 0958"), or nationally as a French number ("06 12 34 56 78"), the product's home country.
 */
const personalPhoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine((value) => isPhoneNumberOf(value, "FR"), { error: "phone/invalid" satisfies ErrorCode });

export const userSchema = z.object({
  id: z.string().min(1),
  email: emailSchema,
  firstName: text(1, 100),
  lastName: text(1, 100),
  city: optionalText(text(1, 100)),
  /** Company or organisation. */
  company: optionalText(text(1, 200)),
  phone: optionalText(personalPhoneSchema),
  photoUrl: optionalText(httpUrlSchema),
  dateCreated: instantSchema,
  dateUpdated: instantSchema,
});

export type User = z.infer<typeof userSchema>;

/** What a client may write; the server owns the id, the e-mail (an account matter) and both dates. */
export const userWritableSchema = userSchema.omit({ id: true, email: true, dateCreated: true, dateUpdated: true });

export type UserWritable = z.infer<typeof userWritableSchema>;

export const userUpdateSchema = userWritableSchema.partial();

export type UserUpdate = z.infer<typeof userUpdateSchema>;
