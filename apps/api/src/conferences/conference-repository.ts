import type { TalkAccessibilityFeature } from "@alentour/domain/accessibility";
import type { ConferenceStatus } from "@alentour/domain/conference";
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from "kysely";
import type { ConferenceSpeakersTable, ConferencesTable, Database } from "#app/db/schema.ts";

type ConferenceRow = Selectable<ConferencesTable>;
type SpeakerRow = Selectable<ConferenceSpeakersTable>;

/** A stored conference with its speakers in their order. */
export type ConferenceRecord = {
  id: string;
  showId: string;
  boothId: string | null;
  status: ConferenceStatus;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  description: string;
  liveStreamUrl: string | null;
  replayUrl: string | null;
  imageUrl: string | null;
  speakers: Array<{ name: string; email: string | null; userId: string | null }>;
  accessibility: TalkAccessibilityFeature[];
  proposedBy: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NewSpeaker = { name: string; email: string | null; userId: string | null };
export type ConferenceChange = Updateable<Omit<ConferencesTable, "id" | "show_id" | "booth_id" | "created_at">>;
export type ConferenceFilters = { status?: ConferenceStatus; boothId?: string; withoutLiveLink?: boolean };

function toRecord(row: ConferenceRow, speakers: SpeakerRow[]): ConferenceRecord {
  return {
    id: row.id,
    showId: row.show_id,
    boothId: row.booth_id,
    status: row.status,
    name: row.name,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    description: row.description,
    liveStreamUrl: row.live_stream_url,
    replayUrl: row.replay_url,
    imageUrl: row.image_url,
    speakers: speakers.map((speaker) => ({ name: speaker.name, email: speaker.email, userId: speaker.user_id })),
    accessibility: JSON.parse(row.accessibility),
    proposedBy: row.proposed_by,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Raised inside a transaction to undo it: not every conference named belongs to the show. */
class UnknownConference extends Error {}

export function createConferenceRepository(db: Kysely<Database>) {
  async function speakersOf(ids: string[]): Promise<Map<string, SpeakerRow[]>> {
    const byConference = new Map<string, SpeakerRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byConference;
    const rows = await db
      .selectFrom("conference_speakers")
      .selectAll()
      .where("conference_id", "in", ids)
      .orderBy("position")
      .execute();
    for (const row of rows) byConference.get(row.conference_id)?.push(row);
    return byConference;
  }

  async function records(rows: ConferenceRow[]): Promise<ConferenceRecord[]> {
    const speakers = await speakersOf(rows.map((row) => row.id));
    return rows.map((row) => toRecord(row, speakers.get(row.id) ?? []));
  }

  async function putSpeakers(trx: Transaction<Database>, conferenceId: string, speakers: NewSpeaker[]) {
    await trx.deleteFrom("conference_speakers").where("conference_id", "=", conferenceId).execute();
    if (speakers.length === 0) return;
    await trx
      .insertInto("conference_speakers")
      .values(
        speakers.map((speaker, position) => ({
          conference_id: conferenceId,
          position,
          name: speaker.name,
          email: speaker.email,
          user_id: speaker.userId,
        })),
      )
      .execute();
  }

  return {
    /** The show's conferences by date and hour, filtered. */
    async list(showId: string, filters: ConferenceFilters = {}): Promise<ConferenceRecord[]> {
      let query = db.selectFrom("conferences").selectAll().where("show_id", "=", showId);
      if (filters.status) query = query.where("status", "=", filters.status);
      if (filters.boothId) query = query.where("booth_id", "=", filters.boothId);
      if (filters.withoutLiveLink) query = query.where("live_stream_url", "is", null);
      const rows = await query.orderBy("date").orderBy("start_time").orderBy("name").orderBy("id").execute();
      return records(rows);
    },

    async find(showId: string, id: string): Promise<ConferenceRecord | null> {
      const row = await db
        .selectFrom("conferences")
        .selectAll()
        .where("show_id", "=", showId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? ((await records([row]))[0] ?? null) : null;
    },

    /** A conference by its id alone (an upload names it so). */
    async findById(id: string): Promise<ConferenceRecord | null> {
      const row = await db.selectFrom("conferences").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? ((await records([row]))[0] ?? null) : null;
    },

    /** A new conference and its speakers, together. */
    async insert(row: Insertable<ConferencesTable>, speakers: NewSpeaker[]) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("conferences").values(row).execute();
        await putSpeakers(trx, row.id, speakers);
      });
    },

    /** Changes fields and, when given, replaces the speakers, together. */
    async update(id: string, change: ConferenceChange, speakers?: NewSpeaker[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("conferences").set(change).where("id", "=", id).execute();
        if (speakers) await putSpeakers(trx, id, speakers);
      });
    },

    async remove(showId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom("conferences").where("show_id", "=", showId).where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The organisers' decision on several conferences, in one transaction: all of them, or none when one is not
     * the show's (false then).
     */
    async decide(showId: string, ids: string[], status: "accepted" | "refused", by: string, at: string): Promise<boolean> {
      const unique = [...new Set(ids)];
      try {
        await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable("conferences")
            .set({ status, decided_by: by, decided_at: at, updated_at: at })
            .where("show_id", "=", showId)
            .where("id", "in", unique)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== unique.length) throw new UnknownConference();
        });
        return true;
      } catch (error) {
        if (error instanceof UnknownConference) return false;
        throw error;
      }
    },

    /** How many of the show's conferences are in each state, and the accepted ones without a live link. */
    async summary(showId: string) {
      const rows = await db
        .selectFrom("conferences")
        .select(["status", "live_stream_url"])
        .where("show_id", "=", showId)
        .execute();
      const count = (status: ConferenceStatus) => rows.filter((row) => row.status === status).length;
      return {
        pending: count("pending"),
        accepted: count("accepted"),
        refused: count("refused"),
        acceptedWithoutLiveLink: rows.filter((row) => row.status === "accepted" && row.live_stream_url === null).length,
      };
    },
  };
}

export type ConferenceRepository = ReturnType<typeof createConferenceRepository>;
