import type { Locale } from "@alentour/domain/locale";
import { catalogues, type Messages } from "@alentour/ui/catalogues";
import { type CompiledMessages, compileMessages } from "@alentour/ui/compiled-messages";

/**
 * What of the catalogue the search page's island names (its own texts, the facets' value labels, the opening
 * status, the feeds' links, the map's controls), sent to the browser with the page instead of the whole catalogue.
 * `search-messages.test.ts` fails if the island's code names a message left out here.
 */
export const SEARCH_MESSAGE_PREFIXES = [
  "search.",
  "accessibility.",
  "feeds.",
  "embed.",
  "map.",
  "directory.pricing.",
  "directory.status.",
  "directory.profile.",
  "directory.activity.setting.",
  // Named by the navigation rules the island imports for its links (localizePath), which the test cannot tell apart.
  "nav.",
  "notifications.close",
] as const;

const byLocale = new Map<Locale, Messages>();

/** The search island's messages in `locale`, picked once per language. */
export function searchMessageTexts(locale: Locale): Messages {
  let picked = byLocale.get(locale);
  if (!picked) {
    picked = Object.fromEntries(
      Object.entries(catalogues[locale]).filter(([id]) => SEARCH_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))),
    ) as Messages;
    byLocale.set(locale, picked);
  }
  return picked;
}

/** The same, parsed as react-intl would parse them (once per language): the island's bundle has no parser (ADR 117). */
export function searchMessages(locale: Locale): CompiledMessages {
  return compileMessages(searchMessageTexts(locale), locale);
}
