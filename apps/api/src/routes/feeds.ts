import { AppError } from "@alentour/domain/errors";
import { type FeedFormat, feedFormats } from "@alentour/domain/feeds";
import type { Locale } from "@alentour/domain/locale";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import type { FeedService, FeedSubject } from "#app/feeds/feed-service.ts";
import { doc } from "#app/http/openapi.ts";

// A calendar application or a reader polls a feed; five minutes of caching anywhere is fresh enough for an agenda.
const FEED_CACHE = "public, max-age=300";
const SLUG = /^[a-z0-9-]{1,200}$/;
const MAX_SEARCH_LENGTH = 2000;

const language = z.object({ lang: z.enum(["fr", "en"]).optional().describe("The feed's language; French by default") });
const feedAnswers = {
  200: "The feed: text/calendar (.ics) or application/rss+xml (.rss)",
  404: "No such city, category or format",
};
const feedFile = (what: string) => z.object({ file: z.string().describe(`${what} slug and format: lyon.ics, lyon.rss`) });

/** "lyon.ics" → { slug: "lyon", format: "ics" }; anything else is no feed of ours. */
function fileOf(file: string): { slug: string; format: FeedFormat } {
  const match = /^(.+)\.([a-z]+)$/.exec(file);
  const slug = match?.[1];
  const format = match?.[2] as FeedFormat | undefined;
  if (!slug || !SLUG.test(slug) || !format || !feedFormats.includes(format)) throw new AppError("resource/not-found");
  return { slug, format };
}

/** The feed's language: `?lang=en`, French otherwise (a calendar application sends no language of its reader). */
const languageOf = (request: FastifyRequest): Locale => ((request.query as Record<string, unknown>).lang === "en" ? "en" : "fr");

/**
 * Calendar (iCalendar) and news (RSS 2.0) feeds, public and read-only, counted against the address's search limit
 * (docs/feeds.md, ADR 085): `/api/feeds/search.ics?<the search page's query>`, `/api/feeds/city/lyon.rss`,
 * `/api/feeds/city/lyon/sport.ics`, `/api/feeds/category/sport.rss`.
 */
export function registerFeedRoutes(app: FastifyInstance, deps: { feeds: FeedService; limits: RateLimits }) {
  const { feeds, limits } = deps;

  const send = async (request: FastifyRequest, reply: FastifyReply, subject: FeedSubject, format: FeedFormat) => {
    await limits.consume("search-ip", request.ip);
    const self = new URL(request.url, "http://feed.invalid");
    const feed = await feeds.feed(subject, format, languageOf(request), `${self.pathname}${self.search}`);
    reply.header("content-type", feed.contentType).header("cache-control", FEED_CACHE);
    return feed.body;
  };

  app.get(
    "/api/feeds/:file",
    doc({
      summary: "A search as a calendar or RSS feed: search.ics or search.rss, with the search page's query string",
      tags: ["feeds"],
      params: z.object({ file: z.enum(["search.ics", "search.rss"]) }),
      query: language,
      responses: { ...feedAnswers, 400: "A malformed filter" },
    }),
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const format = /^search\.([a-z]+)$/.exec(file)?.[1] as FeedFormat | undefined;
      if (!format || !feedFormats.includes(format)) throw new AppError("resource/not-found");
      const search = new URLSearchParams(request.url.split("?")[1] ?? "");
      search.delete("lang");
      const query = search.toString();
      if (query.length > MAX_SEARCH_LENGTH) throw new AppError("search/invalid-parameter", { params: { name: "query" } });
      return send(request, reply, { kind: "search", search: query }, format);
    },
  );

  app.get(
    "/api/feeds/city/:file",
    doc({
      summary: "A city's calendar or RSS feed",
      tags: ["feeds"],
      params: feedFile("The city's"),
      query: language,
      responses: feedAnswers,
    }),
    async (request, reply) => {
      const { slug, format } = fileOf((request.params as { file: string }).file);
      return send(request, reply, { kind: "city", city: slug }, format);
    },
  );

  app.get(
    "/api/feeds/city/:city/:file",
    doc({
      summary: "A category of a city (its category page) as a calendar or RSS feed",
      tags: ["feeds"],
      params: z.object({ city: z.string().describe("The city's slug") }).extend(feedFile("The category's").shape),
      query: language,
      responses: feedAnswers,
    }),
    async (request, reply) => {
      const { city } = request.params as { city: string };
      if (!SLUG.test(city)) throw new AppError("resource/not-found");
      const { slug, format } = fileOf((request.params as { file: string }).file);
      return send(request, reply, { kind: "city", city, category: slug }, format);
    },
  );

  app.get(
    "/api/feeds/category/:file",
    doc({
      summary: "A category, in every city, as a calendar or RSS feed",
      tags: ["feeds"],
      params: feedFile("The category's"),
      query: language,
      responses: feedAnswers,
    }),
    async (request, reply) => {
      const { slug, format } = fileOf((request.params as { file: string }).file);
      return send(request, reply, { kind: "category", category: slug }, format);
    },
  );
}
