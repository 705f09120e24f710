"use client";
import type { Locale } from "@alentour/domain/locale";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { type ReactNode, useCallback } from "react";
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider, useIntl } from "react-intl";
import type { MessageId, Messages } from "./catalogues.ts";
import type { CompiledMessages } from "./compiled-messages.ts";

// One formatter set per catalogue and language, made once: `IntlProvider` makes its own (and parses every message
// it formats again) on each render, which on the server is each request (docs/benchmarks.md).
const cache = createIntlCache();
const made = new WeakMap<Messages | CompiledMessages, Partial<Record<Locale, IntlShape>>>();

/**
 * The formatters of `messages` in `locale`, made once. Making them asks the browser for its locale data, a few
 * milliseconds that a React island can spend in a task of its own before it hydrates.
 */
export function intlFor(locale: Locale, messages: Messages | CompiledMessages): IntlShape {
  const byLocale = made.get(messages) ?? {};
  made.set(messages, byLocale);
  byLocale[locale] ??= createIntl(
    { locale, defaultLocale: "fr", messages: messages as Record<string, string> | Record<string, MessageFormatElement[]> },
    cache,
  );
  return byLocale[locale];
}

/**
 * The messages come from the server, one language only, so browsers never download the other catalogue; as text, or
 * parsed ahead (`compileMessages`) for a bundle built without the parser.
 */
export function I18nProvider(props: { locale: Locale; messages: Messages | CompiledMessages; children: ReactNode }) {
  const { locale, messages, children } = props;
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
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
