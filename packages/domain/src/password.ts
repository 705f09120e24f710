import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
import type { FieldError } from "./errors.ts";
import { z } from "./zod.ts";

export const passwordStrengths = ["too-short", "weak", "middle", "enough", "strong"] as const;

export type PasswordStrength = (typeof passwordStrengths)[number];

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export function isPasswordAccepted(strength: PasswordStrength): boolean {
  return strength !== "too-short" && strength !== "weak";
}

/** Maps a zxcvbn-style score (0–4) to a strength level; `length` counts characters, not UTF-16 units. */
export function strengthFromScore(score: PasswordScore, length: number): PasswordStrength {
  if (length < PASSWORD_MIN_LENGTH) return "too-short";
  if (score <= 1) return "weak";
  if (score === 2) return "middle";
  if (score === 3) return "enough";
  return "strong";
}

/** Characters as a person counts them, so an emoji is one and not two. */
export function passwordLength(password: string): number {
  return [...password].length;
}

export function checkPasswordLength(password: string): FieldError | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return { code: "auth/password-too-short", params: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { code: "auth/password-too-long", params: { max: PASSWORD_MAX_LENGTH } };
  return null;
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** A new password's length rules; its strength is scored elsewhere, with zxcvbn. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  const problem = checkPasswordLength(password);
  if (problem) ctx.addIssue({ code: "custom", message: problem.code, params: problem.params });
});
