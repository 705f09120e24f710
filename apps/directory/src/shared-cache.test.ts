import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  BROWSER_CACHE_CONTROL,
  createSharedCache,
  MAX_STALE_SECONDS,
  REFRESH_HEADER,
  SAME_FOR_EVERYONE_HEADER,
  sharedMaxAge,
  sharedStaleAge,
} from "./shared-cache.ts";

describe("sharedMaxAge", () => {
  it("keeps public responses for their s-maxage, and nothing private or carrying a cookie", () => {
    expect(sharedMaxAge({ "cache-control": "s-maxage=60, stale-while-revalidate=31535940" })).toBe(60);
    expect(sharedMaxAge({ "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" })).toBe(0);
    expect(sharedMaxAge({ "cache-control": "s-maxage=60", "set-cookie": ["locale=en"] })).toBe(0);
    expect(sharedMaxAge({})).toBe(0);
  });

  it("serves a stale copy for the page's stale-while-revalidate, at most a day", () => {
    expect(sharedStaleAge({ "cache-control": "s-maxage=60, stale-while-revalidate=30" })).toBe(30);
    expect(sharedStaleAge({ "cache-control": "s-maxage=60, stale-while-revalidate=31535940" })).toBe(MAX_STALE_SECONDS);
    expect(sharedStaleAge({ "cache-control": "s-maxage=60" })).toBe(0);
  });
});

describe("the front door's shared cache", () => {
  let rendered = 0;
  let clock = Date.now();
  const refreshes: string[] = [];
  // While set, a render of /slow waits for it: a render still in flight when the pages are purged.
  let slowGate: Promise<void> | null = null;
  let server: http.Server;
  let base: string;
  // As the front door does: a stale page is requested again from the server itself.
  const cache = createSharedCache({
    maxBytes: 1024 * 1024,
    now: () => clock,
    refresh: (path, headers) => {
      refreshes.push(path);
      http.get(`${base}${path}`, { headers }, (response) => response.resume());
    },
  });

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      if (cache.serve(req, res)) return;
      cache.record(req, res);
      rendered += 1;
      if (req.url?.startsWith("/slow") && slowGate) await slowGate;
      const shareable = !req.url?.startsWith("/private");
      const control = req.url?.startsWith("/short-stale")
        ? "s-maxage=60, stale-while-revalidate=30"
        : "s-maxage=60, stale-while-revalidate=31535940";
      res.setHeader("cache-control", shareable ? control : "private, no-store");
      if (req.url?.startsWith("/activity/")) res.setHeader(SAME_FOR_EVERYONE_HEADER, "1");
      res.setHeader("content-type", "text/html");
      // As Next's pages: a tag of this render's HTML, and a policy naming this render's nonce.
      res.setHeader("etag", `"render-${rendered}"`);
      res.setHeader("content-security-policy", `script-src 'nonce-${rendered}'`);
      res.write("<p>");
      res.end(`page ${rendered}</p>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // node:http rather than fetch: fetch sets its own sec-fetch-mode, as browsers do.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Headers; text: () => Promise<string> }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const found = new Headers();
            for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") found.set(name, value);
            resolve({ status: res.statusCode ?? 0, headers: found, text: async () => Buffer.concat(chunks).toString() });
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

  it("answers a browser that holds the kept copy with 304 and no body, and one that holds another with the page", async () => {
    const first = await get("/place/brest");
    const body = await first.text();
    const etag = String(first.headers.get("etag"));
    const again = await get("/place/brest", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(BROWSER_CACHE_CONTROL);
    // The browser keeps the policy that goes with the nonce of the copy it holds.
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect((await get("/place/brest", { "if-none-match": `"elsewhere", W/${etag}` })).status).toBe(304);
    const older = await get("/place/brest", { "if-none-match": '"render-0"' });
    expect(older.status).toBe(200);
    expect(older.headers.get("x-alentour-cache")).toBe("hit");
    expect(await older.text()).toBe(body);
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

  it("keeps its own policy, and tells browsers to ask again before each use, first view and copy alike", async () => {
    const first = await get("/place/rennes");
    expect(first.headers.get("cache-control")).toBe(BROWSER_CACHE_CONTROL);
    const copy = await get("/place/rennes");
    expect(copy.headers.get("x-alentour-cache")).toBe("hit");
    expect(copy.headers.get("cache-control")).toBe(BROWSER_CACHE_CONTROL);
  });

  it("lets Next answer a navigation in another language, so it can update the locale cookie", async () => {
    await get("/en/place/lyon");
    const other = await get("/en/place/lyon", { "sec-fetch-mode": "navigate", cookie: "locale=fr" });
    expect(other.headers.get("x-alentour-cache")).toBeNull();
    const same = await get("/en/place/lyon", { "sec-fetch-mode": "navigate", cookie: "locale=en" });
    expect(same.headers.get("x-alentour-cache")).toBe("hit");
  });

  it("past its s-maxage, answers with the stale copy at once and renders the page again once, for the next visitor", async () => {
    const first = await (await get("/place/bordeaux")).text();
    clock += 61_000;
    const stale = await get("/place/bordeaux");
    expect(stale.headers.get("x-alentour-cache")).toBe("stale");
    expect(await stale.text()).toBe(first);
    // A second visitor meanwhile gets the stale copy too, without another render being asked for.
    await get("/place/bordeaux");
    expect(refreshes.filter((path) => path === "/place/bordeaux")).toHaveLength(1);
    // The fresh copy replaces it.
    await expect
      .poll(async () => {
        const next = await get("/place/bordeaux");
        return `${next.headers.get("x-alentour-cache")} ${(await next.text()) === first}`;
      })
      .toBe("hit false");
    // A visitor's own header does not skip the cache: only the front door's requests do.
    expect((await get("/place/bordeaux", { [REFRESH_HEADER]: "1" })).headers.get("x-alentour-cache")).toBe("hit");
  });

  it("renders afresh, for the visitor, a page whose stale copy is past its stale-while-revalidate", async () => {
    await get("/short-stale");
    clock += 91_000;
    const late = await get("/short-stale");
    expect(late.headers.get("x-alentour-cache")).toBeNull();
    expect((await get("/short-stale")).headers.get("x-alentour-cache")).toBe("hit");
  });

  it("forgets everything when the pages are purged", async () => {
    await get("/place/paris");
    cache.clear();
    expect((await get("/place/paris")).headers.get("x-alentour-cache")).toBeNull();
  });

  it("does not keep a page whose render began before the purge: it may show what the purge was for", async () => {
    let release = () => {};
    slowGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = rendered;
    const inFlight = get("/slow");
    await vi.waitFor(() => expect(rendered).toBe(before + 1));
    cache.clear();
    slowGate = null;
    release();
    await inFlight;
    // The next visitor gets a page rendered after the purge, and that one is kept.
    expect((await get("/slow")).headers.get("x-alentour-cache")).toBeNull();
    expect((await get("/slow")).headers.get("x-alentour-cache")).toBe("hit");
  });
});
