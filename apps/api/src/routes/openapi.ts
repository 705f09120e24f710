import { escapeMarkup } from "@alentour/domain/markup";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument, type DocumentedRoute, doc, type OpenApiDocument } from "#app/http/openapi.ts";

type Operation = {
  summary: string;
  description?: string;
  tags: string[];
  "x-access": string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

/** The reference page: the document as HTML, server-rendered, no script (ADR 077). */
export function renderReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const id = `${method}-${path}`.replace(/[^A-Za-z0-9-]+/g, "-");
      const params = op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeMarkup(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escapeMarkup(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join("");
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(
              ([type, { schema }]) =>
                `<h4>Body (${escapeMarkup(type)})</h4><pre tabindex="0">${escapeMarkup(JSON.stringify(schema, null, 2))}</pre>`,
            )
            .join("")
        : "";
      const responses = Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<li><strong>${escapeMarkup(status)}</strong> ${escapeMarkup(r.description)}${
              r.content && status !== "default"
                ? Object.values(r.content)
                    .map(({ schema }) => `<pre tabindex="0">${escapeMarkup(JSON.stringify(schema, null, 2))}</pre>`)
                    .join("")
                : ""
            }</li>`,
        )
        .join("");
      const section = `<section id="${id}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escapeMarkup(path)}</code></h3>
<p>${escapeMarkup(op.summary)} <em>(${escapeMarkup(op["x-access"])})</em></p>${op.description ? `<p>${escapeMarkup(op.description)}</p>` : ""}
${params ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${params}</table>` : ""}${body}<ul>${responses}</ul></section>`;
      for (const tag of op.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), section]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(document.info.title)} ${escapeMarkup(document.info.version)} — reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
pre,table{font-size:.85rem;overflow-x:auto}pre{background:#f4f4f4;padding:.5rem}td,th{border:1px solid #ccc;padding:.2rem .4rem;text-align:left}
table{border-collapse:collapse}.m{background:#1d4f91;color:#fff;padding:0 .4rem;border-radius:3px}section{border-top:1px solid #ddd}</style>
</head><body><header><h1>${escapeMarkup(document.info.title)} <small>${escapeMarkup(document.info.version)}</small></h1>
<p>${escapeMarkup(document.info.description ?? "")}</p>
<p>The same, machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Groups"><ul>${tags.map((tag) => `<li><a href="#tag-${escapeMarkup(tag)}">${escapeMarkup(tag)}</a></li>`).join("")}</ul></nav></header>
<main>${tags.map((tag) => `<h2 id="tag-${escapeMarkup(tag)}">${escapeMarkup(tag)}</h2>${(byTag.get(tag) ?? []).join("\n")}`).join("\n")}</main>
</body></html>`;
}

/** `/api/openapi.json` and `/api/reference`: the document of every route registered with `doc(…)`. */
export function registerOpenApiRoutes(app: FastifyInstance, deps: { routes: DocumentedRoute[]; version: string }) {
  let built: OpenApiDocument | null = null;
  // Built once, on the first call, when every route is registered.
  const document = () => {
    built ??= buildOpenApiDocument(deps.routes, { version: deps.version });
    return built;
  };

  app.get(
    "/api/openapi.json",
    doc({ summary: "This api's OpenAPI 3.1 document", tags: ["reference"], responses: { 200: "The document" } }),
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return document();
    },
  );

  app.get(
    "/api/reference",
    doc({
      summary: "This api's reference, as a page",
      tags: ["reference"],
      responses: { 200: { description: "An HTML page", type: "text/html" } },
    }),
    async (_request, reply) => {
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      return renderReference(document());
    },
  );
}
