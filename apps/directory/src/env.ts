import { z } from "zod";
import { DEFAULT_API_ORIGIN } from "./search/env.ts";

// What the directory app's server reads; nothing here is sent to browsers.
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Several front-door processes on one PORT (scripts/stack.mjs, FRONT_DOOR_PROCESSES; ADR 114): "1" lets this one
  // share it, the kernel handing each new connection to one of them. Each keeps its own page cache, so each also
  // listens on INTERNAL_PORT (127.0.0.1 only), where the api's purge and its own refreshes reach it and no other.
  SHARE_PORT: z.enum(["0", "1"]).default("0"),
  INTERNAL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  API_ORIGIN: z.url().default(DEFAULT_API_ORIGIN),
  // The address visitors type: canonical URLs, sitemaps, JSON-LD and share links are built on it.
  PUBLIC_ORIGIN: z.url().default("http://localhost:3000"),
  // The maps' MapLibre style: unset, OpenFreeMap's street map; "offline", the bundled Natural Earth basemap only;
  // else a style URL (docs/maps.md). Its remote origins, for a Content-Security-Policy: mapOrigins(), MAP_ORIGINS.
  MAP_STYLE_URL: z
    .string()
    .refine(
      (value) => value === "" || value === "offline" || value.startsWith("/") || URL.canParse(value),
      'a URL, a path or "offline"',
    )
    .optional(),
  // The map's remote origins (style, tiles, glyphs, sprites), comma-separated, opened in every page's
  // Content-Security-Policy; unset, those of the style above (ADR 054, docs/maps.md).
  MAP_ORIGINS: z.string().optional(),
  NODE_ENV: z.string().default("production"),
  // The search service's public search-only key and application id: the same values as the api's.
  SEARCH_APP_ID: z.string().min(1).default("alentour"),
  SEARCH_API_KEY: z.string().min(8).default("public-search-key"),
  // Shared with the api, which calls the directory to purge cached pages when an activity changes.
  REVALIDATE_SECRET: z.string().min(16).optional(),
  // The legal notice (docs/legal-notice.md): who publishes the site, who directs the publication, who hosts it.
  // Free text, shown as written; an unset one is shown as not provided.
  LEGAL_PUBLISHER_NAME: z.string().trim().min(1).optional(),
  LEGAL_PUBLISHER_DETAILS: z.string().trim().min(1).optional(),
  LEGAL_PUBLISHER_ADDRESS: z.string().trim().min(1).optional(),
  LEGAL_PUBLISHER_EMAIL: z.email().optional(),
  LEGAL_PUBLISHER_PHONE: z.string().trim().min(1).optional(),
  LEGAL_PUBLICATION_DIRECTOR: z.string().trim().min(1).optional(),
  LEGAL_HOST_NAME: z.string().trim().min(1).optional(),
  LEGAL_HOST_ADDRESS: z.string().trim().min(1).optional(),
  LEGAL_HOST_PHONE: z.string().trim().min(1).optional(),
  DASHBOARD_ORIGIN: z.url().default("http://127.0.0.1:3002"),
  ADMIN_ORIGIN: z.url().default("http://127.0.0.1:3003"),
  TRADESHOW_ORIGIN: z.url().default("http://127.0.0.1:3004"),
});

export type DirectoryEnv = z.infer<typeof schema>;

export function loadEnv(source: Record<string, string | undefined>): DirectoryEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid directory configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}

let cached: DirectoryEnv | undefined;

/** This process's configuration, read once. */
export function env(): DirectoryEnv {
  cached ??= loadEnv(process.env);
  return cached;
}
