// Phone numbers checked against their country's numbering plan. No zod here: browsers load this module.
import { type CountryCode, isSupportedCountry, isValidPhoneNumber } from "libphonenumber-js/min";

/**
 * docs/product.md#phone-numbers, "A phone number must be valid": a real number of the activity's country, written nationally
 * ("04 78 00 00 00") or internationally ("+33 4 78 00 00 00"). A country the library does not know accepts
 * any international number.
 */
export function isPhoneNumberOf(value: string, country: string): boolean {
  const trimmed = value.trim();
  if (!isSupportedCountry(country)) return trimmed.startsWith("+") && isValidPhoneNumber(trimmed);
  return isValidPhoneNumber(trimmed, country as CountryCode);
}
