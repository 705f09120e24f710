import { userUpdateSchema, userWritableSchema } from "@alentour/domain/user";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requirePrincipal } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";
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

  app.get(
    "/api/users/:id",
    doc({ summary: "A user profile (its owner or the support team)", access: "signed-in", params: idParams }),
    async (request) => {
      const { id } = idParams.parse(request.params);
      return records.get(requirePrincipal(request), id);
    },
  );

  // Set: replaces the writable fields, or with ?merge=true writes only the fields given; creates the record if absent.
  app.put(
    "/api/users/:id",
    doc({
      summary: "Write a user profile, whole or merged (?merge=true)",
      access: "signed-in",
      params: idParams,
      query: setQuery,
      body: userWritableSchema,
    }),
    async (request, reply) => {
      const { id } = idParams.parse(request.params);
      const principal = requirePrincipal(request);
      const { merge } = setQuery.parse(request.query);
      const { record, created } = await records.set(principal, id, request.body, merge === "true");
      if (created) reply.status(201);
      return record;
    },
  );

  // Update: partial write of an existing record.
  app.patch(
    "/api/users/:id",
    doc({ summary: "Change some fields of a user profile", access: "signed-in", params: idParams, body: userUpdateSchema }),
    async (request) => {
      const { id } = idParams.parse(request.params);
      return records.update(requirePrincipal(request), id, request.body);
    },
  );

  // Delete, and with ?folder=users first every stored file under users/{id}.
  app.delete(
    "/api/users/:id",
    doc({
      summary: "Delete a user profile and its files",
      access: "signed-in",
      params: idParams,
      query: deleteQuery,
      responses: { 204: "Deleted" },
    }),
    async (request, reply) => {
      const { id } = idParams.parse(request.params);
      const principal = requirePrincipal(request);
      const { folder } = deleteQuery.parse(request.query);
      await records.remove(principal, id, folder !== undefined);
      reply.status(204);
    },
  );
}
