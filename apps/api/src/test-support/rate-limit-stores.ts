import { Redis } from "ioredis";
import { afterAll } from "vitest";
import { createRateLimits, type RateLimits } from "#app/auth/rate-limits.ts";
import { redisUrl } from "#app/test-support/test-app.ts";

/**
 * The rate-limit stores a suite runs on: memory always, and the live Redis when TEST_REDIS_URL is set. Call it
 * at the top of a test file: it closes the Redis clients it made when the file is done.
 */
export function rateLimitStores(): Array<[string, () => RateLimits]> {
  const clients: Redis[] = [];
  const stores: Array<[string, () => RateLimits]> = [["memory", () => createRateLimits(null)]];
  if (redisUrl) {
    const url = redisUrl;
    stores.push([
      "redis",
      () => {
        const client = new Redis(url);
        clients.push(client);
        return createRateLimits(client);
      },
    ]);
  }
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });
  return stores;
}
