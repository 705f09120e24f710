import type { MetadataRoute } from "next";
import { publicOrigin } from "../src/api.server.ts";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/dashboard", "/add-activity", "/api/", "/internal/"] },
    sitemap: new URL("/sitemap.xml", publicOrigin()).toString(),
  };
}
