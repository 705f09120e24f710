import { claimBodySchema } from "@alentour/domain/claim";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Claims } from "#app/activities/claims.ts";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { requirePrincipal } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";

const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});

/** Claiming an activity from its public page (docs/product.md#claiming-an-activity); signed-in callers only. */
export function registerClaimRoutes(app: FastifyInstance, deps: { claims: Claims; limits: RateLimits }) {
  const { claims, limits } = deps;

  app.get(
    "/api/activities/:slug/claim",
    doc({ summary: "The caller's claim on an activity, if any", access: "signed-in", params: slugParams }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = slugParams.parse(request.params);
      return claims.standing(principal, slug);
    },
  );

  app.post(
    "/api/activities/:slug/claim",
    doc({
      summary: "Claim an activity as its owner",
      access: "signed-in",
      params: slugParams,
      body: claimBodySchema,
      responses: { 201: "Claim filed" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug } = slugParams.parse(request.params);
      const { message } = claimBodySchema.parse(request.body ?? {});
      const outcome = await claims.claim(principal, slug, {
        message,
        locale: requestLocale(request),
        countAttempt: () => limits.consume("claim-ip", request.ip),
      });
      reply.status(outcome.status === "requested" ? 201 : 200);
      return outcome;
    },
  );
}
