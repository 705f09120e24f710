import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRedisLocker } from "#app/cluster/redis-locker.ts";
import { redisUrl } from "#app/test-support/test-app.ts";

// The tus lock of two instances (ADR 075): one Redis, two lockers, as two api processes hold them.
describe.skipIf(!redisUrl)("the upload lock shared through Redis", () => {
  let redis: Redis;
  let first: ReturnType<typeof createRedisLocker>;
  let second: ReturnType<typeof createRedisLocker>;
  let id: string;

  beforeEach(() => {
    id = `test-${Date.now()}-${Math.random().toString(16).slice(2)}`;
    redis = new Redis(String(redisUrl));
    first = createRedisLocker(redis, { acquireTimeoutMs: 1_500 });
    second = createRedisLocker(redis.duplicate(), { acquireTimeoutMs: 1_500 });
  });
  afterEach(async () => {
    await first.close();
    await second.close();
    await redis.quit();
  });

  it("asks the holder on the other instance to let go, and takes the lock once it has", async () => {
    const held = first.newLock(id);
    const asked: string[] = [];
    await held.lock(new AbortController().signal, async () => {
      asked.push("release");
      await held.unlock();
    });
    const taken = second.newLock(id);
    await taken.lock(new AbortController().signal, () => undefined);
    expect(asked).toEqual(["release"]);
    expect(await redis.exists(`alentour:tus:lock:${id}`)).toBe(1);
    await taken.unlock();
  });

  it("gives up with tus's lock timeout when the holder does not let go", async () => {
    const held = first.newLock(id);
    await held.lock(new AbortController().signal, () => undefined);
    await expect(second.newLock(id).lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({
      status_code: 500,
    });
    await held.unlock();
    expect(await redis.exists(`alentour:tus:lock:${id}`)).toBe(0);
  });
});
