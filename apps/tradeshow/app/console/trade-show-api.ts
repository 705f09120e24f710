import { type ApiClient, createApiClient } from "@alentour/backend-client/api-client";
import { createOwnerApi } from "@alentour/backend-client/owner";
import type {
  AccreditationStatus,
  Booth,
  BoothColleague,
  BoothDetail,
  BoothEdit,
  BoothInput,
  PublicBooth,
} from "@alentour/domain/booth";
import type {
  BusinessCard,
  BusinessCardInput,
  BusinessCardKind,
  HeldCard,
  Lead,
  LeadUpdate,
} from "@alentour/domain/business-card";
import type { Licence, LicenceCheckout, LicencesOverview } from "@alentour/domain/licence";
import type { Locale } from "@alentour/domain/locale";
import type { Conversation, Message, MessageSettings } from "@alentour/domain/message";
import type { BoothStatistics } from "@alentour/domain/statistics";
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

/** The organisers' attendee list (docs/trade-shows.md#attendees). */
export type ShowAttendees = {
  total: number;
  perDay: Array<{ date: string; count: number }>;
  attendees: Array<{ userId: string; firstName: string; lastName: string; email: string; joinedAt: string }>;
};

/** A show the caller attends. */
export type AttendedShow = {
  slug: string;
  name: string;
  startDate: string;
  endDate: string;
  joinedAt: string;
  timeZone: string;
  onlineAccessOpen: boolean;
  /** The show's accepted conferences by day and hour (local to the show); the live link only while it is open. */
  programme: AttendedConference[];
  /** The validated booths the attendee saved (ADR 104). */
  savedBooths: Array<{ boothId: string; companyName: string }>;
};

/** A conference of an attended show's programme, marked when the attendee saved it. */
export type AttendedConference = {
  id: string;
  boothId: string | null;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  speakers: string[];
  liveStreamUrl: string | null;
  saved: boolean;
};

/** Where the browser downloads a show's attendees and a booth's leads (the api answers them as files). */
export const attendeesCsvPath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}/attendees.csv`;
export const leadsFilePath = (boothId: string, format: "csv" | "vcf") =>
  `/api/booths/${encodeURIComponent(boothId)}/leads.${format}`;
/** Where the browser downloads the statistics: a show's, per booth, or a booth's, per day (ADR 102). */
export const showStatisticsCsvPath = (slug: string) => `/api/trade-shows/${encodeURIComponent(slug)}/statistics.csv`;
export const boothStatisticsCsvPath = (boothId: string) => `/api/booths/${encodeURIComponent(boothId)}/statistics.csv`;

const part = (value: string) => encodeURIComponent(value);

/** Every call the trade-show console makes to the api. */
export function tradeShowCalls(api: ApiClient) {
  const show = (slug: string) => `/api/trade-shows/${part(slug)}`;
  const booth = (id: string) => `/api/booths/${part(id)}`;
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
    // Business licences (docs/licences.md).
    licences: (slug: string) => api.request<LicencesOverview>("GET", `${show(slug)}/licences`),
    orderLicences: (slug: string, quantity: number) =>
      api.request<LicenceCheckout>("POST", `${show(slug)}/licence-orders`, { quantity }),
    retryLicenceOrder: (slug: string, orderId: string) =>
      api.request<LicenceCheckout>("POST", `${show(slug)}/licence-orders/${part(orderId)}/retry`),
    assignLicence: (slug: string, licenceId: string, boothId: string) =>
      api.request<Licence[]>("PUT", `${show(slug)}/licences/${part(licenceId)}/booth`, { boothId }),
    // Exhibitors' booths (docs/trade-shows.md#exhibitors).
    apply: (slug: string, input: BoothInput) => api.request<Booth>("POST", `${show(slug)}/booths`, input),
    showBooths: (slug: string) => api.request<Array<Booth & { colleagues: BoothColleague[] }>>("GET", `${show(slug)}/booths`),
    myBooths: () => api.request<Booth[]>("GET", "/api/booths/mine"),
    booth: (id: string) => api.request<BoothDetail>("GET", booth(id)),
    // Attendees and leads (docs/trade-shows.md#attendees).
    attendees: (slug: string) => api.request<ShowAttendees>("GET", `${show(slug)}/attendees`),
    leads: (id: string) => api.request<Lead[]>("GET", `${booth(id)}/leads`),
    boothStatistics: (id: string) => api.request<BoothStatistics>("GET", `${booth(id)}/statistics`),
    updateLead: (id: string, leadId: string, update: LeadUpdate) =>
      api.request<Lead>("PATCH", `${booth(id)}/leads/${part(leadId)}`, update),
    scanCard: (id: string, code: string) => api.request<Lead>("POST", `${booth(id)}/leads/scan`, { code }),
    // The attendee's own (docs/trade-shows.md#attendees).
    myShows: () => api.request<AttendedShow[]>("GET", "/api/me/trade-shows"),
    cards: () => api.request<Array<BusinessCard & { hasQrCode: boolean }>>("GET", "/api/me/business-cards"),
    saveCard: (kind: BusinessCardKind, card: BusinessCardInput) =>
      api.request<BusinessCard>("PUT", `/api/me/business-cards/${kind}`, card),
    newQrCode: (kind: BusinessCardKind) =>
      api.request<{ token: string; url: string }>("POST", `/api/me/business-cards/${kind}/qr-code`),
    revokeQrCode: (kind: BusinessCardKind) => api.request<void>("DELETE", `/api/me/business-cards/${kind}/qr-code`),
    heldCards: () => api.request<HeldCard[]>("GET", "/api/me/held-cards"),
    /** Leave a card at a booth of a show one attends (a lead for the booth). */
    handCard: (boothId: string, kind: BusinessCardKind) =>
      api.request<HeldCard>("POST", `/api/booths/${part(boothId)}/cards`, { kind }),
    withdrawCard: (leadId: string) => api.request<void>("DELETE", `/api/me/held-cards/${part(leadId)}`),
    unsaveBooth: (boothId: string) => api.request<void>("DELETE", `/api/me/saved-booths/${part(boothId)}`),
    unsaveConference: (conferenceId: string) => api.request<void>("DELETE", `/api/me/saved-conferences/${part(conferenceId)}`),
    updateBooth: (id: string, input: BoothEdit) => api.request<Booth>("PUT", booth(id), input),
    validateBooth: (id: string) => api.request<Booth>("POST", `${booth(id)}/validate`),
    refuseBooth: (id: string, reason: string) => api.request<Booth>("POST", `${booth(id)}/refuse`, { reason }),
    colleagues: (id: string) => api.request<BoothColleague[]>("GET", `${booth(id)}/colleagues`),
    addColleague: (id: string, email: string) => api.request<BoothColleague>("POST", `${booth(id)}/colleagues`, { email }),
    decideColleague: (id: string, colleagueId: string, status: Exclude<AccreditationStatus, "pending">) =>
      api.request<BoothColleague>("PUT", `${booth(id)}/colleagues/${part(colleagueId)}`, { status }),
    removeColleague: (id: string, colleagueId: string) =>
      api.request<void>("DELETE", `${booth(id)}/colleagues/${part(colleagueId)}`),
    // Messages between attendees and booth staff (docs/messages.md).
    exhibitor: (slug: string, boothId: string) => api.request<PublicBooth>("GET", `${show(slug)}/exhibitors/${part(boothId)}`),
    conversations: () => api.request<Conversation[]>("GET", "/api/messages/conversations"),
    conversation: (id: string) => api.request<Message[]>("GET", `/api/messages/conversations/${part(id)}`),
    writeToBooth: (boothId: string, body: string) => api.request<Message>("POST", `${booth(boothId)}/messages`, { body }),
    writeToLead: (boothId: string, leadId: string, body: string) =>
      api.request<Message>("POST", `${booth(boothId)}/leads/${part(leadId)}/messages`, { body }),
    messageSettings: () => api.request<MessageSettings>("GET", "/api/me/message-settings"),
    saveMessageSettings: (settings: MessageSettings) => api.request<MessageSettings>("PUT", "/api/me/message-settings", settings),
    reply: (id: string, body: string) => api.request<Message>("POST", `/api/messages/conversations/${part(id)}`, { body }),
    markRead: (id: string) => api.request<void>("POST", `/api/messages/conversations/${part(id)}/read`),
    block: (id: string, blocked: boolean) =>
      api.request<void>("PUT", `/api/messages/conversations/${part(id)}/block`, { blocked }),
    report: (id: string, reason: string) =>
      api.request<void>("POST", `/api/messages/conversations/${part(id)}/report`, { reason }),
  };
}

/** Where the browser downloads an order's invoice (a plain link: the cookie goes with it). */
export const invoicePath = (slug: string, orderId: string) =>
  `/api/trade-shows/${part(slug)}/licence-orders/${part(orderId)}/invoice.pdf`;

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
