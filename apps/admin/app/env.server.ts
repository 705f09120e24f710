import { createApiClient } from "@alentour/backend-client/api-client";
import { createConsoleApi } from "@alentour/backend-client/console";
import { appEnv as env } from "@alentour/ui/react-router/env.server";
import { requestLocale } from "@alentour/ui/request-locale";

// The configuration and session every React Router app shares, and the console's own helpers.
export { rootLoader, sessionOf } from "@alentour/ui/react-router/env.server";

/**
 * An address of the public site, absolute: React Router puts the console's basename (`/admin`) in front of
 * any other path a loader redirects to.
 */
export const publicUrl = (path: string) => new URL(path, env.PUBLIC_ORIGIN).toString();

/**
 * The console's api as the caller: their cookies, language and (for the api's cross-site check) the Origin
 * their browser sent with a form. The api decides what they may do; the console only asks.
 */
export function consoleApiFor(request: Request) {
  const headers: Record<string, string> = {};
  const cookie = request.headers.get("cookie");
  const origin = request.headers.get("origin");
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return createConsoleApi(createApiClient({ baseUrl: env.API_ORIGIN, locale: requestLocale(request.headers), headers }));
}
