import { randomUUID } from "node:crypto";
import { localDateTime } from "@alentour/domain/local-time";
import type { StatisticKind } from "@alentour/domain/statistics";
import type { FastifyBaseLogger } from "fastify";
import type { StatisticPlace, StatisticsRepository } from "./statistics-repository.ts";

/**
 * One event for the statistics (ADR 102). A booth's events name the booth; a conference view names the
 * conference (its booth, if any, is found from it). `userId` is who did it: the visitor, the attendee who handed
 * the card or wrote, the caller of a video call.
 */
export type StatisticEvent =
  | {
      kind: Exclude<StatisticKind, "conference-view">;
      boothId: string;
      userId?: string | null;
      at?: Date;
    }
  | { kind: "conference-view"; conferenceId: string; userId?: string | null; at?: Date };

/**
 * What counts once: a visit per visitor, booth and local day; a card per attendee and booth; a conference view per
 * attendee, conference and local day. Messages and calls count each time. Without a user nothing is merged.
 */
function dedupKeyOf(event: StatisticEvent, day: string): string | null {
  if (!event.userId) return null;
  switch (event.kind) {
    case "visit":
      return `visit:${event.boothId}:${event.userId}:${day}`;
    case "card":
      return `card:${event.boothId}:${event.userId}`;
    case "conference-view":
      return `conference-view:${event.conferenceId}:${event.userId}:${day}`;
    default:
      return null;
  }
}

/**
 * The one writer of the statistics: the attendees', messages', hall's and calls' services call `record`. It never
 * throws (a figure lost is logged, the action it counts goes on) and answers whether the event was counted.
 */
export function createStatisticsRecorder(deps: { repository: StatisticsRepository; log: FastifyBaseLogger; now?: () => Date }) {
  const { repository, log } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async record(event: StatisticEvent): Promise<boolean> {
      try {
        const place: StatisticPlace | null =
          event.kind === "conference-view"
            ? await repository.placeOfConference(event.conferenceId)
            : await repository.placeOfBooth(event.boothId);
        if (!place) return false;
        const at = event.at ?? now();
        const day = localDateTime(at, place.timeZone).date;
        return await repository.insert({
          id: randomUUID(),
          place,
          kind: event.kind,
          userId: event.userId ?? null,
          day,
          createdAt: at.toISOString(),
          dedupKey: dedupKeyOf(event, day),
        });
      } catch (error) {
        log.error({ err: error, kind: event.kind }, "statistics: an event could not be recorded");
        return false;
      }
    },
  };
}

export type StatisticsRecorder = ReturnType<typeof createStatisticsRecorder>;
