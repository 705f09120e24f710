import { claimDecisionSchema, claimStatuses } from "@alentour/domain/claim";
import { AppError } from "@alentour/domain/errors";
import { roles } from "@alentour/domain/roles";
import {
  blogArticleSchema,
  dataRightsExtensionSchema,
  dataRightsStatuses,
  dataRightsTransitionSchema,
  faqEntrySchema,
} from "@alentour/domain/support";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ActivityService } from "#app/activities/activity-service.ts";
import type { Claims } from "#app/activities/claims.ts";
import type { PageCache } from "#app/activities/page-cache.ts";
import { assertMayActOnAccount, requireRole, requireStaff } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";
import type { OutboxReader } from "#app/mail/outbox.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import { activityTableQuery, type ConsoleData, pageQuery, userTableQuery } from "#app/support/console-data.ts";
import type { ContactMessages } from "#app/support/contact-messages.ts";
import type { Content } from "#app/support/content.ts";
import type { DataRights } from "#app/support/data-rights.ts";
import type { PageViews } from "#app/support/page-views.ts";

const idParams = z.object({ id: z.string().min(1).max(200) });
const daysQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/**
 * The administration console's api, under /api/admin. Every route requires the support team, and every
 * change is written to the audit log with who made it. Only an admin changes roles; the support team acts only
 * on accounts below its own role (http/guards.ts).
 */
export function registerConsoleRoutes(
  app: FastifyInstance,
  deps: {
    data: ConsoleData;
    audit: AuditLog;
    claims: Claims;
    contactMessages: ContactMessages;
    dataRights: DataRights;
    content: Content;
    pageViews: PageViews;
    outbox: OutboxReader | null;
    pageCache: PageCache;
    /** Activity writes go through the service, which audits them and tells the page cache and search index. */
    activities: ActivityService;
    /** Ends every session of a user (suspension). */
    endSessions: (userId: string) => Promise<void>;
    /** Tells the principal resolver at once that a user is suspended or not. */
    onSuspension: (userId: string, suspended: boolean) => void;
    /** Ends every token the user holds (token-revocations.ts). */
    revokeTokens: (userId: string) => Promise<void>;
  },
) {
  const { data, audit, contactMessages, dataRights, content, pageViews, outbox, pageCache } = deps;

  app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      requireStaff(request);
    });
    const staff = (request: FastifyRequest) => requireStaff(request);

    scope.get(
      "/api/admin/overview",
      doc({ summary: "Counts and daily series for the console home", access: "staff", query: daysQuery }),
      async (request) => {
        const { days } = daysQuery.parse(request.query);
        const [overview, views] = await Promise.all([data.overview(days), pageViews.report(days)]);
        const perDay = new Map(views.perDay.map((row) => [row.day, row.views]));
        return {
          totals: overview.totals,
          series: overview.series.map((row) => ({ ...row, pageViews: perDay.get(row.day) ?? 0 })),
        };
      },
    );

    scope.get(
      "/api/admin/analytics",
      doc({ summary: "Page views by day and page", access: "staff", query: daysQuery }),
      async (request) => {
        const { days } = daysQuery.parse(request.query);
        return pageViews.report(days);
      },
    );

    // Activities.
    scope.get(
      "/api/admin/activities",
      doc({ summary: "The activity table: search, filters, paging", access: "staff", query: activityTableQuery }),
      async (request) => data.activities(activityTableQuery.parse(request.query)),
    );

    scope.post(
      "/api/admin/activities/:id/publication",
      doc({
        summary: "Publish or unpublish an activity",
        access: "staff",
        params: idParams,
        body: z.object({ published: z.boolean() }),
      }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const { published } = z.object({ published: z.boolean() }).strict().parse(request.body);
        if (!(await deps.activities.setPublished(staff(request), id, published))) throw new AppError("resource/not-found");
        return { id, published };
      },
    );

    // "Suggest a modification" reports.
    scope.get(
      "/api/admin/suggestions",
      doc({
        summary: "Suggested corrections, by status",
        access: "staff",
        query: pageQuery.extend({ status: z.enum(["open", "applied", "dismissed"]).default("open") }),
      }),
      async (request) => {
        const { status } = z.object({ status: z.enum(["open", "applied", "dismissed"]).default("open") }).parse(request.query);
        const { page, size } = pageQuery.parse(request.query);
        return data.suggestions({ status, limit: size, offset: page * size });
      },
    );

    scope.post(
      "/api/admin/suggestions/:id/decision",
      doc({ summary: "Apply or dismiss a suggestion", access: "staff", params: idParams }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const { decision } = z
          .object({ decision: z.enum(["applied", "dismissed"]) })
          .strict()
          .parse(request.body);
        if (!(await data.closeSuggestion(id, decision))) throw new AppError("resource/not-found");
        await audit.record(staff(request), `suggestion.${decision}`, { type: "suggestion", id });
        return { id, status: decision };
      },
    );

    // Claim requests: approving hands the activity to the requester; both decisions are mailed to them.
    scope.get(
      "/api/admin/claims",
      doc({
        summary: "Activity claims, by status",
        access: "staff",
        query: pageQuery.extend({ status: z.enum(claimStatuses).default("open") }),
      }),
      async (request) => {
        const { status } = z.object({ status: z.enum(claimStatuses).default("open") }).parse(request.query);
        const { page, size } = pageQuery.parse(request.query);
        return deps.claims.list({ status, limit: size, offset: page * size });
      },
    );

    scope.post(
      "/api/admin/claims/:id/decision",
      doc({ summary: "Accept or refuse a claim", access: "staff", params: idParams, body: claimDecisionSchema }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const { decision, reason } = claimDecisionSchema.parse(request.body);
        return deps.claims.decide(id, decision, reason, staff(request));
      },
    );

    // Users.
    scope.get(
      "/api/admin/users",
      doc({ summary: "The user table: search, role, paging", access: "staff", query: userTableQuery }),
      async (request) => data.users(userTableQuery.parse(request.query)),
    );

    scope.post(
      "/api/admin/users/:id/role",
      doc({
        summary: "Change a user's role (admins only)",
        access: "staff",
        params: idParams,
        body: z.object({ role: z.enum(roles) }),
      }),
      async (request) => {
        const principal = requireRole(request, "admin");
        const { id } = idParams.parse(request.params);
        const { role } = z
          .object({ role: z.enum(roles) })
          .strict()
          .parse(request.body);
        const { previous } = await data.setRole(id, role);
        await audit.record(principal, "user.role-changed", { type: "user", id }, { from: previous, to: role });
        // The old role's tokens stop working and the sessions end: the new role applies from the next request.
        await deps.revokeTokens(id);
        await deps.endSessions(id);
        return { id, role };
      },
    );

    scope.post(
      "/api/admin/users/:id/suspension",
      doc({
        summary: "Suspend or restore an account",
        access: "staff",
        params: idParams,
        body: z.object({ suspended: z.boolean() }),
      }),
      async (request) => {
        const principal = staff(request);
        const { id } = idParams.parse(request.params);
        const { suspended } = z.object({ suspended: z.boolean() }).strict().parse(request.body);
        const role = await data.roleOf(id);
        if (!role) throw new AppError("resource/not-found");
        if (id === principal.uid) throw new AppError("auth/forbidden");
        assertMayActOnAccount(principal, { id, role }, request.log);
        await data.setSuspended(id, suspended);
        deps.onSuspension(id, suspended);
        if (suspended) {
          await deps.revokeTokens(id);
          await deps.endSessions(id);
        }
        await audit.record(principal, suspended ? "user.suspended" : "user.reinstated", { type: "user", id });
        return { id, suspended };
      },
    );

    // Contact messages.
    scope.get(
      "/api/admin/contact-messages",
      doc({
        summary: "Messages sent to the support team",
        access: "staff",
        query: pageQuery.extend({ status: z.enum(["open", "handled"]).optional() }),
      }),
      async (request) => {
        const { status } = z.object({ status: z.enum(["open", "handled"]).optional() }).parse(request.query);
        const { page, size } = pageQuery.parse(request.query);
        return contactMessages.list({ status, limit: size, offset: page * size });
      },
    );

    scope.post(
      "/api/admin/contact-messages/:id/status",
      doc({ summary: "Mark a message handled or open", access: "staff", params: idParams }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const { status } = z
          .object({ status: z.enum(["open", "handled"]) })
          .strict()
          .parse(request.body);
        if (!(await contactMessages.setStatus(id, status))) throw new AppError("resource/not-found");
        await audit.record(staff(request), `contact-message.${status}`, { type: "contact-message", id });
        return { id, status };
      },
    );

    // Data-rights requests: nearest deadline first.
    scope.get(
      "/api/admin/data-rights",
      doc({
        summary: "Data-rights requests, by status",
        access: "staff",
        query: pageQuery.extend({ status: z.enum(dataRightsStatuses).optional() }),
      }),
      async (request) => {
        const { status } = z.object({ status: z.enum(dataRightsStatuses).optional() }).parse(request.query);
        const { page, size } = pageQuery.parse(request.query);
        return dataRights.list({ status, limit: size, offset: page * size });
      },
    );

    scope.get(
      "/api/admin/data-rights/:id",
      doc({ summary: "One data-rights request and its history", access: "staff", params: idParams }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const [item, log] = await Promise.all([
          dataRights.get(id),
          audit.list({ targetType: "data-rights", targetId: id, limit: 100, offset: 0 }),
        ]);
        return { ...item, log: log.items };
      },
    );

    scope.get(
      "/api/admin/data-rights/:id/export",
      doc({ summary: "The export answering an access request", access: "staff", params: idParams }),
      async (request, reply) => {
        const { id } = idParams.parse(request.params);
        const json = await dataRights.exportOf(id);
        if (!json) throw new AppError("resource/not-found");
        await audit.record(staff(request), "data-rights.export-downloaded", { type: "data-rights", id });
        reply
          .header("content-type", "application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="alentour-export-${id.slice(0, 8)}.json"`);
        return json;
      },
    );

    scope.post(
      "/api/admin/data-rights/:id/status",
      doc({ summary: "Move a data-rights request on", access: "staff", params: idParams, body: dataRightsTransitionSchema }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const { status, reason } = dataRightsTransitionSchema.parse(request.body);
        return dataRights.transition(id, status, reason, staff(request));
      },
    );

    scope.post(
      "/api/admin/data-rights/:id/extension",
      doc({
        summary: "Extend a data-rights request's deadline",
        access: "staff",
        params: idParams,
        body: dataRightsExtensionSchema,
      }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const { reason } = dataRightsExtensionSchema.parse(request.body);
        return dataRights.extend(id, reason, staff(request));
      },
    );

    // FAQ and blog.
    scope.get("/api/admin/faq", doc({ summary: "Every FAQ entry", access: "staff" }), async () => content.faq());

    scope.post(
      "/api/admin/faq",
      doc({ summary: "Add a FAQ entry", access: "staff", body: faqEntrySchema, responses: { 201: "Added" } }),
      async (request, reply) => {
        const entry = await content.createFaq(faqEntrySchema.parse(request.body));
        await audit.record(staff(request), "faq.created", { type: "faq", id: entry.id });
        await pageCache.purge();
        reply.status(201);
        return entry;
      },
    );

    scope.put(
      "/api/admin/faq/:id",
      doc({ summary: "Change a FAQ entry", access: "staff", params: idParams, body: faqEntrySchema }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const entry = await content.updateFaq(id, faqEntrySchema.parse(request.body));
        await audit.record(staff(request), "faq.updated", { type: "faq", id });
        await pageCache.purge();
        return entry;
      },
    );

    scope.delete(
      "/api/admin/faq/:id",
      doc({ summary: "Delete a FAQ entry", access: "staff", params: idParams, responses: { 204: "Deleted" } }),
      async (request, reply) => {
        const { id } = idParams.parse(request.params);
        await content.deleteFaq(id);
        await audit.record(staff(request), "faq.deleted", { type: "faq", id });
        await pageCache.purge();
        reply.status(204);
      },
    );

    scope.get(
      "/api/admin/blog",
      doc({ summary: "Every blog article, drafts included", access: "staff", query: pageQuery }),
      async (request) => {
        const { page, size } = pageQuery.parse(request.query);
        return content.articles({ limit: size, offset: page * size, all: true });
      },
    );

    scope.get("/api/admin/blog/:id", doc({ summary: "One blog article", access: "staff", params: idParams }), async (request) => {
      const { id } = idParams.parse(request.params);
      const article = await content.articleById(id);
      if (!article) throw new AppError("resource/not-found");
      return article;
    });

    scope.post(
      "/api/admin/blog",
      doc({ summary: "Write a blog article", access: "staff", body: blogArticleSchema, responses: { 201: "Written" } }),
      async (request, reply) => {
        const article = await content.createArticle(blogArticleSchema.parse(request.body));
        await audit.record(staff(request), "blog.created", { type: "blog", id: article.id }, { slug: article.slug });
        await pageCache.purge();
        reply.status(201);
        return article;
      },
    );

    scope.put(
      "/api/admin/blog/:id",
      doc({ summary: "Change a blog article", access: "staff", params: idParams, body: blogArticleSchema }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const article = await content.updateArticle(id, blogArticleSchema.parse(request.body));
        await audit.record(staff(request), "blog.updated", { type: "blog", id }, { slug: article.slug });
        await pageCache.purge();
        return article;
      },
    );

    scope.delete(
      "/api/admin/blog/:id",
      doc({ summary: "Delete a blog article", access: "staff", params: idParams, responses: { 204: "Deleted" } }),
      async (request, reply) => {
        const { id } = idParams.parse(request.params);
        await content.deleteArticle(id);
        await audit.record(staff(request), "blog.deleted", { type: "blog", id });
        await pageCache.purge();
        reply.status(204);
      },
    );

    // The mail outbox, when the product runs without a mail server.
    scope.get(
      "/api/admin/outbox",
      doc({ summary: "Mail written to the outbox (no SMTP configured)", access: "staff", query: pageQuery }),
      async (request) => {
        const { page, size } = pageQuery.parse(request.query);
        if (!outbox) return { enabled: false, total: 0, items: [] };
        return { enabled: true, ...(await outbox.list(size, page * size)) };
      },
    );

    scope.get(
      "/api/admin/outbox/:id",
      doc({ summary: "One outbox message", access: "staff", params: idParams }),
      async (request) => {
        const { id } = idParams.parse(request.params);
        const message = outbox ? await outbox.read(id) : null;
        if (!message) throw new AppError("resource/not-found");
        return message;
      },
    );

    scope.get(
      "/api/admin/audit-log",
      doc({ summary: "Who changed what, newest first", access: "staff", query: pageQuery }),
      async (request) => {
        const { page, size } = pageQuery.parse(request.query);
        return audit.list({ limit: size, offset: page * size });
      },
    );
  });
}
