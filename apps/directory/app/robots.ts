import type { MetadataRoute } from "next";
import { publicOrigin } from "../src/api.server.ts";

// Read at request time, so the sitemap address follows PUBLIC_ORIGIN where the site runs, not where it was built.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/dashboard", "/add-activity", "/api/", "/internal/"] },
    sitemap: new URL("/sitemap.xml", publicOrigin()).toString(),
  };
}
