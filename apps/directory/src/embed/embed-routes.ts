// What each embeddable agenda shows (docs/embed.md): a city (optionally one category), a search, an activity.
import { activityCategories, categoryLabel } from "@alentour/domain/activity";
import { EMBED_DEFAULT_ENTRIES, EMBED_MAX_ENTRIES } from "@alentour/domain/constants";
import { activityPagePath } from "@alentour/domain/directory";
import type { Locale } from "@alentour/domain/locale";
import { SEARCH_INDEX } from "@alentour/domain/search";
import { routeFromSearch, searchParamsOfRoute } from "@alentour/domain/search-route";
import type { ActivityCategory } from "@alentour/domain/taxonomy";
import { translator } from "@alentour/ui/translator";
import { DIRECTORY_TAG, directoryApi, publicOrigin, searchConfig } from "../api.server.ts";
import { env } from "../env.ts";
import { type EmbedActivity, embedPage, embedResponse } from "./embed-page.ts";

const isCategory = (value: string | null): value is ActivityCategory =>
  value !== null && (activityCategories as readonly string[]).includes(value);

/** `limit=`: how many activities, within bounds; anything else is the default. */
function limitOf(url: URL): number {
  const asked = Number(url.searchParams.get("limit"));
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, EMBED_MAX_ENTRIES) : EMBED_DEFAULT_ENTRIES;
}

function notFound(locale: Locale): Response {
  const t = translator(locale);
  return embedResponse(
    embedPage({
      locale,
      origin: publicOrigin(),
      title: t("embed.notFound"),
      activities: [],
      more: { path: "/place", label: t("embed.more") },
    }),
    404,
  );
}

export async function cityEmbed(request: Request, locale: Locale, citySlug: string): Promise<Response> {
  const t = translator(locale);
  const url = new URL(request.url);
  const api = directoryApi(locale);
  const city = await api.city(citySlug);
  const category = url.searchParams.get("category");
  if (!city || (category !== null && !isCategory(category))) return notFound(locale);
  const activities = await api.cityActivities(city.slug, { ...(category && { category }), limit: limitOf(url) });
  const title = category
    ? t("embed.cityCategoryTitle", { category: categoryLabel(category, locale), city: city.name })
    : t("embed.cityTitle", { city: city.name });
  const path = category ? `/place/${city.slug}/${category}` : `/place/${city.slug}`;
  return embedResponse(embedPage({ locale, origin: publicOrigin(), title, activities, more: { path, label: t("embed.more") } }));
}

export async function searchEmbed(request: Request, locale: Locale): Promise<Response> {
  const t = translator(locale);
  const url = new URL(request.url);
  url.searchParams.delete("limit");
  const { appId, apiKey } = searchConfig();
  // The api's search service, from this server as the search page's first render calls it.
  const response = await fetch(new URL(`/api/search/1/indexes/${SEARCH_INDEX}/query`, env().API_ORIGIN), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-algolia-application-id": appId,
      "x-algolia-api-key": apiKey,
      "accept-language": locale,
    },
    body: JSON.stringify({
      ...searchParamsOfRoute(routeFromSearch(url.searchParams)),
      hitsPerPage: limitOf(new URL(request.url)),
    }),
    next: { revalidate: 60, tags: [DIRECTORY_TAG] },
  });
  if (!response.ok) return notFound(locale);
  const { hits } = (await response.json()) as { hits: EmbedActivity[] };
  const search = url.searchParams.toString();
  return embedResponse(
    embedPage({
      locale,
      origin: publicOrigin(),
      title: t("embed.searchTitle"),
      activities: hits,
      more: { path: `/search${search ? `?${search}` : ""}`, label: t("embed.more") },
    }),
  );
}

export async function activityEmbed(locale: Locale, slug: string): Promise<Response> {
  const t = translator(locale);
  const activity = await directoryApi(locale).activity(slug);
  if (!activity?.published) return notFound(locale);
  const entry: EmbedActivity = { ...activity, city: activity.address.city };
  return embedResponse(
    embedPage({
      locale,
      origin: publicOrigin(),
      title: activity.name,
      activities: [entry],
      more: { path: activityPagePath(activity), label: t("embed.activityMore") },
    }),
  );
}
