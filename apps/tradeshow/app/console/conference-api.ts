import { type ApiClient, createApiClient } from "@alentour/backend-client/api-client";
import type { TalkAccessibilityFeature } from "@alentour/domain/accessibility";
import type {
  Conference,
  ConferenceDecision,
  ConferencePatch,
  ConferenceStatus,
  SpeakerInput,
} from "@alentour/domain/conference";
import type { Locale } from "@alentour/domain/locale";
import { useLocale } from "@alentour/ui/i18n";
import { useMemo } from "react";

// The conferences' api as docs/trade-shows.md#conferences describes it; a show is named by its slug.

const part = (value: string) => encodeURIComponent(value);

/** What the propose form sends. */
export type ConferenceProposalBody = {
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  description: string;
  liveStreamUrl?: string;
  replayUrl?: string;
  speakers: SpeakerInput[];
  accessibility: TalkAccessibilityFeature[];
  termsAccepted: boolean;
};

export type ConferenceSummary = { pending: number; accepted: number; refused: number; acceptedWithoutLiveLink: number };

export function conferenceCalls(api: ApiClient) {
  const base = (slug: string) => `/api/trade-shows/${part(slug)}/conferences`;
  return {
    list: (slug: string, filters: { status?: ConferenceStatus; withoutLiveLink?: boolean } = {}) => {
      const query = new URLSearchParams();
      if (filters.status) query.set("status", filters.status);
      if (filters.withoutLiveLink) query.set("withoutLiveLink", "1");
      const search = query.toString();
      return api.request<Conference[]>("GET", `${base(slug)}${search ? `?${search}` : ""}`);
    },
    propose: (slug: string, body: ConferenceProposalBody) => api.request<Conference>("POST", base(slug), body),
    update: (slug: string, id: string, patch: ConferencePatch) =>
      api.request<Conference>("PATCH", `${base(slug)}/${part(id)}`, patch),
    remove: (slug: string, id: string) => api.request<void>("DELETE", `${base(slug)}/${part(id)}`),
    decide: (slug: string, ids: string[], status: ConferenceDecision) =>
      api.request<Conference[]>("POST", `${base(slug)}/decisions`, { ids, status }),
    summary: (slug: string) => api.request<ConferenceSummary>("GET", `${base(slug)}/summary`),
  };
}

/** The calls from the browser, same origin, in the page's language. */
export function useConferenceApi() {
  const locale = useLocale();
  return useMemo(() => browserConferenceApi(locale), [locale]);
}

export const browserConferenceApi = (locale: Locale) => conferenceCalls(createApiClient({ baseUrl: "", locale }));
