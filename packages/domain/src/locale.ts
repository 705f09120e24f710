export const locales = ["fr", "en"] as const;

export type Locale = (typeof locales)[number];

/** A text given in every locale. */
export type Localized = Record<Locale, string>;

export const defaultLocale: Locale = "fr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header (RFC 9110 §12.5.4).
 * Only the primary subtag matters: "en-GB" and "en" both select English.
 */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranges = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.split(";");
      let quality = 1;
      for (const parameter of parameters) {
        const [name = "", value = ""] = parameter.split("=");
        if (name.trim().toLowerCase() === "q") quality = value.trim() === "" ? Number.NaN : Number(value);
      }
      return { tag: tag.trim().toLowerCase(), quality, index };
    })
    // q=0 means "not acceptable"; a malformed q makes the range unusable rather than preferred.
    .filter((range) => range.tag !== "" && range.quality > 0 && range.quality <= 1)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);

  for (const { tag } of ranges) {
    if (tag === "*") return defaultLocale;
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}
