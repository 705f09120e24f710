import http from "node:http";
import type { AddressInfo } from "node:net";
import { AppError, toErrorBody } from "@alentour/domain/errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api-client.ts";
import { activityQueryParams, createConsoleApi, defaultActivityQuery, pageFrom, parseActivityQuery } from "./console.ts";

describe("the activities table's query in the URL", () => {
  it("reads every parameter, and falls back to the defaults for missing or invalid ones", () => {
    expect(parseActivityQuery(new URLSearchParams(""))).toEqual(defaultActivityQuery);
    expect(
      parseActivityQuery(new URLSearchParams("q=%20musée%20&category=sport&published=no&sort=name&dir=asc&page=3&size=50")),
    ).toEqual({ q: "musée", category: "sport", published: "no", sort: "name", dir: "asc", page: 3, size: 50 });
    expect(parseActivityQuery(new URLSearchParams("category=cinema&published=maybe&sort=id&dir=up&page=-2&size=7"))).toEqual(
      defaultActivityQuery,
    );
    expect(parseActivityQuery(new URLSearchParams("page=1.5&size=1000"))).toMatchObject({ page: 0, size: 25 });
    expect(parseActivityQuery(new URLSearchParams(`q=${"a".repeat(300)}`)).q).toHaveLength(120);
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(activityQueryParams(defaultActivityQuery).toString()).toBe("");
    const query = { ...defaultActivityQuery, q: "lyon", published: "yes" as const, sort: "quality" as const, page: 2 };
    const params = activityQueryParams(query);
    expect(params.toString()).toBe("q=lyon&published=yes&sort=quality&page=2");
    expect(parseActivityQuery(params)).toEqual(query);
  });

  it("reads a list's page number, 0 when missing or wrong", () => {
    expect(pageFrom(new URLSearchParams("page=4"))).toBe(4);
    expect(pageFrom(new URLSearchParams("page=x"))).toBe(0);
    expect(pageFrom(new URLSearchParams(""))).toBe(0);
  });
});

// A real HTTP server answering as the api does, recording what the console sent.
const received: Array<{ method: string; url: string; body: string; cookie: string | undefined; language: string | undefined }> =
  [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        body,
        cookie: req.headers.cookie,
        language: req.headers["accept-language"],
      });
      const locale = req.headers["accept-language"] === "en" ? "en" : "fr";
      const send = (status: number, payload?: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (req.url?.startsWith("/api/admin/activities?")) return send(200, { total: 0, items: [] });
      if (req.url === "/api/admin/data-rights/r1/status") {
        const parsed = JSON.parse(body) as { status: string; reason?: string };
        if (parsed.status === "refused" && !parsed.reason) {
          return send(
            422,
            toErrorBody(new AppError("request/validation-failed", { fields: { reason: "data-rights/reason-required" } }), locale),
          );
        }
        return send(200, { id: "r1", status: parsed.status });
      }
      if (req.url === "/api/admin/faq/f1" && req.method === "DELETE") return send(204);
      if (req.url === "/api/admin/users/u%2F1/role") return send(403, toErrorBody(new AppError("auth/forbidden"), locale));
      return send(404, toErrorBody(new AppError("resource/not-found"), locale));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const consoleApi = (locale: "fr" | "en") =>
  createConsoleApi(createApiClient({ baseUrl, locale, headers: { cookie: "session_token=abc" } }));

describe("console api calls", () => {
  it("sends the table's whole query, with the caller's cookie and language", async () => {
    await consoleApi("en").activities({ ...defaultActivityQuery, q: "parc", category: "sport" });
    expect(received[0]).toMatchObject({
      method: "GET",
      url: "/api/admin/activities?q=parc&category=sport&sort=updatedAt&dir=desc&page=0&size=25",
      cookie: "session_token=abc",
      language: "en",
    });
  });

  it("omits an empty reason, and surfaces the api's field message in the caller's language", async () => {
    const refused = await consoleApi("fr")
      .moveDataRights("r1", "refused", "")
      .catch((error: unknown) => error);
    expect(received[0]?.body).toBe('{"status":"refused"}');
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fields.reason?.message).toBe("Veuillez indiquer le motif ; il sera communiqué au demandeur.");
    await expect(consoleApi("en").moveDataRights("r1", "done")).resolves.toEqual({ id: "r1", status: "done" });
  });

  it("escapes ids in paths, and passes refusals on as ApiError", async () => {
    const error = await consoleApi("en")
      .setRole("u/1", "admin")
      .catch((e: unknown) => e);
    expect(received[0]?.url).toBe("/api/admin/users/u%2F1/role");
    expect(received[0]?.body).toBe('{"role":"admin"}');
    expect(error).toMatchObject({ status: 403, code: "auth/forbidden", message: "You are not allowed to do this." });
    await expect(consoleApi("en").deleteFaq("f1")).resolves.toBeUndefined();
  });
});
