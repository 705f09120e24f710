import { ApiError } from "@alentour/backend-client/api-client";
import { formatError } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import { appErrorFromZod } from "@alentour/domain/validation-errors";
import type { z } from "zod";

// The same two helpers as the owner area's forms (apps/dashboard/app/owner/form-errors.ts).

/** Field path → message, as the api names them ("organiser.email", "halls.0.theme"). */
export type FieldErrors = Record<string, string>;

/** The messages the api would answer with, checked in the browser before sending. */
export function zodFieldErrors(error: z.ZodError, locale: Locale): FieldErrors {
  const appError = appErrorFromZod(error);
  return Object.fromEntries(
    Object.entries(appError.fields).map(([name, field]) => [name, formatError(field.code, locale, field.params)]),
  );
}

/** What a refused call means for a form: messages next to fields, or one for the whole form. */
export function apiFieldErrors(error: unknown, fallback: string): { fields: FieldErrors; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, field]) => [name, field.message]));
  return { fields, form: Object.keys(fields).length > 0 ? null : error.message };
}

/** The message of a refused call, or the fallback. */
export const apiMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The first message of a field or of anything under it ("accessibility.1" for "accessibility"). */
export function errorUnder(errors: FieldErrors, ...prefixes: string[]): string | undefined {
  for (const [name, message] of Object.entries(errors)) {
    if (prefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}.`))) return message;
  }
  return undefined;
}
