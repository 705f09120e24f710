import {
  accreditationDecisionSchema,
  boothEditSchema,
  boothInputSchema,
  boothRefusalSchema,
  colleagueInputSchema,
} from "@alentour/domain/booth";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requirePrincipal } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import type { BoothService } from "#app/trade-shows/booth-service.ts";

// Exhibitors' booths (docs/trade-shows.md#exhibitors). Every rule of who may do what is in the booth service
// and guards.ts (mayActForBooth); a route parses the request and names the caller.

const showParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const boothId = z.string().min(1).max(64);
const exhibitorParams = showParams.extend({ boothId });
const boothParams = z.object({ boothId });
const colleagueParams = boothParams.extend({ colleagueId: z.string().min(1).max(64) });

export function registerBoothRoutes(app: FastifyInstance, deps: { service: BoothService }) {
  const { service } = deps;

  app.post(
    "/api/trade-shows/:slug/booths",
    doc({
      summary: "Apply as an exhibitor with the booth wizard (pending until the organisers decide)",
      tags: ["booths"],
      access: "signed-in",
      params: showParams,
      body: boothInputSchema,
      responses: { 201: "Applied; the booth, pending" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      const booth = await service.apply(principal, slug, request.body, requestLocale(request));
      reply.status(201).header("location", `/api/booths/${booth.id}`);
      return booth;
    },
  );

  app.get(
    "/api/trade-shows/:slug/booths",
    doc({
      summary: "Every application to the show, with colleagues (its team)",
      tags: ["booths"],
      access: "signed-in",
      params: showParams,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      return service.listForShow(principal, slug);
    },
  );

  app.get(
    "/api/trade-shows/:slug/exhibitors",
    doc({ summary: "The show's validated booths, as visitors see them", tags: ["booths"], params: showParams }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      const exhibitors = await service.exhibitors(request.principal, slug);
      reply.header("cache-control", "private, no-store");
      return exhibitors;
    },
  );

  app.get(
    "/api/trade-shows/:slug/exhibitors/:boothId",
    doc({ summary: "One validated booth, for its public page", tags: ["booths"], params: exhibitorParams }),
    async (request, reply) => {
      const { slug, boothId } = exhibitorParams.parse(request.params);
      const booth = await service.exhibitor(request.principal, slug, boothId);
      reply.header("cache-control", "private, no-store");
      return booth;
    },
  );

  app.get(
    "/api/booths/mine",
    doc({
      summary: "The booths the caller acts for (as exhibitor or accredited colleague)",
      tags: ["booths"],
      access: "signed-in",
    }),
    async (request) => service.mine(requirePrincipal(request)),
  );

  app.get(
    "/api/booths/:boothId",
    doc({
      summary: "A booth, for its exhibitor, colleagues and the show's team",
      tags: ["booths"],
      access: "signed-in",
      params: boothParams,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { boothId } = boothParams.parse(request.params);
      return service.get(principal, boothId);
    },
  );

  app.put(
    "/api/booths/:boothId",
    doc({
      summary: "Change every field of a booth (a refused application changed by its exhibitor is sent again)",
      tags: ["booths"],
      access: "signed-in",
      params: boothParams,
      body: boothEditSchema,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { boothId } = boothParams.parse(request.params);
      return service.update(principal, boothId, request.body);
    },
  );

  app.post(
    "/api/booths/:boothId/validate",
    doc({
      summary: "Validate an application (the show's organisers; the free plan stops at 10 exhibitors)",
      tags: ["booths"],
      access: "signed-in",
      params: boothParams,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { boothId } = boothParams.parse(request.params);
      return service.validate(principal, boothId);
    },
  );

  app.post(
    "/api/booths/:boothId/refuse",
    doc({
      summary: "Refuse an application with a reason (the show's organisers)",
      tags: ["booths"],
      access: "signed-in",
      params: boothParams,
      body: boothRefusalSchema,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { boothId } = boothParams.parse(request.params);
      return service.refuse(principal, boothId, request.body);
    },
  );

  app.get(
    "/api/booths/:boothId/colleagues",
    doc({
      summary: "The colleagues named on a booth and their accreditation",
      tags: ["booths"],
      access: "signed-in",
      params: boothParams,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { boothId } = boothParams.parse(request.params);
      return service.colleagues(principal, boothId);
    },
  );

  app.post(
    "/api/booths/:boothId/colleagues",
    doc({
      summary: "Name a colleague by e-mail (pending until the organisers accredit them)",
      tags: ["booths"],
      access: "signed-in",
      params: boothParams,
      body: colleagueInputSchema,
      responses: { 201: "Named; the accreditation is pending" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { boothId } = boothParams.parse(request.params);
      const colleague = await service.addColleague(principal, boothId, request.body);
      reply.status(201);
      return colleague;
    },
  );

  app.put(
    "/api/booths/:boothId/colleagues/:colleagueId",
    doc({
      summary: "Grant or deny a colleague's accreditation (the show's organisers)",
      tags: ["booths"],
      access: "signed-in",
      params: colleagueParams,
      body: accreditationDecisionSchema,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { boothId, colleagueId } = colleagueParams.parse(request.params);
      return service.decideColleague(principal, boothId, colleagueId, request.body);
    },
  );

  app.delete(
    "/api/booths/:boothId/colleagues/:colleagueId",
    doc({
      summary: "Delete a colleague's accreditation (the show's organisers)",
      tags: ["booths"],
      access: "signed-in",
      params: colleagueParams,
      responses: { 204: "Deleted" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { boothId, colleagueId } = colleagueParams.parse(request.params);
      await service.removeColleague(principal, boothId, colleagueId);
      reply.status(204);
    },
  );
}
