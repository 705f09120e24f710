import { liteClient } from "algoliasearch/lite";

export type SearchConfig = {
  appId: string;
  apiKey: string;
  /** Where the server reaches the api while rendering the first results; browsers use their own origin. */
  serverApiOrigin: string;
};

/**
 * The stock Algolia lite client, pointed at the api's search service: same origin in the browser (through
 * the front door's /api), the api directly while the server renders. Timeouts are the spec's (§9).
 */
export function createSearchClient({ appId, apiKey, serverApiOrigin }: SearchConfig) {
  const origin = typeof window === "undefined" ? new URL(serverApiOrigin) : window.location;
  return liteClient(appId, apiKey, {
    hosts: [{ url: `${origin.host}/api/search`, protocol: origin.protocol === "https:" ? "https" : "http", accept: "readWrite" }],
    timeouts: { connect: 1000, read: 2000, write: 30_000 },
  });
}
