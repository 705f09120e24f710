import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("", "routes/staff-layout.tsx", [index("routes/overview.tsx")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
