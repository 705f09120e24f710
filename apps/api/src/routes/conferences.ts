import {
  conferenceDecisionSchema,
  conferencePatchSchema,
  conferenceProposalSchema,
  conferenceStatuses,
} from "@alentour/domain/conference";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ConferenceService } from "#app/conferences/conference-service.ts";
import { requirePrincipal } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";

// A trade show's conferences and its public programme (docs/trade-shows.md#conferences). Who may do what is
// decided in the conference service and guards.ts; a route parses the request and names the caller.

const showParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const conferenceParams = showParams.extend({ conferenceId: z.string().min(1).max(64) });
const listQuery = z.object({
  status: z.enum(conferenceStatuses).optional(),
  /** "1": only those without a live link. */
  withoutLiveLink: z.enum(["0", "1"]).optional(),
});

export function registerConferenceRoutes(app: FastifyInstance, deps: { service: ConferenceService }) {
  const { service } = deps;

  app.get(
    "/api/trade-shows/:slug/conferences",
    doc({
      summary: "A show's conferences: all for its team, their own for an exhibitor",
      tags: ["conferences"],
      access: "signed-in",
      params: showParams,
      query: listQuery,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      const query = listQuery.parse(request.query);
      return service.list(principal, slug, { status: query.status, withoutLiveLink: query.withoutLiveLink === "1" });
    },
  );

  app.post(
    "/api/trade-shows/:slug/conferences",
    doc({
      summary: "Propose a conference (the team or an exhibitor, after accepting the conference terms)",
      tags: ["conferences"],
      access: "signed-in",
      params: showParams,
      body: conferenceProposalSchema,
      responses: { 201: "Proposed, pending the team's decision" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      const created = await service.propose(principal, slug, request.body, requestLocale(request));
      reply.status(201);
      return created;
    },
  );

  app.post(
    "/api/trade-shows/:slug/conferences/decisions",
    doc({
      summary: "Accept or refuse several conferences at once (all or none)",
      tags: ["conferences"],
      access: "signed-in",
      params: showParams,
      body: conferenceDecisionSchema,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      return service.decide(principal, slug, request.body);
    },
  );

  app.get(
    "/api/trade-shows/:slug/conferences/summary",
    doc({
      summary: "How many conferences are pending, accepted, refused, and accepted without a live link",
      tags: ["conferences"],
      access: "signed-in",
      params: showParams,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      return service.summary(principal, slug);
    },
  );

  app.patch(
    "/api/trade-shows/:slug/conferences/:conferenceId",
    doc({
      summary: "Change a conference (the team; its exhibitor while it is pending)",
      tags: ["conferences"],
      access: "signed-in",
      params: conferenceParams,
      body: conferencePatchSchema,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug, conferenceId } = conferenceParams.parse(request.params);
      return service.update(principal, slug, conferenceId, request.body, requestLocale(request));
    },
  );

  app.delete(
    "/api/trade-shows/:slug/conferences/:conferenceId",
    doc({
      summary: "Delete a conference (the team, or its exhibitor)",
      tags: ["conferences"],
      access: "signed-in",
      params: conferenceParams,
      responses: { 204: "Deleted" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug, conferenceId } = conferenceParams.parse(request.params);
      await service.remove(principal, slug, conferenceId);
      reply.status(204);
    },
  );

  app.get(
    "/api/trade-shows/:slug/programme",
    doc({ summary: "The public programme: accepted conferences with a live link", tags: ["conferences"], params: showParams }),
    async (request) => {
      const { slug } = showParams.parse(request.params);
      return service.programme(request.principal, slug);
    },
  );

  app.get(
    "/api/trade-shows/:slug/conferences/:conferenceId/calendar.ics",
    doc({
      summary: "One conference of the programme as an iCalendar file",
      tags: ["conferences"],
      params: conferenceParams,
      responses: { 200: { description: "An iCalendar file", type: "text/calendar" } },
    }),
    async (request, reply) => {
      const { slug, conferenceId } = conferenceParams.parse(request.params);
      const { name, ics } = await service.calendar(request.principal, slug, conferenceId);
      reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.ics"`)
        .header("cache-control", "private, no-store");
      return ics;
    },
  );
}
