import { createApiClient } from "@alentour/backend-client/api-client";
import { mapStyleFromEnv } from "@alentour/ui/map-basemap";
import { appEnv as env } from "@alentour/ui/react-router/env.server";
import { requestLocale } from "@alentour/ui/request-locale";

// The configuration and session every React Router app shares, and the dashboard's own api client.
export { sessionOf } from "@alentour/ui/react-router/env.server";

/** The site's public address, for what an owner copies to another site (the embed code). */
export const publicOrigin = () => env.PUBLIC_ORIGIN.replace(/\/$/, "");

/** The owner's map style: the same setting as the directory's maps (docs/maps.md); null for the offline basemap. */
export const mapStyleUrl = () => mapStyleFromEnv(process.env);

/** The api as the signed-in visitor of this request: their cookie, their language. */
export const serverApi = (request: Request) =>
  createApiClient({
    baseUrl: env.API_ORIGIN,
    locale: requestLocale(request.headers),
    headers: { cookie: request.headers.get("cookie") ?? "" },
  });
