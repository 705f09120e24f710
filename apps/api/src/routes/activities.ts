import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ActivityService } from "#app/activities/activity-service.ts";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import type { Geocoder } from "#app/geocoding/geocoder.ts";
import { requirePrincipal } from "#app/http/guards.ts";

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

  app.post("/api/activities", async (request, reply) => {
    const principal = requirePrincipal(request);
    const created = await service.create(principal, request.body);
    reply.status(201).header("location", `/api/activities/${created.slug}`);
    return created;
  });

  app.patch("/api/activities/:slug", async (request) => {
    const principal = requirePrincipal(request);
    const { slug } = slugParams.parse(request.params);
    return service.update(principal, slug, request.body);
  });

  app.delete("/api/activities/:slug", async (request, reply) => {
    const principal = requirePrincipal(request);
    const { slug } = slugParams.parse(request.params);
    await service.remove(principal, slug);
    reply.status(204);
  });

  app.get("/api/me/activities", async (request) => service.listMine(requirePrincipal(request)));

  // Places for the wizard's address field. Visitors fill the wizard before signing in, so anyone may ask,
  // within a limit per account or per address (it may cost a call to an outside service).
  app.get("/api/geocode", async (request) => {
    await limits.consume("geocode", request.principal?.uid ?? request.ip);
    const query = geocodeQuery.parse(request.query);
    return geocoder.search({ text: query.q, country: query.country, limit: query.limit });
  });
}
