import type { AddressInfo } from "node:net";
import { addDays } from "@alentour/domain/event-dates";
import {
  boothAreas,
  boothCentre,
  HALL_HEIGHT,
  HALL_WIDTH,
  type HallAck,
  type HallPosition,
  type HallPresence,
} from "@alentour/domain/hall";
import type { FastifyInstance } from "fastify";
import { io, type Socket } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "#app/auth/principal.ts";
import { createTestApp, databaseKinds, redisUrl, type TestApp } from "#app/test-support/test-app.ts";
import { boothApplication, seedAccounts, today, wineFair } from "#app/test-support/trade-show-fixtures.ts";
import type { BoothEntered } from "./hall.ts";
import { REALTIME_PATH } from "./realtime.ts";

vi.setConfig({ testTimeout: 30_000 });

// The virtual hall on two api instances sharing one database and one Redis (docs/hall.md, ADR 098).

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@cave.example", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@visiteur.example", role: "user" };
const dan: Principal = { uid: "dan", email: "dan@ailleurs.example", role: "user" };

describe.skipIf(!redisUrl).each(databaseKinds)("the virtual hall on two api instances on %s and Redis", (kind) => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sockets: Socket[] = [];
  const visits: BoothEntered[] = [];

  beforeEach(async () => {
    visits.length = 0;
    t = await createTestApp(kind, { env: { REDIS_URL: String(redisUrl) }, onBoothEntered: (visit) => visits.push(visit) });
    await seedAccounts(t, [ana, eve, bob, dan]);
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

  /** A show with one validated booth (Eve's) in its first hall; Bob attends; it opened `openedDaysAgo` ago. */
  async function show(openedDaysAgo: number | null) {
    const created = await call(
      ana,
      "POST",
      "/api/trade-shows",
      wineFair({
        themes: ["Vins", "Fromages"],
        halls: [
          { id: "hall-1", name: "Hall des vins", theme: "Vins" },
          { id: "hall-2", name: "Hall des fromages", theme: "Fromages" },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { slug, id: showId } = created.json() as { slug: string; id: string };
    const booth = (await call(eve, "POST", `/api/trade-shows/${slug}/booths`, boothApplication("Cave Martin"))).json() as {
      id: string;
    };
    expect((await call(ana, "POST", `/api/booths/${booth.id}/validate`)).statusCode).toBe(200);
    expect((await call(bob, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBeLessThan(300);
    if (openedDaysAgo !== null) {
      await t.db.kysely
        .updateTable("trade_shows")
        .set({ start_date: addDays(today(), -openedDaysAgo), end_date: addDays(today(), 1), opening_time: "00:00" })
        .where("id", "=", showId)
        .execute();
    }
    return { slug, showId, boothId: booth.id };
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

  const send = (socket: Socket, event: string, payload?: unknown) =>
    socket.timeout(5000).emitWithAck(event, payload) as Promise<HallAck | { ok: true } | { ok: false; code: string }>;
  const next = <T>(socket: Socket, event: string, match: (value: T) => boolean = () => true) =>
    new Promise<T>((resolve) => {
      const listener = (value: T) => {
        if (!match(value)) return;
        socket.off(event, listener);
        resolve(value);
      };
      socket.on(event, listener);
    });

  it("lets an attendee and the booth's staff in while the show is online, and refuses anyone else", async () => {
    const { slug } = await show(2);
    const bobOnA = await connect(a, bob);
    const joined = (await send(bobOnA, "hall:join", { slug, hallId: "hall-1" })) as HallAck;
    expect(joined.ok).toBe(true);
    if (!joined.ok) return;
    expect(joined.view.halls.map((hall) => hall.id)).toEqual(["hall-1", "hall-2"]);
    expect(joined.view.booths).toMatchObject([{ companyName: "Cave Martin", hallId: "hall-1", colour: "#8A1538" }]);
    expect(joined.view.present).toMatchObject([{ userId: "bob", name: "bob D.", hallId: "hall-1", boothId: null }]);
    // The booth's owner enters without joining the show; someone who is neither is refused.
    expect(await send(await connect(b, eve), "hall:join", { slug })).toMatchObject({ ok: true });
    expect(await send(await connect(b, dan), "hall:join", { slug })).toEqual({ ok: false, code: "hall/attendees-only" });
    expect(await send(await connect(b, dan), "hall:join", { slug: "nowhere" })).toEqual({
      ok: false,
      code: "resource/not-found",
    });
  });

  it("refuses the hall before the opening and a month after it", async () => {
    const upcoming = await show(null);
    const bobOnA = await connect(a, bob);
    expect(await send(bobOnA, "hall:join", { slug: upcoming.slug })).toEqual({ ok: false, code: "hall/closed" });
    await t.db.kysely
      .updateTable("trade_shows")
      .set({ start_date: addDays(today(), -40), end_date: addDays(today(), -38) })
      .where("id", "=", upcoming.showId)
      .execute();
    expect(await send(bobOnA, "hall:join", { slug: upcoming.slug })).toEqual({ ok: false, code: "hall/closed" });
    // Moving without having entered is answered, not broadcast.
    expect(await send(bobOnA, "hall:move", { x: 10, y: 10 })).toEqual({ ok: false, code: "hall/not-entered" });
  });

  it("answers hostile payloads with request/invalid and broadcasts only clamped positions", async () => {
    const { slug } = await show(2);
    const bobOnA = await connect(a, bob);
    const eveOnB = await connect(b, eve);
    expect(await send(eveOnB, "hall:join", { slug, hallId: "hall-1" })).toMatchObject({ ok: true });
    expect(await send(bobOnA, "hall:join", { slug, hallId: "hall-1" })).toMatchObject({ ok: true });
    const seen: HallPosition[] = [];
    eveOnB.on("hall:positions", (list: HallPosition[]) => seen.push(...list));
    for (const bad of [
      null,
      "x",
      42,
      [],
      { slug: "a".repeat(500) },
      { slug, hallId: "hall-1", extra: true },
      { slug, hallId: { $ne: 1 } },
    ]) {
      expect(await send(bobOnA, "hall:join", bad)).toEqual({ ok: false, code: "request/invalid" });
    }
    expect(await send(bobOnA, "hall:join", { slug, hallId: "hall-9" })).toEqual({ ok: false, code: "resource/not-found" });
    for (const bad of [null, { x: "1", y: 2 }, { x: Number.NaN, y: 1 }, { x: 1 }, { x: 1, y: 2, z: 3 }, { x: 1e300, y: 0 }]) {
      expect(await send(bobOnA, "hall:move", bad)).toEqual({ ok: false, code: "request/invalid" });
    }
    expect(await send(bobOnA, "hall:visit", { boothId: "nope" })).toEqual({ ok: false, code: "resource/not-found" });
    // Still in the hall after all that: a move far off the floor arrives clamped to its edge on the other instance.
    const clamped = next<HallPosition[]>(eveOnB, "hall:positions", (list) => list.some((p) => p.x === HALL_WIDTH));
    expect(await send(bobOnA, "hall:move", { x: 99_999, y: -5 })).toEqual({ ok: true });
    expect((await clamped).find((p) => p.x === HALL_WIDTH)).toMatchObject({ x: HALL_WIDTH, y: 0 });
    expect(seen.every((p) => p.x >= 0 && p.x <= HALL_WIDTH && p.y >= 0 && p.y <= HALL_HEIGHT)).toBe(true);
    // Unacknowledged garbage crashes nothing: the socket still works.
    bobOnA.emit("hall:move", "garbage");
    bobOnA.emit("hall:join");
    expect(await send(bobOnA, "hall:move", { x: 5, y: 5 })).toEqual({ ok: true });
    // Entering reads the database: ten entries in ten seconds per socket, then a refusal.
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await send(bobOnA, "hall:join", { slug, hallId: "hall-1" }));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(8);
    expect(answers.at(-1)).toEqual({ ok: false, code: "hall/too-many-entries" });
  });

  it("shows who is where across the two instances, arrivals at a booth and departures", async () => {
    const { slug, showId, boothId } = await show(2);
    const eveOnA = await connect(a, eve);
    expect(await send(eveOnA, "hall:join", { slug })).toMatchObject({ ok: true });
    const bobOnB = await connect(b, bob);
    const arrived = next<HallPresence>(eveOnA, "hall:presence", (p) => p.userId === "bob");
    const joined = (await send(bobOnB, "hall:join", { slug, hallId: "hall-1" })) as HallAck;
    // Bob, on B, sees Eve who is on A; Eve, on A, sees Bob arrive.
    expect(joined.ok && joined.view.present.map((p) => p.userId).sort()).toEqual(["bob", "eve"]);
    expect(await arrived).toMatchObject({ userId: "bob", hallId: "hall-1", boothId: null });

    // Bob walks into the booth's area: Eve sees him at the booth, and the visit is counted once.
    const [area] = boothAreas([{ id: boothId, companyName: "Cave Martin" }]);
    const atBooth = next<HallPresence>(eveOnA, "hall:presence", (p) => p.boothId === boothId);
    const centre = boothCentre(area as NonNullable<typeof area>);
    expect(await send(bobOnB, "hall:move", centre)).toEqual({ ok: true });
    expect(await send(bobOnB, "hall:move", { x: centre.x + 1, y: centre.y })).toEqual({ ok: true });
    expect(await atBooth).toMatchObject({ userId: "bob", name: "bob D." });
    // A walk into the booth is a visit in its statistics (ADR 102), once a day whatever the steps inside.
    await vi.waitFor(async () =>
      expect((await call(eve, "GET", `/api/booths/${boothId}/statistics`)).json().totals).toMatchObject({ visit: 1 }),
    );

    // Bob entering again, from a second tab through A, reads Bob's place, kept on B.
    const bobAgainOnA = await connect(a, bob);
    const later = (await send(bobAgainOnA, "hall:join", { slug })) as HallAck;
    expect(later.ok && later.view.present.find((p) => p.userId === "bob" && p.hallId === "hall-1")).toMatchObject({
      boothId,
    });

    const left = next<{ id: string }>(eveOnA, "hall:left");
    bobOnB.disconnect();
    expect((await left).id).toBeTruthy();
    // The statistics hook sits on the instance Bob was on (B has none): A counted nothing, B's visit is not seen here.
    expect(visits).toEqual([]);
    // Through A, the hook is told of the visit with the show, booth and user.
    expect(await send(bobAgainOnA, "hall:visit", { boothId })).toEqual({ ok: true });
    expect(visits).toEqual([{ showId, boothId, userId: "bob" }]);
  });
});
