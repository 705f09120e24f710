import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, createApiClient } from "@alentour/backend-client/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFetch, keptAliveFetch } from "./api-transport.ts";

const sockets = new Set<unknown>();
const seen: Array<{ method: string; url: string; language: string; body: string }> = [];
// How many questions each connection has carried, for the api that drops a kept connection.
const asked = new WeakMap<object, number>();
const server = http.createServer((req, res) => {
  sockets.add(req.socket);
  asked.set(req.socket, (asked.get(req.socket) ?? 0) + 1);
  if (req.url === "/api/drops-kept" && (asked.get(req.socket) ?? 0) > 1) {
    // As an api closing an idle kept connection when the next question arrives on it.
    req.socket.destroy();
    return;
  }
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", language: String(req.headers["accept-language"]), body });
    if (req.url === "/api/cities/lyon") {
      res.writeHead(200, { "content-type": "application/json", "set-cookie": ["a=1", "b=2"] });
      res.end(JSON.stringify({ slug: "lyon", name: "Lyon" }));
    } else if (req.url === "/api/nothing") {
      res.writeHead(204).end();
    } else if (req.url === "/api/drops-kept") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    } else if (req.url === "/api/silent") {
      // Never answers.
    } else if (req.url === "/api/echo") {
      res.writeHead(201, { "content-type": "application/json" }).end(body);
    } else {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: "resource/not-found", message: "Not found." } }));
    }
  });
});
let origin = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("the pages' api transport", () => {
  it("answers the api client as fetch does: JSON, nothing, a body sent, an error in the caller's language", async () => {
    const api = createApiClient({ baseUrl: origin, locale: "en", fetch: apiFetch });
    expect(await api.request("GET", "/api/cities/lyon")).toEqual({ slug: "lyon", name: "Lyon" });
    expect(await api.request("DELETE", "/api/nothing")).toBeUndefined();
    expect(await api.request("POST", "/api/echo", { name: "Café" })).toEqual({ name: "Café" });
    const failure = await api.request("GET", "/api/cities/nowhere").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe("Not found.");
    expect(seen.map(({ method, url, language }) => `${method} ${url} ${language}`)).toEqual([
      "GET /api/cities/lyon en",
      "DELETE /api/nothing en",
      "POST /api/echo en",
      "GET /api/cities/nowhere en",
    ]);
    expect(seen[2]?.body).toBe('{"name":"Café"}');
  });

  it("keeps every header, repeated ones included, and the connection for the next call", async () => {
    sockets.clear();
    const first = await apiFetch(`${origin}/api/cities/lyon`);
    await first.text();
    const second = await apiFetch(`${origin}/api/cities/lyon`);
    await second.text();
    expect(second.headers.get("content-type")).toBe("application/json");
    expect(second.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(sockets.size).toBe(1);
  });

  it("asks a read again on a new connection when the api drops the kept one it arrived on", async () => {
    const read = () => apiFetch(`${origin}/api/drops-kept`).then((response) => response.json());
    expect(await read()).toEqual({ ok: true });
    expect(await read()).toEqual({ ok: true });
    expect(await read()).toEqual({ ok: true });
  });

  it("fails when the api does not answer in time", async () => {
    await expect(keptAliveFetch(100)(`${origin}/api/silent`)).rejects.toThrow("the api did not answer within 100 ms");
  });

  it("fails when the api cannot be reached", async () => {
    await expect(apiFetch("http://127.0.0.1:9/api/cities")).rejects.toThrow();
  });
});
