// The same list as the owner area's address form (apps/dashboard/app/owner/countries.ts).
import { countryCodes } from "@alentour/domain/countries";
import type { Locale } from "@alentour/domain/locale";

const cache = new Map<Locale, Array<{ value: string; label: string }>>();

/** Every country the api accepts (ISO 3166-1), named in the page's language by the browser's own data, sorted by name. */
export function countryOptions(locale: Locale): Array<{ value: string; label: string }> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const options: Array<{ value: string; label: string }> = [];
  for (const code of countryCodes) {
    const label = names.of(code);
    options.push({ value: code, label: label && label !== code ? label : code });
  }
  options.sort((a, b) => a.label.localeCompare(b.label, locale));
  cache.set(locale, options);
  return options;
}
