import type { ActivityCreateInput, ActivityPatchInput } from "@alentour/domain/activity";
import type { ClaimOutcome, ClaimStanding } from "@alentour/domain/claim";
import type { Activity, GeocodeResult } from "@alentour/domain/directory";
import type { ApiClient } from "./api-client.ts";

export type { GeocodeResult };

/** What an owner sends to change one section of an activity (the domain's `activityPatchSchema`). */
export type ActivityPatch = ActivityPatchInput;

/** The owner area's calls: add, modify, delete and list one's activities, and find places for the map. */
export function createOwnerApi(api: ApiClient) {
  const slug = (value: string) => encodeURIComponent(value);
  return {
    createActivity: (input: ActivityCreateInput) => api.request<Activity>("POST", "/api/activities", input),
    updateActivity: (activitySlug: string, patch: ActivityPatch) =>
      api.request<Activity>("PATCH", `/api/activities/${slug(activitySlug)}`, patch),
    deleteActivity: (activitySlug: string) => api.request<void>("DELETE", `/api/activities/${slug(activitySlug)}`),
    myActivities: () => api.request<Activity[]>("GET", "/api/me/activities"),
    /** Where the signed-in caller stands with an activity they look at (owner, instant claim, request waiting). */
    claimStanding: (activitySlug: string) => api.request<ClaimStanding>("GET", `/api/activities/${slug(activitySlug)}/claim`),
    /** Claims at once when the verified e-mail is the contact's; otherwise files the request with the message. */
    claim: (activitySlug: string, message?: string) =>
      api.request<ClaimOutcome>("POST", `/api/activities/${slug(activitySlug)}/claim`, message ? { message } : {}),
    geocode: (text: string, country?: string) => {
      const params = new URLSearchParams({ q: text, limit: "5" });
      if (country) params.set("country", country);
      return api.request<GeocodeResult[]>("GET", `/api/geocode?${params}`);
    },
  };
}

export type OwnerApi = ReturnType<typeof createOwnerApi>;
