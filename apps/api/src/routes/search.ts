import { AppError, formatError, toErrorBody } from "@alentour/domain/errors";
import { SEARCH_INDEX } from "@alentour/domain/search";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { toAppError } from "#app/http/errors.ts";
import { requestLocale } from "#app/http/locale.ts";
import type { SearchEngine } from "#app/search/engine.ts";
import { parseSearchParams } from "#app/search/params.ts";
import { isRebuildToken } from "#app/search/rebuild-token.ts";
import { toAlgoliaResponse, toFacetHits } from "#app/search/respond.ts";

export type SearchKeys = { appId: string; apiKey: string };

const MAX_QUERIES = 50;

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === "string") return header;
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

// The Algolia clients send JSON as text/plain (no CORS preflight); other callers send application/json.
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  let body = request.body;
  if (typeof body === "string") {
    try {
      body = JSON.parse(body === "" ? "{}" : body);
    } catch (error) {
      throw new AppError("request/invalid", { cause: error });
    }
  }
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new AppError("request/invalid");
  return body as Record<string, unknown>;
}

/**
 * The search service at /api/search, speaking the part of the Algolia search REST API that InstantSearch
 * uses, on the single index `event`, behind the public search-only key (ADR 010).
 */
export function registerSearchRoutes(app: FastifyInstance, deps: { engine: SearchEngine; keys: SearchKeys; authSecret: string }) {
  const { engine, keys, authSecret } = deps;

  // `cli.ts search:rebuild` asks the running api to rebuild its index from the store.
  app.post("/api/search-index/rebuild", async (request) => {
    if (!isRebuildToken(authSecret, request.headers["x-rebuild-token"])) throw new AppError("auth/forbidden");
    const result = await engine.rebuild();
    request.log.info(result, "search: index rebuilt");
    return { engine: engine.kind, ...result };
  });

  app.register(
    async (scope) => {
      // Whatever the declared type (text/plain from the Algolia clients, a form type from curl), the body is JSON.
      scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
      // Errors also carry Algolia's `message` and `status`, which its clients show.
      scope.setErrorHandler((raw, request, reply) => {
        const error = toAppError(raw);
        if (error.status >= 500) request.log.error({ err: raw }, "search failed");
        const locale = requestLocale(request);
        reply
          .status(error.status)
          .send({ ...toErrorBody(error, locale), message: formatError(error.code, locale, error.params), status: error.status });
      });
      scope.addHook("onRequest", async (request) => {
        const apiKey = credential(request, "x-algolia-api-key");
        const appId = credential(request, "x-algolia-application-id");
        if (apiKey !== keys.apiKey || appId !== keys.appId) throw new AppError("search/invalid-key");
      });

      const checkIndex = (name: unknown) => {
        if (name !== SEARCH_INDEX) throw new AppError("search/unknown-index", { params: { index: String(name).slice(0, 100) } });
      };

      scope.post("/1/indexes/*", async (request, reply) => {
        const path = (request.params as Record<string, string>)["*"] ?? "";
        const body = bodyOf(request);
        const now = new Date();
        // The engines' time for the whole request, in a Server-Timing header (browsers' network panel, benchmarks).
        let engineMs = 0;
        const searchOne = async (raw: Record<string, unknown>, now: Date) => {
          const started = performance.now();
          const query = parseSearchParams(raw);
          const result = await engine.search(query, now);
          const ms = performance.now() - started;
          engineMs += ms;
          reply.header("server-timing", `search;dur=${engineMs.toFixed(3)}`);
          return { query, result, ms: Math.round(ms) };
        };
        if (path === "*/queries") {
          const requests = body.requests;
          if (!Array.isArray(requests) || requests.length === 0 || requests.length > MAX_QUERIES) {
            throw new AppError("search/invalid-parameter", { params: { name: "requests" } });
          }
          const results = [];
          for (const entry of requests) {
            if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
              throw new AppError("search/invalid-parameter", { params: { name: "requests" } });
            }
            const request = entry as Record<string, unknown>;
            checkIndex(request.indexName);
            if (request.type === "facet") {
              const facet = String(request.facet ?? "");
              const { facet: _facet, facetQuery: _facetQuery, maxFacetHits: _max, ...params } = request;
              const { query, result } = await searchOne({ ...params, facets: [facet], maxValuesPerFacet: 1000 }, now);
              results.push(
                toFacetHits(result, facet, String(request.facetQuery ?? ""), query.highlightPreTag, query.highlightPostTag),
              );
            } else {
              const { query, result, ms } = await searchOne(request, now);
              results.push(toAlgoliaResponse(query, result, ms, SEARCH_INDEX));
            }
          }
          return { results };
        }
        const single = /^([^/]+)\/query$/.exec(path);
        if (single) {
          checkIndex(decodeURIComponent(single[1] ?? ""));
          const { query, result, ms } = await searchOne(body, now);
          return toAlgoliaResponse(query, result, ms, SEARCH_INDEX);
        }
        const facetSearch = /^([^/]+)\/facets\/([^/]+)\/query$/.exec(path);
        if (facetSearch) {
          checkIndex(decodeURIComponent(facetSearch[1] ?? ""));
          const facet = decodeURIComponent(facetSearch[2] ?? "");
          const { facetQuery: _facetQuery, maxFacetHits: _max, ...params } = body;
          const { query, result } = await searchOne({ ...params, facets: [facet], maxValuesPerFacet: 1000 }, now);
          return toFacetHits(result, facet, String(body.facetQuery ?? ""), query.highlightPreTag, query.highlightPostTag);
        }
        throw new AppError("resource/not-found");
      });
    },
    { prefix: "/api/search" },
  );
}
