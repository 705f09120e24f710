import { createApiClient } from "@alentour/backend-client/api-client";
import { createDirectoryApi } from "@alentour/backend-client/directory";
import { createSupportApi } from "@alentour/backend-client/support";
import type { Locale } from "@alentour/domain/locale";
import { mapStyleFromEnv } from "@alentour/ui/map-basemap";
import { apiFetch } from "./api-transport.ts";
import { env } from "./env.ts";

/** Tag of every cached page and fetch of the public directory; an owner's edit purges it. */
export const DIRECTORY_TAG = "directory";

/**
 * The directory's api for server components: data cached for a minute, and purged on every edit. That data cache
 * is the App Router's: the pages without Next's runtime (Pages Router, `pages/`) ask the api on every render
 * (`pagesDirectoryApi` below), and it is the front door's shared cache that keeps their HTML (ADR 080).
 */
export function directoryApi(locale: Locale) {
  return createDirectoryApi(
    createApiClient({ baseUrl: env().API_ORIGIN, locale, init: { next: { revalidate: 60, tags: [DIRECTORY_TAG] } } }),
  );
}

/** FAQ and blog for server components, cached like the directory and purged when the support team edits. */
export function supportApi(locale: Locale) {
  return createSupportApi(
    createApiClient({ baseUrl: env().API_ORIGIN, locale, init: { next: { revalidate: 60, tags: [DIRECTORY_TAG] } } }),
  );
}

/**
 * The same apis for the pages rendered without Next's runtime (Pages Router, `pages/`): Next's data cache does
 * not serve them (the front door's shared cache keeps their HTML), so they skip Next's `fetch` and ask the api
 * over kept-alive `node:http` connections (src/api-transport.ts).
 */
export const pagesDirectoryApi = (locale: Locale) =>
  createDirectoryApi(createApiClient({ baseUrl: env().API_ORIGIN, locale, fetch: apiFetch }));
export const pagesSupportApi = (locale: Locale) =>
  createSupportApi(createApiClient({ baseUrl: env().API_ORIGIN, locale, fetch: apiFetch }));

export const publicOrigin = () => env().PUBLIC_ORIGIN;

/** The MapLibre style of the maps (a street map by default), or null for the offline basemap (docs/maps.md). */
export const mapStyleUrl = () => mapStyleFromEnv({ MAP_STYLE_URL: env().MAP_STYLE_URL });

/** What the search page's InstantSearch client needs in the browser (the key is the public search-only one). */
export const searchConfig = () => ({ appId: env().SEARCH_APP_ID, apiKey: env().SEARCH_API_KEY });
