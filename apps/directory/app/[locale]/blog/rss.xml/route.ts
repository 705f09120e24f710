import { isLocale } from "@alentour/domain/locale";
import { escapeMarkup } from "@alentour/domain/markup";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import { publicOrigin, supportApi } from "../../../../src/api.server.ts";
import { localized } from "../../../../src/support/blog.tsx";

// Rendered per request (no api at build time); the api data behind it is cached for a minute and purged on edits.
export const dynamic = "force-dynamic";

/** RSS 2.0 feed of the latest articles in one language (/blog/rss.xml, /en/blog/rss.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  if (!isLocale(raw)) return new Response("Not found", { status: 404 });
  const locale = raw;
  const t = translator(locale);
  const absolute = (path: string) => new URL(localizePath(path, locale), publicOrigin()).toString();
  const { items } = await supportApi(locale).articles(0, 20);
  const entries = items.map((item) => {
    const article = localized(item, locale);
    const link = absolute(`/blog/${article.slug}`);
    return `    <item>
      <title>${escapeMarkup(article.title)}</title>
      <link>${escapeMarkup(link)}</link>
      <guid isPermaLink="true">${escapeMarkup(link)}</guid>
      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>
      <description>${escapeMarkup(article.summary)}</description>
    </item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeMarkup(`${t("blog.title")} · ${t("brand.name")}`)}</title>
    <link>${escapeMarkup(absolute("/blog"))}</link>
    <atom:link href="${escapeMarkup(absolute("/blog/rss.xml"))}" rel="self" type="application/rss+xml"/>
    <description>${escapeMarkup(t("blog.lead"))}</description>
    <language>${locale}</language>
${entries.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, s-maxage=60" },
  });
}
