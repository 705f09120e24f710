import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requirePrincipal } from "#app/http/guards.ts";
import { USERS_FOLDER, type UserRecords } from "#app/users/user-records.ts";

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const setQuery = z.object({ merge: z.enum(["true", "false"]).default("false") });
// The client names the folder so a mismatch is caught, not obeyed.
const deleteQuery = z.object({ folder: z.literal(USERS_FOLDER).optional() });

/** The users records: parsing here, the rules in users/user-records.ts (ADR 063). */
export function registerUserRoutes(app: FastifyInstance, deps: { records: UserRecords }) {
  const { records } = deps;

  app.get("/api/users/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    return records.get(requirePrincipal(request), id);
  });

  // Set: replaces the writable fields, or with ?merge=true writes only the fields given; creates the record if absent.
  app.put("/api/users/:id", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const principal = requirePrincipal(request);
    const { merge } = setQuery.parse(request.query);
    const { record, created } = await records.set(principal, id, request.body, merge === "true");
    if (created) reply.status(201);
    return record;
  });

  // Update: partial write of an existing record.
  app.patch("/api/users/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    return records.update(requirePrincipal(request), id, request.body);
  });

  // Delete, and with ?folder=users first every stored file under users/{id}.
  app.delete("/api/users/:id", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const principal = requirePrincipal(request);
    const { folder } = deleteQuery.parse(request.query);
    await records.remove(principal, id, folder !== undefined);
    reply.status(204);
  });
}
