import { licenceAssignmentSchema, licenceOrderInputSchema, licenceOrderStatuses } from "@alentour/domain/licence";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requirePrincipal, requireStaff } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import type { LicenceService } from "#app/licences/licence-service.ts";

// Business licences and their payment (docs/licences.md). Who may do what is in the service: billing is the
// show's organisers' and the support team's, never the team's staff.

const showParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const orderParams = showParams.extend({ orderId: z.string().min(1).max(200) });
const licenceParams = showParams.extend({ licenceId: z.string().min(1).max(200) });
const adminOrderParams = z.object({ orderId: z.string().min(1).max(200) });
const adminQuery = z.object({
  status: z.enum(licenceOrderStatuses).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export function registerLicenceRoutes(app: FastifyInstance, deps: { service: LicenceService }) {
  const { service } = deps;

  app.get(
    "/api/trade-shows/:slug/licences",
    doc({
      summary: "The show's licences, orders and the applicants a licence may go to (its organisers)",
      access: "signed-in",
      params: showParams,
    }),
    async (request) => {
      const { slug } = showParams.parse(request.params);
      return service.overview(requirePrincipal(request), slug);
    },
  );

  app.post(
    "/api/trade-shows/:slug/licence-orders",
    doc({
      summary: "Order Business licences: an invoice, and the card payment page when Stripe is on",
      access: "signed-in",
      params: showParams,
      body: licenceOrderInputSchema,
      responses: { 201: "Ordered; `checkoutUrl` is where to pay by card, null for a transfer" },
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      const created = await service.order(requirePrincipal(request), slug, request.body);
      reply.status(201);
      return created;
    },
  );

  app.post(
    "/api/trade-shows/:slug/licence-orders/:orderId/retry",
    doc({ summary: "Try again to pay an unpaid order", access: "signed-in", params: orderParams }),
    async (request) => {
      const { slug, orderId } = orderParams.parse(request.params);
      return service.retry(requirePrincipal(request), slug, orderId);
    },
  );

  app.get(
    "/api/trade-shows/:slug/licence-orders/:orderId/invoice.pdf",
    doc({
      summary: "An order's invoice (PDF)",
      access: "signed-in",
      params: orderParams,
      responses: { 200: { description: "The invoice", type: "application/pdf" } },
    }),
    async (request, reply) => {
      const { slug, orderId } = orderParams.parse(request.params);
      const { pdf, fileName } = await service.invoice(requirePrincipal(request), slug, orderId, requestLocale(request));
      reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store");
      return pdf;
    },
  );

  app.put(
    "/api/trade-shows/:slug/licences/:licenceId/booth",
    doc({
      summary: "Assign a licence to an applicant, for good (409 licence/already-assigned afterwards)",
      access: "signed-in",
      params: licenceParams,
      body: licenceAssignmentSchema,
    }),
    async (request) => {
      const { slug, licenceId } = licenceParams.parse(request.params);
      return service.assign(requirePrincipal(request), slug, licenceId, request.body);
    },
  );

  app.get(
    "/api/admin/licence-orders",
    doc({ summary: "Licence orders of every show, the latest first", access: "staff", query: adminQuery }),
    async (request) => service.listOrders(requireStaff(request), adminQuery.parse(request.query)),
  );

  app.post(
    "/api/admin/licence-orders/:orderId/paid",
    doc({
      summary: "Record the transfer of a manual order: paid, its licences credited (audit-logged)",
      access: "staff",
      params: adminOrderParams,
    }),
    async (request) => {
      const { orderId } = adminOrderParams.parse(request.params);
      return service.markPaid(requireStaff(request), orderId);
    },
  );

  app.get(
    "/api/admin/licence-orders/:orderId/invoice.pdf",
    doc({
      summary: "An order's invoice (PDF), for the support team",
      access: "staff",
      params: adminOrderParams,
      responses: { 200: { description: "The invoice", type: "application/pdf" } },
    }),
    async (request, reply) => {
      const { orderId } = adminOrderParams.parse(request.params);
      const { pdf, fileName } = await service.invoiceForStaff(requireStaff(request), orderId, requestLocale(request));
      reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store");
      return pdf;
    },
  );

  // The webhook must read the bytes Stripe signed: in this scope alone, JSON stays a Buffer (ADR 092).
  app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      "/api/payments/stripe/webhook",
      doc({
        summary: "Stripe's payment notifications, signed (Stripe-Signature on the raw body)",
        access: "token",
        responses: { 200: "Received (also a replay, which changes nothing)", 400: "Bad signature" },
      }),
      async (request) => {
        const signature = request.headers["stripe-signature"];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await service.handleWebhook(body, typeof signature === "string" ? signature : undefined);
        return { received: true, ...result };
      },
    );
  });
}
