import { ApiError } from "@alentour/backend-client/api-client";
import { data } from "react-router";
import type { ActionResult } from "./action-result.ts";

/** Runs an api call for an action; a refusal comes back as data with the api's status, for the form to show. */
export async function attempt(intent: string, run: () => Promise<unknown>) {
  try {
    await run();
    return data<ActionResult>({ ok: true, intent });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([name, field]) => [name, field.message]));
    return data<ActionResult>({ ok: false, intent, message: error.message, fields }, { status: error.status });
  }
}

/** A loader's api call; a refusal (not found, forbidden) becomes that page's error response. */
export async function load<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw data(null, { status: error.status });
    throw error;
  }
}

/** A text field of a submitted form ("" when absent). */
export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
