import { emailSchema, httpUrlSchema, instantSchema } from "./fields.ts";
import { z } from "./zod.ts";

export const authProviderInfoSchema = z.object({
  providerId: z.string().min(1),
  uid: z.string().min(1),
  email: emailSchema.nullable(),
  displayName: z.string().nullable(),
});

export type AuthProviderInfo = z.infer<typeof authProviderInfoSchema>;

/** The authentication service's view of an account, distinct from the `users` record. */
export const authAccountSchema = z.object({
  uid: z.string().min(1),
  // Anonymous accounts have no e-mail.
  email: emailSchema.nullable(),
  emailVerified: z.boolean(),
  displayName: z.string().nullable(),
  photoURL: httpUrlSchema.nullable(),
  phoneNumber: z.string().nullable(),
  isAnonymous: z.boolean(),
  providerData: z.array(authProviderInfoSchema),
  metadata: z.object({
    creationTime: instantSchema,
    lastSignInTime: instantSchema,
  }),
});

export type AuthAccount = z.infer<typeof authAccountSchema>;
