import { AppError } from "@alentour/domain/errors";
import { userUpdateSchema, userWritableSchema } from "@alentour/domain/user";
import type { FastifyBaseLogger } from "fastify";
import type { Principal } from "#app/auth/principal.ts";
import { assertMayActOnAccount, assertOwnerOrStaff, isStaff } from "#app/http/guards.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { UserRepository } from "./user-repository.ts";

/** The only folder a users record owns files in (docs/product.md#document-operations). */
export const USERS_FOLDER = "users";
// Unknown keys are refused rather than dropped, so a client learns at once that it cannot write them.
const fullWrite = userWritableSchema.strict();
const partialWrite = userUpdateSchema.strict();
const emptyOptionalFields = { city: null, company: null, phone: null, photoUrl: null };

/**
 * The users records (the profile beside the sign-in account), as `/api/users/:id` reads and writes them: by their
 * owner, or by the support team above the record's role (guards.ts); every write of the support team audited.
 */
export function createUserRecords(deps: {
  users: UserRepository;
  storage: FileStorage;
  audit: AuditLog;
  log: FastifyBaseLogger;
}) {
  const { users, storage, audit, log } = deps;

  async function audited(principal: Principal, action: string, id: string, details: Record<string, unknown> = {}) {
    if (isStaff(principal)) await audit.record(principal, action, { type: "user", id }, details);
  }

  async function existing(principal: Principal, id: string) {
    assertOwnerOrStaff(principal, id, log);
    const record = await users.find(id);
    if (!record) throw new AppError("resource/not-found");
    return record;
  }

  return {
    async get(principal: Principal, id: string) {
      return existing(principal, id);
    },

    /**
     * Replaces the writable fields, or with `merge` writes only those given; creates the caller's own record when
     * absent (nobody creates another's). `created` says which happened.
     */
    async set(principal: Principal, id: string, body: unknown, merge: boolean) {
      assertOwnerOrStaff(principal, id, log);
      const record = await users.find(id);
      if (record) {
        assertMayActOnAccount(principal, record, log);
        const fields = merge ? partialWrite.parse(body) : fullWrite.parse({ ...emptyOptionalFields, ...(body as object) });
        const updated = await users.update(id, fields);
        await audited(principal, "user.updated", id, { fields: Object.keys(fields) });
        return { record: updated, created: false };
      }
      const full = fullWrite.parse({ ...emptyOptionalFields, ...(body as object) });
      if (principal.uid !== id) throw new AppError("resource/not-found");
      const created = await users.create(id, principal.email, full);
      await audited(principal, "user.created", id);
      return { record: created, created: true };
    },

    /** A partial write of an existing record. */
    async update(principal: Principal, id: string, body: unknown) {
      assertOwnerOrStaff(principal, id, log);
      const fields = partialWrite.parse(body);
      const record = await users.find(id);
      if (!record) throw new AppError("resource/not-found");
      assertMayActOnAccount(principal, record, log);
      const updated = await users.update(id, fields);
      if (!updated) throw new AppError("resource/not-found");
      await audited(principal, "user.updated", id, { fields: Object.keys(fields) });
      return updated;
    },

    /** Deletes a record, first every stored file under `users/{id}` when `withFiles` (docs/product.md#document-operations). */
    async remove(principal: Principal, id: string, withFiles: boolean) {
      const record = await existing(principal, id);
      // The role lives in this record: only an admin removes another member of the support team.
      assertMayActOnAccount(principal, record, log);
      if (withFiles) {
        try {
          await deleteFolderFiles(storage, `${USERS_FOLDER}/${id}`, log);
        } catch (error) {
          throw new AppError("document/delete-with-storage-failed", { cause: error });
        }
      }
      await users.remove(id);
      await audited(principal, "user.deleted", id);
    },
  };
}

export type UserRecords = ReturnType<typeof createUserRecords>;
