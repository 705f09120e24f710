import { AppError, type ErrorCode } from "@alentour/domain/errors";
import {
  type BoothArea,
  boothAreas,
  boothAt,
  boothCentre,
  clampToHall,
  HALL_ENTRANCE,
  HALL_MOVES_PER_SECOND,
  type HallAck,
  type HallPosition,
  type HallPresence,
  hallJoinSchema,
  hallMoveSchema,
  hallVisitSchema,
} from "@alentour/domain/hall";
import type { FastifyBaseLogger } from "fastify";
import type { Server, Socket } from "socket.io";
import type { Principal } from "#app/auth/principal.ts";
import type { HallService } from "#app/hall/hall-service.ts";

/** A visitor walked into a booth's area (the statistics count booth visits with it). */
export type BoothEntered = { showId: string; boothId: string; userId: string };

export type HallDeps = {
  service: HallService;
  log: FastifyBaseLogger;
  /** Called once each time a visitor walks (or, in the list mode, goes) into a booth's area; by default nothing. */
  onBoothEntered?: (visit: BoothEntered) => void;
  /** How often each instance sends the positions it received, batched per hall (ms). */
  flushEveryMs?: number;
};

const JOINS_PER_WINDOW = 10;
const JOIN_WINDOW_MS = 10_000;

/** Everyone in a show's hall, in the canvas or the list mode: arrivals, booth changes, departures. */
export const showRoom = (showId: string) => `hall-show:${showId}`;
/** The visitors of one hall of a show: their positions. */
export const hallRoom = (showId: string, hallId: string) => `hall:${showId}:${hallId}`;

type HallState = {
  showId: string;
  /** Each hall's booth areas, and the hall of each booth. */
  areas: Map<string, BoothArea[]>;
  boothHall: Map<string, string>;
  presence: HallPresence;
  windowStart: number;
  moves: number;
};

type Reply = (answer: HallAck | { ok: true } | { ok: false; code: ErrorCode }) => void;

/**
 * The virtual hall's events on the realtime socket (docs/hall.md, ADR 098). A socket enters a show's hall
 * (`hall:join`), moves (`hall:move`) or, in the list mode, goes to a booth (`hall:visit`), and leaves
 * (`hall:leave`, or by disconnecting). Who is where lives in each socket's `data.presence` on its own instance;
 * a newcomer reads everyone's through `fetchSockets()`, which the Redis adapter asks of every instance.
 * Positions are clamped to the hall and sent to the hall's room in batches; a payload that is not exactly what
 * an event takes is answered with request/invalid (when the client asked for an answer) and goes no further.
 */
export function attachHall(io: Server, deps: HallDeps): { close(): void } {
  const states = new WeakMap<Socket, HallState>();
  // Entering reads the database: at most JOINS_PER_WINDOW entries per socket in JOIN_WINDOW_MS.
  const joins = new WeakMap<Socket, number[]>();
  const pending = new Map<string, Map<string, HallPosition>>();
  const onBoothEntered = deps.onBoothEntered ?? (() => {});

  const flush = () => {
    for (const [room, positions] of pending) {
      io.to(room).emit("hall:positions", [...positions.values()]);
    }
    pending.clear();
  };
  const timer = setInterval(flush, deps.flushEveryMs ?? 50);
  timer.unref();

  const queue = (state: HallState) => {
    const { presence } = state;
    if (!presence.hallId) return;
    const room = hallRoom(state.showId, presence.hallId);
    let positions = pending.get(room);
    if (!positions) {
      positions = new Map();
      pending.set(room, positions);
    }
    positions.set(presence.id, { id: presence.id, x: presence.x, y: presence.y });
  };

  /** Puts the visitor at (x, y) in its hall; tells everyone in the show when it changed booth. */
  const place = (state: HallState, x: number, y: number) => {
    const { presence } = state;
    Object.assign(presence, clampToHall(x, y));
    queue(state);
    const booth = presence.hallId ? boothAt(state.areas.get(presence.hallId) ?? [], presence.x, presence.y) : null;
    if (booth === presence.boothId) return;
    presence.boothId = booth;
    io.to(showRoom(state.showId)).emit("hall:presence", presence);
    if (booth) {
      try {
        onBoothEntered({ showId: state.showId, boothId: booth, userId: presence.userId });
      } catch (error) {
        deps.log.warn({ err: error }, "hall: booth visit listener failed");
      }
    }
  };

  const leave = async (socket: Socket) => {
    const state = states.get(socket);
    if (!state) return;
    states.delete(socket);
    socket.data.presence = undefined;
    const { presence } = state;
    if (presence.hallId) await socket.leave(hallRoom(state.showId, presence.hallId));
    await socket.leave(showRoom(state.showId));
    io.to(showRoom(state.showId)).emit("hall:left", { id: presence.id });
  };

  const codeOf = (error: unknown): ErrorCode => {
    if (error instanceof AppError) return error.code;
    deps.log.warn({ err: error }, "hall: event failed");
    return "server/internal";
  };

  /** Runs a handler; the answer goes to the client's acknowledgement when it asked for one. */
  const handle = (work: (payload: unknown, reply: Reply) => Promise<void>) => (payload: unknown, ack?: unknown) => {
    const reply: Reply = typeof ack === "function" ? (ack as Reply) : () => {};
    work(payload, reply).catch((error: unknown) => reply({ ok: false, code: codeOf(error) }));
  };

  io.on("connection", (socket) => {
    const principal = socket.data.principal as Principal;

    socket.on(
      "hall:join",
      handle(async (payload, reply) => {
        const parsed = hallJoinSchema.safeParse(payload);
        if (!parsed.success) return reply({ ok: false, code: "request/invalid" });
        const recent = (joins.get(socket) ?? []).filter((at) => Date.now() - at < JOIN_WINDOW_MS);
        if (recent.length >= JOINS_PER_WINDOW) return reply({ ok: false, code: "hall/too-many-entries" });
        joins.set(socket, [...recent, Date.now()]);
        const entry = await deps.service.enter(principal, parsed.data.slug);
        const hallId = parsed.data.hallId ?? null;
        if (hallId && !entry.halls.some((hall) => hall.id === hallId)) return reply({ ok: false, code: "resource/not-found" });
        await leave(socket);
        const areas = new Map<string, BoothArea[]>();
        const boothHall = new Map<string, string>();
        for (const hall of entry.halls) {
          areas.set(hall.id, boothAreas(entry.booths.filter((booth) => booth.hallId === hall.id)));
        }
        for (const booth of entry.booths) boothHall.set(booth.id, booth.hallId);
        const presence: HallPresence = {
          id: socket.id,
          userId: principal.uid,
          name: entry.name,
          hallId,
          boothId: null,
          ...HALL_ENTRANCE,
        };
        const state: HallState = { showId: entry.show.id, areas, boothHall, presence, windowStart: Date.now(), moves: 0 };
        states.set(socket, state);
        socket.data.presence = presence;
        await socket.join([showRoom(entry.show.id), ...(hallId ? [hallRoom(entry.show.id, hallId)] : [])]);
        socket.to(showRoom(entry.show.id)).emit("hall:presence", presence);
        if (hallId) queue(state);
        const present = (await io.in(showRoom(entry.show.id)).fetchSockets()).flatMap((other) =>
          isPresence(other.data?.presence) ? [other.data.presence as HallPresence] : [],
        );
        const { name: _name, ...view } = entry;
        reply({ ok: true, view: { ...view, present, self: socket.id } });
      }),
    );

    socket.on(
      "hall:move",
      handle(async (payload, reply) => {
        const state = states.get(socket);
        if (!state?.presence.hallId) return reply({ ok: false, code: "hall/not-entered" });
        const now = Date.now();
        if (now - state.windowStart >= 1000) {
          state.windowStart = now;
          state.moves = 0;
        }
        state.moves += 1;
        // Twice the browser's own limit, for jitter; beyond it the moves are dropped, not answered.
        if (state.moves > HALL_MOVES_PER_SECOND * 2) return;
        const parsed = hallMoveSchema.safeParse(payload);
        if (!parsed.success) return reply({ ok: false, code: "request/invalid" });
        place(state, parsed.data.x, parsed.data.y);
        reply({ ok: true });
      }),
    );

    socket.on(
      "hall:visit",
      handle(async (payload, reply) => {
        const state = states.get(socket);
        if (!state) return reply({ ok: false, code: "hall/not-entered" });
        const parsed = hallVisitSchema.safeParse(payload);
        if (!parsed.success) return reply({ ok: false, code: "request/invalid" });
        const hallId = state.boothHall.get(parsed.data.boothId);
        const area = hallId ? state.areas.get(hallId)?.find((a) => a.boothId === parsed.data.boothId) : undefined;
        if (!hallId || !area) return reply({ ok: false, code: "resource/not-found" });
        const { presence } = state;
        if (presence.hallId !== hallId) {
          if (presence.hallId) await socket.leave(hallRoom(state.showId, presence.hallId));
          presence.hallId = hallId;
          presence.boothId = null;
          await socket.join(hallRoom(state.showId, hallId));
        }
        const centre = boothCentre(area);
        place(state, centre.x, centre.y);
        reply({ ok: true });
      }),
    );

    socket.on(
      "hall:leave",
      handle(async (_payload, reply) => {
        await leave(socket);
        reply({ ok: true });
      }),
    );

    socket.on("disconnect", () => {
      leave(socket).catch((error: unknown) => codeOf(error));
    });
  });

  return {
    close() {
      clearInterval(timer);
      pending.clear();
    },
  };
}

function isPresence(value: unknown): value is HallPresence {
  const p = value as HallPresence | null | undefined;
  return typeof p === "object" && p !== null && typeof p.id === "string" && typeof p.userId === "string";
}
