import type { FastifyBaseLogger } from "fastify";
import type { ActivityService } from "#app/activities/activity-service.ts";
import type { Auth } from "#app/auth/auth.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { TokenRevocations } from "#app/auth/token-revocations.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";

/**
 * Deletes an account and everything it owns: its tokens and sessions first (so nothing can act for it meanwhile),
 * then the files of its profile, its activities through the activity service (ADR 030: their files, their
 * records, and the page cache and search index told) in the transaction that also removes its claim requests and
 * its profile, and its sign-in record. `principal` is who asked: the owner, or the support team for an erasure.
 * Returns the ids of the activities that went.
 */
export async function deleteAccount(
  deps: {
    activities: ActivityService;
    storage: FileStorage;
    auth: Auth;
    log: FastifyBaseLogger;
    revocations?: TokenRevocations;
  },
  principal: Principal,
  userId: string,
): Promise<{ activityIds: string[] }> {
  const { storage, auth, log } = deps;
  const internal = (await auth.$context).internalAdapter;
  // Other instances refuse the account's tokens within seconds of this, and once its record is gone for good.
  await deps.revocations?.revoke(userId);
  await internal.deleteUserSessions(userId);
  const files = await deleteFolderFiles(storage, `users/${userId}`, log);
  const activityIds = await deps.activities.removeAllOwnedBy(principal, userId, async (trx) => {
    await trx.deleteFrom("claim_requests").where("requester_id", "=", userId).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
  await internal.deleteAccounts(userId);
  await internal.deleteUser(userId);
  // A token minted while the deletion ran (from a session it had not yet ended) dies with the record.
  deps.revocations?.forget(userId);
  log.info({ uid: userId, by: principal.uid, activities: activityIds.length, files }, "account deleted");
  return { activityIds };
}
