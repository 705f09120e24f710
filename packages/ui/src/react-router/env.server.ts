import { sessionWithHeaders } from "@alentour/backend-client/session";
import { mapOriginsFrom } from "@alentour/domain/security-headers";
import { data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { requestLocale } from "../i18n/request-locale.ts";

// What the servers of the React Router apps (dashboard, admin, tradeshow) read; never sent to the browser.
const schema = z.object({
  API_ORIGIN: z.url().default("http://127.0.0.1:3001"),
  PUBLIC_ORIGIN: z.url().default("http://localhost:3000"),
  // The map's remote origins, comma-separated, opened in the pages' Content-Security-Policy (ADR 054).
  MAP_ORIGINS: z.string().optional(),
  MAP_STYLE_URL: z.string().optional(),
  NODE_ENV: z.string().default("production"),
});

/** Where the api is, the public address and the map's origins, read once from the process's environment. */
const parsed = schema.parse(process.env);
export const appEnv = { ...parsed, MAP_ORIGINS: mapOriginsFrom(parsed.MAP_ORIGINS, parsed.MAP_STYLE_URL) };

/** The signed-in user of this request, with any renewed cookie to hand back to the browser. */
export const sessionOf = (request: Request) =>
  sessionWithHeaders(request, { apiOrigin: appEnv.API_ORIGIN, publicOrigin: appEnv.PUBLIC_ORIGIN });

/** The root route's loader of every app: the page's language and who is signed in. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const { session, headers } = await sessionOf(request);
  return data({ locale: requestLocale(request.headers), session }, { headers });
}
