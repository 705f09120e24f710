import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSharedCache, SAME_FOR_EVERYONE_HEADER, sharedMaxAge } from "./shared-cache.ts";

describe("sharedMaxAge", () => {
  it("keeps public responses for their s-maxage, and nothing private or carrying a cookie", () => {
    expect(sharedMaxAge({ "cache-control": "s-maxage=60, stale-while-revalidate=31535940" })).toBe(60);
    expect(sharedMaxAge({ "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })).toBe(0);
    expect(sharedMaxAge({ "cache-control": "s-maxage=60", "set-cookie": ["locale=en"] })).toBe(0);
    expect(sharedMaxAge({})).toBe(0);
  });
});

describe("the front door's shared cache", () => {
  let rendered = 0;
  const cache = createSharedCache({ maxBytes: 1024 * 1024 });
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.record(req, res);
      rendered += 1;
      const shareable = !req.url?.startsWith("/private");
      res.setHeader("cache-control", shareable ? "s-maxage=60, stale-while-revalidate=31535940" : "private, no-store");
      if (req.url?.startsWith("/activity/")) res.setHeader(SAME_FOR_EVERYONE_HEADER, "1");
      res.setHeader("content-type", "text/html");
      res.write("<p>");
      res.end(`page ${rendered}</p>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // node:http rather than fetch: fetch sets its own sec-fetch-mode, as browsers do.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: Headers; text: () => Promise<string> }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const found = new Headers();
            for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") found.set(name, value);
            resolve({ headers: found, text: async () => Buffer.concat(chunks).toString() });
          });
        })
        .on("error", reject);
    });

  it("answers a repeat view of a shareable page from memory, with the same body", async () => {
    const first = await (await get("/place/lyon")).text();
    const second = await get("/place/lyon");
    expect(second.headers.get("x-alentour-cache")).toBe("hit");
    expect(await second.text()).toBe(first);
  });

  it("never keeps or serves private pages, RSC fetches or requests of signed-in visitors", async () => {
    await get("/private/x");
    expect((await get("/private/x")).headers.get("x-alentour-cache")).toBeNull();
    await get("/place/nantes");
    expect((await get("/place/nantes", { rsc: "1" })).headers.get("x-alentour-cache")).toBeNull();
    expect((await get("/place/nantes", { cookie: "token=abc" })).headers.get("x-alentour-cache")).toBeNull();
    expect((await get("/place/nantes", { cookie: "alentour.session_token=abc" })).headers.get("x-alentour-cache")).toBeNull();
  });

  it("serves signed-in visitors a page that is the same for everyone, and never records their requests", async () => {
    const signedIn = { cookie: "token=abc" };
    const first = await get("/activity/musee", signedIn);
    expect(first.headers.get("x-alentour-cache")).toBeNull();
    expect(first.headers.get(SAME_FOR_EVERYONE_HEADER)).toBeNull();
    expect((await get("/activity/musee", signedIn)).headers.get("x-alentour-cache")).toBeNull();
    const anonymous = await (await get("/activity/musee")).text();
    const again = await get("/activity/musee", signedIn);
    expect(again.headers.get("x-alentour-cache")).toBe("hit");
    expect(await again.text()).toBe(anonymous);
    expect(again.headers.get(SAME_FOR_EVERYONE_HEADER)).toBeNull();
  });

  it("lets Next answer a navigation in another language, so it can update the locale cookie", async () => {
    await get("/en/place/lyon");
    const other = await get("/en/place/lyon", { "sec-fetch-mode": "navigate", cookie: "locale=fr" });
    expect(other.headers.get("x-alentour-cache")).toBeNull();
    const same = await get("/en/place/lyon", { "sec-fetch-mode": "navigate", cookie: "locale=en" });
    expect(same.headers.get("x-alentour-cache")).toBe("hit");
  });

  it("forgets everything when the pages are purged", async () => {
    await get("/place/paris");
    cache.clear();
    expect((await get("/place/paris")).headers.get("x-alentour-cache")).toBeNull();
  });
});
