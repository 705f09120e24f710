import { createHmac, randomUUID } from "node:crypto";
import { type BusinessCardField, type BusinessCardValues, sharedValues } from "@alentour/domain/business-card";
import { AppError, type ErrorCode } from "@alentour/domain/errors";
import { isLocale, type Locale } from "@alentour/domain/locale";
import { tradeShowOnlineAccessOpen, tradeShowTimeState } from "@alentour/domain/trade-show";
import {
  type CallAck,
  type CallEnded,
  callRefSchema,
  type HangUpReason,
  hangUpSchema,
  type IceServer,
  knockSchema,
  signalSchema,
  type VideoCallOutcome,
} from "@alentour/domain/video-call";
import type { FastifyBaseLogger } from "fastify";
import type { Server, Socket } from "socket.io";
import type { ZodType } from "zod";
import type { AttendeeRepository } from "#app/attendees/attendee-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { Config } from "#app/env.ts";
import type { MessageService } from "#app/messages/message-service.ts";
import { boothRoom, userRoom } from "#app/realtime/realtime.ts";
import type { BoothRepository } from "#app/trade-shows/booth-repository.ts";
import type { TradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import type { VideoCallRecord, VideoCallRepository } from "./video-call-repository.ts";

const callRoom = (callId: string) => `call:${callId}`;

/** The fields of a card as the missed knock's message lists them, in the visitor's language. */
const cardLabels: Record<Locale, Record<BusinessCardField, string>> = {
  fr: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    company: "Entreprise",
    jobTitle: "Fonction",
    website: "Site",
    city: "Ville",
  },
  en: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    jobTitle: "Job title",
    website: "Website",
    city: "City",
  },
};

/** The message a missed or declined knock leaves in the booth's messages, with the visitor's card. */
export function missedCallMessage(locale: Locale, name: string, card: BusinessCardValues | null): string {
  const lines = card
    ? Object.entries(card).map(([field, value]) => `${cardLabels[locale][field as BusinessCardField]} : ${value}`)
    : [];
  const en = locale === "en";
  const head = en
    ? `Missed video call: ${name} knocked at your booth and nobody could answer.`
    : `Appel vidéo manqué : ${name} a frappé à votre stand sans obtenir de réponse.`;
  if (lines.length === 0) return head;
  return `${head}\n${en ? "Their card:" : "Sa carte :"}\n${lines.map((line) => (en ? line.replace(" : ", ": ") : line)).join("\n")}`;
}

/** coturn's REST API credentials (use-auth-secret): `expiry:uid` signed with the shared secret, valid until expiry. */
export function turnCredentials(secret: string, uid: string, ttlSeconds: number, now: Date) {
  const username = `${Math.floor(now.getTime() / 1000) + ttlSeconds}:${uid}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

type Ack = ((answer: CallAck<object>) => void) | undefined;

/**
 * Video contact's signalling on the realtime channel (docs/video-calls.md, ADR 100). A visitor knocks at a
 * booth; every connected member of its staff is told; the first to accept takes it (the others are told
 * `taken`); nobody accepting within the timeout turns the knock into a message to the booth with the visitor's
 * card. The two parties then exchange simple-peer's signals through a room of their own, `call:{id}`, which
 * nobody else is in. Every payload is parsed; a bad one is answered "video/call-invalid" and goes no further.
 */
export function attachVideoCalls(
  io: Server,
  deps: {
    calls: VideoCallRepository;
    booths: BoothRepository;
    shows: TradeShowRepository;
    attendees: AttendeeRepository;
    users: UserRepository;
    messages: MessageService;
    video: Config["video"];
    log: FastifyBaseLogger;
    /** Told of every call's outcome once it ends (the statistics). */
    onCallEnded?: (ended: CallEnded) => void;
    now?: () => Date;
  },
) {
  const { calls, booths, shows, attendees, users, log } = deps;
  const now = deps.now ?? (() => new Date());
  const stamp = () => now().toISOString();
  const timers = new Set<NodeJS.Timeout>();

  function parse<T>(schema: ZodType<T>, payload: unknown): T {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new AppError("video/call-invalid");
    return parsed.data;
  }

  async function answer(ack: Ack, work: () => Promise<object>) {
    try {
      const result = await work();
      ack?.({ ok: true, ...result });
    } catch (error) {
      if (error instanceof AppError) return ack?.({ ok: false, error: error.code });
      log.error({ err: error }, "video: signalling failed");
      ack?.({ ok: false, error: "server/internal" satisfies ErrorCode });
    }
  }

  function iceServersFor(uid: string): IceServer[] {
    const servers: IceServer[] = [];
    if (deps.video.stunUrls.length > 0) servers.push({ urls: deps.video.stunUrls });
    const { turn } = deps.video;
    if (turn) servers.push({ urls: turn.urls, ...turnCredentials(turn.secret, uid, turn.ttlSeconds, now()) });
    return servers;
  }

  function ended(call: VideoCallRecord, outcome: VideoCallOutcome) {
    if (!call.visitorId) return;
    try {
      deps.onCallEnded?.({ showId: call.showId, boothId: call.boothId, visitorId: call.visitorId, outcome });
    } catch (error) {
      log.error({ err: error }, "video: onCallEnded failed");
    }
  }

  /** The visitor's shared card: the professional one when it shares something, else the personal one. */
  async function cardOf(userId: string): Promise<BusinessCardValues | null> {
    for (const kind of ["professional", "personal"] as const) {
      const card = await attendees.card(userId, kind);
      const values = card ? sharedValues(card) : {};
      if (Object.keys(values).length > 0) return values;
    }
    return null;
  }

  async function nameOf(userId: string): Promise<string> {
    const user = await users.find(userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : "";
  }

  /**
   * A knock nobody took: ended as missed (by the timeout, or a staff member declining), the visitor told, the
   * staff's knock withdrawn, and a message with the visitor's card left in the booth's messages.
   */
  async function miss(callId: string, why: "missed" | "declined") {
    if (!(await calls.endRinging(callId, "missed", stamp()))) return;
    const call = await calls.find(callId);
    if (!call) return;
    io.to(boothRoom(call.boothId)).emit("knock-ended", { callId });
    const visitor = call.visitorId ? await users.find(call.visitorId) : null;
    if (visitor) {
      const locale: Locale = isLocale(call.visitorLocale) ? call.visitorLocale : "fr";
      const body = missedCallMessage(locale, await nameOf(visitor.id), await cardOf(visitor.id));
      try {
        await deps.messages.send({ uid: visitor.id, email: visitor.email, role: "user" }, call.boothId, { body }, locale);
      } catch (error) {
        // A booth that blocked the visitor's messages does not get this one either.
        log.warn({ err: error, call: callId }, "video: the missed call's message was not left");
      }
    }
    // The visitor is told once the message is in the booth's messages.
    io.to(callRoom(callId)).emit(why, { callId });
    io.in(callRoom(callId)).socketsLeave(callRoom(callId));
    ended(call, "missed");
  }

  /** One party ends the call (or their page closed): the other is told why, and the outcome stored. */
  async function hangUp(socket: Socket, callId: string, reason: HangUpReason) {
    const call = await calls.find(callId);
    if (!call) return;
    const at = stamp();
    if (await calls.endRinging(callId, "cancelled", at)) {
      io.to(boothRoom(call.boothId)).emit("knock-ended", { callId });
      ended(call, "cancelled");
    } else {
      const outcome = reason === "failed" ? "failed" : "accepted";
      if (!(await calls.endAccepted(callId, outcome, at))) return;
      // The sender's page may be closing: the room is told from the server, without it.
      io.to(callRoom(callId)).except(socket.id).emit("hang-up", { callId, reason });
      ended(call, outcome);
    }
    io.in(callRoom(callId)).socketsLeave(callRoom(callId));
  }

  /** A staff member's hold on a knock: it must be one of the booth's connected staff (in its room). */
  async function staffCall(socket: Socket, callId: string): Promise<VideoCallRecord> {
    const call = await calls.find(callId);
    if (!call || !socket.rooms.has(boothRoom(call.boothId))) throw new AppError("resource/not-found");
    if (call.acceptedBy) throw new AppError("video/call-taken");
    if (call.endedAt) throw new AppError("video/call-over");
    return call;
  }

  io.on("connection", (socket) => {
    const principal = socket.data.principal as Principal;

    // Whether a TURN server is configured, so the pre-call check may offer to relay the call through it.
    socket.on("video-setup", (_payload: unknown, ack: Ack) =>
      answer(ack, async () => ({ relayAvailable: deps.video.turn !== null })),
    );

    socket.on("knock", (payload: unknown, ack: Ack) =>
      answer(ack, async () => {
        const { boothId, locale } = parse(knockSchema, payload);
        const booth = await booths.find(boothId);
        const show = booth ? await shows.findById(booth.showId) : null;
        if (!booth || !show || booth.status !== "validated") throw new AppError("resource/not-found");
        if (await booths.roleOf(booth, principal)) throw new AppError("video/own-booth");
        const attendance = await attendees.attendance(show.id, principal.uid);
        if (!attendance || attendance.left_at !== null) throw new AppError("video/not-attending");
        const at = now();
        const open =
          tradeShowTimeState(show, at, show.timeZone) !== "upcoming" && tradeShowOnlineAccessOpen(show, at, show.timeZone);
        if (!open) throw new AppError("video/online-closed");
        // One knock or call at a time: any of the account's sockets, on any instance, already in a call's room.
        const mine = await io.in(userRoom(principal.uid)).fetchSockets();
        if (mine.some((other) => [...other.rooms].some((room) => room.startsWith("call:")))) {
          throw new AppError("video/busy");
        }
        // Every instance is asked which of the booth's staff are connected (through the Redis adapter).
        const staff = await io.in(boothRoom(booth.id)).fetchSockets();
        if (staff.length === 0) throw new AppError("video/contact-offline");
        const callId = randomUUID();
        await calls.insert({
          id: callId,
          showId: show.id,
          boothId: booth.id,
          visitorId: principal.uid,
          locale,
          stamp: at.toISOString(),
        });
        await socket.join(callRoom(callId));
        io.to(boothRoom(booth.id)).emit("knock", { callId, boothId: booth.id, visitorName: await nameOf(principal.uid) });
        const timer = setTimeout(() => {
          timers.delete(timer);
          miss(callId, "missed").catch((error: unknown) => log.error({ err: error, call: callId }, "video: missed knock"));
        }, deps.video.knockTimeoutMs);
        timers.add(timer);
        return { callId, iceServers: iceServersFor(principal.uid) };
      }),
    );

    socket.on("cancel", (payload: unknown, ack: Ack) =>
      answer(ack, async () => {
        const { callId } = parse(callRefSchema, payload);
        if (!socket.rooms.has(callRoom(callId))) throw new AppError("resource/not-found");
        await hangUp(socket, callId, "hang-up");
        return {};
      }),
    );

    socket.on("accept", (payload: unknown, ack: Ack) =>
      answer(ack, async () => {
        const { callId } = parse(callRefSchema, payload);
        const call = await staffCall(socket, callId);
        if (!(await calls.accept(callId, principal.uid, stamp()))) {
          const latest = await calls.find(callId);
          throw new AppError(latest?.acceptedBy ? "video/call-taken" : "video/call-over");
        }
        await socket.join(callRoom(callId));
        socket.to(boothRoom(call.boothId)).emit("taken", { callId });
        socket.to(callRoom(callId)).emit("accepted", { callId });
        return {
          callId,
          iceServers: iceServersFor(principal.uid),
          visitorName: call.visitorId ? await nameOf(call.visitorId) : "",
        };
      }),
    );

    socket.on("decline", (payload: unknown, ack: Ack) =>
      answer(ack, async () => {
        const { callId } = parse(callRefSchema, payload);
        await staffCall(socket, callId);
        await miss(callId, "declined");
        return {};
      }),
    );

    socket.on("signal", (payload: unknown, ack: Ack) =>
      answer(ack, async () => {
        const { callId, data } = parse(signalSchema, payload);
        // Only the call's two parties are in its room: anyone else's signal goes nowhere.
        if (!socket.rooms.has(callRoom(callId))) throw new AppError("resource/not-found");
        socket.to(callRoom(callId)).emit("signal", { callId, data });
        return {};
      }),
    );

    socket.on("hang-up", (payload: unknown, ack: Ack) =>
      answer(ack, async () => {
        const { callId, reason } = parse(hangUpSchema, payload);
        if (!socket.rooms.has(callRoom(callId))) throw new AppError("resource/not-found");
        await hangUp(socket, callId, reason ?? "hang-up");
        return {};
      }),
    );

    // A page closed (or its network gone): its knock is withdrawn, its call ends as "offline" for the other party.
    socket.on("disconnecting", () => {
      for (const room of socket.rooms) {
        if (!room.startsWith("call:")) continue;
        hangUp(socket, room.slice("call:".length), "offline").catch((error: unknown) =>
          log.warn({ err: error }, "video: ending a call of a closed page failed"),
        );
      }
    });
  });

  return {
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
