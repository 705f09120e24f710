import { defaultLocale, isLocale, type Locale } from "@alentour/domain/locale";

/**
 * The [locale] segment. The proxy only ever routes to /fr/… and /en/…, but Next also renders the root
 * layout for its own error shells, where the segment may be missing: French then, never a throw.
 */
export async function localeParam(params: Promise<{ locale?: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}
