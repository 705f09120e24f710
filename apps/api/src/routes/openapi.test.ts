import { Validator } from "@seriousme/openapi-schema-validator";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument, collectRouteDocs, doc, openApiPath } from "#app/http/openapi.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

describe.each(databaseKinds)("the OpenAPI document on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const fetchDocument = async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  // A route is documented by `doc({ summary, … })` on its definition (apps/api/src/http/openapi.ts, ADR 077).
  it("documents every route the api serves", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const undocumented = t.app.routeTable
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.summary)
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented, "add doc({ summary, … }) to these routes' definitions").toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(60);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(await fetchDocument());
    expect(result.errors, JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("describes parameters and bodies from the schemas the routes parse with", async () => {
    const document = await fetchDocument();
    const create = document.paths["/api/activities"].post;
    expect(create.security).toBeDefined();
    expect(create.requestBody.content["application/json"].schema.properties).toHaveProperty("name");
    const city = document.paths["/api/cities/{slug}/activities"].get;
    expect(city.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(["path:slug", "query:offset"]),
    );
    const slug = city.parameters.find((p: { name: string }) => p.name === "slug");
    expect(slug.schema.pattern).toBe("^[a-z0-9-]+$");
    // Every path template's parameters are declared, as OpenAPI requires.
    for (const [path, methods] of Object.entries<Record<string, { parameters: Array<{ name: string; in: string }> }>>(
      document.paths,
    )) {
      const named = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(methods)) {
        const declared = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual(named.sort());
      }
    }
  });

  it("serves a reference page listing each operation", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/reference" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("/api/activities/{slug}");
    expect(response.body).toContain("Create an activity");
    expect(response.body).not.toContain("<script");
  });
});

describe("collectRouteDocs", () => {
  it("leaves a route without doc(…) out of the document, which the test above then names", async () => {
    const app = Fastify();
    const routes = collectRouteDocs(app);
    app.get(
      "/api/things/:id",
      doc({ summary: "A thing", query: z.object({ n: z.coerce.number().default(1) }) }),
      async () => ({}),
    );
    app.post("/api/things", async () => ({}));
    await app.ready();
    const document = buildOpenApiDocument(routes, { version: "1.0.0" });
    expect(Object.keys(document.paths)).toEqual(["/api/things/{id}"]);
    expect(routes.filter((route) => !route.doc).map((route) => `${route.method} ${route.url}`)).toEqual(["POST /api/things"]);
    const parameters = (document.paths["/api/things/{id}"] as Record<string, { parameters: unknown[] }>).get?.parameters;
    expect(parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string" } },
      { name: "n", in: "query", required: false, schema: { type: "number", default: 1 } },
    ]);
    await app.close();
  });
});
