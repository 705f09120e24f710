import { ApiError, createApiClient } from "@alentour/backend-client/api-client";
import type { PublicBooth } from "@alentour/domain/booth";
import type { ProgrammeConference } from "@alentour/domain/conference";
import type { Locale } from "@alentour/domain/locale";
import type { TradeShowView } from "@alentour/domain/trade-show";
import { DIRECTORY_TAG } from "../api.server.ts";
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
