import { randomBytes } from "node:crypto";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils";
import type { Redis } from "ioredis";
import { closeRedis, logUnreadFailures } from "#app/cluster/cluster-bus.ts";

const RELEASE_CHANNEL = "alentour:tus:release";
// Deletes or extends the lock only while it is still ours (its random token).
const UNLOCK = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

/**
 * The lock of a resumable upload shared by every api instance (ADR 075): a Redis key per upload, taken with
 * SET NX and a lifetime that the holder extends while its request runs, so that a killed instance cannot keep
 * an upload locked for longer than `lifetimeMs`. A request that finds the lock taken asks the holder, on any
 * instance, to let go (tus's "request release": a client that resumes after a dropped connection must not wait
 * for the dead request to time out), then tries again until `acquireTimeoutMs`.
 */
export function createRedisLocker(
  redis: Redis,
  options: { acquireTimeoutMs?: number; lifetimeMs?: number; retryMs?: number } = {},
): Locker & { close: () => Promise<void> } {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const lifetimeMs = options.lifetimeMs ?? 30_000;
  const retryMs = options.retryMs ?? 50;
  // Locks this instance holds, by upload id: what to call when another request asks for one.
  const held = new Map<string, RequestRelease>();
  const subscriber = redis.duplicate();
  subscriber.on("error", () => {
    // ioredis reconnects by itself; a release request missed meanwhile only makes the other request wait.
  });
  // Its resubscription after a reconnection, like the first subscription, may fail without consequence.
  logUnreadFailures(subscriber, () => undefined);
  const subscribed = subscriber.subscribe(RELEASE_CHANNEL).catch(() => undefined);
  subscriber.on("message", (_channel, id: string) => {
    void held.get(id)?.();
  });
  const keyOf = (id: string) => `alentour:tus:lock:${id}`;

  function newLock(id: string): Lock {
    const token = randomBytes(16).toString("hex");
    let renew: NodeJS.Timeout | null = null;
    return {
      async lock(signal, requestRelease) {
        await subscribed;
        const deadline = Date.now() + acquireTimeoutMs;
        while (true) {
          if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
          const taken = await redis.set(keyOf(id), token, "PX", lifetimeMs, "NX");
          if (taken === "OK") break;
          if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await redis.publish(RELEASE_CHANNEL, id);
          await new Promise((resolve) => setTimeout(resolve, retryMs));
        }
        held.set(id, requestRelease);
        renew = setInterval(() => {
          redis.eval(EXTEND, 1, keyOf(id), token, String(lifetimeMs)).catch(() => undefined);
        }, lifetimeMs / 3);
        renew.unref();
      },
      async unlock() {
        if (renew) clearInterval(renew);
        renew = null;
        if (held.get(id)) held.delete(id);
        await redis.eval(UNLOCK, 1, keyOf(id), token);
      },
    };
  }

  return {
    newLock,
    async close() {
      await closeRedis(subscriber);
    },
  };
}
