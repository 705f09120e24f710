import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Paths under the app's basename, /tradeshow/ (react-router.config.ts).
export default [
  route("", "routes/console-layout.tsx", [
    index("routes/console-home.tsx"),
    route("shows/:slug", "routes/show-layout.tsx", [
      index("routes/show-page.tsx"),
      route("virtual", "routes/show-virtual.tsx"),
      route("plan", "routes/show-plan.tsx"),
      route("exhibitors", "routes/show-exhibitors.tsx"),
      route("conferences", "routes/show-conferences.tsx"),
      route("attendees", "routes/show-attendees.tsx"),
      route("statistics", "routes/show-statistics.tsx"),
      route("settings", "routes/show-settings.tsx"),
      route("licences", "routes/show-licences.tsx"),
    ]),
  ]),
  // Outside the signed-in layout: the wizard keeps its progress through sign-in, the invitation explains it.
  route("new", "routes/create-trade-show.tsx"),
  route("invitation", "routes/accept-invitation.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
