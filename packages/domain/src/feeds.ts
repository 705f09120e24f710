// Where the calendar and news feeds are (docs/feeds.md): the api serves them, the pages link them.
import type { Locale } from "./locale.ts";

export const feedFormats = ["ics", "rss"] as const;
export type FeedFormat = (typeof feedFormats)[number];

const language = (locale: Locale, joiner: "?" | "&") => (locale === "en" ? `${joiner}lang=en` : "");

/** A city's feed, or its category page's with `category`. */
export function cityFeedPath(city: string, format: FeedFormat, locale: Locale, category?: string): string {
  return `/api/feeds/city/${city}${category ? `/${category}` : ""}.${format}${language(locale, "?")}`;
}

/** A category's feed, in every city. */
export function categoryFeedPath(category: string, format: FeedFormat, locale: Locale): string {
  return `/api/feeds/category/${category}.${format}${language(locale, "?")}`;
}

/** The feed of a search: the search page's own query string ("?q=…&city=…", or ""). */
export function searchFeedPath(search: string, format: FeedFormat, locale: Locale): string {
  const query = search.replace(/^\?/, "");
  return `/api/feeds/search.${format}${query ? `?${query}${language(locale, "&")}` : language(locale, "?")}`;
}
