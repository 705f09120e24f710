import { type ErrorCode, formatError } from "@alentour/domain/errors";
import { HALL_MOVES_PER_SECOND, type HallAck, type HallPosition, type HallPresence, type HallView } from "@alentour/domain/hall";
import { useLocale } from "@alentour/ui/i18n";
import { useCallback, useEffect, useRef, useState } from "react";

type Live = {
  emit: (event: string, ...args: unknown[]) => void;
  on: (event: string, listener: (...args: never[]) => void) => void;
  disconnect: () => void;
};

export type HallState = {
  view: Omit<HallView, "present"> | null;
  /** Everyone in the show's hall, by presence id (the visitor included). */
  present: Map<string, HallPresence>;
  error: string | null;
};

/**
 * The virtual hall's live state (docs/hall.md): one socket.io connection on /api/realtime (loaded only on the
 * hall's pages), entering the show's hall, in none of its halls (the list mode) until `enter(hallId)` (the 2D hall).
 * `onArrival` is told of each other visitor who arrives at a booth; `onPositions` of each batch of positions.
 */
export function useHall(
  slug: string,
  handlers: { onArrival?: (presence: HallPresence) => void; onPositions?: (positions: HallPosition[]) => void } = {},
) {
  const locale = useLocale();
  const [state, setState] = useState<HallState>({ view: null, present: new Map(), error: null });
  const socket = useRef<Live | null>(null);
  const self = useRef<string | null>(null);
  const last = useRef(0);
  const queued = useRef<{ x: number; y: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hall = useRef<string | null>(null);
  const rejoin = useRef<(() => void) | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    let live: Live | null = null;
    let stopped = false;
    const fail = (code: ErrorCode) => setState((s) => ({ ...s, error: formatError(code, locale) }));
    void import("socket.io-client").then(({ io }) => {
      if (stopped) return;
      const connection = io({ path: "/api/realtime", transports: ["websocket"] });
      live = connection as unknown as Live;
      socket.current = live;
      const join = () =>
        connection.emit("hall:join", { slug, ...(hall.current && { hallId: hall.current }) }, (ack: HallAck) => {
          if (!ack.ok) return fail(ack.code);
          const { present, ...view } = ack.view;
          self.current = view.self;
          setState({ view, present: new Map(present.map((p) => [p.id, p])), error: null });
        });
      rejoin.current = join;
      connection.on("connect", join);
      connection.on("connect_error", () => fail("server/internal"));
      connection.on("hall:presence", (presence: HallPresence) => {
        setState((s) => {
          const before = s.present.get(presence.id);
          if (presence.boothId && presence.id !== self.current && before?.boothId !== presence.boothId) {
            handlersRef.current.onArrival?.(presence);
          }
          const present = new Map(s.present);
          present.set(presence.id, { ...before, ...presence });
          return { ...s, present };
        });
      });
      connection.on("hall:left", ({ id }: { id: string }) => {
        setState((s) => {
          const present = new Map(s.present);
          present.delete(id);
          return { ...s, present };
        });
      });
      connection.on("hall:positions", (positions: HallPosition[]) => handlersRef.current.onPositions?.(positions));
    });
    return () => {
      stopped = true;
      if (timer.current) clearTimeout(timer.current);
      live?.disconnect();
      socket.current = null;
    };
  }, [slug, locale]);

  /** The 2D hall: the visitor enters one hall of the show (at its entrance). */
  const enter = useCallback((hallId: string) => {
    hall.current = hallId;
    rejoin.current?.();
  }, []);

  /** Sends the visitor's position, at most HALL_MOVES_PER_SECOND times a second (the last one always goes). */
  const move = useCallback((x: number, y: number) => {
    queued.current = { x, y };
    if (timer.current) return;
    const send = () => {
      timer.current = null;
      const next = queued.current;
      if (!next || !socket.current) return;
      queued.current = null;
      last.current = Date.now();
      socket.current.emit("hall:move", next);
    };
    const wait = Math.max(0, last.current + 1000 / HALL_MOVES_PER_SECOND - Date.now());
    if (wait === 0) send();
    else timer.current = setTimeout(send, wait);
  }, []);

  /** The list mode: the visitor goes to a booth (the others see them there). */
  const visit = useCallback(
    (boothId: string) =>
      new Promise<string | null>((resolve) => {
        if (!socket.current) return resolve(formatError("server/internal", locale));
        socket.current.emit("hall:visit", { boothId }, (ack: { ok: boolean; code?: ErrorCode }) =>
          resolve(ack.ok ? null : formatError(ack.code ?? "server/internal", locale)),
        );
      }),
    [locale],
  );

  return { ...state, self: self.current, move, visit, enter };
}
