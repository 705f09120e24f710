import type { ErrorCode } from "./errors.ts";
import { emailSchema } from "./fields.ts";
import { passwordSchema } from "./password.ts";
import { isSafeRedirectPath } from "./safe-redirect.ts";
import { userWritableSchema } from "./user.ts";
import { z } from "./zod.ts";

const mismatch = "auth/passwords-mismatch" satisfies ErrorCode;

/** The sign-up form: the profile, the e-mail and the password typed twice (strength is scored apart). */
export const signUpSchema = userWritableSchema
  .pick({ firstName: true, lastName: true, city: true, company: true, phone: true })
  .partial({ city: true, company: true, phone: true })
  .extend({ email: emailSchema, password: passwordSchema, passwordConfirmation: z.string() })
  .refine((form) => form.password === form.passwordConfirmation, { message: mismatch, path: ["passwordConfirmation"] });

export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({ email: emailSchema, password: z.string().min(1) });

export const emailOnlySchema = z.object({ email: emailSchema });

export const linkTokenSchema = z.object({ token: z.string().min(1).max(2048) });

export const newPasswordSchema = z
  .object({ token: z.string().min(1).max(2048), password: passwordSchema, passwordConfirmation: z.string() })
  .refine((form) => form.password === form.passwordConfirmation, { message: mismatch, path: ["passwordConfirmation"] });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1),
    password: passwordSchema,
    passwordConfirmation: z.string(),
    revokeOtherSessions: z.boolean().default(false),
  })
  .refine((form) => form.password === form.passwordConfirmation, { message: mismatch, path: ["passwordConfirmation"] });

/**
 * Where to go back to after signing up and confirming the address: a path on this site only ("/add-activity"),
 * never another origin ("//evil.example", "/.//evil.example"), by the one rule every app follows.
 */
export const redirectPathSchema = z.string().max(512).refine(isSafeRedirectPath);

export const changeEmailSchema = z.object({ newEmail: emailSchema, currentPassword: z.string().min(1).max(128) });
