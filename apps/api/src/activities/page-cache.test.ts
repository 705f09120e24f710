import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.ts";

/** A front door that drops the first `drops` connections, then answers 200, counting every call it saw. */
async function frontDoor(drops: number): Promise<{ origin: string; calls: string[]; server: Server }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url} ${req.headers["x-revalidate-secret"]}`);
    if (calls.length <= drops) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"revalidated":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

describe("the page cache's purge", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it("asks again once when the connection fails, so the pages are purged before the api answers", async () => {
    const door = await frontDoor(1);
    servers.push(door.server);
    const warnings: unknown[] = [];
    const cache = createPageCache({
      directoryOrigins: [door.origin],
      secret: "s".repeat(24),
      log: { warn: (w: unknown) => warnings.push(w) },
    });
    await cache.purge();
    expect(door.calls).toEqual([`POST /internal/revalidate ${"s".repeat(24)}`, `POST /internal/revalidate ${"s".repeat(24)}`]);
    expect(warnings).toEqual([]);
  });

  it("gives up after a second failure, says so, and never fails the write that asked", async () => {
    const door = await frontDoor(5);
    servers.push(door.server);
    const warnings: unknown[] = [];
    const cache = createPageCache({
      directoryOrigins: [door.origin],
      secret: "s".repeat(24),
      log: { warn: (w: unknown) => warnings.push(w) },
    });
    await expect(cache.purge()).resolves.toBeUndefined();
    expect(door.calls).toHaveLength(2);
    expect(warnings).toHaveLength(1);
  });

  it("tells every front door, once each when they answer", async () => {
    const doors = [await frontDoor(0), await frontDoor(0)];
    servers.push(...doors.map((door) => door.server));
    const cache = createPageCache({
      directoryOrigins: doors.map((door) => door.origin),
      secret: "s".repeat(24),
      log: { warn: () => {} },
    });
    await cache.purge();
    expect(doors.map((door) => door.calls.length)).toEqual([1, 1]);
  });
});
