import type { FastifyBaseLogger } from "fastify";

export type PageCache = {
  /** Drops every front door's cached pages, so an edit shows at once. Never fails the caller: it logs. */
  purge: () => Promise<void>;
};

/**
 * The public site's page cache, emptied through its revalidation endpoint (shared secret). Each front door
 * keeps its own cache, so with several of them (DIRECTORY_ORIGIN lists them) every one is told.
 */
export function createPageCache(options: {
  directoryOrigins: string[];
  secret: string | null;
  log: Pick<FastifyBaseLogger, "warn">;
}): PageCache {
  const { directoryOrigins, secret, log } = options;
  return {
    async purge() {
      if (!secret) return;
      await Promise.all(directoryOrigins.map((origin) => purgeOne(origin, secret)));
    },
  };

  async function purgeOne(directoryOrigin: string, secret: string) {
    // Asked twice when the connection fails (a kept-alive connection the front door had just closed): a purge
    // changes nothing when it comes twice. A front door that does not answer within 5 s is not asked again.
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const response = await fetch(new URL("/internal/revalidate", directoryOrigin), {
          method: "POST",
          headers: { "x-revalidate-secret": secret },
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) log.warn({ status: response.status, origin: directoryOrigin }, "page cache: purge refused");
        return;
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === "TimeoutError";
        if (attempt === 2 || timedOut) {
          log.warn({ err: error, origin: directoryOrigin }, "page cache: purge failed; pages refresh within a minute anyway");
          return;
        }
      }
    }
  }
}
