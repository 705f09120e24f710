import { AppError } from "@alentour/domain/errors";
import { SEARCH_INDEX } from "@alentour/domain/search";
import { asksMoreThanTheSearchPage, jsonTextDepthExceeds, refuseDeepJson, searchBounds } from "./bounds.ts";
import type { EngineResult, SearchEngine } from "./engine.ts";
import { parseSearchParams, type SearchQuery } from "./params.ts";
import { toAlgoliaResponse, toFacetHits } from "./respond.ts";
import type { Account, Turns } from "./turns.ts";

// The Algolia search protocol (ADR 010), the part InstantSearch uses, on the single index `event`: a call's body
// and path in, its planned queries checked against the bounds (bounds.ts, ADR 052), the engine's answers out as
// Algolia writes them, step by step in turns (turns.ts, ADR 053). `routes/search.ts` adds the key, the
// per-address limit and the HTTP answer.

/** Hits highlighted and written in one turn (turns.ts): a few milliseconds of work. */
const HITS_PER_TURN = 25;
const EMPTY_HITS = '{"hits":[]';

/**
 * A call's body as the route received it, as text: the Algolia clients send JSON as text/plain (no CORS
 * preflight), other callers application/json. Its depth is checked before JSON.parse builds it (ADR 052).
 */
export function readSearchBody(text: string): Record<string, unknown> {
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

/** A part of the path as the client meant it; a broken escape (`%E0%A4%A`) is a bad request, not a failure. */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch (error) {
    throw new AppError("request/invalid", { cause: error });
  }
}

/** One query of a call, checked before any is run. */
export type Planned =
  | { kind: "search"; query: SearchQuery }
  | { kind: "facet"; query: SearchQuery; facet: string; facetQuery: string };

function planFacetSearch(params: Record<string, unknown>, facet: string, facetQuery: unknown): Planned {
  const { facetQuery: _facetQuery, maxFacetHits: _max, facet: _facet, type: _type, ...rest } = params;
  // A facet search answers values, never hits.
  const query = parseSearchParams({ ...rest, facets: [facet], maxValuesPerFacet: 1000, hitsPerPage: 0, page: 0 });
  return { kind: "facet", query, facet, facetQuery: String(facetQuery ?? "") };
}

const checkIndex = (name: unknown) => {
  if (name !== SEARCH_INDEX) throw new AppError("search/unknown-index", { params: { index: String(name).slice(0, 100) } });
};

/** A call: its queries, each checked, and whether it was a multi-query (answered as `{"results": […]}`). */
export type SearchCall = { planned: Planned[]; multi: boolean };

/** The queries of a call to `/1/indexes/{path}`: every one checked, and the call's bounds, before any work. */
export function planSearchCall(path: string, body: Record<string, unknown>): SearchCall {
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
}

/**
 * Runs a planned call on the engine and writes its answer as Algolia does, each step in a turn; the answer is
 * sized as it is written and, past its bound, the work stops and only the error leaves. Also returns the
 * engines' time for the whole call (the route's Server-Timing header).
 */
export async function answerSearchCall(
  { planned, multi }: SearchCall,
  { engine, turn, now }: { engine: SearchEngine; turn: Turns; now: Date },
): Promise<{ body: string; engineMs: number }> {
  const hits = planned.reduce((sum, { query }) => sum + query.hitsPerPage, 0);
  if (hits > searchBounds.hitsPerCall) throw new AppError("search/too-many-hits", { params: { max: searchBounds.hitsPerCall } });

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
  const account: Account = { spent: 0, heavy: asksMoreThanTheSearchPage(planned.map(({ query }) => query)) };
  for (const entry of planned) {
    const { query } = entry;
    // The hits are highlighted and written a slice per turn, so that a page of 1000 is not one long step; the
    // first slice in the query's own turn (a search page's 12 or 20 hits: no second wait for a turn).
    const hits: string[] = [];
    let head = "";
    const writeSlice = (result: EngineResult, ms: number, from: number) => {
      const slice = { ...result, hits: result.hits.slice(from, from + HITS_PER_TURN) };
      const response = toAlgoliaResponse(query, slice, Math.round(ms), SEARCH_INDEX);
      for (const hit of response.hits) hits.push(written(JSON.stringify(hit)));
      if (from === 0) head = written(JSON.stringify({ ...response, hits: [] }));
    };
    const { result, ms } = await turn(async () => {
      const started = performance.now();
      const result = await engine.search(query, now);
      const ms = performance.now() - started;
      engineMs += ms;
      if (entry.kind !== "facet") writeSlice(result, ms, 0);
      return { result, ms };
    }, account);
    if (entry.kind === "facet") {
      parts.push(
        await turn(
          () =>
            written(
              JSON.stringify(toFacetHits(result, entry.facet, entry.facetQuery, query.highlightPreTag, query.highlightPostTag)),
            ),
          account,
        ),
      );
      continue;
    }
    for (let from = HITS_PER_TURN; from < result.hits.length; from += HITS_PER_TURN) {
      await turn(() => writeSlice(result, ms, from), account);
    }
    // toAlgoliaResponse puts `hits` first: the written hits go in its place.
    parts.push(`{"hits":[${hits.join(",")}]${head.slice(EMPTY_HITS.length)}`);
  }
  return { body: multi ? `{"results":[${parts.join(",")}]}` : (parts[0] as string), engineMs };
}
