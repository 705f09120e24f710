import { createApiClient } from "@alentour/backend-client/api-client";
import { createConsoleApi } from "@alentour/backend-client/console";
import { sessionWithHeaders } from "@alentour/backend-client/session";
import { requestLocale } from "@alentour/ui/request-locale";
import { z } from "zod";

// The server's view of where the api is and of the public address; never sent to the browser.
const env = z
  .object({
    API_ORIGIN: z.url().default("http://127.0.0.1:3001"),
    PUBLIC_ORIGIN: z.url().default("http://localhost:3000"),
  })
  .parse(process.env);

/** The signed-in user of this request, with any renewed cookie to hand back to the browser. */
export const sessionOf = (request: Request) =>
  sessionWithHeaders(request, { apiOrigin: env.API_ORIGIN, publicOrigin: env.PUBLIC_ORIGIN });

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
