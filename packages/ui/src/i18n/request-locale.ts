import { isLocale, type Locale, pickLocale } from "@alentour/domain/locale";

/**
 * The language of a request to an app whose paths carry no locale (dashboard, admin, trade show): the
 * `locale` cookie the public site keeps, else the browser's Accept-Language, else French.
 */
export function requestLocale(headers: Headers): Locale {
  const cookie = headers.get("cookie") ?? "";
  const match = /(?:^|;\s*)locale=([^;]+)/.exec(cookie);
  if (match?.[1] && isLocale(match[1])) return match[1];
  return pickLocale(headers.get("accept-language"));
}
