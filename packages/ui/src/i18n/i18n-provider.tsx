"use client";
import type { Locale } from "@alentour/domain/locale";
import { type ReactNode, useCallback } from "react";
import { IntlProvider, useIntl } from "react-intl";
import type { Catalogue, MessageId } from "./catalogues.ts";

/** The messages come from the server, one language only, so browsers never download the other catalogue. */
export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Catalogue; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="fr" messages={messages}>
      {children}
    </IntlProvider>
  );
}

/** `t("nav.home")`: a message of the shared catalogue, in the current locale. */
export function useT() {
  const intl = useIntl();
  // Stable while the language is, so that it can sit in hooks' dependency lists.
  return useCallback((id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}

export function useLocale(): Locale {
  return useIntl().locale as Locale;
}
