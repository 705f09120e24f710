import { AppError } from "@alentour/domain/errors";
import { userUpdateSchema, userWritableSchema } from "@alentour/domain/user";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Principal } from "#app/auth/principal.ts";
import { assertMayActOnAccount, isStaff, requireOwnerOrStaff } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { UserRepository } from "#app/users/user-repository.ts";

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const setQuery = z.object({ merge: z.enum(["true", "false"]).default("false") });
// The only folder a users document owns files in; the client names it so a mismatch is caught, not obeyed.
const USERS_FOLDER = "users";
const deleteQuery = z.object({ folder: z.literal(USERS_FOLDER).optional() });
// Unknown keys are refused rather than dropped, so a client learns at once that it cannot write them.
const fullWrite = userWritableSchema.strict();
const partialWrite = userUpdateSchema.strict();
const emptyOptionalFields = { city: null, company: null, phone: null, photoUrl: null };

export function registerUserRoutes(app: FastifyInstance, deps: { users: UserRepository; storage: FileStorage; audit: AuditLog }) {
  const { users, storage, audit } = deps;

  /** Every write of the support team goes to the audit log (docs/security.md). */
  async function audited(principal: Principal, action: string, id: string, details: Record<string, unknown> = {}) {
    if (isStaff(principal)) await audit.record(principal, action, { type: "user", id }, details);
  }

  app.get(
    "/api/users/:id",
    doc({ summary: "A user profile (its owner or the support team)", access: "signed-in", params: idParams }),
    async (request) => {
      const { id } = idParams.parse(request.params);
      requireOwnerOrStaff(request, id);
      const user = await users.find(id);
      if (!user) throw new AppError("resource/not-found");
      return user;
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
      body: fullWrite,
    }),
    async (request, reply) => {
      const { id } = idParams.parse(request.params);
      const principal = requireOwnerOrStaff(request, id);
      const { merge } = setQuery.parse(request.query);
      const existing = await users.find(id);
      // A record's owner, or the support team above the record's role, writes it (guards.ts).
      if (existing) assertMayActOnAccount(principal, existing, request.log);
      if (existing) {
        const fields =
          merge === "true"
            ? partialWrite.parse(request.body)
            : fullWrite.parse({ ...emptyOptionalFields, ...(request.body as object) });
        const updated = await users.update(id, fields);
        await audited(principal, "user.updated", id, { fields: Object.keys(fields) });
        return updated;
      }
      const full = fullWrite.parse({ ...emptyOptionalFields, ...(request.body as object) });
      if (principal.uid !== id) throw new AppError("resource/not-found");
      reply.status(201);
      const created = await users.create(id, principal.email, full);
      await audited(principal, "user.created", id);
      return created;
    },
  );

  // Update: partial write of an existing record.
  app.patch(
    "/api/users/:id",
    doc({ summary: "Change some fields of a user profile", access: "signed-in", params: idParams, body: partialWrite }),
    async (request) => {
      const { id } = idParams.parse(request.params);
      const principal = requireOwnerOrStaff(request, id);
      const fields = partialWrite.parse(request.body);
      const existing = await users.find(id);
      if (!existing) throw new AppError("resource/not-found");
      assertMayActOnAccount(principal, existing, request.log);
      const updated = await users.update(id, fields);
      if (!updated) throw new AppError("resource/not-found");
      await audited(principal, "user.updated", id, { fields: Object.keys(fields) });
      return updated;
    },
  );

  // Delete, and with ?folder=users first every stored file under users/{id} (docs/product.md#document-operations).
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
      const principal = requireOwnerOrStaff(request, id);
      const { folder } = deleteQuery.parse(request.query);
      const record = await users.find(id);
      if (!record) throw new AppError("resource/not-found");
      // The role lives in this record: only an admin removes another member of the support team.
      assertMayActOnAccount(principal, record, request.log);
      if (folder) {
        try {
          await deleteFolderFiles(storage, `${folder}/${id}`, request.log);
        } catch (error) {
          throw new AppError("document/delete-with-storage-failed", { cause: error });
        }
      }
      await users.remove(id);
      await audited(principal, "user.deleted", id);
      reply.status(204);
    },
  );
}
