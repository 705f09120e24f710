import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";

type Entry = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  everyone: boolean;
  /** Until then the copy is fresh; then stale, served while a fresh one is rendered, until `expiresAt`. */
  freshUntil: number;
  expiresAt: number;
};

/** A stale copy is served while a fresh one is rendered for at most this long after it went stale (a day). */
export const MAX_STALE_SECONDS = 24 * 60 * 60;

/** The header of the front door's own requests that render a stale page again: they skip the cache. */
export const REFRESH_HEADER = "x-alentour-refresh";

/**
 * Set by a page whose HTML is the same whoever asks, signed in or not (the activity page, which finds out who
 * is there in the browser: ADR 046). The shared cache then answers signed-in visitors from its copy too. The
 * header is never sent on.
 */
export const SAME_FOR_EVERYONE_HEADER = "x-alentour-same-for-everyone";

/** What browsers are told of a page this cache keeps: they may store it, but ask again before each use. */
export const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Whether a conditional request's `If-None-Match` names the copy's ETag (weak comparison, as RFC 9110 asks for
 * this header: `W/` is ignored on both sides).
 */
export function matchesETag(ifNoneMatch: string | string[] | undefined, etag: OutgoingHttpHeaders[string]): boolean {
  if (ifNoneMatch === undefined || typeof etag !== "string") return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = weak(etag);
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || weak(tag) === wanted);
}

/** How long a response may be kept: its `s-maxage`, when it is public and carries no cookie. */
export function sharedMaxAge(headers: OutgoingHttpHeaders): number {
  const control = String(headers["cache-control"] ?? "");
  if (/\b(private|no-store|no-cache)\b/.test(control) || headers["set-cookie"]) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Number(match[1]) : 0;
}

/** How long a stale copy may still be served while a fresh one is rendered: `stale-while-revalidate`, capped. */
export function sharedStaleAge(headers: OutgoingHttpHeaders): number {
  const match = /\bstale-while-revalidate=(\d+)/.exec(String(headers["cache-control"] ?? ""));
  return match ? Math.min(Number(match[1]), MAX_STALE_SECONDS) : 0;
}

/**
 * A small shared cache in front of Next, as a CDN would be: it keeps the public pages Next marks cacheable
 * (`s-maxage`, the pages rendered ahead and revalidated every minute) and answers repeat views from memory.
 * Past its `s-maxage` a page is still answered from memory within its `stale-while-revalidate`, and the front
 * door renders it again meanwhile (`refresh`, one request per page at a time), as Next's own cache did: no
 * visitor waits for a render of a page that was ever kept. Only plain page views are kept — no RSC fetches, no
 * request carrying a session — and the whole cache is dropped whenever the api purges the site's pages.
 */
export function createSharedCache(options: {
  maxBytes: number;
  /** Requests the page again from the front door with these headers (`REFRESH_HEADER` among them). */
  refresh?: (path: string, headers: Record<string, string>) => void;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.body.length + 512,
  });
  // Only the front door's own refresh requests carry this value; a visitor sending the header is served as usual.
  const refreshToken = randomUUID();
  const refreshing = new Set<string>();
  // Counts purges: a page whose render began before one may hold what the purge was for, and is not kept.
  let generation = 0;

  const keyOf = (req: IncomingMessage) => {
    if (req.method !== "GET" || req.headers.rsc || req.headers["next-router-prefetch"]) return null;
    return `${req.url} ${req.headers["accept-encoding"] ?? ""}`;
  };
  // A signed-in visitor's request is never recorded, and only served a page that is the same for everyone:
  // nothing personal is ever stored or served from here.
  const signedIn = (req: IncomingMessage) =>
    /(?:^|;\s*)(?:__Secure-)?(?:token|alentour\.session_token)=/.test(req.headers.cookie ?? "");

  return {
    /** Answers from the cache when it can; `true` when it did. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.headers[REFRESH_HEADER] === refreshToken) return false;
      const key = keyOf(req);
      let entry = key ? entries.get(key) : undefined;
      if (key && entry && entry.expiresAt <= now()) {
        entries.delete(key);
        entry = undefined;
      }
      if (!key || !entry || (!entry.everyone && signedIn(req))) return false;
      // A page opened in another language than the visitor's last one updates their `locale` cookie: that
      // answer comes from Next, which sets it.
      const locale = /^\/en(\/|$|\?)/.test(req.url ?? "") ? "en" : "fr";
      const cookieLocale = /(?:^|;\s*)locale=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
      if (req.headers["sec-fetch-mode"] === "navigate" && cookieLocale !== locale) return false;
      const stale = entry.freshUntil <= now();
      const state = stale ? "stale" : "hit";
      if (matchesETag(req.headers["if-none-match"], entry.headers.etag)) {
        // The browser holds this very copy: "not modified", without the body (RFC 9110, 15.4.5). The copy's own
        // Content-Security-Policy is not repeated, so the browser keeps the one that goes with its stored nonce.
        const kept = Object.entries(entry.headers).filter(([name]) => ["etag", "cache-control", "vary"].includes(name));
        res.writeHead(304, { ...Object.fromEntries(kept), "x-alentour-cache": state });
        res.end();
      } else {
        res.writeHead(entry.status, { ...entry.headers, "x-alentour-cache": state });
        res.end(entry.body);
      }
      if (stale && options.refresh && !refreshing.has(key)) {
        refreshing.add(key);
        const headers: Record<string, string> = { [REFRESH_HEADER]: refreshToken };
        const encoding = req.headers["accept-encoding"];
        if (encoding) headers["accept-encoding"] = String(encoding);
        options.refresh(req.url ?? "/", headers);
      }
      return true;
    },

    /** Watches a response Next is writing, and keeps it if it may be kept. */
    record(req: IncomingMessage, res: ServerResponse): void {
      const key = keyOf(req);
      if (!key) return;
      const signedInRequest = signedIn(req);
      const refresh = req.headers[REFRESH_HEADER] === refreshToken;
      const begunIn = generation;
      let everyone = false;
      // The policy written for this cache (s-maxage, stale-while-revalidate) stays here; browsers are told to ask
      // again each time (a browser that serves its own stale copy while it revalidates reloads Next's prefetches
      // in a loop, and would show a page older than the purge).
      let policy: string | null = null;
      const setHeader = res.setHeader.bind(res);
      res.setHeader = ((name: string, value: number | string | readonly string[]) => {
        const lower = name.toLowerCase();
        if (lower === "cache-control" && /\bs-maxage=/.test(String(value))) {
          policy = String(value);
          return setHeader(name, BROWSER_CACHE_CONTROL);
        }
        if (lower !== SAME_FOR_EVERYONE_HEADER) return setHeader(name, value);
        everyone = value === "1";
        return res;
      }) as typeof res.setHeader;
      const chunks: Buffer[] = [];
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        if (chunk) chunks.push(Buffer.from(chunk as Buffer));
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as Buffer));
        const headers = res.getHeaders();
        const kept = policy === null ? headers : { ...headers, "cache-control": policy };
        const ttl = res.statusCode === 200 && !signedInRequest && begunIn === generation ? sharedMaxAge(kept) : 0;
        if (ttl > 0) {
          const freshUntil = now() + ttl * 1000;
          const expiresAt = freshUntil + sharedStaleAge(kept) * 1000;
          entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), everyone, freshUntil, expiresAt });
        } else if (refresh) {
          // The page is no longer kept (gone, or no longer public): nobody gets the old copy again.
          entries.delete(key);
        }
        if (refresh) refreshing.delete(key);
        return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
      }) as typeof res.end;
    },

    /** A refresh request that never reached Next (the front door could not call itself): it may be tried again. */
    refreshFailed(path: string, headers: Record<string, string>): void {
      refreshing.delete(`${path} ${headers["accept-encoding"] ?? ""}`);
    },

    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}
