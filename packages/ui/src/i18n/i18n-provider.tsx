"use client";
import type { Locale } from "@alentour/domain/locale";
import type { ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { catalogues, type MessageId } from "./catalogues.ts";

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale="fr" messages={catalogues[locale]}>
      {children}
    </IntlProvider>
  );
}

/** `t("nav.home")`: a message of the shared catalogue, in the current locale. */
export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

export function useLocale(): Locale {
  return useIntl().locale as Locale;
}
