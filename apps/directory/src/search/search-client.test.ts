import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createSearchClient } from "./search-client.ts";

// A stand-in for the api's search service that records what the server's render asks for.
const asked: Array<string | undefined> = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push(request.headers["accept-encoding"]);
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: "" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("API_ORIGIN", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("asks the api for the server render's results uncompressed", async () => {
  const client = createSearchClient({ appId: "alentour", apiKey: "search-only" });
  const { results } = await client.search([{ indexName: "activities", params: { query: "musée" } }]);
  expect(results).toHaveLength(1);
  // Algolia's Node requester asks for gzip unless told otherwise.
  expect(asked).toEqual(["identity"]);
});
