import { type AccessibilityValue, accessibilityFacetValues } from "@alentour/domain/accessibility";
import { categoryLabels, subCategoryLabel } from "@alentour/domain/activity";
import type { Activity, GeoPoint } from "@alentour/domain/directory";
import { dateNumber, type EventDates } from "@alentour/domain/event-dates";
import type { OpeningHours } from "@alentour/domain/opening-hours";

/** One record of the `event` index: what a result card, a map marker and the filters need. */
export type SearchDocument = {
  objectID: string;
  slug: string;
  name: string;
  category: Activity["category"];
  subCategory: Activity["subCategory"];
  /** Both languages' labels, so "museum" and "musée" both find a museum. */
  categoryLabel: string;
  subCategoryLabel: string;
  pricing: Activity["pricing"];
  setting: Activity["setting"];
  profiles: Activity["profiles"];
  /** The accessibility facet (ADR 087): the families welcomed, those the features imply included, then the features. */
  accessibility: AccessibilityValue[];
  city: string;
  citySlug: string;
  country: string;
  /**
   * The lowest listed price in major units: 0 when free, null for a paid activity that lists no price, which then
   * matches no condition on the price (neither "free" nor a price range) and counts in no price facet or statistic.
   */
  price: number | null;
  quality: number;
  bannerUrl: string | null;
  timeZone: string;
  openingHours: OpeningHours;
  /** A dated event's first and last local days, else null (ADR 044). */
  dates: EventDates | null;
  /** The same as YYYYMMDD numbers for numericFilters: 0 and 99991231 when undated, so every range overlaps. */
  dateStart: number;
  dateEnd: number;
  _geoloc: GeoPoint;
  /** The listed trade show the activity stands for, whose page its hit links to (ADR 095); else null. */
  tradeShowSlug: string | null;
};

export const UNDATED_START = 0;
export const UNDATED_END = 99991231;

/** The attributes a filter or a facet may name; `when` is computed at query time in each activity's zone. */
export const facetAttributes = [
  "category",
  "subCategory",
  "pricing",
  "setting",
  "profiles",
  "accessibility",
  "city",
  "citySlug",
  "country",
] as const;
export type FacetAttribute = (typeof facetAttributes)[number];
export const numericAttributes = ["price", "quality", "dateStart", "dateEnd"] as const;
export type NumericAttribute = (typeof numericAttributes)[number];
/** Searchable text, most telling first. */
export const searchableAttributes = ["name", "subCategoryLabel", "categoryLabel", "city"] as const;
export type SearchableAttribute = (typeof searchableAttributes)[number];

export const retrievableAttributes = [
  "objectID",
  "slug",
  "name",
  "category",
  "subCategory",
  "categoryLabel",
  "subCategoryLabel",
  "pricing",
  "setting",
  "profiles",
  "accessibility",
  "city",
  "citySlug",
  "country",
  "price",
  "quality",
  "bannerUrl",
  "timeZone",
  "openingHours",
  "dates",
  "dateStart",
  "dateEnd",
  "_geoloc",
  "tradeShowSlug",
] as const satisfies ReadonlyArray<keyof SearchDocument>;

function lowestPrice(activity: Activity): number | null {
  if (activity.pricing === "free") return 0;
  if (activity.priceList.length === 0) return null;
  return Math.min(...activity.priceList.map((item) => item.amount)) / 100;
}

export function toSearchDocument(activity: Activity): SearchDocument {
  const category = categoryLabels[activity.category];
  return {
    objectID: activity.id,
    slug: activity.slug,
    name: activity.name,
    category: activity.category,
    subCategory: activity.subCategory,
    categoryLabel: category.fr === category.en ? category.fr : `${category.fr} · ${category.en}`,
    subCategoryLabel: [
      ...new Set([subCategoryLabel(activity.subCategory, "fr"), subCategoryLabel(activity.subCategory, "en")]),
    ].join(" · "),
    pricing: activity.pricing,
    setting: activity.setting,
    profiles: activity.profiles,
    accessibility: accessibilityFacetValues(activity.accessibility),
    city: activity.address.city,
    citySlug: activity.address.citySlug,
    country: activity.address.country,
    price: lowestPrice(activity),
    quality: activity.quality,
    bannerUrl: activity.bannerUrl,
    timeZone: activity.timeZone,
    openingHours: activity.openingHours,
    dates: activity.dates,
    dateStart: activity.dates ? dateNumber(activity.dates.start) : UNDATED_START,
    dateEnd: activity.dates ? dateNumber(activity.dates.end) : UNDATED_END,
    _geoloc: activity.location,
    tradeShowSlug: activity.tradeShowSlug,
  };
}
