import type { Locale } from "@alentour/domain/locale";

// Codes ICU names that are not countries a place can be in.
const notCountries = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);
const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const cache = new Map<Locale, Array<{ value: string; label: string }>>();

/** Every ISO 3166-1 country, named in the page's language by the browser's own data, sorted by name. */
export function countryOptions(locale: Locale): Array<{ value: string; label: string }> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const options: Array<{ value: string; label: string }> = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const label = notCountries.has(code) ? undefined : names.of(code);
      if (label && label !== code) options.push({ value: code, label });
    }
  }
  options.sort((a, b) => a.label.localeCompare(b.label, locale));
  cache.set(locale, options);
  return options;
}
