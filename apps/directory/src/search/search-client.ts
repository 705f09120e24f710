import { liteClient } from "algoliasearch/lite";
import { serverApiOrigin } from "./env.ts";

/** Sent to the browser with the page: the application id and the public search-only key, nothing else. */
export type SearchConfig = { appId: string; apiKey: string };

/**
 * The stock Algolia lite client, pointed at the api's search service: same origin in the browser (through
 * the front door's /api), the api directly while the server renders. Timeouts: docs/product.md#search-index.
 */
export function createSearchClient({ appId, apiKey }: SearchConfig) {
  const origin = typeof window === "undefined" ? new URL(serverApiOrigin()) : window.location;
  return liteClient(appId, apiKey, {
    hosts: [{ url: `${origin.host}/api/search`, protocol: origin.protocol === "https:" ? "https" : "http", accept: "readWrite" }],
    timeouts: { connect: 1000, read: 2000, write: 30_000 },
  });
}
