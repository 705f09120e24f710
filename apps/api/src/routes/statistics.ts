import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { requirePrincipal } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";
import type { StatisticsService } from "#app/statistics/statistics-service.ts";

// The trade shows' statistics (docs/trade-shows.md#statistics, ADR 102). The organisers' figures are answered by
// GET /api/trade-shows/:slug/statistics (routes/trade-shows.ts); here their CSV, the exhibitors' figures, and the
// two events the public pages report. Who may do what is decided in the statistics service.

const showParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
const id = z.string().min(1).max(64);
const boothParams = z.object({ boothId: id });
const viewBody = z.object({ conferenceId: id });

/** A download: never cached, named for the browser. */
function download(reply: FastifyReply, name: string, body: string) {
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "private, no-store");
  return body;
}

export function registerStatisticsRoutes(app: FastifyInstance, deps: { service: StatisticsService }) {
  const { service } = deps;

  app.get(
    "/api/trade-shows/:slug/statistics.csv",
    doc({
      summary: "The figures of each booth (visits, cards, messages, calls, conference views) as CSV, for the show's team",
      tags: ["statistics"],
      access: "signed-in",
      params: showParams,
      responses: { 200: { description: "A CSV file", type: "text/csv" } },
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      return download(reply, `statistics-${slug}.csv`, await service.showCsv(requirePrincipal(request), slug));
    },
  );

  app.post(
    "/api/trade-shows/:slug/statistics/conference-views",
    doc({
      summary: "An attendee plays a conference of the programme (counted once a day)",
      tags: ["statistics"],
      access: "signed-in",
      params: showParams,
      body: viewBody,
    }),
    async (request, reply) => {
      const { slug } = showParams.parse(request.params);
      const { conferenceId } = viewBody.parse(request.body);
      reply.header("cache-control", "private, no-store");
      return service.conferenceView(requirePrincipal(request), slug, conferenceId);
    },
  );

  app.get(
    "/api/booths/:boothId/statistics",
    doc({
      summary: "The booth's figures per day, for its owner and colleagues",
      tags: ["statistics"],
      access: "signed-in",
      params: boothParams,
    }),
    async (request, reply) => {
      const { boothId } = boothParams.parse(request.params);
      reply.header("cache-control", "private, no-store");
      return service.forBooth(requirePrincipal(request), boothId);
    },
  );

  app.get(
    "/api/booths/:boothId/statistics.csv",
    doc({
      summary: "The booth's figures per day as CSV, for its owner and colleagues",
      tags: ["statistics"],
      access: "signed-in",
      params: boothParams,
      responses: { 200: { description: "A CSV file", type: "text/csv" } },
    }),
    async (request, reply) => {
      const { boothId } = boothParams.parse(request.params);
      return download(reply, `booth-statistics-${boothId}.csv`, await service.boothCsv(requirePrincipal(request), boothId));
    },
  );

  app.post(
    "/api/booths/:boothId/visits",
    doc({
      summary: "An attendee opens the booth's page or panel (counted once a day)",
      tags: ["statistics"],
      access: "signed-in",
      params: boothParams,
    }),
    async (request, reply) => {
      const { boothId } = boothParams.parse(request.params);
      reply.header("cache-control", "private, no-store");
      return service.visit(requirePrincipal(request), boothId);
    },
  );
}
