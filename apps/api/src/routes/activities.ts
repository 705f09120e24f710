import { activityCreateSchema } from "@alentour/domain/activity";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type ActivityService, activityPatchSchema } from "#app/activities/activity-service.ts";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import type { Geocoder } from "#app/geocoding/geocoder.ts";
import { requirePrincipal } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";

const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const geocodeQuery = z.object({
  q: z.string().trim().min(1).max(200),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

/** The owner's writes: every one goes through the activity service, which checks who may do it. */
export function registerActivityRoutes(
  app: FastifyInstance,
  deps: { service: ActivityService; geocoder: Geocoder; limits: RateLimits },
) {
  const { service, geocoder, limits } = deps;

  app.post(
    "/api/activities",
    doc({
      summary: "Create an activity (the owner's wizard)",
      access: "signed-in",
      body: activityCreateSchema,
      responses: { 201: "Created; Location names it" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const created = await service.create(principal, request.body);
      reply.status(201).header("location", `/api/activities/${created.slug}`);
      return created;
    },
  );

  app.patch(
    "/api/activities/:slug",
    doc({
      summary: "Change an activity (its owner or the support team)",
      access: "signed-in",
      params: slugParams,
      body: activityPatchSchema,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = slugParams.parse(request.params);
      return service.update(principal, slug, request.body);
    },
  );

  app.delete(
    "/api/activities/:slug",
    doc({ summary: "Delete an activity and its files", access: "signed-in", params: slugParams, responses: { 204: "Deleted" } }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug } = slugParams.parse(request.params);
      await service.remove(principal, slug);
      reply.status(204);
    },
  );

  app.get("/api/me/activities", doc({ summary: "The caller's activities", tags: ["me"], access: "signed-in" }), async (request) =>
    service.listMine(requirePrincipal(request)),
  );

  // Places for the wizard's address field. Visitors fill the wizard before signing in, so anyone may ask,
  // within a limit per account or per address (it may cost a call to an outside service).
  app.get(
    "/api/geocode",
    doc({ summary: "Places matching an address, for the wizard", tags: ["geocode"], query: geocodeQuery }),
    async (request) => {
      await limits.consume("geocode", request.principal?.uid ?? request.ip);
      const query = geocodeQuery.parse(request.query);
      return geocoder.search({ text: query.q, country: query.country, limit: query.limit });
    },
  );
}
