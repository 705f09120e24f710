import type { Locale } from "@alentour/domain/locale";
import { catalogues, catalogueWithout } from "@alentour/ui/catalogues";

/**
 * Namespaces of the shared catalogue that only the dashboard, the console and the trade-show apps use, and the
 * directory's pages rendered without React in the browser (booths, video calls, the hall). The App Router's pages
 * send their provider's messages to the browser inside every page's HTML, so these are left out of them: 42 kB of
 * the catalogue's 92. `browser-messages.test.ts` fails if the directory's code or the shared components name one.
 */
export const OTHER_APPS_NAMESPACES = [
  "admin",
  "owner",
  "licences",
  "licenceGate",
  "stats",
  "boothConsole",
  "messages",
  "dashboard",
  "tradeshow",
  "booths",
  "video",
  "hall",
] as const;

const byLocale = {
  fr: catalogueWithout(catalogues.fr, OTHER_APPS_NAMESPACES),
  en: catalogueWithout(catalogues.en, OTHER_APPS_NAMESPACES),
};

/** The messages the App Router's pages are given (and send to the browser), one object per language. */
export const browserMessages = (locale: Locale) => byLocale[locale];
