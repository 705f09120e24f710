import type { StatisticKind } from "@alentour/domain/statistics";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** Where an event happened: its show (and time zone), hall and booth. */
export type StatisticPlace = {
  showId: string;
  timeZone: string;
  hallId: string | null;
  boothId: string | null;
  conferenceId: string | null;
};

/** A count of one kind on one day at one booth (null: the show's own conferences). */
export type StatisticCountRow = { boothId: string | null; hallId: string | null; kind: string; day: string; count: number };

/** The append-only events behind a show's statistics (migration 0032, ADR 102). */
export function createStatisticsRepository(db: Kysely<Database>) {
  return {
    async placeOfBooth(boothId: string): Promise<StatisticPlace | null> {
      const row = await db
        .selectFrom("booths")
        .innerJoin("trade_shows", "trade_shows.id", "booths.show_id")
        .select(["booths.show_id", "booths.hall_id", "booths.id", "trade_shows.time_zone"])
        .where("booths.id", "=", boothId)
        .executeTakeFirst();
      return row
        ? { showId: row.show_id, timeZone: row.time_zone, hallId: row.hall_id, boothId: row.id, conferenceId: null }
        : null;
    },

    async placeOfConference(conferenceId: string): Promise<StatisticPlace | null> {
      const row = await db
        .selectFrom("conferences")
        .innerJoin("trade_shows", "trade_shows.id", "conferences.show_id")
        .leftJoin("booths", "booths.id", "conferences.booth_id")
        .select(["conferences.show_id", "conferences.booth_id", "booths.hall_id", "trade_shows.time_zone"])
        .where("conferences.id", "=", conferenceId)
        // Only a conference of the programme is watched.
        .where("conferences.status", "=", "accepted")
        .executeTakeFirst();
      return row
        ? {
            showId: row.show_id,
            timeZone: row.time_zone,
            hallId: row.hall_id ?? null,
            boothId: row.booth_id,
            conferenceId,
          }
        : null;
    },

    /** Adds one event; false when its de-duplication key is already there (nothing written). */
    async insert(row: {
      id: string;
      place: StatisticPlace;
      kind: StatisticKind;
      userId: string | null;
      day: string;
      createdAt: string;
      dedupKey: string | null;
    }): Promise<boolean> {
      const result = await db
        .insertInto("statistic_events")
        .values({
          id: row.id,
          show_id: row.place.showId,
          hall_id: row.place.hallId,
          booth_id: row.place.boothId,
          conference_id: row.place.conferenceId,
          kind: row.kind,
          user_id: row.userId,
          day: row.day,
          created_at: row.createdAt,
          dedup_key: row.dedupKey,
        })
        .onConflict((conflict) => conflict.column("dedup_key").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Counts per booth, hall, kind and day, of a whole show or of one booth. */
    async counts(where: { showId: string } | { boothId: string }): Promise<StatisticCountRow[]> {
      const rows = await db
        .selectFrom("statistic_events")
        .select(["booth_id", "hall_id", "kind", "day", (eb) => eb.fn.countAll<number | string>().as("count")])
        .$if("showId" in where, (qb) => qb.where("show_id", "=", (where as { showId: string }).showId))
        .$if("boothId" in where, (qb) => qb.where("booth_id", "=", (where as { boothId: string }).boothId))
        .groupBy(["booth_id", "hall_id", "kind", "day"])
        .execute();
      return rows.map((row) => ({
        boothId: row.booth_id,
        hallId: row.hall_id,
        kind: row.kind,
        day: row.day,
        count: Number(row.count),
      }));
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
