import type { Activity, ActivitySummary, City } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import type { Principal } from "#app/auth/principal.ts";
import { isOwnerOrStaff } from "#app/http/guards.ts";
import type { ActivityReader, CityRepository, ListOptions } from "./activity-repository.ts";
import type { SuggestionRepository } from "./suggestion-repository.ts";

/**
 * What the public directory reads (ADR 063: route → service → repository): activities, cities and the sitemap,
 * published ones only unless the caller owns the activity or is on the support team; and the visitors'
 * "suggest a modification" reports. It only reads activities: writes go through the activity service (ADR 030).
 */
export function createDirectoryService(deps: {
  activities: ActivityReader;
  cities: CityRepository;
  suggestions: SuggestionRepository;
}) {
  const { activities, cities, suggestions } = deps;

  async function published(slug: string): Promise<Activity> {
    const activity = await activities.findBySlug(slug);
    if (!activity?.published) throw new AppError("resource/not-found");
    return activity;
  }

  async function city(slug: string): Promise<City> {
    const found = await cities.find(slug);
    if (!found) throw new AppError("resource/not-found");
    return found;
  }

  return {
    /** An activity as its page shows it; an unpublished one only to its owner and the support team. */
    async activity(principal: Principal | null, slug: string): Promise<Activity> {
      const activity = await activities.findBySlug(slug);
      const canSeeUnpublished = principal && isOwnerOrStaff(principal, activity?.ownerId ?? null);
      if (!activity || (!activity.published && !canSeeUnpublished)) throw new AppError("resource/not-found");
      return activity;
    },

    async similar(slug: string, limit: number): Promise<ActivitySummary[]> {
      return activities.similar(await published(slug), limit);
    },

    /** Records a visitor's "suggest a modification" report on a published activity; returns the report's id. */
    async suggest(slug: string, message: string, email: string | null): Promise<{ activityId: string; id: string }> {
      const activity = await published(slug);
      return { activityId: activity.id, id: await suggestions.create(activity.id, message, email) };
    },

    topCities: (limit: number): Promise<City[]> => cities.top(limit),

    async nearestCity(lat: number, lng: number): Promise<City> {
      const nearest = await cities.nearest(lat, lng);
      if (!nearest) throw new AppError("resource/not-found");
      return nearest;
    },

    city,

    async cityActivities(slug: string, options: ListOptions): Promise<ActivitySummary[]> {
      await city(slug);
      return activities.listByCity(slug, options);
    },

    async sitemap(page: number, size: number) {
      return { total: await activities.publishedCount(), items: await activities.sitemapPage(page, size) };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
