import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("", "routes/console-layout.tsx", [
    index("routes/overview.tsx"),
    route("analytics", "routes/analytics.tsx"),
    route("activities", "routes/activities.tsx"),
    route("suggestions", "routes/suggestions.tsx"),
    route("claims", "routes/claims.tsx"),
    route("contact-messages", "routes/contact-messages.tsx"),
    route("users", "routes/users.tsx"),
    route("trade-shows", "routes/trade-shows.tsx"),
    route("licence-orders", "routes/licence-orders.tsx"),
    route("message-reports", "routes/message-reports.tsx"),
    route("data-rights", "routes/data-rights.tsx"),
    route("data-rights/:id", "routes/data-rights-request.tsx"),
    route("data-rights/:id/export", "routes/data-rights-export.ts"),
    route("faq", "routes/faq.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/new", "routes/blog-article.tsx", { id: "blog-new" }),
    route("blog/:id", "routes/blog-article.tsx", { id: "blog-edit" }),
    route("outbox", "routes/outbox.tsx"),
    route("outbox/:id", "routes/outbox-message.tsx"),
    route("audit-log", "routes/audit-log.tsx"),
  ]),
  route("language", "routes/language.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
