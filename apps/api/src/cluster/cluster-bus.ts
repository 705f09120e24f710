import type { Redis } from "ioredis";

const CHANNEL = "alentour:cluster";

/** What `closeRedis` reads of ioredis's queues: commands sent and not answered yet, and those waiting to be sent. */
type Queues = {
  commandQueue?: { toArray(): Array<{ command: { promise: Promise<unknown> } }> };
  offlineQueue?: { toArray(): Array<{ command: { promise: Promise<unknown> } }> };
};

/**
 * Closes a Redis connection without waiting for a server that is gone (QUIT would wait for it to come back).
 * Commands still queued on it are rejected ("Connection is closed"). Some of them nobody waits for: ioredis's own
 * subscriptions again after a reconnect, the Socket.IO adapter's broadcasts. Their rejection would be reported as
 * unhandled, so they are marked handled first; whoever awaits a command still gets its rejection.
 */
export async function closeRedis(client: Redis): Promise<void> {
  const { commandQueue, offlineQueue } = client as unknown as Queues;
  for (const queue of [commandQueue, offlineQueue]) {
    for (const { command } of queue?.toArray() ?? []) command.promise.catch(() => undefined);
  }
  if (client.status === "ready") await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}

/** The commands whose promise nobody reads: the Redis adapter's publishes and subscriptions, ioredis's own
 * resubscription after a reconnection. */
const FIRE_AND_FORGET = ["publish", "subscribe", "psubscribe", "unsubscribe", "punsubscribe", "ssubscribe"] as const;

/**
 * Gives each fire-and-forget command of a connection a handler that reports its failure. One that fails (Redis
 * gone, the connection closed during shutdown, even one that ioredis sends by itself as it reconnects while
 * `closeRedis` runs) would otherwise be an unhandled rejection, which ends a Node process. A caller that awaits
 * the command still sees it rejected. Every connection the api opens in subscriber mode goes through this.
 */
export function logUnreadFailures(client: Redis, report: (error: unknown, command: string) => void): void {
  const commands = client as unknown as Record<(typeof FIRE_AND_FORGET)[number], (...args: unknown[]) => Promise<unknown>>;
  for (const name of FIRE_AND_FORGET) {
    const command = commands[name].bind(client);
    commands[name] = (...args: unknown[]) => {
      const sent = command(...args);
      sent.catch((error: unknown) => report(error, name));
      return sent;
    };
  }
}

/** What one api instance tells the others at once, so that none of them serves from a stale copy. */
export type ClusterMessage =
  | { kind: "suspension"; userId: string; suspended: boolean }
  | { kind: "tokens-revoked"; userId: string }
  | { kind: "activity-changed"; activityId: string }
  | { kind: "activity-removed"; activityId: string };

export type ClusterBus = {
  /** Tells every other instance (never this one: it has acted already). */
  publish(message: ClusterMessage): Promise<void>;
  /** Called with each message another instance published. */
  subscribe(handler: (message: ClusterMessage) => Promise<void> | void): void;
  /** Settles once this instance listens: the api starts serving only then, so no message sent after is missed. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** One instance alone: nobody to tell. */
export const singleInstanceBus: ClusterBus = {
  async publish() {},
  subscribe() {},
  async ready() {},
  async close() {},
};

/**
 * Redis pub/sub between the api instances (ADR 074). Each message carries the sender's id, so an instance
 * ignores its own. Delivery is at most once: a message sent while an instance is disconnected from Redis is
 * lost to it, which is why every cache it invalidates also has a short lifetime of its own.
 */
export function createRedisBus(
  redis: Redis,
  options: { instanceId: string; log: { warn: (details: object, message: string) => void } },
): ClusterBus {
  const { instanceId, log } = options;
  const handlers: Array<(message: ClusterMessage) => Promise<void> | void> = [];
  const subscriber = redis.duplicate();
  subscriber.on("error", (error: Error) => log.warn({ err: error }, "cluster bus: subscriber connection lost"));
  logUnreadFailures(subscriber, (error, command) => log.warn({ err: error, command }, "cluster bus: redis command failed"));
  const listening = subscriber
    .subscribe(CHANNEL)
    .then(() => undefined)
    .catch((error: unknown) => log.warn({ err: error }, "cluster bus: could not subscribe"));
  subscriber.on("message", (_channel, raw: string) => {
    let parsed: { from: string; message: ClusterMessage };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed.from === instanceId) return;
    for (const handler of handlers) {
      Promise.resolve(handler(parsed.message)).catch((error: unknown) =>
        log.warn({ err: error, message: parsed.message }, "cluster bus: a message could not be applied"),
      );
    }
  });
  return {
    async publish(message) {
      try {
        await redis.publish(CHANNEL, JSON.stringify({ from: instanceId, message }));
      } catch (error) {
        log.warn({ err: error, message }, "cluster bus: could not tell the other instances");
      }
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    ready: () => listening,
    async close() {
      await closeRedis(subscriber);
    },
  };
}
