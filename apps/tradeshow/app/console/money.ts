import type { Locale } from "@alentour/domain/locale";

/** An amount in cents of its currency, as the reader's language writes it ("300,00 $US", "$300.00"). */
export const money = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
