import type { TradeShow, TradeShowPatch } from "@alentour/domain/trade-show";
import { useLocale, useT } from "@alentour/ui/i18n";
import { notifyInfo } from "@alentour/ui/notify";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from "./form-errors.ts";
import { fieldsOf, inputOf, type ShowFields, validateShow } from "./show-draft.ts";
import { useTradeShowApi } from "./trade-show-api.ts";

/**
 * One form over a saved show: the fields, their messages (checked as the api would, then as it answered), and
 * a save that sends only the fields the page edits.
 */
export function useShowForm(show: TradeShow, edited: Array<keyof ReturnType<typeof inputOf>>) {
  const t = useT();
  const locale = useLocale();
  const api = useTradeShowApi();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState<ShowFields>(() => fieldsOf(show));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const owns = (path: string) => edited.some((field) => path === field || path.startsWith(`${field}.`));

  async function save() {
    setFormError(null);
    const result = validateShow(fields);
    if (!result.success) {
      const found = Object.fromEntries(Object.entries(zodFieldErrors(result.error, locale)).filter(([path]) => owns(path)));
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setErrors({});
    setSaving(true);
    try {
      const input = inputOf(fields);
      const patch = Object.fromEntries(edited.map((field) => [field, input[field]])) as TradeShowPatch;
      await api.update(show.slug, patch);
      notifyInfo({ title: t("ts.page.savedTitle"), description: t("ts.page.saved") });
      await revalidator.revalidate();
    } catch (error) {
      const refused = apiFieldErrors(error, t("error.description"));
      setErrors(refused.fields);
      setFormError(refused.form);
    } finally {
      setSaving(false);
    }
  }

  return {
    fields,
    errors,
    formError,
    saving,
    save,
    change: (change: Partial<ShowFields>) => setFields((current) => ({ ...current, ...change })),
  };
}
