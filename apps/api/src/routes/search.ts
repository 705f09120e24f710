import { AppError, formatError, toErrorBody } from "@alentour/domain/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import { toAppError } from "#app/http/errors.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import { searchBounds } from "#app/search/bounds.ts";
import type { SearchEngine } from "#app/search/engine.ts";
import { answerSearchCall, planSearchCall, readSearchBody, type SearchCall } from "#app/search/protocol.ts";
import { isRebuildToken } from "#app/search/rebuild-token.ts";
import { createTurns } from "#app/search/turns.ts";

export type SearchKeys = { appId: string; apiKey: string };

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === "string") return header;
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

// The site's own server rendering (the directory's search page) calls the api directly from this host, for every
// visitor at once: its calls are not one address's. Calls through the front door carry the visitor's address.
const thisHost = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The search service at /api/search, speaking the part of the Algolia search REST API that InstantSearch
 * uses (search/protocol.ts: parameters in, answers out), on the single index `event`, behind the public
 * search-only key (ADR 010). Every call is bounded (search/bounds.ts, ADR 052), counted against its address's
 * limit, and run in turns (search/turns.ts, ADR 053, 070).
 */
export function registerSearchRoutes(
  app: FastifyInstance,
  deps: { engine: SearchEngine; keys: SearchKeys; authSecret: string; limits: RateLimits },
) {
  const { engine, keys, authSecret, limits } = deps;
  // The embedded engine works on this thread: one step at a time. PostgreSQL: eight (ADR 108), of which one for heavy calls
  // (those asking for more than the search page does, ADR 070).
  const turn = engine.kind === "embedded" ? createTurns(1) : createTurns(8, 1);

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
          let call: SearchCall;
          try {
            call = planSearchCall(path, readSearchBody(typeof request.body === "string" ? request.body : ""));
          } catch (error) {
            // A refused call still counts against the address's limit (one query's worth).
            if (!thisHost.has(request.ip)) await limits.consume("search-ip", request.ip);
            throw error;
          }
          // Each query of a call counts: a call of thirty queries is thirty searches' work.
          if (!thisHost.has(request.ip)) await limits.consume("search-ip", request.ip, call.planned.length);
          const { body, engineMs } = await answerSearchCall(call, { engine, turn, now: new Date() });
          reply.header("server-timing", `search;dur=${engineMs.toFixed(3)}`);
          return reply.type("application/json; charset=utf-8").send(body);
        },
      );
    },
    { prefix: "/api/search" },
  );
}
