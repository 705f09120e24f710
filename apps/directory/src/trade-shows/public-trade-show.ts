import { ApiError, createApiClient } from "@alentour/backend-client/api-client";
import type { Locale } from "@alentour/domain/locale";
import type { TradeShowInput, TradeShowTimeState } from "@alentour/domain/trade-show";
import { DIRECTORY_TAG } from "../api.server.ts";
import { env } from "../env.ts";
import { publicTradeShowPath } from "./paths.ts";

/** A listed trade show as anyone may read it; the api answers 404 for a private one. */
export type PublicTradeShow = Omit<TradeShowInput, "listing"> & {
  slug: string;
  timeZone: string;
  timeState: TradeShowTimeState;
  onlineAccessOpen: boolean;
  presentation?: string | null;
  city?: string | null;
};

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

const attendanceModes = {
  physical: "https://schema.org/OfflineEventAttendanceMode",
  virtual: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
} as const;

/** schema.org Event of a trade show: its instants, attendance mode, organiser and themes. */
export function tradeShowJsonLd(show: PublicTradeShow, url: string, startsAt: Date, endsAt: Date) {
  const sameAs = Object.values(show.socialLinks).filter(Boolean);
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
    ...(show.presentation && { description: show.presentation.slice(0, 500) }),
    location:
      show.mode === "physical"
        ? { "@type": "Place", name: show.city ?? show.name, address: show.city ?? show.name }
        : show.mode === "virtual"
          ? { "@type": "VirtualLocation", url }
          : [
              { "@type": "VirtualLocation", url },
              { "@type": "Place", name: show.city ?? show.name, address: show.city ?? show.name },
            ],
    organizer: {
      "@type": "Organization",
      name: show.organiser.company ?? show.organiser.name,
      ...(show.organiser.website && { url: show.organiser.website }),
    },
    ...(show.logoUrl || show.bannerUrl ? { image: [show.bannerUrl, show.logoUrl].filter(Boolean) } : {}),
    ...(sameAs.length > 0 && { sameAs }),
  };
}
