import { ApiError } from "@alentour/backend-client/api-client";

/** What a failed call means for a form: messages next to fields, or one for the whole form. */
export function formErrors(error: unknown, fallback: string): { fields: Record<string, string>; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, field]) => [name, field.message]));
  return { fields, form: Object.keys(fields).length > 0 ? null : error.message };
}

const here = "http://alentour.invalid";

/**
 * Only a path of this site is followed after sign-in, never another origin. The target is resolved as a
 * browser would (which drops tabs and newlines, and reads `\` as `/`) before its origin is compared.
 */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target?.startsWith("/")) return fallback;
  try {
    const url = new URL(target, here);
    return url.origin === here ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
