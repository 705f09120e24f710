import type { ActivityCreateInput } from "@alentour/domain/activity";
import type { Activity, GeoPoint } from "@alentour/domain/directory";
import type { ApiClient } from "./api-client.ts";

/** A place the geocoder proposes for an address. */
export type GeocodeResult = {
  label: string;
  streetNumberAndStreet: string | null;
  city: string;
  country: string;
  location: GeoPoint;
  precision: "address" | "city";
};

/** What an owner sends to change one section of an activity; the place travels as address and pin together. */
export type ActivityPatch = Partial<
  Pick<
    Activity,
    | "name"
    | "category"
    | "subCategory"
    | "pricing"
    | "setting"
    | "profiles"
    | "openingHours"
    | "descriptionHtml"
    | "priceList"
    | "contact"
    | "socialLinks"
  > & {
    /** The banner arrives by upload (`./uploads`); a section can only take it away. */
    bannerUrl: null;
    place: { address: { streetNumberAndStreet: string; city: string; country: string }; location: GeoPoint };
  }
>;

/** The owner area's calls: add, modify, delete and list one's activities, and find places for the map. */
export function createOwnerApi(api: ApiClient) {
  const slug = (value: string) => encodeURIComponent(value);
  return {
    createActivity: (input: ActivityCreateInput) => api.request<Activity>("POST", "/api/activities", input),
    updateActivity: (activitySlug: string, patch: ActivityPatch) =>
      api.request<Activity>("PATCH", `/api/activities/${slug(activitySlug)}`, patch),
    deleteActivity: (activitySlug: string) => api.request<void>("DELETE", `/api/activities/${slug(activitySlug)}`),
    myActivities: () => api.request<Activity[]>("GET", "/api/me/activities"),
    geocode: (text: string, country?: string) => {
      const params = new URLSearchParams({ q: text, limit: "5" });
      if (country) params.set("country", country);
      return api.request<GeocodeResult[]>("GET", `/api/geocode?${params}`);
    },
  };
}

export type OwnerApi = ReturnType<typeof createOwnerApi>;
