import { ApiError, createApiClient } from "@alentour/backend-client/api-client";
import type { PublicBooth } from "@alentour/domain/booth";
import type { ProgrammeConference } from "@alentour/domain/conference";
import type { Locale } from "@alentour/domain/locale";
import type { TradeShowView } from "@alentour/domain/trade-show";
import type { MessageId } from "@alentour/ui/catalogues";
import { DIRECTORY_TAG } from "../api.server.ts";
import { accessibilityJsonLd } from "../directory/json-ld.ts";
import { env } from "../env.ts";
import { publicBoothPath, publicExhibitorsPath, publicTradeShowPath, tradeShowProgrammePath } from "./paths.ts";

/** A listed trade show as anyone may read it; the api answers 404 for a private one to anyone here. */
export type PublicTradeShow = TradeShowView;

/** The show of a public page, cached for a minute and purged with the directory's pages; null when unknown. */
export async function publicTradeShow(slug: string, locale: Locale): Promise<PublicTradeShow | null> {
  const api = createApiClient({
    baseUrl: env().API_ORIGIN,
    locale,
    init: { next: { revalidate: 60, tags: [DIRECTORY_TAG] } },
  });
  try {
    return await api.request<PublicTradeShow>("GET", publicTradeShowPath(slug));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The show's programme (accepted conferences with a live link), cached and purged like the show. */
export async function publicProgramme(slug: string, locale: Locale): Promise<ProgrammeConference[]> {
  const api = createApiClient({
    baseUrl: env().API_ORIGIN,
    locale,
    init: { next: { revalidate: 60, tags: [DIRECTORY_TAG] } },
  });
  return api.request<ProgrammeConference[]>("GET", tradeShowProgrammePath(slug));
}

/** A listed show's validated exhibitors, cached and purged like the show. */
export async function publicExhibitors(slug: string, locale: Locale): Promise<PublicBooth[]> {
  const api = createApiClient({
    baseUrl: env().API_ORIGIN,
    locale,
    init: { next: { revalidate: 60, tags: [DIRECTORY_TAG] } },
  });
  return api.request<PublicBooth[]>("GET", publicExhibitorsPath(slug));
}

/** One validated booth of a listed show, for its public page; null when unknown, pending or refused. */
export async function publicBooth(slug: string, boothId: string, locale: Locale): Promise<PublicBooth | null> {
  const api = createApiClient({
    baseUrl: env().API_ORIGIN,
    locale,
    init: { next: { revalidate: 60, tags: [DIRECTORY_TAG] } },
  });
  try {
    return await api.request<PublicBooth>("GET", publicBoothPath(slug, boothId));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The listed shows, for the sitemap; a private show is never among them. */
export async function listedTradeShows(): Promise<Array<{ slug: string; updatedAt: string }>> {
  const api = createApiClient({
    baseUrl: env().API_ORIGIN,
    locale: "fr",
    init: { next: { revalidate: 60, tags: [DIRECTORY_TAG] } },
  });
  return api.request("GET", "/api/sitemap/trade-shows");
}

const attendanceModes = {
  physical: "https://schema.org/OfflineEventAttendanceMode",
  virtual: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
} as const;

/**
 * schema.org Event of a trade show: its instants, attendance mode, organiser and themes. The venue (a Place) carries
 * its accessibility as the activity page does (ADR 106): `amenityFeature` named in the page's language, and
 * `accessibilityFeature`; a virtual show has no venue.
 */
export function tradeShowJsonLd(show: PublicTradeShow, url: string, startsAt: Date, endsAt: Date, t: (id: MessageId) => string) {
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
  };
}
