import { type AccessibilityValue, accessibleFamilies, accessibleFeatures } from "@alentour/domain/accessibility";
import { subCategoryLabel } from "@alentour/domain/activity";
import type { ProgrammeConference } from "@alentour/domain/conference";
import type { Activity } from "@alentour/domain/directory";
import type { Locale } from "@alentour/domain/locale";
import type { OpeningHours } from "@alentour/domain/opening-hours";
import { weekdays } from "@alentour/domain/taxonomy";
import type { TradeShowView } from "@alentour/domain/trade-show";
import type { MessageId } from "@alentour/ui/catalogues";
import { hoursByDay } from "./opening-hours-table.tsx";

const schemaDay = (day: string) => `https://schema.org/${day[0]?.toUpperCase()}${day.slice(1)}`;

/** schema.org OpeningHoursSpecification: a range past midnight keeps closes < opens, as schema.org allows. */
export function openingHoursSpecification(hours: OpeningHours) {
  const days = hoursByDay(hours);
  return weekdays.flatMap((day) => {
    const ranges = days[day];
    if (ranges === null)
      return [{ "@type": "OpeningHoursSpecification", dayOfWeek: schemaDay(day), opens: "00:00", closes: "23:59" }];
    return ranges.map((range) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: schemaDay(day),
      opens: range.start,
      closes: range.end,
    }));
  });
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

export const summary = (activity: Activity, max = 200) => {
  const text = plainText(activity.descriptionHtml);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/**
 * The page's meta description: the start of the activity's own description, or, while it has none (a new
 * listing), what it is and where, so search results and shared links never show an empty one.
 */
export const metaDescription = (
  activity: Activity,
  locale: Locale,
  t: (id: MessageId, values?: Record<string, string | number>) => string,
) =>
  summary(activity) ||
  t("directory.activity.metaDescription", { kind: subCategoryLabel(activity.subCategory, locale), city: activity.address.city });

// The terms of schema.org's accessibilityFeature vocabulary that name one of our features (ADR 087).
const accessibilityTerms = { audioDescription: "audioDescription", signLanguage: "signLanguage" } as const;

/**
 * The place's accessibility (ADR 087; a trade show's venue, ADR 106): every family it welcomes and every feature as a LocationFeatureSpecification
 * of `amenityFeature`, named in the page's language; the features schema.org has a term for in `accessibilityFeature`.
 */
export function accessibilityJsonLd(place: { accessibility: AccessibilityValue[] }, t: (id: MessageId) => string) {
  const features = accessibleFeatures(place.accessibility);
  const amenityFeature = [...accessibleFamilies(place.accessibility), ...features].map((value) => ({
    "@type": "LocationFeatureSpecification",
    name: t(`accessibility.value.${value}`),
    value: true,
  }));
  const accessibilityFeature = features.flatMap((feature) =>
    feature in accessibilityTerms ? [accessibilityTerms[feature as keyof typeof accessibilityTerms]] : [],
  );
  return {
    ...(amenityFeature.length > 0 && { amenityFeature }),
    ...(accessibilityFeature.length > 0 && { accessibilityFeature }),
  };
}

export function activityJsonLd(activity: Activity, url: string, t: (id: MessageId) => string) {
  const sameAs = Object.values(activity.socialLinks).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    name: activity.name,
    description: summary(activity, 500),
    url,
    address: {
      "@type": "PostalAddress",
      streetAddress: activity.address.streetNumberAndStreet,
      addressLocality: activity.address.city,
      addressCountry: activity.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: activity.location.lat, longitude: activity.location.lng },
    isAccessibleForFree: activity.pricing === "free",
    openingHoursSpecification: openingHoursSpecification(activity.openingHours),
    // A dated event's local first and last days, as schema.org Event dates (ISO 8601 dates).
    ...(activity.dates && { startDate: activity.dates.start, endDate: activity.dates.end }),
    ...(activity.contact.phone && { telephone: activity.contact.phone }),
    ...(activity.contact.email && { email: activity.contact.email }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(activity.bannerUrl && { image: activity.bannerUrl }),
    ...accessibilityJsonLd(activity, t),
  };
}

/** JSON for a <script> element: `<` escaped so no text in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const attendanceModes = {
  physical: "https://schema.org/OfflineEventAttendanceMode",
  virtual: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
} as const;

/**
 * schema.org Event of a trade show: its instants, attendance mode, organiser and themes. The venue (a Place) carries
 * its accessibility as the activity page does (ADR 106): `amenityFeature` named in the page's language, and
 * `accessibilityFeature`; a virtual show has no venue. Each conference of the programme is a streamed `subEvent`,
 * with what it offers disabled viewers (ADR 107) as `accessibilityFeature`.
 */
export function tradeShowJsonLd(
  show: TradeShowView,
  url: string,
  startsAt: Date,
  endsAt: Date,
  t: (id: MessageId) => string,
  programme: ProgrammeConference[] = [],
) {
  const sameAs = Object.values(show.socialLinks).filter(Boolean);
  const { address, location } = show.place;
  const place = {
    "@type": "Place",
    name: address.city,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.streetNumberAndStreet,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
    ...accessibilityJsonLd(show, t),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: show.name,
    url,
    startDate: startsAt.toISOString(),
    endDate: endsAt.toISOString(),
    eventAttendanceMode: attendanceModes[show.mode],
    eventStatus: "https://schema.org/EventScheduled",
    keywords: show.themes.join(", "),
    ...(show.presentation !== "" && { description: show.presentation.slice(0, 500) }),
    location:
      show.mode === "physical"
        ? place
        : show.mode === "virtual"
          ? { "@type": "VirtualLocation", url }
          : [{ "@type": "VirtualLocation", url }, place],
    organizer: {
      "@type": "Organization",
      name: show.organiser.company ?? show.organiser.name,
      ...(show.organiser.website && { url: show.organiser.website }),
    },
    ...(show.logoUrl || show.bannerUrl ? { image: [show.bannerUrl, show.logoUrl].filter(Boolean) } : {}),
    ...(sameAs.length > 0 && { sameAs }),
    ...(programme.length > 0 && { subEvent: programme.map((conference) => conferenceJsonLd(conference, url)) }),
  };
}

/** A programme conference as a schema.org Event: streamed, at its anchor on the show's page. */
function conferenceJsonLd(conference: ProgrammeConference, showUrl: string) {
  return {
    "@type": "Event",
    name: conference.name,
    url: `${showUrl}#conference-${conference.id}`,
    startDate: conference.startsAt,
    endDate: conference.endsAt,
    eventAttendanceMode: attendanceModes.virtual,
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: `${showUrl}#conference-${conference.id}` },
    ...(conference.description !== "" && { description: conference.description.slice(0, 500) }),
    ...(conference.speakers.length > 0 && { performer: conference.speakers.map((name) => ({ "@type": "Person", name })) }),
    // The talk's features are schema.org's terms of the same name.
    ...(conference.accessibility.length > 0 && { accessibilityFeature: [...conference.accessibility] }),
  };
}
