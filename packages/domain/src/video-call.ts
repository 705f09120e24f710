import { locales } from "./locale.ts";
import { z } from "./zod.ts";

// Video contact between a visitor and a booth's staff (docs/video-calls.md, ADR 100): the payloads of the
// socket.io events that signal a call. Every payload a client sends is parsed with these; anything else is
// refused with "video/call-invalid".

/** How a knock ended: answered, nobody answered in time (or a staff member declined), never connected, or withdrawn. */
export const videoCallOutcomes = ["accepted", "missed", "failed", "cancelled"] as const;
export type VideoCallOutcome = (typeof videoCallOutcomes)[number];

/** Why a call ends for the other party: a hang-up, the page closed (offline), or the connection failed. */
export const hangUpReasons = ["hang-up", "offline", "failed"] as const;
export type HangUpReason = (typeof hangUpReasons)[number];

/** The largest signalling message relayed (an SDP offer with a few codecs is 5–10 kB). */
export const SIGNAL_MAX_BYTES = 32_000;

const id = z.string().min(1).max(100);

export const knockSchema = z.strictObject({ boothId: id, locale: z.enum(locales) });
export const callRefSchema = z.strictObject({ callId: id });
export const hangUpSchema = z.strictObject({ callId: id, reason: z.enum(["hang-up", "failed"]).optional() });
/** simple-peer's signalling data: an offer or answer, an ICE candidate, or a renegotiation or transceiver request. */
export const signalSchema = z.strictObject({
  callId: id,
  data: z
    .looseObject({
      type: z.enum(["offer", "answer", "candidate", "renegotiate", "transceiverRequest"]),
    })
    .refine((data) => JSON.stringify(data).length <= SIGNAL_MAX_BYTES),
});

/** One ICE server as RTCPeerConnection takes it. */
export type IceServer = { urls: string[]; username?: string; credential?: string };

/** What a knock answers its visitor, or an accept its staff member. */
export type CallStart = { callId: string; iceServers: IceServer[] };

/** A knock as the booth's staff see it. */
export type Knock = { callId: string; boothId: string; visitorName: string };

/** What a client's request is answered: done (with its data), or an error code of the catalogue. */
export type CallAck<T = Record<string, never>> = ({ ok: true } & T) | { ok: false; error: string };

/** What the statistics are told when a call ends (ADR 100). */
export type CallEnded = { showId: string; boothId: string; visitorId: string; outcome: VideoCallOutcome };
