import type { Locale } from "@alentour/domain/locale";
import { escapeMarkup } from "@alentour/domain/markup";
import { localizePath } from "@alentour/ui/navigation";

/** Each sitemap file holds at most this many activities (two URLs each, one per language). */
export const ACTIVITIES_PER_SITEMAP = 20_000;
/** The api's last sitemap page (`/api/sitemap/activities`): beyond it a file is answered 404. */
export const MAX_SITEMAP_PAGE = 1_000_000;

/** One <url> per language, each naming its twin (hreflang) as search engines ask. */
export function urlEntries(origin: string, path: string, lastmod: string | null): string {
  const absolute = (locale: Locale) => escapeMarkup(new URL(localizePath(path, locale), origin).toString());
  const links = (["fr", "en"] as const)
    .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(locale)}"/>`)
    .join("");
  return (["fr", "en"] as const)
    .map((locale) => `<url><loc>${absolute(locale)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>`)
    .join("\n");
}

export const urlSet = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;

export const xmlResponse = (body: string) =>
  new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
