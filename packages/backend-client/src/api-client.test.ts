import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./api-client.ts";

// A real HTTP server that compresses its JSON when the caller accepts it, as the api does.
const asked: Array<string | undefined> = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push(request.headers["accept-encoding"]);
    const body = Buffer.from(JSON.stringify({ cities: Array.from({ length: 200 }, (_, i) => `city-${i}`) }));
    response.setHeader("content-type", "application/json");
    if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      response.setHeader("content-encoding", "gzip");
      response.end(gzipSync(body));
    } else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("api client", () => {
  it("asks the api for an uncompressed answer when a server calls it by its origin", async () => {
    const answer = await createApiClient({ baseUrl: origin, locale: "fr" }).request<{ cities: string[] }>("GET", "/api/cities");
    expect(answer.cities).toHaveLength(200);
    expect(asked.at(-1)).toBe("identity");
    // Node's fetch alone would have asked for gzip, and had the answer compressed and inflated again.
    await fetch(`${origin}/api/cities`).then((response) => response.json());
    expect(asked.at(-1)).toMatch(/gzip/);
  });

  it("leaves a browser's same-origin calls to the browser's own encodings", async () => {
    let sent: Record<string, string> = {};
    const browserFetch: typeof fetch = async (_url, init) => {
      sent = init?.headers as Record<string, string>;
      return new Response("{}", { headers: { "content-type": "application/json" } });
    };
    await createApiClient({ baseUrl: "", locale: "en", fetch: browserFetch }).request("GET", "/api/cities");
    expect(sent["accept-language"]).toBe("en");
    expect(sent).not.toHaveProperty("accept-encoding");
  });
});
