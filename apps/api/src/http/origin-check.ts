import { AppError } from "@alentour/domain/errors";
import type { FastifyInstance } from "fastify";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard: a state-changing request that carries cookies must come from a page of
 * our own origin. Calls without cookies (servers, scripts) cannot ride on a visitor's session.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  const allowed = new URL(publicOrigin).origin;
  app.addHook("onRequest", async (request) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === allowed) return;
    if (!origin && !request.headers.cookie) return;
    request.log.warn({ origin, url: request.url }, "refused: request from another origin");
    throw new AppError("request/origin-rejected");
  });
}
