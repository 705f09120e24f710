import type { Locale } from "@alentour/domain/locale";
import { createIntl, createIntlCache } from "react-intl/server";
import { catalogues, type MessageId } from "./catalogues.ts";

const cache = createIntlCache();
const intls = {
  fr: createIntl({ locale: "fr", defaultLocale: "fr", messages: catalogues.fr }, cache),
  en: createIntl({ locale: "en", defaultLocale: "fr", messages: catalogues.en }, cache),
};

/** Messages for code that renders outside React's tree (server components, metadata, loaders). */
export function translator(locale: Locale) {
  return (id: MessageId, values?: Record<string, string | number>) => intls[locale].formatMessage({ id }, values) as string;
}
