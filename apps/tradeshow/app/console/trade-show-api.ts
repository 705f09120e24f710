import { type ApiClient, createApiClient } from "@alentour/backend-client/api-client";
import type { Locale } from "@alentour/domain/locale";
import type { TradeShowInput, TradeShowTimeState } from "@alentour/domain/trade-show";
import { useLocale } from "@alentour/ui/i18n";
import { useMemo } from "react";

/** Who a member is in a show's team: organisers have every right, staff neither billing nor deletion. */
export type TeamRole = "organiser" | "staff";

/** A trade show as its team reads it: what was entered, and what the api derives (time state, online access). */
export type TradeShow = TradeShowInput & {
  id: string;
  slug: string;
  timeZone: string;
  timeState: TradeShowTimeState;
  onlineAccessOpen: boolean;
  /** The caller's role in the team; support and admin act on every show without one. */
  myRole?: TeamRole | null;
  /** Where each hall sits on the floor grid (the plan). */
  plan?: PlanPlacement[];
  createdAt?: string;
  updatedAt?: string;
};

export type PlanPlacement = { hallId: string; row: number; column: number };
export type TeamMember = { userId: string; name: string; email: string; role: TeamRole };
export type Invitation = { id: string; email: string; role: TeamRole; expiresAt: string };
export type InvitationPreview = { tradeShowName: string; role: TeamRole; email: string };
export type TradeShowStatistics = { since: string; days: number; perDay: Array<{ day: string; views: number }> };

export type TradeShowPatch = Partial<Omit<TradeShowInput, "mode" | "listing">> & { plan?: PlanPlacement[] };

const id = (value: string) => encodeURIComponent(value);

/** Every call the trade-show console makes to the api. */
export function tradeShowCalls(api: ApiClient) {
  return {
    mine: () => api.request<TradeShow[]>("GET", "/api/trade-shows/mine"),
    get: (showId: string) => api.request<TradeShow>("GET", `/api/trade-shows/${id(showId)}`),
    create: (input: TradeShowInput) => api.request<TradeShow>("POST", "/api/trade-shows", input),
    update: (showId: string, patch: TradeShowPatch) => api.request<TradeShow>("PATCH", `/api/trade-shows/${id(showId)}`, patch),
    setListing: (showId: string, listing: TradeShowInput["listing"]) =>
      api.request<TradeShow>("PUT", `/api/trade-shows/${id(showId)}/listing`, { listing }),
    convertToHybrid: (showId: string) => api.request<TradeShow>("POST", `/api/trade-shows/${id(showId)}/hybrid`),
    remove: (showId: string) => api.request<void>("DELETE", `/api/trade-shows/${id(showId)}`),
    team: (showId: string) => api.request<TeamMember[]>("GET", `/api/trade-shows/${id(showId)}/members`),
    invitations: (showId: string) => api.request<Invitation[]>("GET", `/api/trade-shows/${id(showId)}/invitations`),
    invite: (showId: string, email: string, role: TeamRole) =>
      api.request<Invitation>("POST", `/api/trade-shows/${id(showId)}/invitations`, { email, role }),
    revokeInvitation: (showId: string, invitationId: string) =>
      api.request<void>("DELETE", `/api/trade-shows/${id(showId)}/invitations/${id(invitationId)}`),
    invitation: (token: string) => api.request<InvitationPreview>("GET", `/api/trade-show-invitations/${id(token)}`),
    acceptInvitation: (token: string) =>
      api.request<{ tradeShowId: string }>("POST", `/api/trade-show-invitations/${id(token)}/accept`),
    statistics: (showId: string, days: number) =>
      api.request<TradeShowStatistics>("GET", `/api/trade-shows/${id(showId)}/statistics?days=${days}`),
  };
}

/** The calls from the browser, same origin (the front door forwards /api), in the page's language. */
export function useTradeShowApi() {
  const locale = useLocale();
  return useMemo(() => browserTradeShowApi(locale), [locale]);
}

export const browserTradeShowApi = (locale: Locale) => tradeShowCalls(createApiClient({ baseUrl: "", locale }));
