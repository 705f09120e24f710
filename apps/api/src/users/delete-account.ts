import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { createActivityRepository } from "#app/activities/activity-repository.ts";
import type { Auth } from "#app/auth/auth.ts";
import type { TokenRevocations } from "#app/auth/token-revocations.ts";
import type { Database } from "#app/db/schema.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";

/**
 * Deletes an account and everything it owns: its tokens and sessions first (so nothing can act for it meanwhile), then
 * the files of its activities and of its profile, its activities, its profile and its sign-in record.
 * Returns the ids of the activities that went, so the caller can update the search index and public pages.
 */
export async function deleteAccount(
  deps: { db: Kysely<Database>; storage: FileStorage; auth: Auth; log: FastifyBaseLogger; revocations?: TokenRevocations },
  userId: string,
): Promise<{ activityIds: string[]; files: number }> {
  const { db, storage, auth, log } = deps;
  const internal = (await auth.$context).internalAdapter;
  // Other instances refuse the account's tokens within seconds of this, and once its record is gone for good.
  await deps.revocations?.revoke(userId);
  await internal.deleteUserSessions(userId);
  const owned = await db.selectFrom("activities").select("id").where("owner_id", "=", userId).execute();
  let files = 0;
  for (const folder of [...owned.map((activity) => `activities/${activity.id}`), `users/${userId}`]) {
    files += await deleteFolderFiles(storage, folder, log);
  }
  // The activities go through their repository (ADR 030), in the transaction that removes the account.
  const removed = await db.transaction().execute(async (trx) => {
    const ids = await createActivityRepository(trx).removeOwnedBy(userId);
    await trx.deleteFrom("claim_requests").where("requester_id", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return ids;
  });
  await internal.deleteAccounts(userId);
  await internal.deleteUser(userId);
  // A token minted while the deletion ran (from a session it had not yet ended) dies with the record.
  deps.revocations?.forget(userId);
  log.info({ uid: userId, activities: removed.length, files }, "account deleted");
  return { activityIds: removed, files };
}
