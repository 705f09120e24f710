// The embeddable agenda (docs/embed.md): a page other sites show in a frame. Plain HTML written on the server,
// with no script at all, its own small stylesheet, and links that open Alentour in a new tab. Written as a string
// (every value through escape-html): Next keeps React's HTML renderer out of its app, and this page needs none
// of its components.
import { type ActivitySummary, activityPagePath } from "@alentour/domain/directory";
import { formatEventDates } from "@alentour/domain/event-dates";
import type { Locale } from "@alentour/domain/locale";
import { categoryLabel, subCategoryLabel } from "@alentour/domain/taxonomy";
import { localizePath } from "@alentour/ui/navigation";
import { translator } from "@alentour/ui/translator";
import escapeHtml from "escape-html";
import { SAME_FOR_EVERYONE_HEADER } from "../shared-cache.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "../shared-pages.ts";

/** What an entry of the agenda shows: a search hit and a city's activity both have it. */
export type EmbedActivity = Pick<ActivitySummary, "slug" | "name" | "category" | "subCategory" | "pricing" | "city" | "dates"> & {
  /** A listed trade show: the entry links to its page (ADR 095). */
  tradeShowSlug?: string | null;
};

// Contrast: text #1a1b1e and links #0b5394 on white (above 7:1), the muted lines #495057 (above 7:1).
const STYLE = [
  "*{box-sizing:border-box}",
  'body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#fff}',
  "main{padding:12px}",
  "h1{font-size:17px;margin:0 0 8px}",
  "ol{list-style:none;margin:0;padding:0}",
  "li{border-top:1px solid #dee2e6;padding:8px 0}",
  "h2{font-size:15px;margin:0}",
  "a{color:#0b5394}",
  "a:focus-visible{outline:2px solid #0b5394;outline-offset:2px}",
  "p{margin:2px 0 0;color:#495057;font-size:13px}",
  ".more{margin-top:10px}",
].join("");

/** A link that leaves the frame for Alentour, in a new tab. */
const outLink = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`;

function entry(activity: EmbedActivity, locale: Locale, origin: string): string {
  const t = translator(locale);
  const details = [
    categoryLabel(activity.category, locale),
    subCategoryLabel(activity.subCategory, locale),
    activity.city,
    t(`directory.pricing.${activity.pricing}`),
  ].join(" · ");
  const dates = activity.dates ? formatEventDates(activity.dates, locale) : null;
  const when = dates
    ? `<p>${escapeHtml(dates.oneDay ? dates.start : t("directory.activity.dateRange", { start: dates.start, end: dates.end }))}</p>`
    : "";
  const link = outLink(`${origin}${localizePath(activityPagePath(activity), locale)}`, activity.name);
  return `<li><article><h2>${link}</h2><p>${escapeHtml(details)}</p>${when}</article></li>`;
}

/** The whole embed page as HTML: a title, the activities, and a link to the same list on Alentour. */
export function embedPage(input: {
  locale: Locale;
  origin: string;
  title: string;
  activities: readonly EmbedActivity[];
  /** The page of Alentour the agenda is part of (a city, a search, an activity). */
  more: { path: string; label: string };
}): string {
  const { locale, origin, title, activities, more } = input;
  const t = translator(locale);
  const list =
    activities.length > 0
      ? `<ol>${activities.map((activity) => entry(activity, locale, origin)).join("")}</ol>`
      : `<p>${escapeHtml(t("directory.city.empty"))}</p>`;
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} — ${t("brand.name")}`)}</title><style>${STYLE}</style></head>`,
    // Named, so that the host page's own main and this one are told apart.
    `<body><main aria-label="${escapeHtml(title)}"><h1>${escapeHtml(title)}</h1>${list}`,
    `<p class="more">${outLink(`${origin}${localizePath(more.path, locale)}`, more.label)}</p></main></body></html>`,
  ].join("");
}

/** The answer of an embed page: kept by the front door like the public pages, and dropped by the same purge. */
export function embedResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": status === 200 ? SHARED_PAGE_CACHE_CONTROL : "no-store",
      [SAME_FOR_EVERYONE_HEADER]: "1",
    },
  });
}
