import type { ActivityCategory, SubCategory, VisitorProfile } from "@alentour/domain/activity";
import type { Activity, ActivitySummary, City } from "@alentour/domain/directory";
import { type ApiClient, orNull } from "./api-client.ts";

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** The public directory's reads, and the one write a visitor may make (suggest a modification). */
export function createDirectoryApi(api: ApiClient) {
  const slug = (value: string) => encodeURIComponent(value);
  return {
    activity: (activitySlug: string) => orNull(api.request<Activity>("GET", `/api/activities/${slug(activitySlug)}`)),
    similar: (activitySlug: string, limit = 6) =>
      api.request<ActivitySummary[]>("GET", `/api/activities/${slug(activitySlug)}/similar${query({ limit })}`),
    topCities: (limit = 12) => api.request<City[]>("GET", `/api/cities${query({ limit })}`),
    city: (citySlug: string) => orNull(api.request<City>("GET", `/api/cities/${slug(citySlug)}`)),
    nearestCity: (lat: number, lng: number) => orNull(api.request<City>("GET", `/api/cities/nearest${query({ lat, lng })}`)),
    cityActivities: (
      citySlug: string,
      options: { category?: ActivityCategory; subCategory?: SubCategory; profile?: VisitorProfile; limit?: number } = {},
    ) => api.request<ActivitySummary[]>("GET", `/api/cities/${slug(citySlug)}/activities${query(options)}`),
    suggestModification: (activitySlug: string, message: string, email?: string) =>
      api.request<{ id: string }>("POST", `/api/activities/${slug(activitySlug)}/suggestions`, { message, email }),
    sitemap: (page: number, size: number) =>
      api.request<{ total: number; items: Array<{ slug: string; updatedAt: string }> }>(
        "GET",
        `/api/sitemap/activities${query({ page, size })}`,
      ),
  };
}

export type DirectoryApi = ReturnType<typeof createDirectoryApi>;
