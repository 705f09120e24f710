import type { AddressInfo } from "node:net";
import type { Message } from "@alentour/domain/message";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "#app/auth/principal.ts";
import { createTestApp, databaseKinds, redisUrl, type TestApp } from "#app/test-support/test-app.ts";
import { boothApplication, seedAccounts, underWay, wineFair } from "#app/test-support/trade-show-fixtures.ts";
import { REALTIME_PATH } from "./realtime.ts";

vi.setConfig({ testTimeout: 30_000 });

// Messages delivered live across two api instances sharing one database and one Redis (ADR 074, 099).

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@cave.example", role: "user" };
const cid: Principal = { uid: "cid", email: "cid@cave.example", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@visiteur.example", role: "user" };
const dan: Principal = { uid: "dan", email: "dan@ailleurs.example", role: "user" };

describe.skipIf(!redisUrl).each(databaseKinds)("messages live on two api instances on %s and Redis", (kind) => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    t = await createTestApp(kind, { env: { REDIS_URL: String(redisUrl) } });
    await seedAccounts(t, [ana, eve, cid, bob, dan]);
    a = t.app;
    b = (await t.secondInstance()).app;
    await a.listen({ host: "127.0.0.1", port: 0 });
    await b.listen({ host: "127.0.0.1", port: 0 });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await t.close();
  });

  const call = (who: Principal, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    a.inject({ method, url, headers: t.as(who), ...(payload !== undefined && { payload: payload as object }) });

  async function validatedBooth() {
    // Under way: messages are part of the show's online access.
    const created = await call(ana, "POST", "/api/trade-shows", wineFair(underWay()));
    const { slug } = created.json() as { slug: string };
    for (const attendee of [bob, dan]) {
      expect((await call(attendee, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(201);
    }
    const booth = (await call(eve, "POST", `/api/trade-shows/${slug}/booths`, boothApplication("Cave Martin"))).json() as {
      id: string;
    };
    const colleague = (await call(eve, "POST", `/api/booths/${booth.id}/colleagues`, { email: cid.email })).json() as {
      id: string;
    };
    await call(ana, "PUT", `/api/booths/${booth.id}/colleagues/${colleague.id}`, { status: "granted" });
    expect((await call(ana, "POST", `/api/booths/${booth.id}/validate`)).statusCode).toBe(200);
    return booth.id;
  }

  /** A socket.io client of `who` on `instance`, once connected (or refused: the error's message). */
  async function connect(
    instance: FastifyInstance,
    who: Principal | null,
    headers: Record<string, string> = {},
  ): Promise<Socket> {
    const { port } = instance.server.address() as AddressInfo;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      reconnection: false,
      extraHeaders: { ...(who ? t.as(who) : {}), ...headers },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", (error) => reject(error));
    });
    return socket;
  }

  const next = (socket: Socket) => new Promise<Message>((resolve) => socket.once("message", resolve));

  it("delivers a message sent through A to the booth's staff connected to B and A, and the answer to the attendee", async () => {
    const boothId = await validatedBooth();
    const eveOnB = await connect(b, eve);
    const cidOnA = await connect(a, cid);
    const bobOnB = await connect(b, bob);
    const danOnB = await connect(b, dan);
    const danGot: Message[] = [];
    danOnB.on("message", (message: Message) => danGot.push(message));

    const toEve = next(eveOnB);
    const toCid = next(cidOnA);
    const toBob = next(bobOnB);
    const sent = await call(bob, "POST", `/api/booths/${boothId}/messages`, { body: "Bonjour, avez-vous du Condrieu ?" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await toEve).body).toBe("Bonjour, avez-vous du Condrieu ?");
    expect((await toCid).id).toBe(sent.json().id);
    expect((await toBob).side).toBe("attendee");

    // The answer, sent through B, reaches the attendee on B and the colleague on A.
    const answerToBob = next(bobOnB);
    const answerToCid = next(cidOnA);
    const answer = await b.inject({
      method: "POST",
      url: `/api/messages/conversations/${sent.json().conversationId}`,
      headers: t.as(eve),
      payload: { body: "Oui, trois cuvées." },
    });
    expect(answer.statusCode).toBe(201);
    expect((await answerToBob).body).toBe("Oui, trois cuvées.");
    expect((await answerToCid).side).toBe("booth");
    // A third account, connected all along, received neither: its own first message, sent after them through
    // the same Redis, is the first thing it gets.
    const own = next(danOnB);
    expect((await call(dan, "POST", `/api/booths/${boothId}/messages`, { body: "Et moi ?" })).statusCode).toBe(201);
    expect((await own).body).toBe("Et moi ?");
    expect(danGot.map((message) => message.body)).toEqual(["Et moi ?"]);
  });

  it("refuses a handshake without an account or from another site, and cuts a signed-out account's socket on the other instance", async () => {
    await expect(connect(a, null)).rejects.toThrow("auth/unauthenticated");
    // Another site's page, with the visitor's cookies, is refused before any account is looked at.
    await expect(connect(a, eve, { origin: "https://ailleurs.example", cookie: "token=x" })).rejects.toThrow();
    expect((await connect(a, eve, { origin: t.config.publicOrigin, cookie: "token=x" })).connected).toBe(true);
    const eveOnA = await connect(a, eve);
    const cut = new Promise<string>((resolve) => eveOnA.once("disconnect", resolve));
    const out = await b.inject({ method: "POST", url: "/api/auth/sign-out", headers: t.as(eve) });
    expect(out.statusCode).toBeLessThan(300);
    expect(await cut).toBe("io server disconnect");
  });
});
