import { ApiError, createApiClient } from "@alentour/backend-client/api-client";
import { appEnv as env } from "@alentour/ui/react-router/env.server";
import { requestLocale } from "@alentour/ui/request-locale";
import { data } from "react-router";
import { tradeShowCalls } from "./console/trade-show-api.ts";

// The shared server configuration and session of the React Router apps, and the console's own api client.
export { rootLoader, sessionOf } from "@alentour/ui/react-router/env.server";

/** The api as the signed-in visitor of this request: their cookie, their language. */
export const serverTradeShowApi = (request: Request) =>
  tradeShowCalls(
    createApiClient({
      baseUrl: env.API_ORIGIN,
      locale: requestLocale(request.headers),
      headers: { cookie: request.headers.get("cookie") ?? "" },
    }),
  );

/** The public site's origin, for links people copy (the booth wizard's address). */
export const publicOrigin = () => env.PUBLIC_ORIGIN;

/** The api as nobody: for calls that need no session (an invitation's preview is a POST, refused with a cookie
 * but no browser origin). */
export const anonymousTradeShowApi = (request: Request) =>
  tradeShowCalls(createApiClient({ baseUrl: env.API_ORIGIN, locale: requestLocale(request.headers) }));

/**
 * A console page's data; a show the caller is not on the team of (refused, or unknown) is the 404 page, never a
 * hint that it exists.
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw data(null, { status: 404 });
    throw error;
  }
}
