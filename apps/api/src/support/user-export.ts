import type { Activity } from "@alentour/domain/directory";
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from "@alentour/domain/message";
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
  /** The shows the person joined as an attendee, their two business cards and the booths holding them (ADR 097). */
  attendance: Array<{ slug: string; name: string; joinedAt: string; leftAt: string | null }>;
  businessCards: Array<{ kind: string; values: Record<string, string>; shared: string[]; updatedAt: string }>;
  cardsHeld: Array<{ company: string; show: string; kind: string; createdAt: string; withdrawnAt: string | null }>;
  /** Their message settings and the messages they wrote, with the booth each went to or came from (ADR 099, 103). */
  messageSettings: MessageSettings;
  messagesWritten: Array<{ booth: string; show: string; side: string; body: string; createdAt: string }>;
  /** The booths and conferences the person saved as an attendee (ADR 104). */
  savedBooths: Array<{ boothId: string; company: string; show: string; savedAt: string }>;
  savedConferences: Array<{ conferenceId: string; name: string; show: string; savedAt: string }>;
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
  const [attendance, cards, held, savedBooths, savedConferences] = await Promise.all([
    db
      .selectFrom("attendees")
      .innerJoin("trade_shows", "trade_shows.id", "attendees.show_id")
      .select(["trade_shows.slug", "trade_shows.name", "attendees.joined_at", "attendees.left_at"])
      .where("attendees.user_id", "=", userId)
      .orderBy("attendees.joined_at")
      .execute(),
    db.selectFrom("business_cards").selectAll().where("user_id", "=", userId).orderBy("kind").execute(),
    db
      .selectFrom("leads")
      .innerJoin("booths", "booths.id", "leads.booth_id")
      .innerJoin("trade_shows", "trade_shows.id", "booths.show_id")
      .select(["booths.company_name", "trade_shows.slug", "leads.kind", "leads.created_at", "leads.withdrawn_at"])
      .where("leads.user_id", "=", userId)
      .orderBy("leads.created_at")
      .execute(),
    db
      .selectFrom("saved_booths")
      .innerJoin("booths", "booths.id", "saved_booths.booth_id")
      .innerJoin("trade_shows", "trade_shows.id", "booths.show_id")
      .select(["booths.id", "booths.company_name", "trade_shows.slug", "saved_booths.saved_at"])
      .where("saved_booths.user_id", "=", userId)
      .orderBy("saved_booths.saved_at")
      .orderBy("booths.id")
      .execute(),
    db
      .selectFrom("saved_conferences")
      .innerJoin("conferences", "conferences.id", "saved_conferences.conference_id")
      .innerJoin("trade_shows", "trade_shows.id", "conferences.show_id")
      .select(["conferences.id", "conferences.name", "trade_shows.slug", "saved_conferences.saved_at"])
      .where("saved_conferences.user_id", "=", userId)
      .orderBy("saved_conferences.saved_at")
      .orderBy("conferences.id")
      .execute(),
  ]);
  const [messageSettings, written] = await Promise.all([
    db.selectFrom("message_settings").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("messages")
      .innerJoin("conversations", "conversations.id", "messages.conversation_id")
      .innerJoin("booths", "booths.id", "conversations.booth_id")
      .innerJoin("trade_shows", "trade_shows.id", "booths.show_id")
      .select(["booths.company_name", "trade_shows.slug", "messages.side", "messages.body", "messages.created_at"])
      .where("messages.sender_id", "=", userId)
      .orderBy("messages.created_at")
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
    attendance: attendance.map((row) => ({ slug: row.slug, name: row.name, joinedAt: row.joined_at, leftAt: row.left_at })),
    businessCards: cards.map((row) => ({
      kind: row.kind,
      values: JSON.parse(row.card_values),
      shared: JSON.parse(row.shared),
      updatedAt: row.updated_at,
    })),
    cardsHeld: held.map((row) => ({
      company: row.company_name,
      show: row.slug,
      kind: row.kind,
      createdAt: row.created_at,
      withdrawnAt: row.withdrawn_at,
    })),
    messageSettings: messageSettings
      ? { mailUnread: messageSettings.mail_unread === 1, firstContact: messageSettings.first_contact }
      : { ...DEFAULT_MESSAGE_SETTINGS },
    messagesWritten: written.map((row) => ({
      booth: row.company_name,
      show: row.slug,
      side: row.side,
      body: row.body,
      createdAt: row.created_at,
    })),
    savedBooths: savedBooths.map((row) => ({
      boothId: row.id,
      company: row.company_name,
      show: row.slug,
      savedAt: row.saved_at,
    })),
    savedConferences: savedConferences.map((row) => ({
      conferenceId: row.id,
      name: row.name,
      show: row.slug,
      savedAt: row.saved_at,
    })),
    files,
  };
}
