import type { Activity } from "@alentour/domain/directory";
import type { Kysely } from "kysely";
import { toActivity } from "#app/activities/activity-repository.ts";
import type { Auth } from "#app/auth/auth.ts";
import type { Database } from "#app/db/schema.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";

export type UserExport = {
  format: "alentour-export";
  version: 1;
  exportedAt: string;
  profile: Record<string, unknown> | null;
  account: { email: string; emailVerified: boolean; createdAt: string } | null;
  activities: Activity[];
  /** The trade shows whose organising team the person is on, with their role (ADR 065). */
  tradeShows: Array<{ id: string; slug: string; name: string; role: string; joinedAt: string }>;
  files: string[];
};

/**
 * Everything the product keeps about one person, as one JSON document (GDPR access and portability): the
 * profile, the sign-in account (never the password hash), the activities they own, the trade-show teams they are
 * on and the files they stored.
 */
export async function exportUserData(
  deps: { db: Kysely<Database>; storage: FileStorage; auth: Auth },
  userId: string,
  now: Date = new Date(),
): Promise<UserExport> {
  const { db, storage, auth } = deps;
  const internal = (await auth.$context).internalAdapter;
  const [profile, found, activityRows, memberships] = await Promise.all([
    db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst(),
    internal.findUserById(userId),
    db.selectFrom("activities").selectAll().where("owner_id", "=", userId).orderBy("created_at").execute(),
    db
      .selectFrom("trade_show_members")
      .innerJoin("trade_shows", "trade_shows.id", "trade_show_members.show_id")
      .select([
        "trade_shows.id",
        "trade_shows.slug",
        "trade_shows.name",
        "trade_show_members.role",
        "trade_show_members.joined_at",
      ])
      .where("trade_show_members.user_id", "=", userId)
      .orderBy("trade_show_members.joined_at")
      .execute(),
  ]);
  const account = found as { email: string; emailVerified: boolean; createdAt: Date } | null;
  const activities = activityRows.map(toActivity);
  const folders = [`users/${userId}`, ...activities.map((activity) => `activities/${activity.id}`)];
  const files = (await Promise.all(folders.map((folder) => storage.list(folder)))).flat().sort();
  return {
    format: "alentour-export",
    version: 1,
    exportedAt: now.toISOString(),
    profile: profile
      ? {
          id: profile.id,
          email: profile.email,
          firstName: profile.first_name,
          lastName: profile.last_name,
          city: profile.city,
          company: profile.company,
          phone: profile.phone,
          photoUrl: profile.photo_url,
          role: profile.role,
          dateCreated: profile.date_created,
          dateUpdated: profile.date_updated,
        }
      : null,
    account: account
      ? {
          email: account.email,
          emailVerified: Boolean(account.emailVerified),
          createdAt: new Date(account.createdAt).toISOString(),
        }
      : null,
    activities,
    tradeShows: memberships.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      role: row.role,
      joinedAt: row.joined_at,
    })),
    files,
  };
}
