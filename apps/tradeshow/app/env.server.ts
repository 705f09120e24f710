import { sessionWithHeaders } from "@alentour/backend-client/session";
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
