import { createApiClient } from "@alentour/backend-client/api-client";
import { appEnv as env } from "@alentour/ui/react-router/env.server";
import { requestLocale } from "@alentour/ui/request-locale";
import { conferenceCalls } from "./conference-api.ts";

/** The conferences' api as the signed-in visitor of this request: their cookie, their language. */
export const serverConferenceApi = (request: Request) =>
  conferenceCalls(
    createApiClient({
      baseUrl: env.API_ORIGIN,
      locale: requestLocale(request.headers),
      headers: { cookie: request.headers.get("cookie") ?? "" },
    }),
  );
