import { AppError } from "@alentour/domain/errors";
import { BLOG_PAGE_SIZE, contactMessageSchema, dataRightsRequestSchema } from "@alentour/domain/support";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { contactMessageMail } from "#app/mail/templates.ts";
import type { ContactMessages } from "#app/support/contact-messages.ts";
import type { Content } from "#app/support/content.ts";
import type { DataRights } from "#app/support/data-rights.ts";
import { isBot, normalisePageView, type PageViews } from "#app/support/page-views.ts";

const blogQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
});
const slugParams = z.object({
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/),
});
const confirmBody = z.object({ token: z.string().min(1).max(200) });
const beacon = z.object({
  path: z.string().max(2048),
  query: z.string().max(2048).optional(),
  referrer: z.string().max(2048).optional(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What visitors send to the support team, and the content the support team writes for them. */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: {
    contactMessages: ContactMessages;
    dataRights: DataRights;
    content: Content;
    pageViews: PageViews;
    mailer: Mailer;
    limits: RateLimits;
    supportAddress: string;
    publicHost: string;
  },
) {
  const { contactMessages, dataRights, content, pageViews, mailer, limits } = deps;

  // Stored first, then mailed to the support address: a mail server that is down loses nothing.
  app.post(
    "/api/contact",
    doc({
      summary: "Send a message to the support team",
      tags: ["support"],
      body: contactMessageSchema,
      responses: { 201: "Sent" },
    }),
    async (request, reply) => {
      // Only complete messages count towards the limit: fixing a form's mistakes costs nothing.
      const { website, ...form } = contactMessageSchema.parse(request.body);
      await limits.consume("contact-ip", request.ip);
      reply.status(201);
      if (website) {
        // The honeypot field is hidden from people; only scripts fill it. They are told it worked.
        request.log.info("contact: honeypot filled, message dropped");
        return { received: true };
      }
      const locale = requestLocale(request);
      const message = await contactMessages.create({ ...form, locale });
      try {
        await mailer.send(contactMessageMail(deps.supportAddress, { ...form, locale }));
      } catch (error) {
        request.log.error({ err: error, message: message.id }, "contact: stored, but the mail to support failed");
      }
      return { received: true };
    },
  );

  app.post(
    "/api/data-rights",
    doc({
      summary: "Ask for access to or erasure of one's data (confirmed by mail)",
      tags: ["support"],
      body: dataRightsRequestSchema,
      responses: { 202: "Confirmation mailed" },
    }),
    async (request, reply) => {
      const form = dataRightsRequestSchema.parse(request.body);
      await limits.consume("data-rights-ip", request.ip);
      const created = await dataRights.create(form, requestLocale(request), request.principal);
      reply.status(201);
      return { reference: created.reference, deadlineAt: created.deadlineAt, confirmationSent: true };
    },
  );

  // The link mailed to the request's address: only then does the support team see a request it may act on.
  app.post(
    "/api/data-rights/confirm",
    doc({ summary: "Confirm a data-rights request with the mailed token", tags: ["support"], body: confirmBody }),
    async (request) => {
      const { token } = confirmBody.parse(request.body);
      const confirmed = await dataRights.confirm(token);
      return { reference: confirmed.reference, type: confirmed.type, deadlineAt: confirmed.deadlineAt };
    },
  );

  app.get("/api/faq", doc({ summary: "The published FAQ", tags: ["support"] }), async (_request, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return content.faq();
  });

  app.get(
    "/api/blog",
    doc({ summary: "Published blog articles, a page at a time", tags: ["support"], query: blogQuery }),
    async (request, reply) => {
      const { page, size } = blogQuery.parse(request.query);
      reply.header("cache-control", "public, max-age=60");
      return content.articles({ limit: size, offset: page * size });
    },
  );

  app.get(
    "/api/blog/:slug",
    doc({ summary: "One published blog article", tags: ["support"], params: slugParams }),
    async (request, reply) => {
      const { slug } = slugParams.parse(request.params);
      const article = await content.article(slug);
      if (!article) throw new AppError("resource/not-found");
      reply.header("cache-control", "public, max-age=60");
      return article;
    },
  );

  // The audience-measurement beacon. Its request is never logged (the log line would carry the address), the
  // address is never read, and what is kept is one counter per day, path, referring host and campaign.
  app.post(
    "/api/analytics/collect",
    {
      logLevel: "silent",
      ...doc({
        summary: "Count a page view (cookieless audience measurement)",
        tags: ["support"],
        body: beacon,
        responses: { 204: "Counted" },
      }),
    },
    async (request, reply) => {
      reply.status(204);
      const optedOut = request.headers["sec-gpc"] === "1" || request.headers.dnt === "1";
      if (optedOut || isBot(request.headers["user-agent"])) return;
      // navigator.sendBeacon posts its JSON as text/plain, which needs no preflight.
      const parsed = beacon.safeParse(typeof request.body === "string" ? parseJson(request.body) : request.body);
      if (!parsed.success) throw new AppError("request/invalid");
      const view = normalisePageView(parsed.data, deps.publicHost);
      if (!view) throw new AppError("request/invalid");
      await pageViews.record(view);
    },
  );
}
