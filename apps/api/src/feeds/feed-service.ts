// Calendar and news feeds of a city, a category (everywhere or in a city) and any search (docs/feeds.md, ADR 085).
// A feed is a search: the same engine, filters and ranking as the search page, its hits written as iCalendar or RSS.
import { type ActivityCategory, activityCategories, categoryLabels, subCategoryLabel } from "@alentour/domain/activity";
import { FEED_MAX_ENTRIES } from "@alentour/domain/constants";
import { activityPagePath } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import type { FeedFormat } from "@alentour/domain/feeds";
import type { Locale } from "@alentour/domain/locale";
import { routeFromSearch, searchParamsOfRoute } from "@alentour/domain/search-route";
import { DateTime } from "luxon";
import type { CityRepository } from "#app/activities/activity-repository.ts";
import type { SearchDocument } from "#app/search/document.ts";
import type { SearchEngine } from "#app/search/engine.ts";
import { parseSearchParams } from "#app/search/params.ts";
import { activitiesCalendar, type CalendarActivity } from "./calendar.ts";
import { activitiesNews } from "./news.ts";

/** What a feed is of: the search page's address, a city (with a category: its category page), a category. */
export type FeedSubject =
  | { kind: "search"; search: string }
  | { kind: "city"; city: string; category?: string }
  | { kind: "category"; category: string };

export type Feed = { format: FeedFormat; body: string; contentType: string };

const text = {
  fr: {
    site: "Alentour",
    search: "Recherche",
    everywhere: "Partout",
    description: (what: string) => `Les activités et événements d'Alentour : ${what}.`,
    next: (when: string) => `Prochaine ouverture : ${when}`,
    pricing: { free: "Gratuit", paid: "Payant" },
  },
  en: {
    site: "Alentour",
    search: "Search",
    everywhere: "Everywhere",
    description: (what: string) => `Activities and events on Alentour: ${what}.`,
    next: (when: string) => `Next opening: ${when}`,
    pricing: { free: "Free", paid: "Paid" },
  },
} as const;

const localePrefix = (locale: Locale) => (locale === "en" ? "/en" : "");
const isCategory = (value: string | undefined): value is ActivityCategory =>
  value !== undefined && (activityCategories as readonly string[]).includes(value);

export function createFeedService(deps: { engine: SearchEngine; cities: CityRepository; publicOrigin: string }) {
  const { engine, cities, publicOrigin } = deps;
  const host = new URL(publicOrigin).hostname;

  /** The page a feed mirrors, and its title, for a subject; unknown cities and categories are a 404. */
  async function describe(
    subject: FeedSubject,
    locale: Locale,
  ): Promise<{ title: string; page: string; params: Record<string, unknown> }> {
    const prefix = `${publicOrigin}${localePrefix(locale)}`;
    if (subject.kind === "search") {
      const route = routeFromSearch(subject.search);
      const params = searchParamsOfRoute(route);
      const query = typeof params.query === "string" ? ` « ${params.query} »` : "";
      const search = new URLSearchParams(subject.search).toString();
      return { title: `${text[locale].search}${query}`, page: `${prefix}/search${search ? `?${search}` : ""}`, params };
    }
    if (subject.kind === "category") {
      if (!isCategory(subject.category)) throw new AppError("resource/not-found");
      return {
        title: `${categoryLabels[subject.category][locale]} — ${text[locale].everywhere}`,
        page: `${prefix}/search?category=${subject.category}`,
        params: { facetFilters: [`category:${subject.category}`] },
      };
    }
    const city = await cities.find(subject.city);
    if (!city) throw new AppError("resource/not-found");
    if (subject.category === undefined) {
      return { title: city.name, page: `${prefix}/place/${city.slug}`, params: { facetFilters: [`citySlug:${city.slug}`] } };
    }
    if (!isCategory(subject.category)) throw new AppError("resource/not-found");
    return {
      title: `${categoryLabels[subject.category][locale]} — ${city.name}`,
      page: `${prefix}/place/${city.slug}/${subject.category}`,
      params: { facetFilters: [`citySlug:${city.slug}`, `category:${subject.category}`] },
    };
  }

  const toActivity = (hit: SearchDocument, locale: Locale): CalendarActivity => {
    const price =
      hit.pricing === "free"
        ? text[locale].pricing.free
        : hit.price !== null && hit.price > 0
          ? `${hit.price} €`
          : text[locale].pricing.paid;
    return {
      id: hit.objectID,
      name: hit.name,
      url: `${publicOrigin}${localePrefix(locale)}${activityPagePath(hit)}`,
      summary: [categoryLabels[hit.category][locale], subCategoryLabel(hit.subCategory, locale), hit.city, price]
        .filter(Boolean)
        .join(" · "),
      city: hit.city,
      location: hit._geoloc,
      timeZone: hit.timeZone,
      openingHours: hit.openingHours,
      dates: hit.dates,
    };
  };

  return {
    /** `self`: the feed's own path and query, as asked. */
    async feed(subject: FeedSubject, format: FeedFormat, locale: Locale, self: string, now = new Date()): Promise<Feed> {
      const { title, page, params } = await describe(subject, locale);
      const query = parseSearchParams({ ...params, hitsPerPage: FEED_MAX_ENTRIES, page: 0 });
      const result = await engine.search(query, now);
      const activities = result.hits.map(({ document }) => toActivity(document, locale));
      const name = `${title} — ${text[locale].site}`;
      const description = text[locale].description(title);
      if (format === "ics") {
        const calendar = activitiesCalendar({ name, description, url: page, host, activities, now });
        return { format, body: calendar.toString(), contentType: "text/calendar; charset=utf-8" };
      }
      const body = activitiesNews({
        title: name,
        description,
        link: page,
        self: `${publicOrigin}${self}`,
        language: locale,
        activities,
        now,
        nextOpening: (start, timeZone) =>
          text[locale].next(
            DateTime.fromJSDate(start, { zone: timeZone }).setLocale(locale).toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY),
          ),
      });
      return { format, body, contentType: "application/rss+xml; charset=utf-8" };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
