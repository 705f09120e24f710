// Field schemas shared by the entity modules. Internal: the package exports entities, not building blocks.
import { z } from "zod";
import type { ErrorCode } from "./errors.ts";

export function text(min: number, max: number) {
  return z.string().trim().min(min).max(max);
}

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: "email/invalid" satisfies ErrorCode }));

export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value) !== null;
}

export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isHttpUrl, { error: "url/invalid" satisfies ErrorCode });

// E.164 caps a number at 15 digits; 6 lets short national numbers through. Formatting characters are free.
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine(isPhoneNumber, { error: "phone/invalid" satisfies ErrorCode });

/** Wall-clock time "HH:MM", 24-hour. */
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Calendar date "YYYY-MM-DD". */
export const dateSchema = z.iso.date();

/** Instant as ISO-8601 in UTC ("…Z"). */
export const instantSchema = z.iso.datetime();
