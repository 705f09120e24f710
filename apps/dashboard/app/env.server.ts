import { createApiClient } from "@alentour/backend-client/api-client";
import { appEnv as env } from "@alentour/ui/react-router/env.server";
import { requestLocale } from "@alentour/ui/request-locale";

// The configuration and session every React Router app shares, and the dashboard's own api client.
export { rootLoader, sessionOf } from "@alentour/ui/react-router/env.server";

/** The api as the signed-in visitor of this request: their cookie, their language. */
export const serverApi = (request: Request) =>
  createApiClient({
    baseUrl: env.API_ORIGIN,
    locale: requestLocale(request.headers),
    headers: { cookie: request.headers.get("cookie") ?? "" },
  });
