import { once } from "node:events";
import net from "node:net";
import { Redis } from "ioredis";
import { afterEach, expect, test } from "vitest";
import { closeRedis, logUnreadFailures } from "./cluster-bus.ts";

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

// A subscriber whose connection dropped subscribes again by itself once the new one is ready, and nobody awaits
// that command. An api that shuts down just as Redis comes back can close the connection after its ready check was
// sent and before the answer: the answer is still read, ioredis subscribes again on a connection that is closing,
// and the command is rejected. A server that speaks just enough of Redis's protocol holds that moment.
test("closing a subscriber between its ready check and the answer leaves nothing unhandled", async () => {
  const reply = {
    ok: "+OK\r\n",
    info: "$11\r\nloading:0\r\n\r\n",
    subscribed: (channel: string) => `*3\r\n$9\r\nsubscribe\r\n$${channel.length}\r\n${channel}\r\n:1\r\n`,
  };
  let connections = 0;
  let closing: Promise<void> | null = null;
  let client: Redis | null = null;
  server = net.createServer((socket) => {
    const nth = ++connections;
    socket.on("end", () => socket.end());
    socket.on("data", (chunk) => {
      for (const [, name, argument] of chunk.toString().matchAll(/\*\d+\r\n\$\d+\r\n(\w+)\r\n(?:\$\d+\r\n([^\r]*)\r\n)?/g)) {
        const command = name?.toLowerCase();
        if (command === "info" && nth === 2) {
          // The api shuts down now: the client has sent its ready check and has not read the answer yet.
          closing = closeRedis(client as Redis);
          socket.write(reply.info);
        } else if (command === "info") socket.write(reply.info);
        else if (command === "subscribe") {
          socket.write(reply.subscribed(argument ?? ""));
          // Redis goes away once the subscriber listens; the client reconnects by itself.
          if (nth === 1) setTimeout(() => socket.destroy(), 20);
        } else socket.write(reply.ok);
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;

  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  try {
    client = new Redis({ port, host: "127.0.0.1", maxRetriesPerRequest: 2 });
    client.on("error", () => undefined);
    const failures: string[] = [];
    logUnreadFailures(client, (_error, command) => failures.push(command));
    await client.subscribe("alentour:test");
    await expect.poll(() => closing !== null, { timeout: 5_000 }).toBe(true);
    await closing;
    await expect.poll(() => client?.status, { timeout: 5_000 }).toBe("end");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The resubscription failed, was reported, and nothing was left unhandled.
    expect(failures).toEqual(["subscribe"]);
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
    client?.disconnect();
  }
});
