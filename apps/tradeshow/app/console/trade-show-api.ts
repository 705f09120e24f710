import { type ApiClient, createApiClient } from "@alentour/backend-client/api-client";
import { createOwnerApi } from "@alentour/backend-client/owner";
import type { Locale } from "@alentour/domain/locale";
import type {
  InvitationPreview,
  TradeShow,
  TradeShowCreateInput,
  TradeShowInvitation,
  TradeShowListing,
  TradeShowMember,
  TradeShowOfMine,
  TradeShowPatch,
  TradeShowRole,
  TradeShowStatistics,
  TradeShowView,
} from "@alentour/domain/trade-show";
import { useLocale } from "@alentour/ui/i18n";
import { useMemo } from "react";

// The trade-show api as docs/trade-shows.md describes it; a show is named by its slug.

const part = (value: string) => encodeURIComponent(value);

/** Every call the trade-show console makes to the api. */
export function tradeShowCalls(api: ApiClient) {
  const show = (slug: string) => `/api/trade-shows/${part(slug)}`;
  return {
    mine: () => api.request<TradeShowOfMine[]>("GET", "/api/trade-shows/mine"),
    get: (slug: string) => api.request<TradeShowView>("GET", show(slug)),
    create: (input: TradeShowCreateInput) => api.request<TradeShow>("POST", "/api/trade-shows", input),
    update: (slug: string, patch: TradeShowPatch) => api.request<TradeShow>("PATCH", show(slug), patch),
    setListing: (slug: string, listing: TradeShowListing) => api.request<TradeShow>("PUT", `${show(slug)}/listing`, { listing }),
    convertToHybrid: (slug: string) => api.request<TradeShow>("POST", `${show(slug)}/hybrid`),
    remove: (slug: string) => api.request<void>("DELETE", show(slug)),
    team: (slug: string) => api.request<TradeShowMember[]>("GET", `${show(slug)}/members`),
    invitations: (slug: string) => api.request<TradeShowInvitation[]>("GET", `${show(slug)}/invitations`),
    invite: (slug: string, email: string, role: TradeShowRole) =>
      api.request<TradeShowInvitation>("POST", `${show(slug)}/invitations`, { email, role }),
    revokeInvitation: (slug: string, invitationId: string) =>
      api.request<void>("DELETE", `${show(slug)}/invitations/${part(invitationId)}`),
    // The link's secret travels in the body, never in a URL the logs keep.
    invitation: (token: string) => api.request<InvitationPreview>("POST", "/api/trade-show-invitations/preview", { token }),
    acceptInvitation: (token: string) =>
      api.request<{ tradeShowId: string; tradeShowSlug: string; role: TradeShowRole }>(
        "POST",
        "/api/trade-show-invitations/accept",
        { token },
      ),
    statistics: (slug: string, days: number) => api.request<TradeShowStatistics>("GET", `${show(slug)}/statistics?days=${days}`),
  };
}

/** The calls from the browser, same origin (the front door forwards /api), in the page's language. */
export function useTradeShowApi() {
  const locale = useLocale();
  return useMemo(() => browserTradeShowApi(locale), [locale]);
}

export const browserTradeShowApi = (locale: Locale) => tradeShowCalls(createApiClient({ baseUrl: "", locale }));

/** The geocoder the owner area's address form uses: an address typed by hand, places proposed. */
export function useGeocode() {
  const locale = useLocale();
  return useMemo(() => createOwnerApi(createApiClient({ baseUrl: "", locale })).geocode, [locale]);
}
