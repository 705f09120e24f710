import type { VideoCallOutcome } from "@alentour/domain/video-call";
import type { Kysely, Selectable } from "kysely";
import type { Database, VideoCallsTable } from "#app/db/schema.ts";

export type VideoCallRecord = {
  id: string;
  showId: string;
  boothId: string;
  visitorId: string | null;
  visitorLocale: string;
  startedAt: string;
  acceptedBy: string | null;
  acceptedAt: string | null;
  endedAt: string | null;
  outcome: VideoCallOutcome | null;
};

const toRecord = (row: Selectable<VideoCallsTable>): VideoCallRecord => ({
  id: row.id,
  showId: row.show_id,
  boothId: row.booth_id,
  visitorId: row.visitor_id,
  visitorLocale: row.visitor_locale,
  startedAt: row.started_at,
  acceptedBy: row.accepted_by,
  acceptedAt: row.accepted_at,
  endedAt: row.ended_at,
  outcome: row.outcome,
});

/**
 * The knocks and calls (migration 0031). Accepting and ending are conditional updates: of two staff members
 * accepting at once, or an accept and the missed timer, on any instance, exactly one changes the row.
 */
export function createVideoCallRepository(db: Kysely<Database>) {
  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;
  return {
    async insert(call: { id: string; showId: string; boothId: string; visitorId: string; locale: string; stamp: string }) {
      await db
        .insertInto("video_calls")
        .values({
          id: call.id,
          show_id: call.showId,
          booth_id: call.boothId,
          visitor_id: call.visitorId,
          visitor_locale: call.locale,
          started_at: call.stamp,
        })
        .execute();
    },

    async find(id: string): Promise<VideoCallRecord | null> {
      const row = await db.selectFrom("video_calls").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** The staff member takes the ringing knock; false when someone else did, or it ended, first. */
    async accept(id: string, userId: string, stamp: string): Promise<boolean> {
      return changed(
        await db
          .updateTable("video_calls")
          .set({ accepted_by: userId, accepted_at: stamp })
          .where("id", "=", id)
          .where("accepted_by", "is", null)
          .where("ended_at", "is", null)
          .executeTakeFirst(),
      );
    },

    /** Ends a knock nobody accepted; false when it was accepted or ended first. */
    async endRinging(id: string, outcome: VideoCallOutcome, stamp: string): Promise<boolean> {
      return changed(
        await db
          .updateTable("video_calls")
          .set({ ended_at: stamp, outcome })
          .where("id", "=", id)
          .where("accepted_by", "is", null)
          .where("ended_at", "is", null)
          .executeTakeFirst(),
      );
    },

    /** Ends an accepted call; false when it had already ended. */
    async endAccepted(id: string, outcome: VideoCallOutcome, stamp: string): Promise<boolean> {
      return changed(
        await db
          .updateTable("video_calls")
          .set({ ended_at: stamp, outcome })
          .where("id", "=", id)
          .where("accepted_by", "is not", null)
          .where("ended_at", "is", null)
          .executeTakeFirst(),
      );
    },

    /** A booth's calls, latest first (for the statistics). */
    async listForBooth(boothId: string): Promise<VideoCallRecord[]> {
      const rows = await db
        .selectFrom("video_calls")
        .selectAll()
        .where("booth_id", "=", boothId)
        .orderBy("started_at", "desc")
        .execute();
      return rows.map(toRecord);
    },
  };
}

export type VideoCallRepository = ReturnType<typeof createVideoCallRepository>;
