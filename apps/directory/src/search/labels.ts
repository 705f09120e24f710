import { isAccessibilityValue } from "@alentour/domain/accessibility";
import type { Locale } from "@alentour/domain/locale";
import { isWhenFilter } from "@alentour/domain/search";
import {
  type ActivityCategory,
  activityCategories,
  categoryLabel,
  isSubCategory,
  subCategoryLabel,
  type VisitorProfile,
  visitorProfiles,
} from "@alentour/domain/taxonomy";
import type { MessageId } from "@alentour/ui/catalogues";

type T = (id: MessageId, values?: Record<string, string | number>) => string;

const countryNames = new Map<Locale, Intl.DisplayNames>();

export function countryLabel(code: string, locale: Locale): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** How a facet value reads in the filters and the current refinements. */
export function facetValueLabel(attribute: string, value: string, locale: Locale, t: T): string {
  switch (attribute) {
    case "category":
      return (activityCategories as readonly string[]).includes(value) ? categoryLabel(value as ActivityCategory, locale) : value;
    case "subCategory":
      return isSubCategory(value) ? subCategoryLabel(value, locale) : value;
    case "country":
      return countryLabel(value, locale);
    case "profiles":
      return (visitorProfiles as readonly string[]).includes(value)
        ? capitalised(t(`directory.profile.${value as VisitorProfile}`))
        : value;
    case "accessibility":
      return isAccessibilityValue(value) ? t(`accessibility.value.${value}`) : value;
    case "setting":
      return value === "indoor" || value === "outdoor" ? t(`directory.activity.setting.${value}`) : value;
    case "pricing":
      return value === "free" ? t("search.freeOnly") : value === "paid" ? t("directory.pricing.paid") : value;
    case "when":
      return isWhenFilter(value) ? t(`search.when.${value}`) : value;
    default:
      return value;
  }
}

/** "1.2 km", "350 m" in the page's language. */
export function distanceLabel(metres: number, locale: Locale): string {
  if (metres < 1000) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "meter", maximumFractionDigits: 0 }).format(
      Math.round(metres / 10) * 10,
    );
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: metres < 10_000 ? 1 : 0,
  }).format(metres / 1000);
}
