import { categoryLabels, subCategoryLabel } from "@alentour/domain/activity";
import type { Activity, GeoPoint } from "@alentour/domain/directory";
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
  city: string;
  citySlug: string;
  country: string;
  /** The lowest listed price in major units (0 when free or unlisted). */
  price: number;
  quality: number;
  bannerUrl: string | null;
  timeZone: string;
  openingHours: OpeningHours;
  _geoloc: GeoPoint;
};

/** The attributes a filter or a facet may name; `when` is computed at query time in each activity's zone. */
export const facetAttributes = [
  "category",
  "subCategory",
  "pricing",
  "setting",
  "profiles",
  "city",
  "citySlug",
  "country",
] as const;
export type FacetAttribute = (typeof facetAttributes)[number];
export const numericAttributes = ["price", "quality"] as const;
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
  "city",
  "citySlug",
  "country",
  "price",
  "quality",
  "bannerUrl",
  "timeZone",
  "openingHours",
  "_geoloc",
] as const satisfies ReadonlyArray<keyof SearchDocument>;

function lowestPrice(activity: Activity): number {
  if (activity.pricing === "free" || activity.priceList.length === 0) return 0;
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
    city: activity.address.city,
    citySlug: activity.address.citySlug,
    country: activity.address.country,
    price: lowestPrice(activity),
    quality: activity.quality,
    bannerUrl: activity.bannerUrl,
    timeZone: activity.timeZone,
    openingHours: activity.openingHours,
    _geoloc: activity.location,
  };
}
