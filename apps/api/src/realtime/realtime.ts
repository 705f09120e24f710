import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Principal, PrincipalResolver } from "#app/auth/principal.ts";
import { closeRedis, logUnreadFailures } from "#app/cluster/cluster-bus.ts";
import type { MessageDelivery } from "#app/messages/message-service.ts";
import { attachHall, type HallDeps } from "./hall.ts";

/** The path socket.io answers on; the front door proxies it, upgrade included, to the api (apps/directory/server.ts). */
export const REALTIME_PATH = "/api/realtime";

export const userRoom = (uid: string) => `user:${uid}`;
/** Every connected socket of the booth's staff (read at connection) is in this room. */
export const boothRoom = (boothId: string) => `booth:${boothId}`;

export type Realtime = {
  /** The socket.io server, on which video contact signals (video/video-calls.ts). */
  io: Server;
  /** Sends a stored message to the attendee and every member of the booth's staff, on every instance. */
  deliver(delivery: MessageDelivery): void;
  /** Cuts the account's sockets on every instance (signed out, tokens revoked, suspended). */
  disconnectUser(uid: string): Promise<void>;
};

/**
 * socket.io on the api's own HTTP server (docs/messages.md, ADR 099). The `token` cookie (or the session
 * cookie) is checked at the handshake like any request; a socket joins its user's room and one room per booth
 * it staffs, read at connection. With Redis, the Redis adapter carries broadcasts and disconnections to the
 * sockets of the other instances.
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: {
    redis: Redis | null;
    resolvePrincipal: PrincipalResolver;
    isSuspended: (uid: string) => Promise<boolean>;
    boothsOf: (principal: Principal) => Promise<string[]>;
    publicOrigin: string;
    /** The virtual hall's events (./hall.ts). */
    hall?: Omit<HallDeps, "log">;
  },
): Realtime {
  const allowed = new URL(deps.publicOrigin).origin;
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // A page of another site must not open a socket on a visitor's cookies (as origin-check.ts for requests).
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === allowed || (!origin && !request.headers.cookie));
    },
  });
  const pub = deps.redis?.duplicate() ?? null;
  const sub = deps.redis?.duplicate() ?? null;
  if (pub && sub) {
    for (const client of [pub, sub]) {
      client.on("error", (err: Error) => app.log.warn({ err }, "realtime: redis connection lost"));
      logUnreadFailures(client, (err, command) => app.log.warn({ err, command }, "realtime: redis command failed"));
    }
    io.adapter(createAdapter(pub, sub, { key: "alentour:realtime" }));
  }

  io.use(async (socket, next) => {
    try {
      const header = socket.request.headers.cookie ?? "";
      const request = { headers: socket.request.headers, cookies: app.parseCookie(header) } as unknown as FastifyRequest;
      const principal = await deps.resolvePrincipal(request);
      if (!principal || (await deps.isSuspended(principal.uid))) return next(new Error("auth/unauthenticated"));
      socket.data.principal = principal;
      await socket.join([userRoom(principal.uid), ...(await deps.boothsOf(principal)).map(boothRoom)]);
      next();
    } catch (error) {
      app.log.warn({ err: error }, "realtime: handshake failed");
      next(new Error("server/internal"));
    }
  });

  const hall = deps.hall ? attachHall(io, { ...deps.hall, log: app.log }) : null;

  // Before the HTTP server closes, so that it does not wait for open sockets.
  app.addHook("preClose", async () => {
    hall?.close();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook("onClose", async () => {
    if (pub) await closeRedis(pub);
    if (sub) await closeRedis(sub);
  });

  return {
    io,
    deliver({ message, boothId, attendeeId }) {
      io.to([userRoom(attendeeId), boothRoom(boothId)]).emit("message", message);
    },
    async disconnectUser(uid) {
      io.in(userRoom(uid)).disconnectSockets(true);
    },
  };
}
