import { createApiClient } from "@alentour/backend-client/api-client";
import { sessionWithHeaders } from "@alentour/backend-client/session";
import { mapStyleFromEnv } from "@alentour/ui/map-basemap";
import { requestLocale } from "@alentour/ui/request-locale";
import { z } from "zod";

// The server's view of where the api is and of the public address; never sent to the browser.
const env = z
  .object({
    API_ORIGIN: z.url().default("http://127.0.0.1:3001"),
    PUBLIC_ORIGIN: z.url().default("http://localhost:3000"),
  })
  .parse(process.env);

/** The owner's map style: the same setting as the directory's maps (docs/maps.md); null for the offline basemap. */
export const mapStyleUrl = () => mapStyleFromEnv(process.env);

/** The signed-in user of this request, with any renewed cookie to hand back to the browser. */
export const sessionOf = (request: Request) =>
  sessionWithHeaders(request, { apiOrigin: env.API_ORIGIN, publicOrigin: env.PUBLIC_ORIGIN });

/** The api as the signed-in visitor of this request: their cookie, their language. */
export const serverApi = (request: Request) =>
  createApiClient({
    baseUrl: env.API_ORIGIN,
    locale: requestLocale(request.headers),
    headers: { cookie: request.headers.get("cookie") ?? "" },
  });
