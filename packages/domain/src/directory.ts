import type { AccessibilityValue } from "./accessibility.ts";
import type {
  ActivityCategory,
  ActivityContact,
  OpeningHours,
  PriceListItem,
  Pricing,
  Setting,
  SocialLinks,
  SubCategory,
  VisitorProfile,
} from "./activity.ts";
import type { EventDates } from "./event-dates.ts";

export type GeoPoint = { lat: number; lng: number };

/** A place the geocoder proposes for an address: what the api's `GET /api/geocode` answers, one per suggestion. */
export type GeocodeResult = {
  /** What the list of suggestions shows. */
  label: string;
  /** Street number and street, when the source knows the address itself; null for a city. */
  streetNumberAndStreet: string | null;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  location: GeoPoint;
  precision: "address" | "city";
};

/** An activity as the directory serves it (docs/product.md#activity), with its place on the map and its time zone. */
export type Activity = {
  id: string;
  slug: string;
  name: string;
  category: ActivityCategory;
  subCategory: SubCategory;
  pricing: Pricing;
  setting: Setting;
  profiles: VisitorProfile[];
  address: { streetNumberAndStreet: string; city: string; citySlug: string; country: string };
  location: GeoPoint;
  /** IANA time zone: opening status is computed in it, whatever the visitor's. */
  timeZone: string;
  openingHours: OpeningHours;
  /** A dated event's first and last local days (inclusive); null when open all year on its weekly hours. */
  dates: EventDates | null;
  /** Rich text (title, subtitle, paragraphs, images by URL with alt text), sanitised by the api. */
  descriptionHtml: string;
  bannerUrl: string | null;
  priceList: PriceListItem[];
  socialLinks: SocialLinks;
  contact: ActivityContact;
  /** What the owner ticked of the accessibility section, families and features (accessibility.ts, ADR 087). */
  accessibility: AccessibilityValue[];
  ownerId: string | null;
  /**
   * The listed trade show this activity stands for in the directory (ADR 066), else null: a visitor who meets it
   * is sent to the show's page, `/salon/{tradeShowSlug}` (ADR 095).
   */
  tradeShowSlug: string | null;
  published: boolean;
  quality: number;
  createdAt: string;
  updatedAt: string;
};

/** What lists and cards need. */
export type ActivitySummary = Pick<
  Activity,
  | "id"
  | "slug"
  | "name"
  | "category"
  | "subCategory"
  | "pricing"
  | "setting"
  | "profiles"
  | "location"
  | "timeZone"
  | "openingHours"
  | "dates"
  | "bannerUrl"
  | "quality"
  | "tradeShowSlug"
> & { city: string; citySlug: string };

export type City = {
  slug: string;
  name: string;
  country: string;
  location: GeoPoint;
  population: number;
  timeZone: string;
  activityCount: number;
};

/** URL-safe, accent-free, lower-case: "Saint-Étienne" → "saint-etienne", "L'Œuf à la coque" → "l-oeuf-a-la-coque". */
export function slugify(text: string): string {
  return text
    .replaceAll("œ", "oe")
    .replaceAll("Œ", "Oe")
    .replaceAll("æ", "ae")
    .replaceAll("ß", "ss")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Great-circle distance in metres (haversine): accurate to well under 0.5 % at city scale. */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The path (without the locale prefix) of the page a visitor opens from an activity's card, search hit, map popup
 * or sitemap entry: a listed trade show's page for the activity standing for it (ADR 095), else the activity page.
 */
export function activityPagePath(activity: { slug: string; tradeShowSlug?: string | null }): string {
  return activity.tradeShowSlug ? `/salon/${activity.tradeShowSlug}` : `/activity/${activity.slug}`;
}
