import { notifyError, notifyInfo } from "@alentour/ui/notify";
import { useEffect, useRef } from "react";
import type { ActionResult } from "../action-result.ts";

/**
 * Tells the outcome of a fetcher's action once, when it comes back: an information notice on success, an
 * error notice with the api's message otherwise.
 */
export function useActionNotice(
  fetcher: { state: string; data?: unknown },
  texts: {
    successTitle: string | ((intent: string) => string);
    success: string | ((intent: string) => string);
    errorTitle: string;
  },
) {
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    const result = fetcher.data as ActionResult | undefined;
    if (fetcher.state !== "idle" || !result || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      // Worded from what was done (the intent), not from the item, which has already changed.
      const description = typeof texts.success === "function" ? texts.success(result.intent) : texts.success;
      const title = typeof texts.successTitle === "function" ? texts.successTitle(result.intent) : texts.successTitle;
      notifyInfo({ title, description });
    } else notifyError({ title: texts.errorTitle, description: result.message });
  }, [fetcher.state, fetcher.data, texts]);
}

/** The api's message for one field of a failed action, for the field's `error` prop. */
export function fieldError(result: unknown, name: string): string | undefined {
  const value = result as ActionResult | undefined;
  return value && !value.ok ? value.fields[name] : undefined;
}
