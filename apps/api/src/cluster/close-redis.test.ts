import { once } from "node:events";
import net from "node:net";
import { Redis } from "ioredis";
import { afterEach, expect, test } from "vitest";
import { closeRedis } from "./cluster-bus.ts";

// A server that accepts connections and never answers: ioredis stays connected but not ready, and queues commands.
let server: net.Server | null = null;
afterEach(async () => {
  server?.close();
  server = null;
});

test("closing a connection that is not ready leaves no command's rejection unhandled", async () => {
  const sockets: net.Socket[] = [];
  server = net.createServer((socket) => sockets.push(socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: false, maxRetriesPerRequest: null });
  client.on("error", () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(client.status).toBe("connect");

  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    // As the Socket.IO adapter broadcasts: sent, and nobody waits for the answer.
    void client.publish("alentour:test", "fire and forget");
    // A caller that waits still hears why its command failed.
    const awaited = client.get("alentour:test");
    await closeRedis(client);
    await expect(awaited).rejects.toThrow("Connection is closed");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
    for (const socket of sockets) socket.destroy();
  }
});
