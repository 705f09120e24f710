import type { FastifyBaseLogger } from "fastify";

export type PageCache = {
  /** Drops the public site's cached pages, so an edit shows at once. Never fails the caller: it logs. */
  purge: () => Promise<void>;
};

/** The public site's page cache, emptied through its revalidation endpoint (shared secret). */
export function createPageCache(options: {
  directoryOrigin: string | null;
  secret: string | null;
  log: FastifyBaseLogger;
}): PageCache {
  const { directoryOrigin, secret, log } = options;
  return {
    async purge() {
      if (!directoryOrigin || !secret) return;
      try {
        const response = await fetch(new URL("/internal/revalidate", directoryOrigin), {
          method: "POST",
          headers: { "x-revalidate-secret": secret },
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) log.warn({ status: response.status }, "page cache: purge refused");
      } catch (error) {
        log.warn({ err: error }, "page cache: purge failed; pages refresh within a minute anyway");
      }
    },
  };
}
