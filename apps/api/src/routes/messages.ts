import { messageInputSchema, messageReportSchema, messageSettingsSchema } from "@alentour/domain/message";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { requirePrincipal, requireStaff } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import type { MessageService } from "#app/messages/message-service.ts";

// Messages between attendees and booth staff (docs/messages.md). Who reads and writes what is decided in the
// message service; a route parses the request, names the caller and counts sends against the sender's limit.

const id = z.string().min(1).max(64);
const boothParams = z.object({ boothId: id });
const conversationParams = z.object({ conversationId: id });
const leadParams = z.object({ boothId: id, leadId: id });
const blockBody = z.object({ blocked: z.boolean() });

export function registerMessageRoutes(app: FastifyInstance, deps: { service: MessageService; limits: RateLimits }) {
  const { service, limits } = deps;

  app.post(
    "/api/booths/:boothId/messages",
    doc({
      summary: "Write to a validated booth's staff (opens the conversation on the first message)",
      tags: ["messages"],
      access: "signed-in",
      params: boothParams,
      body: messageInputSchema,
      responses: { 201: "Sent; the message, with its conversation" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { boothId } = boothParams.parse(request.params);
      await limits.consume("message-sender", principal.uid);
      const message = await service.send(principal, boothId, request.body, requestLocale(request));
      reply.status(201);
      return message;
    },
  );

  app.post(
    "/api/booths/:boothId/leads/:leadId/messages",
    doc({
      summary: "Write first to an attendee who left the booth their card, as the booth's staff",
      tags: ["messages"],
      access: "signed-in",
      params: leadParams,
      body: messageInputSchema,
      responses: { 201: "Sent; the message, with its conversation" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { boothId, leadId } = leadParams.parse(request.params);
      await limits.consume("message-sender", principal.uid);
      const message = await service.writeToLead(principal, boothId, leadId, request.body);
      reply.status(201);
      return message;
    },
  );

  app.get(
    "/api/me/message-settings",
    doc({
      summary: "The caller's message settings: unread messages mailed, who may write to them first",
      tags: ["messages"],
      access: "signed-in",
    }),
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.settings(requirePrincipal(request));
    },
  );

  app.put(
    "/api/me/message-settings",
    doc({
      summary: "Change the caller's message settings",
      tags: ["messages"],
      access: "signed-in",
      body: messageSettingsSchema,
      responses: { 200: "The settings saved" },
    }),
    async (request) => service.saveSettings(requirePrincipal(request), request.body),
  );

  app.get(
    "/api/messages/conversations",
    doc({
      summary: "The caller's conversations, as an attendee and for the booths they staff, with unread counts",
      tags: ["messages"],
      access: "signed-in",
    }),
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.list(requirePrincipal(request));
    },
  );

  app.get(
    "/api/messages/unread",
    doc({ summary: "How many messages the caller has not read", tags: ["messages"], access: "signed-in" }),
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.unread(requirePrincipal(request));
    },
  );

  app.get(
    "/api/messages/conversations/:conversationId",
    doc({
      summary: "A conversation's messages, oldest first (its two sides only)",
      tags: ["messages"],
      access: "signed-in",
      params: conversationParams,
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { conversationId } = conversationParams.parse(request.params);
      reply.header("cache-control", "private, no-store");
      return service.history(principal, conversationId);
    },
  );

  app.post(
    "/api/messages/conversations/:conversationId",
    doc({
      summary: "Write in a conversation (either side)",
      tags: ["messages"],
      access: "signed-in",
      params: conversationParams,
      body: messageInputSchema,
      responses: { 201: "Sent; the message" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { conversationId } = conversationParams.parse(request.params);
      await limits.consume("message-sender", principal.uid);
      const message = await service.reply(principal, conversationId, request.body);
      reply.status(201);
      return message;
    },
  );

  app.post(
    "/api/messages/conversations/:conversationId/read",
    doc({
      summary: "Mark a conversation read up to now, for the caller",
      tags: ["messages"],
      access: "signed-in",
      params: conversationParams,
      responses: { 204: "Read" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { conversationId } = conversationParams.parse(request.params);
      await service.markRead(principal, conversationId);
      reply.status(204);
    },
  );

  app.put(
    "/api/messages/conversations/:conversationId/block",
    doc({
      summary: "Block the other side of a conversation from writing, or lift the block",
      tags: ["messages"],
      access: "signed-in",
      params: conversationParams,
      body: blockBody,
      responses: { 204: "Done" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { conversationId } = conversationParams.parse(request.params);
      const { blocked } = blockBody.parse(request.body);
      await service.block(principal, conversationId, blocked);
      reply.status(204);
    },
  );

  app.post(
    "/api/messages/conversations/:conversationId/report",
    doc({
      summary: "Report a conversation to the support team, which may then read it",
      tags: ["messages"],
      access: "signed-in",
      params: conversationParams,
      body: messageReportSchema,
      responses: { 204: "Reported" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { conversationId } = conversationParams.parse(request.params);
      await limits.consume("message-report", principal.uid);
      await service.report(principal, conversationId, request.body);
      reply.status(204);
    },
  );

  // The support team's console.
  app.get(
    "/api/admin/message-reports",
    doc({ summary: "Reported conversations, latest report first", tags: ["messages"], access: "staff" }),
    async (request) => service.reports(requireStaff(request)),
  );

  app.get(
    "/api/admin/message-reports/conversations/:conversationId",
    doc({
      summary: "A reported conversation's messages (audit-logged)",
      tags: ["messages"],
      access: "staff",
      params: conversationParams,
    }),
    async (request) => {
      const principal = requireStaff(request);
      const { conversationId } = conversationParams.parse(request.params);
      return service.reportedConversation(principal, conversationId);
    },
  );
}
