import { businessCardKindSchema, businessCardSchema, leadUpdateSchema } from "@alentour/domain/business-card";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AttendeeService } from "#app/attendees/attendee-service.ts";
import { requirePrincipal } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";

// Attendees and business cards (docs/trade-shows.md#attendees, ADR 097). Who may do what is decided in the
// attendee service; a route parses the request and names the caller.

const showParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const id = z.string().min(1).max(64);
const kindParams = z.object({ kind: businessCardKindSchema });
const boothParams = z.object({ boothId: id });
const leadParams = boothParams.extend({ leadId: id });
const heldParams = z.object({ leadId: id });
const savedBoothParams = z.object({ boothId: id });
const savedConferenceParams = z.object({ conferenceId: id });
const handBody = z.object({ kind: businessCardKindSchema });
const scanBody = z.object({ code: z.string().min(1).max(2048) });

/** A download: never cached, named for the browser. */
function download(reply: FastifyReply, type: string, name: string, body: string) {
  reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "private, no-store");
  return body;
}

export function registerAttendeeRoutes(app: FastifyInstance, deps: { service: AttendeeService }) {
  const { service } = deps;

  app.get(
    "/api/trade-shows/:slug/attendance",
    doc({
      summary: "Whether the caller attends the show, and whether its online access is open",
      tags: ["attendees"],
      access: "signed-in",
      params: showParams,
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      reply.header("cache-control", "private, no-store");
      return service.attendance(requirePrincipal(request), slug);
    },
  );

  app.post(
    "/api/trade-shows/:slug/attendance",
    doc({
      summary: "Join the show as an attendee (once; again after leaving)",
      tags: ["attendees"],
      access: "signed-in",
      params: showParams,
      responses: { 201: "Joined" },
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      const attendance = await service.join(requirePrincipal(request), slug);
      reply.status(201);
      return attendance;
    },
  );

  app.delete(
    "/api/trade-shows/:slug/attendance",
    doc({ summary: "Leave the show", tags: ["attendees"], access: "signed-in", params: showParams, responses: { 204: "Left" } }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      await service.leave(requirePrincipal(request), slug);
      reply.status(204);
    },
  );

  app.get(
    "/api/trade-shows/:slug/attendees",
    doc({
      summary: "The show's attendees and how many joined each day, for its team",
      tags: ["attendees"],
      access: "signed-in",
      params: showParams,
    }),
    async (request) => {
      const { slug } = showParams.parse(request.params);
      return service.listForShow(requirePrincipal(request), slug);
    },
  );

  app.get(
    "/api/trade-shows/:slug/attendees.csv",
    doc({
      summary: "The show's attendees as CSV, for its team",
      tags: ["attendees"],
      access: "signed-in",
      params: showParams,
      responses: { 200: { description: "A CSV file", type: "text/csv" } },
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      const csv = await service.attendeesCsv(requirePrincipal(request), slug);
      return download(reply, "text/csv; charset=utf-8", `attendees-${slug}.csv`, csv);
    },
  );

  app.get(
    "/api/me/trade-shows",
    doc({
      summary: "The shows the caller attends, each with its programme and the caller's saved conferences and booths",
      tags: ["attendees"],
      access: "signed-in",
    }),
    async (request) => service.myShows(requirePrincipal(request)),
  );

  app.get(
    "/api/me/business-cards",
    doc({ summary: "The caller's personal and professional cards", tags: ["attendees"], access: "signed-in" }),
    async (request) => service.cards(requirePrincipal(request)),
  );

  app.put(
    "/api/me/business-cards/:kind",
    doc({
      summary: "Write a card: its values and the fields it shares",
      tags: ["attendees"],
      access: "signed-in",
      params: kindParams,
      body: businessCardSchema,
    }),
    async (request) => {
      const { kind } = kindParams.parse(request.params);
      return service.saveCard(requirePrincipal(request), kind, request.body);
    },
  );

  app.post(
    "/api/me/business-cards/:kind/qr-code",
    doc({
      summary: "A new QR code for a card (the earlier one stops working); its token is answered only now",
      tags: ["attendees"],
      access: "signed-in",
      params: kindParams,
      responses: { 201: "The token and the URL the QR code carries" },
    }),
    async (request, reply) => {
      const { kind } = kindParams.parse(request.params);
      const code = await service.newQrToken(requirePrincipal(request), kind);
      reply.status(201).header("cache-control", "private, no-store");
      return code;
    },
  );

  app.delete(
    "/api/me/business-cards/:kind/qr-code",
    doc({
      summary: "Revoke a card's QR code",
      tags: ["attendees"],
      access: "signed-in",
      params: kindParams,
      responses: { 204: "Revoked" },
    }),
    async (request, reply) => {
      const { kind } = kindParams.parse(request.params);
      await service.revokeQrToken(requirePrincipal(request), kind);
      reply.status(204);
    },
  );

  app.get(
    "/api/me/held-cards",
    doc({ summary: "Which booths hold the caller's cards", tags: ["attendees"], access: "signed-in" }),
    async (request) => service.heldCards(requirePrincipal(request)),
  );

  app.delete(
    "/api/me/held-cards/:leadId",
    doc({
      summary: "Withdraw a card from the booth that holds it (its exhibitors no longer see its fields)",
      tags: ["attendees"],
      access: "signed-in",
      params: heldParams,
      responses: { 204: "Withdrawn" },
    }),
    async (request, reply) => {
      const { leadId } = heldParams.parse(request.params);
      await service.withdraw(requirePrincipal(request), leadId);
      reply.status(204);
    },
  );

  // Saved booths and conferences (ADR 104): for the attendees of the booth's or conference's show; idempotent.
  for (const [method, summary, status] of [
    ["put", "Save a validated booth of a show the caller attends", 204],
    ["delete", "Take a booth off the caller's saved ones", 204],
  ] as const) {
    app[method](
      "/api/me/saved-booths/:boothId",
      doc({ summary, tags: ["attendees"], access: "signed-in", params: savedBoothParams, responses: { [status]: "Done" } }),
      async (request, reply) => {
        const { boothId } = savedBoothParams.parse(request.params);
        const item = { kind: "booth", id: boothId } as const;
        await (method === "put" ? service.save : service.unsave)(requirePrincipal(request), item);
        reply.status(status);
      },
    );
  }
  for (const [method, summary, status] of [
    ["put", "Save an accepted conference of a show the caller attends", 204],
    ["delete", "Take a conference off the caller's saved ones", 204],
  ] as const) {
    app[method](
      "/api/me/saved-conferences/:conferenceId",
      doc({ summary, tags: ["attendees"], access: "signed-in", params: savedConferenceParams, responses: { [status]: "Done" } }),
      async (request, reply) => {
        const { conferenceId } = savedConferenceParams.parse(request.params);
        const item = { kind: "conference", id: conferenceId } as const;
        await (method === "put" ? service.save : service.unsave)(requirePrincipal(request), item);
        reply.status(status);
      },
    );
  }

  app.post(
    "/api/booths/:boothId/cards",
    doc({
      summary: "Leave one's card at a booth (an attendee of its show): a lead for the booth",
      tags: ["attendees"],
      access: "signed-in",
      params: boothParams,
      body: handBody,
      responses: { 201: "Left; the card as its owner sees it held" },
    }),
    async (request, reply) => {
      const { boothId } = boothParams.parse(request.params);
      const { kind } = handBody.parse(request.body);
      const held = await service.handCard(requirePrincipal(request), boothId, kind);
      reply.status(201);
      return held;
    },
  );

  app.post(
    "/api/booths/:boothId/leads/scan",
    doc({
      summary: "Read an attendee's QR code (its URL or token) at the booth: a lead",
      tags: ["attendees"],
      access: "signed-in",
      params: boothParams,
      body: scanBody,
      responses: { 201: "The lead" },
    }),
    async (request, reply) => {
      const { boothId } = boothParams.parse(request.params);
      const { code } = scanBody.parse(request.body);
      const lead = await service.scan(requirePrincipal(request), boothId, code);
      reply.status(201);
      return lead;
    },
  );

  app.get(
    "/api/booths/:boothId/leads",
    doc({
      summary: "The booth's leads, for its exhibitor and colleagues",
      tags: ["attendees"],
      access: "signed-in",
      params: boothParams,
    }),
    async (request) => {
      const { boothId } = boothParams.parse(request.params);
      return service.leads(requirePrincipal(request), boothId);
    },
  );

  app.patch(
    "/api/booths/:boothId/leads/:leadId",
    doc({
      summary: "Rate a lead (0 to 5), write its notes and tags",
      tags: ["attendees"],
      access: "signed-in",
      params: leadParams,
      body: leadUpdateSchema,
    }),
    async (request) => {
      const { boothId, leadId } = leadParams.parse(request.params);
      return service.updateLead(requirePrincipal(request), boothId, leadId, request.body);
    },
  );

  app.get(
    "/api/booths/:boothId/leads.csv",
    doc({
      summary: "The booth's leads as CSV",
      tags: ["attendees"],
      access: "signed-in",
      params: boothParams,
      responses: { 200: { description: "A CSV file", type: "text/csv" } },
    }),
    async (request, reply) => {
      const { boothId } = boothParams.parse(request.params);
      const csv = await service.leadsCsv(requirePrincipal(request), boothId);
      return download(reply, "text/csv; charset=utf-8", "leads.csv", csv);
    },
  );

  app.get(
    "/api/booths/:boothId/leads.vcf",
    doc({
      summary: "The booth's leads as vCard 4.0 (withdrawn cards left out)",
      tags: ["attendees"],
      access: "signed-in",
      params: boothParams,
      responses: { 200: { description: "A vCard file", type: "text/vcard" } },
    }),
    async (request, reply) => {
      const { boothId } = boothParams.parse(request.params);
      const cards = await service.leadsVcard(requirePrincipal(request), boothId);
      return download(reply, "text/vcard; charset=utf-8", "leads.vcf", cards);
    },
  );
}
