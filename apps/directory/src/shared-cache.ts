import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; everyone: boolean };

/**
 * Set by a page whose HTML is the same whoever asks, signed in or not (the activity page, which finds out who
 * is there in the browser: ADR 046). The shared cache then answers signed-in visitors from its copy too. The
 * header is never sent on.
 */
export const SAME_FOR_EVERYONE_HEADER = "x-alentour-same-for-everyone";

/** How long a response may be kept: its `s-maxage`, when it is public and carries no cookie. */
export function sharedMaxAge(headers: OutgoingHttpHeaders): number {
  const control = String(headers["cache-control"] ?? "");
  if (/\b(private|no-store|no-cache)\b/.test(control) || headers["set-cookie"]) return 0;
  const match = /\bs-maxage=(\d+)/.exec(control);
  return match ? Number(match[1]) : 0;
}

/**
 * A small shared cache in front of Next, as a CDN would be: it keeps the public pages Next marks cacheable
 * (`s-maxage`, the pages rendered ahead and revalidated every minute) and answers repeat views from memory.
 * Only plain page views are kept — no RSC fetches, no request carrying a session — and the whole cache is
 * dropped whenever the api purges the site's pages.
 */
export function createSharedCache(options: { maxBytes: number }) {
  const entries = new LRUCache<string, Entry>({ maxSize: options.maxBytes, sizeCalculation: (entry) => entry.body.length + 512 });

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
      const key = keyOf(req);
      const entry = key ? entries.get(key) : undefined;
      if (!entry || (!entry.everyone && signedIn(req))) return false;
      // A page opened in another language than the visitor's last one updates their `locale` cookie: that
      // answer comes from Next, which sets it.
      const locale = /^\/en(\/|$|\?)/.test(req.url ?? "") ? "en" : "fr";
      const cookieLocale = /(?:^|;\s*)locale=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
      if (req.headers["sec-fetch-mode"] === "navigate" && cookieLocale !== locale) return false;
      res.writeHead(entry.status, { ...entry.headers, "x-alentour-cache": "hit" });
      res.end(entry.body);
      return true;
    },

    /** Watches a response Next is writing, and keeps it if it may be kept. */
    record(req: IncomingMessage, res: ServerResponse): void {
      const key = keyOf(req);
      if (!key) return;
      const signedInRequest = signedIn(req);
      let everyone = false;
      const setHeader = res.setHeader.bind(res);
      res.setHeader = ((name: string, value: number | string | readonly string[]) => {
        if (name.toLowerCase() !== SAME_FOR_EVERYONE_HEADER) return setHeader(name, value);
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
        const ttl = res.statusCode === 200 && !signedInRequest ? sharedMaxAge(headers) : 0;
        if (ttl > 0) {
          entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), everyone }, { ttl: ttl * 1000 });
        }
        return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
      }) as typeof res.end;
    },

    clear(): void {
      entries.clear();
    },
  };
}
