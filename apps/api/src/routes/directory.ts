import { activityCategories, subCategories, suggestionSchema, visitorProfiles } from "@alentour/domain/activity";
import { AppError } from "@alentour/domain/errors";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { ActivityRepository, CityRepository } from "#app/activities/activity-repository.ts";
import type { SuggestionRepository } from "#app/activities/suggestion-repository.ts";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { isOwnerOrStaff } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";

const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const listQuery = z.object({
  category: z.enum(activityCategories).optional(),
  subCategory: z.enum(subCategories).optional(),
  profile: z.enum(visitorProfiles).optional(),
  limit: limit(48, 12),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
const nearestQuery = z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) });
// A page past a million (billions of activities) is no real sitemap; bounded so the offset stays a small integer.
const sitemapQuery = z.object({ page: z.coerce.number().int().min(0).max(1_000_000).default(0), size: limit(50_000, 5_000) });

// Public directory data changes when an owner edits; a minute of caching keeps pages fast and fresh enough,
// and edits also purge the public pages directly.
const publicCache = (reply: FastifyReply) => reply.header("cache-control", "public, max-age=60");

export function registerDirectoryRoutes(
  app: FastifyInstance,
  deps: {
    activities: ActivityRepository;
    cities: CityRepository;
    suggestions: SuggestionRepository;
    limits: RateLimits;
  },
) {
  const { activities, cities, suggestions, limits } = deps;

  app.get(
    "/api/activities/:slug",
    doc({ summary: "One published activity (or the owner's draft)", params: slugParams }),
    async (request, reply) => {
      const { slug } = slugParams.parse(request.params);
      const activity = await activities.findBySlug(slug);
      const principal = request.principal;
      const canSeeUnpublished = principal && isOwnerOrStaff(principal, activity?.ownerId ?? null);
      if (!activity || (!activity.published && !canSeeUnpublished)) throw new AppError("resource/not-found");
      if (activity.published) publicCache(reply);
      return activity;
    },
  );

  app.get(
    "/api/activities/:slug/similar",
    doc({ summary: "Activities like this one, nearby", params: slugParams, query: z.object({ limit: limit(24, 6) }) }),
    async (request, reply) => {
      const { slug } = slugParams.parse(request.params);
      const { limit: count } = z.object({ limit: limit(24, 6) }).parse(request.query);
      const activity = await activities.findBySlug(slug);
      if (!activity?.published) throw new AppError("resource/not-found");
      const similar = await activities.similar(activity, count);
      publicCache(reply);
      return similar;
    },
  );

  app.post(
    "/api/activities/:slug/suggestions",
    doc({
      summary: "Suggest a correction to an activity",
      params: slugParams,
      body: suggestionSchema,
      responses: { 201: "Suggestion filed" },
    }),
    async (request, reply) => {
      const { slug } = slugParams.parse(request.params);
      await limits.consume("suggestion-ip", request.ip);
      const body = suggestionSchema.parse(request.body);
      const activity = await activities.findBySlug(slug);
      if (!activity?.published) throw new AppError("resource/not-found");
      const id = await suggestions.create(activity.id, body.message, body.email ?? null);
      request.log.info({ activity: activity.id, suggestion: id }, "directory: modification suggested");
      reply.status(201);
      return { id };
    },
  );

  app.get(
    "/api/cities",
    doc({ summary: "Cities with the most activities", query: z.object({ limit: limit(100, 12) }) }),
    async (request, reply) => {
      const { limit: count } = z.object({ limit: limit(100, 12) }).parse(request.query);
      const top = await cities.top(count);
      publicCache(reply);
      return top;
    },
  );

  app.get(
    "/api/cities/nearest",
    doc({ summary: "The nearest city with activities to a point", query: nearestQuery }),
    async (request, reply) => {
      const { lat, lng } = nearestQuery.parse(request.query);
      const city = await cities.nearest(lat, lng);
      if (!city) throw new AppError("resource/not-found");
      publicCache(reply);
      return city;
    },
  );

  app.get("/api/cities/:slug", doc({ summary: "One city", params: slugParams }), async (request, reply) => {
    const { slug } = slugParams.parse(request.params);
    const city = await cities.find(slug);
    if (!city) throw new AppError("resource/not-found");
    publicCache(reply);
    return city;
  });

  app.get(
    "/api/cities/:slug/activities",
    doc({ summary: "A city's activities, filtered and paged", params: slugParams, query: listQuery }),
    async (request, reply) => {
      const { slug } = slugParams.parse(request.params);
      const options = listQuery.parse(request.query);
      if (!(await cities.find(slug))) throw new AppError("resource/not-found");
      const list = await activities.listByCity(slug, options);
      publicCache(reply);
      return list;
    },
  );

  app.get(
    "/api/sitemap/activities",
    doc({ summary: "Activity paths and dates for the sitemaps", tags: ["sitemap"], query: sitemapQuery }),
    async (request, reply) => {
      const { page, size } = sitemapQuery.parse(request.query);
      const body = { total: await activities.publishedCount(), items: await activities.sitemapPage(page, size) };
      publicCache(reply);
      return body;
    },
  );
}
