import { activityCategories } from "@alentour/domain/taxonomy";
import { LRUCache } from "lru-cache";
import { env } from "./env.ts";
import { publicBoothPath, publicTradeShowPath } from "./trade-shows/paths.ts";

// Answers remembered for a minute: the proxy asks on every page view, the api is asked at most once a minute. The
// api's purge (app/internal/revalidate) forgets them all, so an activity published again or a city given its first
// activity is not a 404 for the rest of that minute. Next bundles the proxy and that route apart: the memory hangs
// on globalThis, one per process.
type Memory = { known: LRUCache<string, boolean>; generation: number };
const slot = Symbol.for("alentour.existence");
const holder = globalThis as typeof globalThis & { [slot]?: Memory };
holder[slot] ??= { known: new LRUCache<string, boolean>({ max: 50_000, ttl: 60_000 }), generation: 0 };
const memory = holder[slot];

/** Forgets every answer; one asked before this and answered after it is not kept either. */
export function forgetExistence(): void {
  memory.generation += 1;
  memory.known.clear();
}

async function exists(apiPath: string): Promise<boolean> {
  const hit = memory.known.get(apiPath);
  if (hit !== undefined) return hit;
  const asked = memory.generation;
  let answer: boolean;
  try {
    const response = await fetch(new URL(apiPath, env().API_ORIGIN), { method: "HEAD", signal: AbortSignal.timeout(2000) });
    // 404, or 400 for a name that cannot be a slug at all. Only such a definite "no" makes a 404: an api that
    // is down or slow must not turn every page into one (pages already cached still answer then).
    answer = response.status !== 404 && response.status !== 400;
  } catch {
    return true;
  }
  if (asked === memory.generation) memory.known.set(apiPath, answer);
  return answer;
}

/**
 * Whether a directory or blog path names something that exists. Next renders notFound() from a page only in the
 * browser (the server sends an empty shell), so missing activities and cities are caught here, before
 * rendering, and get the fully server-rendered 404 page.
 */
export async function directoryPathExists(path: string): Promise<boolean> {
  const activity = /^\/activity\/([^/]+)\/?$/.exec(path);
  if (activity?.[1]) return exists(`/api/activities/${encodeURIComponent(activity[1])}`);
  const tradeShow = /^\/salon\/([^/]+)\/?$/.exec(path);
  if (tradeShow?.[1]) return exists(publicTradeShowPath(tradeShow[1]));
  const booth = /^\/salon\/([^/]+)\/stand\/([^/]+)\/?$/.exec(path);
  if (booth?.[1] && booth[2]) return exists(publicBoothPath(booth[1], booth[2]));
  const article = /^\/blog\/([^/]+)\/?$/.exec(path);
  if (article?.[1] && article[1] !== "all" && article[1] !== "rss.xml") {
    return exists(`/api/blog/${encodeURIComponent(article[1])}`);
  }
  const place = /^\/place\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
  if (place?.[1]) {
    if (place[2] && !(activityCategories as readonly string[]).includes(place[2])) return false;
    return exists(`/api/cities/${encodeURIComponent(place[1])}`);
  }
  return true;
}
