import type { Config } from "@react-router/dev/config";

// No basename: this app owns two top-level prefixes, /dashboard and /add-activity (the front door routes
// both here). Its assets and route manifest live under /dashboard so they never collide with another app.
export default {
  ssr: true,
  routeDiscovery: { mode: "lazy", manifestPath: "/dashboard/__manifest" },
} satisfies Config;
