import type { CallAck, CallStart, HangUpReason, IceServer } from "@alentour/domain/video-call";

// Video contact in the browser (docs/video-calls.md, ADR 100): the realtime socket that signals, and one
// simple-peer connection per call. socket.io-client and simple-peer are loaded only when a call page needs them.

/** The page where an attendee calls a booth; the hall's booth panel links here ("video contact"). */
export function videoCallPath(boothId: string, showSlug: string): string {
  return `/tradeshow/booths/${encodeURIComponent(boothId)}/call?show=${encodeURIComponent(showSlug)}`;
}

/** How long a call may take to connect once accepted before it counts as failed. */
export const CONNECT_TIMEOUT_MS = 30_000;

export type Signalling = {
  emit(event: string, payload: unknown): void;
  ask<T extends object = Record<string, never>>(event: string, payload: unknown): Promise<CallAck<T>>;
  on(event: string, listener: (payload: never) => void): () => void;
  /** The other party's signals for a call, those that came before this listener first. */
  signals(callId: string, listener: (data: unknown) => void): () => void;
  close(): void;
};

/** The account's realtime socket (cookies of the page's own origin), as the messages pages open it, once connected. */
export async function openSignalling(): Promise<Signalling> {
  const { io } = await import("socket.io-client");
  const socket = io({ path: "/api/realtime", transports: ["websocket"] });
  // Resolved once connected, when the server has put the socket in its rooms (the booth's, for its staff).
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  // The other party may send its offer before this side's connection exists: kept until it does.
  const early = new Map<string, unknown[]>();
  const listeners = new Map<string, (data: unknown) => void>();
  socket.on("signal", (payload: { callId: string; data: unknown }) => {
    const listener = listeners.get(payload.callId);
    if (listener) return listener(payload.data);
    const kept = early.get(payload.callId) ?? [];
    if (kept.length < 200) kept.push(payload.data);
    early.set(payload.callId, kept);
  });
  await connected;
  return {
    signals(callId, listener) {
      for (const data of early.get(callId) ?? []) listener(data);
      early.delete(callId);
      listeners.set(callId, listener);
      return () => void listeners.delete(callId);
    },
    emit: (event, payload) => void socket.emit(event, payload),
    async ask<T extends object>(event: string, payload: unknown) {
      try {
        return (await socket.timeout(15_000).emitWithAck(event, payload)) as CallAck<T>;
      } catch {
        return { ok: false as const, error: "server/unavailable" };
      }
    },
    on(event, listener) {
      socket.on(event, listener as (...args: unknown[]) => void);
      return () => void socket.off(event, listener as (...args: unknown[]) => void);
    },
    close: () => void socket.disconnect(),
  };
}

export type PeerEvents = {
  onRemoteStream: (stream: MediaStream) => void;
  onConnected: () => void;
  /** The call ended on this side's account: why, for the message to show. */
  onEnded: (reason: HangUpReason) => void;
};

/**
 * One side of a call: a simple-peer connection whose signals go through the socket to the other party only
 * (the server relays them in the call's room). A connection not established within CONNECT_TIMEOUT_MS, or that
 * fails, ends as "failed"; the other side's page closing ends it as "offline" (told by the server, or seen here
 * when the connection closes).
 */
export async function startPeer(options: {
  signalling: Signalling;
  start: CallStart;
  initiator: boolean;
  stream: MediaStream;
  relayOnly: boolean;
  events: PeerEvents;
}): Promise<{ hangUp: () => void }> {
  const { signalling, start, events } = options;
  const { default: Peer } = await import("@thaunknown/simple-peer");
  const iceServers: IceServer[] = start.iceServers;
  const peer = new Peer({
    initiator: options.initiator,
    stream: options.stream,
    trickle: true,
    config: { iceServers, iceTransportPolicy: options.relayOnly ? "relay" : "all" },
  });
  let connected = false;
  let over = false;
  const cleanups: Array<() => void> = [];
  const end = (reason: HangUpReason, tell: boolean) => {
    if (over) return;
    over = true;
    clearTimeout(timer);
    for (const cleanup of cleanups) cleanup();
    if (tell) signalling.emit("hang-up", { callId: start.callId, ...(reason === "failed" && { reason }) });
    peer.destroy();
    events.onEnded(reason);
  };
  const timer = setTimeout(() => end("failed", true), CONNECT_TIMEOUT_MS);

  peer.on("signal", (data: unknown) => signalling.emit("signal", { callId: start.callId, data }));
  peer.on("stream", (remote: MediaStream) => events.onRemoteStream(remote));
  peer.on("connect", () => {
    connected = true;
    clearTimeout(timer);
    events.onConnected();
  });
  peer.on("error", () => end(connected ? "offline" : "failed", true));
  peer.on("close", () => end(connected ? "offline" : "failed", true));
  cleanups.push(
    signalling.signals(start.callId, (data) => {
      if (!over) peer.signal(data);
    }),
    signalling.on("hang-up", (payload: { callId: string; reason: HangUpReason }) => {
      if (payload.callId === start.callId) end(payload.reason, false);
    }),
  );
  return { hangUp: () => end("hang-up", true) };
}
