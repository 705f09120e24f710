import { AppError, formatError, toErrorBody } from "@alentour/domain/errors";
import { SEARCH_INDEX } from "@alentour/domain/search";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { toAppError } from "#app/http/errors.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import { jsonTextDepthExceeds, refuseDeepJson, searchBounds } from "#app/search/bounds.ts";
import type { SearchEngine } from "#app/search/engine.ts";
import { parseSearchParams, type SearchQuery } from "#app/search/params.ts";
import { isRebuildToken } from "#app/search/rebuild-token.ts";
import { toAlgoliaResponse, toFacetHits } from "#app/search/respond.ts";
import { type Account, createTurns } from "#app/search/turns.ts";

export type SearchKeys = { appId: string; apiKey: string };

/** Hits highlighted and written in one turn (search/turns.ts): a few milliseconds of work. */
const HITS_PER_TURN = 25;
const EMPTY_HITS = '{"hits":[]';

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === "string") return header;
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

// The Algolia clients send JSON as text/plain (no CORS preflight); other callers send application/json. Every
// body arrives here as text: its depth is checked before JSON.parse builds it (ADR 052).
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const text = typeof request.body === "string" ? request.body : "";
  if (jsonTextDepthExceeds(text, searchBounds.jsonDepth)) throw refuseDeepJson();
  let body: unknown;
  try {
    body = JSON.parse(text === "" ? "{}" : text);
  } catch (error) {
    throw new AppError("request/invalid", { cause: error });
  }
  if (body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new AppError("request/invalid");
  return body as Record<string, unknown>;
}

// The site's own server rendering (the directory's search page) calls the api directly from this host, for every
// visitor at once: its calls are not one address's. Calls through the front door carry the visitor's address.
const thisHost = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** A part of the path as the client meant it; a broken escape (`%E0%A4%A`) is a bad request, not a failure. */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch (error) {
    throw new AppError("request/invalid", { cause: error });
  }
}

/** One query of a call, checked before any is run. */
type Planned = { kind: "search"; query: SearchQuery } | { kind: "facet"; query: SearchQuery; facet: string; facetQuery: string };

function planFacetSearch(params: Record<string, unknown>, facet: string, facetQuery: unknown): Planned {
  const { facetQuery: _facetQuery, maxFacetHits: _max, facet: _facet, type: _type, ...rest } = params;
  // A facet search answers values, never hits.
  const query = parseSearchParams({ ...rest, facets: [facet], maxValuesPerFacet: 1000, hitsPerPage: 0, page: 0 });
  return { kind: "facet", query, facet, facetQuery: String(facetQuery ?? "") };
}

/**
 * The search service at /api/search, speaking the part of the Algolia search REST API that InstantSearch
 * uses, on the single index `event`, behind the public search-only key (ADR 010). Every call is bounded
 * (search/bounds.ts, ADR 052), counted against its address's limit, and run in turns (search/turns.ts, ADR 053).
 */
export function registerSearchRoutes(
  app: FastifyInstance,
  deps: { engine: SearchEngine; keys: SearchKeys; authSecret: string; limits: RateLimits },
) {
  const { engine, keys, authSecret, limits } = deps;
  const turn = createTurns(engine.kind === "embedded" ? 1 : 4);

  // `cli.ts search:rebuild` asks the running api to rebuild its index from the store.
  app.post(
    "/api/search-index/rebuild",
    doc({ summary: "Rebuild the search index from the store (cli.ts search:rebuild)", tags: ["search"], access: "token" }),
    async (request) => {
      if (!isRebuildToken(authSecret, request.headers["x-rebuild-token"])) throw new AppError("auth/forbidden");
      const result = await engine.rebuild();
      request.log.info(result, "search: index rebuilt");
      return { engine: engine.kind, ...result };
    },
  );

  app.register(
    async (scope) => {
      // Whatever the declared type (text/plain from the Algolia clients, application/json, a form type from
      // curl), the body is JSON, read here as text.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: searchBounds.bodyBytes }, (_request, body, done) =>
        done(null, body),
      );
      // Errors also carry Algolia's `message` and `status`, which its clients show.
      scope.setErrorHandler((raw, request, reply) => {
        const error = toAppError(raw);
        if (error.status >= 500) request.log.error({ err: raw }, "search failed");
        if (error.code === "request/too-many") reply.header("retry-after", String(error.params.retryAfterSeconds ?? 60));
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

      /** The queries of a call: every one checked, and the call's bounds, before any work. */
      const plan = (path: string, body: Record<string, unknown>): { planned: Planned[]; multi: boolean } => {
        if (path === "*/queries") {
          const requests = body.requests;
          if (!Array.isArray(requests) || requests.length === 0) {
            throw new AppError("search/invalid-parameter", { params: { name: "requests" } });
          }
          if (requests.length > searchBounds.queries) {
            throw new AppError("search/too-many-queries", { params: { max: searchBounds.queries } });
          }
          const planned = requests.map((entry: unknown): Planned => {
            if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
              throw new AppError("search/invalid-parameter", { params: { name: "requests" } });
            }
            const request = entry as Record<string, unknown>;
            checkIndex(request.indexName);
            if (request.type === "facet") return planFacetSearch(request, String(request.facet ?? ""), request.facetQuery);
            return { kind: "search", query: parseSearchParams(request) };
          });
          return { planned, multi: true };
        }
        const single = /^([^/]+)\/query$/.exec(path);
        if (single) {
          checkIndex(decodePathPart(single[1] ?? ""));
          return { planned: [{ kind: "search", query: parseSearchParams(body) }], multi: false };
        }
        const facetSearch = /^([^/]+)\/facets\/([^/]+)\/query$/.exec(path);
        if (facetSearch) {
          checkIndex(decodePathPart(facetSearch[1] ?? ""));
          return { planned: [planFacetSearch(body, decodePathPart(facetSearch[2] ?? ""), body.facetQuery)], multi: false };
        }
        throw new AppError("resource/not-found");
      };

      scope.post(
        "/1/indexes/*",
        doc({
          summary:
            "Search the index `event`: the Algolia search protocol (*/queries, {index}/query, {index}/facets/{facet}/query)",
          tags: ["search"],
          access: "token",
          description:
            "Needs the public search-only key in x-algolia-api-key and x-algolia-application-id. The body is JSON whatever its declared type.",
        }),
        async (request, reply) => {
          const path = (request.params as Record<string, string>)["*"] ?? "";
          let body: Record<string, unknown>;
          let planned: Planned[];
          let multi: boolean;
          try {
            body = bodyOf(request);
            ({ planned, multi } = plan(path, body));
          } catch (error) {
            // A refused call still counts against the address's limit (one query's worth).
            if (!thisHost.has(request.ip)) await limits.consume("search-ip", request.ip);
            throw error;
          }
          // Each query of a call counts: a call of thirty queries is thirty searches' work.
          if (!thisHost.has(request.ip)) await limits.consume("search-ip", request.ip, planned.length);
          const hits = planned.reduce((sum, { query }) => sum + query.hitsPerPage, 0);
          if (hits > searchBounds.hitsPerCall)
            throw new AppError("search/too-many-hits", { params: { max: searchBounds.hitsPerCall } });

          const now = new Date();
          // The engines' time for the whole request, in a Server-Timing header (browsers' network panel, benchmarks).
          let engineMs = 0;
          // The answer is sized as it is written: past the bound, the work stops and only the error leaves.
          let bytes = 0;
          const written = (text: string) => {
            bytes += Buffer.byteLength(text);
            if (bytes > searchBounds.answerBytes) throw new AppError("search/answer-too-large");
            return text;
          };
          const parts: string[] = [];
          const account: Account = { spent: 0 };
          for (const entry of planned) {
            const { query } = entry;
            const { result, ms } = await turn(async () => {
              const started = performance.now();
              const result = await engine.search(query, now);
              const ms = performance.now() - started;
              engineMs += ms;
              return { result, ms };
            }, account);
            if (entry.kind === "facet") {
              parts.push(
                await turn(
                  () =>
                    written(
                      JSON.stringify(
                        toFacetHits(result, entry.facet, entry.facetQuery, query.highlightPreTag, query.highlightPostTag),
                      ),
                    ),
                  account,
                ),
              );
              continue;
            }
            // The hits are highlighted and written a slice per turn: a page of 1000 is not one long step.
            const hits: string[] = [];
            let head = "";
            for (let from = 0; from === 0 || from < result.hits.length; from += HITS_PER_TURN) {
              await turn(() => {
                const slice = { ...result, hits: result.hits.slice(from, from + HITS_PER_TURN) };
                const response = toAlgoliaResponse(query, slice, Math.round(ms), SEARCH_INDEX);
                for (const hit of response.hits) hits.push(written(JSON.stringify(hit)));
                if (from === 0) head = written(JSON.stringify({ ...response, hits: [] }));
              }, account);
            }
            // toAlgoliaResponse puts `hits` first: the written hits go in its place.
            parts.push(`{"hits":[${hits.join(",")}]${head.slice(EMPTY_HITS.length)}`);
          }
          reply.header("server-timing", `search;dur=${engineMs.toFixed(3)}`);
          const answer = multi ? `{"results":[${parts.join(",")}]}` : (parts[0] as string);
          return reply.type("application/json; charset=utf-8").send(answer);
        },
      );
    },
    { prefix: "/api/search" },
  );
}
