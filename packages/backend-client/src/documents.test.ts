import http from "node:http";
import type { AddressInfo } from "node:net";
import { AppError, toErrorBody } from "@alentour/domain/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "./api-client.ts";
import { createDocuments } from "./documents.ts";

// A real HTTP server answering the way the api does (catalogue bodies, statuses), recording what it got.
const received: Array<{ method: string; url: string; body: string; language: string | undefined }> = [];
let server: http.Server;
let baseUrl: string;

function reply(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", body, language: req.headers["accept-language"] });
      const locale = req.headers["accept-language"] === "en" ? "en" : "fr";
      const [path, query] = (req.url ?? "").split("?");
      if (path === "/api/users/missing") return reply(res, 404, toErrorBody(new AppError("resource/not-found"), locale));
      if (path === "/api/users/alice" && req.method === "GET") return reply(res, 200, { id: "alice", firstName: "Alice" });
      if (path === "/api/users/alice" && req.method === "DELETE") {
        if (query === "folder=users")
          return reply(res, 500, toErrorBody(new AppError("document/delete-with-storage-failed"), locale));
        return reply(res, 204);
      }
      if (path === "/api/users/alice") {
        return reply(
          res,
          400,
          toErrorBody(new AppError("request/validation-failed", { fields: { firstName: "field/required" } }), locale),
        );
      }
      if (path === "/api/users/bob" && req.method === "PUT") return reply(res, 201, { id: "bob", ...JSON.parse(body) });
      if (path === "/api/notes" && req.method === "POST") return reply(res, 201, { id: "note-1" });
      if (path === "/api/forbidden") return reply(res, 403, toErrorBody(new AppError("auth/forbidden"), locale));
      reply(res, 502, { unexpected: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("document operations (docs/product.md#document-operations)", () => {
  const documents = (locale: "fr" | "en" = "en") => createDocuments(createApiClient({ baseUrl, locale }));

  it("reads a document, and answers { error: 'Find' } when there is none", async () => {
    expect(await documents().read("users", "alice")).toEqual({ data: { id: "alice", firstName: "Alice" } });
    expect(await documents().read("users", "missing")).toEqual({ error: "Find" });
  });

  it("sends set with the payload and the merge flag, in the user's language", async () => {
    const created = await documents("fr").set("users", "bob", { firstName: "Bob" }, { merge: true });
    expect(created).toEqual({ id: "bob", firstName: "Bob" });
    const last = received.at(-1);
    expect(last).toMatchObject({ method: "PUT", url: "/api/users/bob?merge=true", language: "fr" });
    expect(JSON.parse(last?.body ?? "")).toEqual({ firstName: "Bob" });
  });

  it("rethrows set and update failures as 'Error setting document: <cause>', keeping the api error", async () => {
    const failure = await documents("en")
      .update("users", "alice", { firstName: "" })
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const cause = (failure as Error).cause;
    expect(cause).toBeInstanceOf(ApiError);
    expect((cause as ApiError).code).toBe("request/validation-failed");
    expect((cause as ApiError).fields.firstName?.code).toBe("field/required");
    expect((failure as Error).message).toBe(`Error setting document: ${(cause as ApiError).message}`);

    const setFailure = await documents("fr")
      .set("users", "alice", {})
      .catch((error: Error) => error);
    expect((setFailure as Error).message.startsWith("Error setting document: ")).toBe(true);
  });

  it("adds a document and returns its new id", async () => {
    expect(await documents().add("notes", { text: "hello" })).toBe("note-1");
  });

  it("deletes a document; with a folder, a failure is 'Error deleting document with storage'", async () => {
    await expect(documents().remove("users", "alice")).resolves.toBeUndefined();
    const failure = await documents()
      .removeWithFolder("users", "alice", "users")
      .catch((error: Error) => error);
    expect((failure as Error).message).toBe("Error deleting document with storage");
    expect(((failure as Error).cause as ApiError).code).toBe("document/delete-with-storage-failed");
  });

  it("surfaces refusals as ApiError with code, status and the message in the request's language", async () => {
    const api = createApiClient({ baseUrl, locale: "fr" });
    const error = await api.request("GET", "/api/forbidden").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "auth/forbidden", status: 403 });
    const english = await createApiClient({ baseUrl, locale: "en" })
      .request("GET", "/api/forbidden")
      .catch((e: ApiError) => e);
    expect((english as ApiError).message).not.toBe((error as ApiError).message);
  });

  it("fails clearly on a response that is not from the catalogue", async () => {
    const api = createApiClient({ baseUrl, locale: "en" });
    await expect(api.request("GET", "/api/elsewhere")).rejects.toThrow("GET /api/elsewhere failed with HTTP 502");
  });
});
