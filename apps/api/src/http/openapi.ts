import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * What a route says about itself for the OpenAPI document (ADR 077). It sits on the route definition:
 *
 *   app.get("/api/cities/:slug", doc({ summary: "One city", params: citySlugParams }), async (request) => …);
 *
 * The schemas are the zod schemas the route (or its service) already parses with; the document turns them into
 * JSON Schema with `z.toJSONSchema`. Nothing here validates: the handlers keep parsing as they do.
 */
export type RouteDoc = {
  /** One line: what the route does. */
  summary: string;
  description?: string;
  /** Groups in the reference; by default the path's first segment after /api (`/api/admin/faq` → `admin`). */
  tags?: string[];
  /** Who may call: anyone, a signed-in account, the support team (support or admin), or a holder of a special token. */
  access?: "public" | "signed-in" | "staff" | "token";
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The request body's media type when it is not JSON. */
  bodyType?: string;
  /** Status → description, with the schema of the answer when there is one. Default: 200 with no schema. */
  responses?: Record<number, string | { description: string; schema?: z.ZodType; type?: string }>;
};

declare module "fastify" {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

/** The route option that documents a route: `app.post(url, doc({ … }), handler)` or `{ ...doc({ … }), … }`. */
export function doc(route: RouteDoc): { config: { openapi: RouteDoc } } {
  return { config: { openapi: route } };
}

export type DocumentedRoute = { method: string; url: string; doc: RouteDoc | undefined };

type JsonSchema = Record<string, unknown>;

/** `/api/users/:id` → `/api/users/{id}`; a wildcard `*` becomes the parameter `{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{path}");
}

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function objectProperties(schema: z.ZodType): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = jsonSchema(schema, "input");
  return {
    properties: (json.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (json.required as string[] | undefined) ?? [],
  };
}

function pathParameters(url: string, schema: z.ZodType | undefined) {
  const declared = schema ? objectProperties(schema).properties : {};
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? "");
  const parameters = names.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: declared[name] ?? { type: "string" },
  }));
  if (url.endsWith("*"))
    parameters.push({
      name: "path",
      in: "path",
      required: true,
      schema: { type: "string", description: "the rest of the path" },
    });
  return parameters;
}

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const { properties, required } = objectProperties(schema);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.includes(name) && !("default" in property),
    schema: property,
  }));
}

const errorSchema: JsonSchema = {
  type: "object",
  description: "Every refusal: a code from the error catalogue and its message in the caller's language.",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string", examples: ["resource/not-found"] },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["code", "message"],
    },
  },
  required: ["error"],
};

function operation(route: DocumentedRoute & { doc: RouteDoc }) {
  const { doc: d, url } = route;
  const tag = d.tags ?? [url.split("/")[2] === "admin" ? "admin" : (url.split("/")[2] ?? "api")];
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(d.responses ?? { 200: "OK" })) {
    const { description, schema, type } = typeof answer === "string" ? { description: answer } : answer;
    responses[status] = schema
      ? { description, content: { [type ?? "application/json"]: { schema: jsonSchema(schema, "output") } } }
      : { description };
  }
  responses.default = {
    description: "A refusal, in the error catalogue's shape",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
  const access = d.access ?? "public";
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(url)
      .replace(/[{}]/g, "")
      .split(/[/*.-]+/)
      .filter(Boolean)
      .map((part) => part[0]?.toUpperCase() + part.slice(1))
      .join("")}`,
    summary: d.summary,
    ...(d.description ? { description: d.description } : {}),
    tags: tag,
    "x-access": access,
    ...(access === "signed-in" || access === "staff" ? { security: [{ tokenCookie: [] }, { sessionCookie: [] }] } : {}),
    parameters: [...pathParameters(url, d.params), ...queryParameters(d.query)],
    ...(d.body
      ? {
          requestBody: {
            required: true,
            content: { [d.bodyType ?? "application/json"]: { schema: jsonSchema(d.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the documented routes. */
export function buildOpenApiDocument(routes: DocumentedRoute[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.doc) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation({ ...route, doc: route.doc });
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Alentour api",
      version: info.version,
      description:
        "The api behind the directory, the owners' dashboard and the support console. Errors come in the " +
        "catalogue's shape, in the language of Accept-Language or the `locale` cookie.",
      license: { name: "AGPL-3.0-only", identifier: "AGPL-3.0-only" },
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        tokenCookie: { type: "apiKey", in: "cookie", name: "token", description: "The signed token (POST /api/auth/token)" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/**
 * Records every route with its `doc(…)` as it is registered (call before registering routes), for
 * `/api/openapi.json` and the test that no route is left out.
 */
export function collectRouteDocs(app: FastifyInstance): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  app.addHook("onRoute", (route) => {
    // Fastify adds a HEAD route beside each GET, with the method as a string; an explicit HEAD comes in a list.
    if (route.method === "HEAD") return;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, doc: route.config?.openapi });
    }
  });
  return routes;
}
