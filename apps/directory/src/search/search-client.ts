import { liteClient } from "algoliasearch/lite";
import { serverApiOrigin } from "./env.ts";

/** Sent to the browser with the page: the application id and the public search-only key, nothing else. */
export type SearchConfig = { appId: string; apiKey: string };

/**
 * The stock Algolia lite client, pointed at the api's search service: same origin in the browser (through
 * the front door's /api), the api directly while the server renders. Timeouts: docs/product.md#search-index.
 */
export function createSearchClient({ appId, apiKey }: SearchConfig) {
  const onServer = typeof window === "undefined";
  const origin = onServer ? new URL(serverApiOrigin()) : window.location;
  return liteClient(appId, apiKey, {
    hosts: [{ url: `${origin.host}/api/search`, protocol: origin.protocol === "https:" ? "https" : "http", accept: "readWrite" }],
    timeouts: { connect: 1000, read: 2000, write: 30_000 },
    // The server's render asks the api for its answer uncompressed, as every server-side call does
    // (packages/backend-client/src/api-client.ts); a browser sets its own encodings and refuses this header.
    ...(onServer && { baseHeaders: { "accept-encoding": "identity" } }),
  });
}
