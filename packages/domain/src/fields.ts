// Field schemas shared by the entity modules. Internal: the package exports entities, not building blocks.

import type { ErrorCode } from "./errors.ts";
import { z } from "./zod.ts";

// Control characters (NUL included: PostgreSQL refuses it in text) never belong in a name or a text; in a
// one-line name the line breaks and tabs become spaces, in a longer text they stay, as "\n".
const controlCharacters = /\p{Cc}/gu;
const controlCharactersButLines = /[^\P{Cc}\t\n]/gu;
const lineBreaksAndTabs = /\r\n?|[\t\n\v\f]/g;
// What a reader cannot see: blanks, controls, and format or default-ignorable characters (zero-width
// spaces and joiners, direction marks, the byte-order mark, soft hyphens, variation selectors…).
const invisibleCharacters = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A name or a text as it may be stored: well-formed Unicode (a lone surrogate becomes U+FFFD) in NFC, the
 * control characters removed, blanks at both ends trimmed. Zero-width characters inside stay (emoji and
 * some scripts need joiners); `hasVisibleText` tells whether anything a reader would see remains.
 */
export function cleanText(value: string, options: { multiline?: boolean } = {}): string {
  const wellFormed = value.toWellFormed().normalize("NFC");
  const cleaned = options.multiline
    ? wellFormed.replace(/\r\n?/g, "\n").replace(controlCharactersButLines, "")
    : wellFormed.replace(lineBreaksAndTabs, " ").replace(controlCharacters, "");
  return cleaned.trim();
}

/** Whether a text holds at least one character a reader would see. */
export function hasVisibleText(value: string): boolean {
  return value.replace(invisibleCharacters, "") !== "";
}

/** Whether a text is already as `cleanText` leaves it (what a stored name or text must be). */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  return cleanText(value, options) === value && (value === "" || hasVisibleText(value));
}

/**
 * Every name or text a person writes goes through here: cleaned (cleanText), then measured, so the limits
 * count what is stored; a text left with nothing visible is refused with its own catalogue error.
 */
function cleanString(min: number, max: number, options: { multiline?: boolean }) {
  return z
    .string()
    .overwrite((value) => cleanText(value, options))
    .min(min)
    .max(max)
    .refine((value) => value === "" || hasVisibleText(value), { error: "field/invisible-only" satisfies ErrorCode });
}

/** A one-line name or label. */
export function text(min: number, max: number) {
  return cleanString(min, max, {});
}

/** A text of several lines (a message, an answer, a description): line breaks are kept. */
export function longText(min: number, max: number) {
  return cleanString(min, max, { multiline: true });
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

// The URL parser drops tabs and line breaks and escapes other controls, but the address is stored as typed.
const blanksOrControls = /[\s\p{Cc}]/u;

export function isHttpUrl(value: string): boolean {
  return !blanksOrControls.test(value) && parseHttpUrl(value) !== null;
}

export const httpUrlSchema = z
  .string()
  .trim()
  // Stored as text like any other: well-formed and in NFC (the parser would percent-encode either form).
  .overwrite((value) => value.toWellFormed().normalize("NFC"))
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
