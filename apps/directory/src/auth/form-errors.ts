import { ApiError } from "@alentour/backend-client/api-client";

/** What a failed call means for a form: messages next to fields, or one for the whole form. */
export function formErrors(error: unknown, fallback: string): { fields: Record<string, string>; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, field]) => [name, field.message]));
  return { fields, form: Object.keys(fields).length > 0 ? null : error.message };
}
