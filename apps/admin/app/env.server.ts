import { createApiClient } from "@alentour/backend-client/api-client";
import type { Locale } from "@alentour/domain/locale";
import { z } from "zod";

// The server's view of where the api is; never sent to the browser.
const env = z.object({ API_ORIGIN: z.url().default("http://127.0.0.1:3001") }).parse(process.env);

/** An api client that calls on behalf of the browser whose request this is (its cookies, its language). */
export function apiFor(request: Request, locale: Locale) {
  const cookie = request.headers.get("cookie");
  return createApiClient({ baseUrl: env.API_ORIGIN, locale, ...(cookie && { headers: { cookie } }) });
}
