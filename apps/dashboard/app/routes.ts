import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("dashboard", "routes/dashboard-layout.tsx", [
    index("routes/dashboard-index.tsx"),
    route("activities", "routes/my-activities.tsx"),
    route("activities/:slug", "routes/edit-activity.tsx"),
    route("profile", "routes/my-profile.tsx"),
  ]),
  route("add-activity", "routes/add-activity.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
