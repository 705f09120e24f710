import { longText } from "@alentour/domain/fields";
import {
  hallPatchSchema,
  hallSchema,
  invitationInputSchema,
  tradeShowCreateSchema,
  tradeShowListings,
  tradeShowModes,
  tradeShowPatchSchema,
} from "@alentour/domain/trade-show";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { requirePrincipal, requireStaff } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import type { TradeShowService } from "#app/trade-shows/trade-show-service.ts";

// The trade shows' api (docs/trade-shows.md). Every rule of who may do what is in the service and guards.ts;
// a route parses the request and names the caller.

/** A show is named by its slug or its id. */
const showParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const hallParams = showParams.extend({ hallId: z.string().min(1).max(64) });
const memberParams = showParams.extend({ userId: z.string().min(1).max(200) });
const invitationParams = showParams.extend({ invitationId: z.string().min(1).max(200) });
const idParams = z.object({ id: z.string().min(1).max(200) });
const listingBody = z.object({ listing: z.enum(tradeShowListings) });
/** What the service parses a role change with. */
const memberRoleBody = invitationInputSchema.pick({ role: true });
const tokenBody = z.object({ token: z.string().min(1).max(200) });
const daysQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
/** A support team member's reason, kept in the audit log: cleaned like every stored text. */
const reasonBody = z.object({ reason: longText(0, 1000).default("") });
const transferBody = reasonBody.extend({ email: z.string().trim().min(3).max(254) });
const adminQuery = z.object({
  q: z.string().trim().max(120).default(""),
  listing: z.enum(tradeShowListings).optional(),
  mode: z.enum(tradeShowModes).optional(),
  /** Shows running at some point between these days ("YYYY-MM-DD"). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export function registerTradeShowRoutes(app: FastifyInstance, deps: { service: TradeShowService; limits: RateLimits }) {
  const { service, limits } = deps;

  app.post(
    "/api/trade-shows",
    doc({
      summary: "Create a trade show (the caller becomes its organiser)",
      access: "signed-in",
      body: tradeShowCreateSchema,
      responses: { 201: "Created; Location names it" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const created = await service.create(principal, request.body);
      reply.status(201).header("location", `/api/trade-shows/${created.slug}`);
      return created;
    },
  );

  app.get(
    "/api/trade-shows/mine",
    doc({ summary: "The trade shows the caller organises or staffs", access: "signed-in" }),
    async (request) => service.listMine(requirePrincipal(request)),
  );

  // Public for a listed show; a private one answers 404 to anyone but its team and the support team.
  app.get(
    "/api/trade-shows/:slug",
    doc({ summary: "One trade show (a private one only for its team and the support team)", params: showParams }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      const show = await service.get(request.principal, slug);
      // A listed show's page is public, but the answer carries the caller's role: never kept by a shared cache.
      reply.header("cache-control", "private, no-store");
      return show;
    },
  );

  app.patch(
    "/api/trade-shows/:slug",
    doc({ summary: "Change a trade show (its organisers)", access: "signed-in", params: showParams, body: tradeShowPatchSchema }),
    async (request) => {
      const { slug } = showParams.parse(request.params);
      return service.update(requirePrincipal(request), slug, request.body);
    },
  );

  app.delete(
    "/api/trade-shows/:slug",
    doc({
      summary: "Delete a trade show (refused while exhibitors are active)",
      access: "signed-in",
      params: showParams,
      responses: { 204: "Deleted" },
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      await service.remove(requirePrincipal(request), slug);
      reply.status(204);
    },
  );

  app.put(
    "/api/trade-shows/:slug/listing",
    doc({
      summary: "List a trade show in the directory or make it private",
      access: "signed-in",
      params: showParams,
      body: listingBody,
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      const { listing } = listingBody.parse(request.body);
      return service.setListing(principal, slug, listing);
    },
  );

  app.post(
    "/api/trade-shows/:slug/hybrid",
    doc({ summary: "Turn a physical or virtual show into a hybrid one (no way back)", access: "signed-in", params: showParams }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      return service.convertToHybrid(principal, slug);
    },
  );

  // Halls.
  app.post(
    "/api/trade-shows/:slug/halls",
    doc({
      summary: "Add a hall",
      access: "signed-in",
      params: showParams,
      body: hallSchema,
      responses: { 201: "Added; the show with its halls" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      const show = await service.addHall(principal, slug, request.body);
      reply.status(201);
      return show;
    },
  );

  app.patch(
    "/api/trade-shows/:slug/halls/:hallId",
    doc({ summary: "Change a hall or place it on the plan", access: "signed-in", params: hallParams, body: hallPatchSchema }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug, hallId } = hallParams.parse(request.params);
      return service.updateHall(principal, slug, hallId, request.body);
    },
  );

  app.delete(
    "/api/trade-shows/:slug/halls/:hallId",
    doc({ summary: "Remove a hall (refused while a booth is in it)", access: "signed-in", params: hallParams }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug, hallId } = hallParams.parse(request.params);
      return service.removeHall(principal, slug, hallId);
    },
  );

  // The organising team.
  app.get(
    "/api/trade-shows/:slug/members",
    doc({ summary: "The show's organising team", access: "signed-in", params: showParams }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      return service.members(principal, slug);
    },
  );

  app.patch(
    "/api/trade-shows/:slug/members/:userId",
    doc({ summary: "Change a team member's role", access: "signed-in", params: memberParams, body: memberRoleBody }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug, userId } = memberParams.parse(request.params);
      return service.setMemberRole(principal, slug, userId, request.body);
    },
  );

  app.delete(
    "/api/trade-shows/:slug/members/:userId",
    doc({
      summary: "Remove a member from the team (or leave it)",
      access: "signed-in",
      params: memberParams,
      responses: { 204: "Removed" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug, userId } = memberParams.parse(request.params);
      await service.removeMember(principal, slug, userId);
      reply.status(204);
    },
  );

  app.get(
    "/api/trade-shows/:slug/invitations",
    doc({ summary: "The team's pending invitations", access: "signed-in", params: showParams }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      return service.invitations(principal, slug);
    },
  );

  app.post(
    "/api/trade-shows/:slug/invitations",
    doc({
      summary: "Invite someone to the team by email",
      access: "signed-in",
      params: showParams,
      body: invitationInputSchema,
      responses: { 201: "Invited; the link is mailed" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      await limits.consume("trade-show-invitation", principal.uid);
      const invitation = await service.invite(principal, slug, request.body, requestLocale(request));
      reply.status(201);
      return invitation;
    },
  );

  app.delete(
    "/api/trade-shows/:slug/invitations/:invitationId",
    doc({ summary: "Revoke a pending invitation", access: "signed-in", params: invitationParams, responses: { 204: "Revoked" } }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { slug, invitationId } = invitationParams.parse(request.params);
      await service.revokeInvitation(principal, slug, invitationId);
      reply.status(204);
    },
  );

  // The link's secret travels in the body, never in a URL that logs would keep.
  app.post(
    "/api/trade-show-invitations/preview",
    doc({
      summary: "What an invitation link offers, before accepting it",
      tags: ["trade-shows"],
      access: "token",
      body: tokenBody,
    }),
    async (request) => {
      const { token } = tokenBody.parse(request.body);
      return service.previewInvitation(token);
    },
  );

  app.post(
    "/api/trade-show-invitations/accept",
    doc({ summary: "Accept an invitation and join the team", tags: ["trade-shows"], access: "signed-in", body: tokenBody }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { token } = tokenBody.parse(request.body);
      return service.acceptInvitation(principal, token);
    },
  );

  app.get(
    "/api/trade-shows/:slug/statistics",
    doc({ summary: "The show page's views by day, for its team", access: "signed-in", params: showParams, query: daysQuery }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { slug } = showParams.parse(request.params);
      const { days } = daysQuery.parse(request.query);
      return service.statistics(principal, slug, days);
    },
  );

  app.get(
    "/api/trade-shows/:slug/calendar.ics",
    doc({
      summary: "The show's dates as an iCalendar file",
      params: showParams,
      responses: { 200: { description: "An iCalendar file", type: "text/calendar" } },
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      const { slug: name, ics } = await service.calendar(request.principal, slug);
      reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.ics"`)
        .header("cache-control", "private, no-store");
      return ics;
    },
  );

  app.get(
    "/api/sitemap/trade-shows",
    doc({ summary: "Listed trade-show paths and dates for the sitemaps", tags: ["sitemap"] }),
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return service.sitemap();
    },
  );

  // The support team's console (ADR 040): every show, unlisting and handing over, each in the audit log.
  app.get(
    "/api/admin/trade-shows",
    doc({ summary: "Every trade show: search, filters, paging", access: "staff", query: adminQuery }),
    async (request) => {
      const principal = requireStaff(request);
      const query = adminQuery.parse(request.query);
      return service.adminList(principal, {
        q: query.q || undefined,
        listing: query.listing,
        mode: query.mode,
        from: query.from,
        to: query.to,
        limit: query.size,
        offset: query.page * query.size,
      });
    },
  );

  app.post(
    "/api/admin/trade-shows/:id/unlist",
    doc({ summary: "Make a listed show private, with a reason", access: "staff", params: idParams, body: reasonBody }),
    async (request) => {
      const principal = requireStaff(request);
      const { id } = idParams.parse(request.params);
      const { reason } = reasonBody.parse(request.body ?? {});
      return service.adminUnlist(principal, id, reason);
    },
  );

  app.post(
    "/api/admin/trade-shows/:id/transfer",
    doc({ summary: "Hand a show to another account as its organiser", access: "staff", params: idParams, body: transferBody }),
    async (request) => {
      const principal = requireStaff(request);
      const { id } = idParams.parse(request.params);
      const { email, reason } = transferBody.parse(request.body);
      return service.adminTransfer(principal, id, email, reason);
    },
  );
}
