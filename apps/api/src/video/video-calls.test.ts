import type { AddressInfo } from "node:net";
import { addDays } from "@alentour/domain/event-dates";
import type { CallEnded } from "@alentour/domain/video-call";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { REALTIME_PATH } from "#app/realtime/realtime.ts";
import { lyon } from "#app/test-support/fixtures.ts";
import { createTestApp, databaseKinds, redisUrl, type TestApp } from "#app/test-support/test-app.ts";
import { boothApplication, today, wineFair } from "#app/test-support/trade-show-fixtures.ts";
import { createUserRepository } from "#app/users/user-repository.ts";
import { missedCallMessage, turnCredentials } from "./video-calls.ts";

vi.setConfig({ testTimeout: 30_000 });

// Video contact's signalling (docs/video-calls.md, ADR 100): on one api instance, and on two sharing one
// database and one Redis, as behind a balancer.

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@cave.example", role: "user" };
const cid: Principal = { uid: "cid", email: "cid@cave.example", role: "user" };
const ida: Principal = { uid: "ida", email: "ida@morel-vins.example", role: "user" };
const dan: Principal = { uid: "dan", email: "dan@ailleurs.example", role: "user" };

type Ack = { ok: boolean; error?: string; callId?: string; iceServers?: unknown[] };

describe("the missed knock's message and TURN credentials", () => {
  it("lists the shared card in the visitor's language", () => {
    expect(missedCallMessage("en", "Ida Morel", { firstName: "Ida", company: "Morel Vins" })).toBe(
      "Missed video call: Ida Morel knocked at your booth and nobody could answer.\nTheir card:\nFirst name: Ida\nCompany: Morel Vins",
    );
    expect(missedCallMessage("fr", "Ida Morel", null)).toBe(
      "Appel vidéo manqué : Ida Morel a frappé à votre stand sans obtenir de réponse.",
    );
  });

  it("signs `expiry:uid` with the shared secret, as coturn's use-auth-secret checks it", () => {
    const { username, credential } = turnCredentials("north-secret-0123456789", "ida", 600, new Date("2026-05-01T10:00:00Z"));
    expect(username).toBe(`${Date.UTC(2026, 4, 1, 10) / 1000 + 600}:ida`);
    // openssl: printf '%s' "$username" | openssl dgst -sha1 -hmac north-secret-0123456789 -binary | base64
    expect(credential).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(turnCredentials("north-secret-0123456789", "ida", 600, new Date("2026-05-01T10:00:00Z")).credential).toBe(credential);
  });
});

const kinds = databaseKinds.map((kind) => [kind, redisUrl ? "two instances on Redis" : "one instance"] as const);

describe.each(kinds)("video calls on %s, %s", (kind, arrangement) => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sockets: Socket[] = [];
  const endings: CallEnded[] = [];

  beforeEach(async () => {
    endings.length = 0;
    t = await createTestApp(kind, {
      env: {
        ...(redisUrl && { REDIS_URL: redisUrl }),
        VIDEO_KNOCK_TIMEOUT_SECONDS: "2",
        VIDEO_STUN_URLS: "stun:stun.salon.example:3478",
        VIDEO_TURN_URLS: "turn:turn.salon.example:3478?transport=udp,turns:turn.salon.example:5349",
        VIDEO_TURN_SECRET: "north-secret-0123456789",
      },
      onCallEnded: (ended) => endings.push(ended),
    });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    const users = createUserRepository(t.db.kysely);
    for (const p of [ana, eve, cid, ida, dan]) {
      await users.create(p.uid, p.email, {
        firstName: p.uid === "ida" ? "Ida" : p.uid,
        lastName: p.uid === "ida" ? "Morel" : "Durand",
        city: null,
        company: null,
        phone: null,
        photoUrl: null,
      });
    }
    a = t.app;
    b = arrangement === "one instance" ? t.app : (await t.secondInstance()).app;
    await a.listen({ host: "127.0.0.1", port: 0 });
    if (b !== a) await b.listen({ host: "127.0.0.1", port: 0 });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await t.close();
  });

  const call = (who: Principal, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    a.inject({ method, url, headers: t.as(who), ...(payload !== undefined && { payload: payload as object }) });

  /** A validated booth of eve's (cid her colleague) at a show that is on now, ida attending it. */
  async function openBooth() {
    const created = await call(ana, "POST", "/api/trade-shows", wineFair());
    const { slug } = created.json() as { slug: string };
    const booth = (await call(eve, "POST", `/api/trade-shows/${slug}/booths`, boothApplication("Cave Martin"))).json() as {
      id: string;
    };
    const colleague = (await call(eve, "POST", `/api/booths/${booth.id}/colleagues`, { email: cid.email })).json() as {
      id: string;
    };
    await call(ana, "PUT", `/api/booths/${booth.id}/colleagues/${colleague.id}`, { status: "granted" });
    expect((await call(ana, "POST", `/api/booths/${booth.id}/validate`)).statusCode).toBe(200);
    expect((await call(ida, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(201);
    await call(ida, "PUT", "/api/me/business-cards/professional", {
      values: { firstName: "Ida", lastName: "Morel", email: "ida@morel-vins.example", company: "Morel Vins" },
      shared: ["firstName", "lastName", "company"],
    });
    return { boothId: booth.id, slug };
  }

  /** The show opened yesterday: its online access is open. */
  async function openShow(slug: string, start = addDays(today(), -1)) {
    await t.db.kysely
      .updateTable("trade_shows")
      .set({ start_date: start, end_date: addDays(start, 2), opening_time: "00:00" })
      .where("slug", "=", slug)
      .execute();
  }

  async function connect(instance: FastifyInstance, who: Principal): Promise<Socket> {
    const { port } = instance.server.address() as AddressInfo;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      reconnection: false,
      extraHeaders: t.as(who),
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", (error) => reject(error));
    });
    return socket;
  }

  const ask = (socket: Socket, event: string, payload: unknown) =>
    socket.timeout(10_000).emitWithAck(event, payload) as Promise<Ack>;
  const next = <T = Record<string, unknown>>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, resolve));

  it("lets only an attendee knock, while the online access is open and staff are connected", async () => {
    const { boothId, slug } = await openBooth();
    const idaOnA = await connect(a, ida);
    // Hostile or malformed payloads are answered with an error and go no further.
    for (const payload of [
      null,
      "x",
      { boothId },
      { boothId, locale: "de" },
      { boothId: 42, locale: "fr" },
      { boothId, locale: "fr", x: 1 },
    ]) {
      expect((await ask(idaOnA, "knock", payload)).error).toBe("video/call-invalid");
    }
    expect((await ask(idaOnA, "knock", { boothId: "nope", locale: "fr" })).error).toBe("resource/not-found");
    // The show opens in ten days.
    expect((await ask(idaOnA, "knock", { boothId, locale: "fr" })).error).toBe("video/online-closed");
    await openShow(slug);
    // Nobody of the booth is connected.
    expect((await ask(idaOnA, "knock", { boothId, locale: "fr" })).error).toBe("video/contact-offline");
    const eveOnB = await connect(b, eve);
    expect((await ask(eveOnB, "knock", { boothId, locale: "fr" })).error).toBe("video/own-booth");
    const danOnA = await connect(a, dan);
    expect((await ask(danOnA, "knock", { boothId, locale: "fr" })).error).toBe("video/not-attending");
    // A month after the opening, the online access has closed.
    await openShow(slug, addDays(today(), -40));
    expect((await ask(idaOnA, "knock", { boothId, locale: "fr" })).error).toBe("video/online-closed");
    await openShow(slug);

    const knocked = next<{ callId: string; visitorName: string }>(eveOnB, "knock");
    const knock = await ask(idaOnA, "knock", { boothId, locale: "fr" });
    expect(knock.ok).toBe(true);
    expect((await knocked).visitorName).toBe("Ida Morel");
    // Short-lived TURN credentials with the STUN server, never the secret.
    expect(knock.iceServers).toEqual([
      { urls: ["stun:stun.salon.example:3478"] },
      {
        urls: ["turn:turn.salon.example:3478?transport=udp", "turns:turn.salon.example:5349"],
        username: expect.stringMatching(/^\d+:ida$/),
        credential: expect.any(String),
      },
    ]);
    expect(JSON.stringify(knock)).not.toContain("north-secret");
    // One knock at a time.
    expect((await ask(idaOnA, "knock", { boothId, locale: "fr" })).error).toBe("video/busy");
  });

  it("gives the knock to the first staff member who accepts, tells the others it is taken, and relays signals between the two only", async () => {
    const { boothId, slug } = await openBooth();
    await openShow(slug);
    const idaOnA = await connect(a, ida);
    const eveOnB = await connect(b, eve);
    const cidOnA = await connect(a, cid);
    const danOnB = await connect(b, dan);
    const danGot: unknown[] = [];
    for (const event of ["knock", "taken", "signal", "accepted", "hang-up"]) danOnB.on(event, (m) => danGot.push(m));

    const toEve = next<{ callId: string }>(eveOnB, "knock");
    const toCid = next<{ callId: string }>(cidOnA, "knock");
    const { callId } = await ask(idaOnA, "knock", { boothId, locale: "en" });
    expect((await toEve).callId).toBe(callId);
    expect((await toCid).callId).toBe(callId);

    // Before anyone accepts, a signal from the visitor reaches nobody of the staff: cid, who never accepts, gets
    // none at all. (Eve's accept may overtake the early signal on its way through Redis: she is a party by then.)
    const eveSignals: Array<{ data: { type: string; sdp?: string } }> = [];
    eveOnB.on("signal", (m) => eveSignals.push(m));
    const cidSignals: unknown[] = [];
    cidOnA.on("signal", (m) => cidSignals.push(m));
    expect((await ask(idaOnA, "signal", { callId, data: { type: "offer", sdp: "v=0 early" } })).ok).toBe(true);

    // A stranger cannot accept, decline or signal.
    expect((await ask(danOnB, "accept", { callId })).error).toBe("resource/not-found");
    expect((await ask(danOnB, "decline", { callId })).error).toBe("resource/not-found");
    expect((await ask(danOnB, "signal", { callId, data: { type: "offer", sdp: "v=0" } })).error).toBe("resource/not-found");

    const taken = next<{ callId: string }>(cidOnA, "taken");
    const accepted = next<{ callId: string }>(idaOnA, "accepted");
    const eveAccepts = await ask(eveOnB, "accept", { callId });
    expect(eveAccepts).toMatchObject({ ok: true, callId, visitorName: "Ida Morel" });
    expect((await taken).callId).toBe(callId);
    expect((await accepted).callId).toBe(callId);
    expect((await ask(cidOnA, "accept", { callId })).error).toBe("video/call-taken");

    // Signals: validated, then relayed to the other party only.
    for (const data of [{ type: "bogus" }, "v=0", { sdp: "v=0" }, { type: "offer", sdp: "x".repeat(40_000) }]) {
      expect((await ask(idaOnA, "signal", { callId, data })).error).toBe("video/call-invalid");
    }
    const offer = new Promise<{ callId: string; data: { type: string; sdp: string } }>((resolve) =>
      eveOnB.on("signal", (m) => m.data.sdp === "v=0 offer" && resolve(m)),
    );
    await ask(idaOnA, "signal", { callId, data: { type: "offer", sdp: "v=0 offer" } });
    expect((await offer).data).toEqual({ type: "offer", sdp: "v=0 offer" });
    const answer = next<{ data: { type: string } }>(idaOnA, "signal");
    await ask(eveOnB, "signal", { callId, data: { type: "answer", sdp: "v=0 answer" } });
    expect((await answer).data.type).toBe("answer");
    await ask(eveOnB, "signal", {
      callId,
      data: { type: "candidate", candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 9 typ host" } },
    });
    // Eve got Ida's offers only, never her own candidate back.
    expect(eveSignals.map((m) => m.data.sdp)).toContain("v=0 offer");
    expect(eveSignals.every((m) => m.data.type === "offer")).toBe(true);

    // The staff member's page closes: the visitor is told the contact is offline.
    const hungUp = next<{ callId: string; reason: string }>(idaOnA, "hang-up");
    eveOnB.disconnect();
    expect(await hungUp).toEqual({ callId, reason: "offline" });
    // Stored by the instance the staff member was on (the test's callback is on the first instance only).
    const stored = await t.db.kysely
      .selectFrom("video_calls")
      .selectAll()
      .where("id", "=", String(callId))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ booth_id: boothId, visitor_id: "ida", accepted_by: "eve", outcome: "accepted" });
    expect(stored.ended_at).not.toBeNull();
    if (a === b) expect(endings).toEqual([{ showId: stored.show_id, boothId, visitorId: "ida", outcome: "accepted" }]);
    // The booth's statistics count the answered call (ADR 102).
    await vi.waitFor(async () =>
      expect((await call(eve, "GET", `/api/booths/${boothId}/statistics`)).json().totals).toMatchObject({
        "call-accepted": 1,
        "call-missed": 0,
      }),
    );
    expect(cidSignals).toEqual([]);
    expect(danGot).toEqual([]);
  });

  it("turns a knock nobody answers into a message to the booth with the visitor's card, and lets the visitor withdraw a knock", async () => {
    const { boothId, slug } = await openBooth();
    await openShow(slug);
    const idaOnA = await connect(a, ida);
    const cidOnB = await connect(b, cid);
    const missed = next<{ callId: string }>(idaOnA, "missed");
    const withdrawn = next<{ callId: string }>(cidOnB, "knock-ended");
    const { callId } = await ask(idaOnA, "knock", { boothId, locale: "en" });
    expect((await missed).callId).toBe(callId);
    expect((await withdrawn).callId).toBe(callId);
    expect((await ask(cidOnB, "accept", { callId })).error).toBe("video/call-over");
    const conversations = await a.inject({ method: "GET", url: "/api/messages/conversations", headers: t.as(eve) });
    const [conversation] = conversations.json() as Array<{ id: string; attendeeId: string; unread: number }>;
    expect(conversation).toMatchObject({ attendeeId: "ida", unread: 1 });
    const history = await a.inject({
      method: "GET",
      url: `/api/messages/conversations/${conversation?.id}`,
      headers: t.as(eve),
    });
    expect(history.json()[0].body).toBe(
      "Missed video call: Ida Morel knocked at your booth and nobody could answer.\nTheir card:\nFirst name: Ida\nLast name: Morel\nCompany: Morel Vins",
    );
    await vi.waitFor(() => expect(endings.map((e) => e.outcome)).toEqual(["missed"]));

    // Withdrawn before anyone answers: the staff's knock goes, no message.
    const again = await ask(idaOnA, "knock", { boothId, locale: "fr" });
    const gone = next<{ callId: string }>(cidOnB, "knock-ended");
    expect((await ask(idaOnA, "cancel", { callId: again.callId })).ok).toBe(true);
    expect((await gone).callId).toBe(again.callId);
    await vi.waitFor(() => expect(endings.map((e) => e.outcome)).toEqual(["missed", "cancelled"]));
    // A declined knock is missed at once, the visitor told.
    const third = next<{ callId: string }>(cidOnB, "knock");
    const declined = next<{ callId: string }>(idaOnA, "declined");
    const knock = await ask(idaOnA, "knock", { boothId, locale: "fr" });
    await third;
    expect((await ask(cidOnB, "decline", { callId: knock.callId })).ok).toBe(true);
    expect((await declined).callId).toBe(knock.callId);
    const messages = await a.inject({
      method: "GET",
      url: `/api/messages/conversations/${conversation?.id}`,
      headers: t.as(eve),
    });
    expect(messages.json()).toHaveLength(2);
  });
});
