import type { Locale } from "@alentour/domain/locale";
import { createIntl, createIntlCache } from "react-intl/server";
import { catalogues, type MessageId } from "./catalogues.ts";

const cache = createIntlCache();
const intls = {
  fr: createIntl({ locale: "fr", defaultLocale: "fr", messages: catalogues.fr }, cache),
  en: createIntl({ locale: "en", defaultLocale: "fr", messages: catalogues.en }, cache),
};

// A message without values reads the same every time: formatted once per language (a page asks for dozens).
const plain = { fr: new Map<MessageId, string>(), en: new Map<MessageId, string>() };

/** Messages for code that renders outside React's tree (server components, metadata, loaders). */
export function translator(locale: Locale) {
  const intl = intls[locale];
  const kept = plain[locale];
  return (id: MessageId, values?: Record<string, string | number>): string => {
    if (values !== undefined) return intl.formatMessage({ id }, values) as string;
    let text = kept.get(id);
    if (text === undefined) {
      text = intl.formatMessage({ id }) as string;
      kept.set(id, text);
    }
    return text;
  };
}
