import type { FastifyInstance } from "fastify";
import { requirePrincipal } from "#app/http/guards.ts";

export function registerSessionRoutes(app: FastifyInstance) {
  // Who the api takes the caller to be; 401 when anonymous. App servers use it to guard their pages.
  app.get("/api/session", async (request) => ({ principal: requirePrincipal(request) }));
}
