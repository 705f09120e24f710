import { directoryApi, publicOrigin } from "../../src/api.server.ts";
import { ACTIVITIES_PER_SITEMAP, xmlResponse } from "../../src/directory/sitemap.ts";

export const dynamic = "force-dynamic";

// The index: one file for the pages and cities, one for the listed trade shows, then the activities a page at
// a time.
export async function GET() {
  const origin = publicOrigin();
  const { total } = await directoryApi("fr").sitemap(0, 1);
  const pages = Math.max(1, Math.ceil(total / ACTIVITIES_PER_SITEMAP));
  const files = ["pages", "trade-shows", ...Array.from({ length: pages }, (_, page) => String(page))];
  const body = files.map((file) => `<sitemap><loc>${new URL(`/sitemaps/${file}.xml`, origin)}</loc></sitemap>`).join("\n");
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
  );
}
