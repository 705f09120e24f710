import type { DirectoryEnv } from "./env.ts";

export type Zone = { prefix: string; origin: string; noindex: boolean };

/**
 * The front door's routing table: which path prefixes belong to which app. Everything else is this Next app.
 * The same table, written as a reverse-proxy config, is in docs/deploy.md.
 */
export function zones(env: DirectoryEnv): Zone[] {
  return [
    // Uploaded images are part of public pages: search engines may index them. First match wins.
    { prefix: "/api/files", origin: env.API_ORIGIN, noindex: false },
    { prefix: "/api", origin: env.API_ORIGIN, noindex: true },
    { prefix: "/dashboard", origin: env.DASHBOARD_ORIGIN, noindex: true },
    { prefix: "/add-activity", origin: env.DASHBOARD_ORIGIN, noindex: true },
    { prefix: "/admin", origin: env.ADMIN_ORIGIN, noindex: true },
    { prefix: "/tradeshow", origin: env.TRADESHOW_ORIGIN, noindex: true },
  ];
}

export function zoneFor(pathname: string, table: Zone[]): Zone | undefined {
  return table.find(
    (zone) =>
      pathname === zone.prefix ||
      pathname.startsWith(`${zone.prefix}/`) ||
      pathname.startsWith(`${zone.prefix}.`) ||
      pathname.startsWith(`${zone.prefix}?`),
  );
}
