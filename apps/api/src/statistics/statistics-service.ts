import { AppError } from "@alentour/domain/errors";
import {
  type ActivityStatistics,
  type BoothStatistics,
  noCounts,
  type ShowActivityStatistics,
  type StatisticCounts,
  type StatisticKind,
  statisticKinds,
} from "@alentour/domain/statistics";
import { tradeShowOnlineAccessOpen } from "@alentour/domain/trade-show";
import type { CallEnded } from "@alentour/domain/video-call";
import type { FastifyBaseLogger } from "fastify";
import type { AttendeeRepository } from "#app/attendees/attendee-repository.ts";
import { toCsv } from "#app/attendees/exports.ts";
import type { Principal } from "#app/auth/principal.ts";
import { assertMayManageTradeShow, isStaff, mayManageTradeShow } from "#app/http/guards.ts";
import type { BoothRepository } from "#app/trade-shows/booth-repository.ts";
import type { TradeShowRecord, TradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import type { StatisticsRecorder } from "./statistics-recorder.ts";
import type { StatisticCountRow, StatisticsRepository } from "./statistics-repository.ts";

const isKind = (kind: string): kind is StatisticKind => (statisticKinds as readonly string[]).includes(kind);

/** The CSV's columns after the hall and the booth, in the order of `statisticKinds`. */
const csvColumns = ["visits", "cards", "messages", "calls_accepted", "calls_missed", "conference_views"];

function add(into: StatisticCounts, kind: StatisticKind, count: number) {
  into[kind] += count;
}

/** Totals and per-day figures of some counted rows, the days in order. */
function activityOf(rows: StatisticCountRow[], show: TradeShowRecord, now: Date): ActivityStatistics {
  const totals = noCounts();
  const days = new Map<string, StatisticCounts>();
  for (const row of rows) {
    if (!isKind(row.kind)) continue;
    add(totals, row.kind, row.count);
    const day = days.get(row.day) ?? noCounts();
    add(day, row.kind, row.count);
    days.set(row.day, day);
  }
  return {
    live: tradeShowOnlineAccessOpen(show, now, show.timeZone),
    timeZone: show.timeZone,
    totals,
    perDay: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, counts]) => ({ day, counts })),
  };
}

/**
 * The statistics of a show's booths (docs/trade-shows.md#statistics, ADR 102): the organisers' figures per hall and
 * booth, each exhibitor's for their booth, their CSV, and the two events the public pages report (a booth's page
 * opened by an attendee, a conference played). Everything is written by the recorder.
 */
export function createStatisticsService(deps: {
  repository: StatisticsRepository;
  recorder: StatisticsRecorder;
  shows: TradeShowRepository;
  booths: BoothRepository;
  attendees: AttendeeRepository;
  users: Pick<UserRepository, "find">;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repository, recorder, shows, booths, attendees, log } = deps;
  const now = deps.now ?? (() => new Date());

  const attending = async (showId: string, userId: string) => {
    const row = await attendees.attendance(showId, userId);
    return row !== null && row.left_at === null;
  };

  /** The show for its team and the support team; a private show is unknown to anyone else. */
  async function managedShow(principal: Principal, slug: string): Promise<TradeShowRecord> {
    const show = await shows.findBySlug(slug);
    if (!show) throw new AppError("resource/not-found");
    const teamRole = await shows.roleOf(show.id, principal.uid);
    if (show.listing === "private" && !mayManageTradeShow(principal, teamRole)) throw new AppError("resource/not-found");
    assertMayManageTradeShow(principal, { id: show.id, teamRole }, log);
    return show;
  }

  /** A show the caller may see (as its public pages): a private one only for its team and the support team. */
  async function visibleShow(principal: Principal, show: TradeShowRecord | null): Promise<TradeShowRecord> {
    if (!show) throw new AppError("resource/not-found");
    if (show.listing === "private" && !mayManageTradeShow(principal, await shows.roleOf(show.id, principal.uid))) {
      throw new AppError("resource/not-found");
    }
    return show;
  }

  /**
   * A booth's figures are for its people: its owner and accredited colleagues, and the support team. Its show's
   * organisers read them on their own page; anyone else who can see the booth is refused, the others told nothing.
   */
  async function exhibitorBooth(principal: Principal, boothId: string) {
    const booth = await booths.find(boothId);
    const show = booth ? await shows.findById(booth.showId) : null;
    if (!booth || !show) throw new AppError("resource/not-found");
    if (isStaff(principal) || (await booths.roleOf(booth, principal)) !== null) return { booth, show };
    const teamRole = await shows.roleOf(show.id, principal.uid);
    const seen = booth.status === "validated" && show.listing === "public";
    if (!seen && !mayManageTradeShow(principal, teamRole)) throw new AppError("resource/not-found");
    log.warn({ uid: principal.uid, role: principal.role, booth: booth.id }, "authorisation refused");
    throw new AppError("auth/forbidden");
  }

  const service = {
    /** The organisers' figures: the show's, per hall (in the show's order) and per booth (validated, or with figures). */
    async forShow(show: TradeShowRecord): Promise<ShowActivityStatistics> {
      const rows = await repository.counts({ showId: show.id });
      const hallCounts = new Map<string, StatisticCounts>();
      const boothCounts = new Map<string, StatisticCounts>();
      for (const row of rows) {
        if (!isKind(row.kind)) continue;
        if (row.hallId) {
          const counts = hallCounts.get(row.hallId) ?? noCounts();
          add(counts, row.kind, row.count);
          hallCounts.set(row.hallId, counts);
        }
        if (row.boothId) {
          const counts = boothCounts.get(row.boothId) ?? noCounts();
          add(counts, row.kind, row.count);
          boothCounts.set(row.boothId, counts);
        }
      }
      const listed = (await booths.listForShow(show.id)).filter(
        (booth) => booth.status === "validated" || boothCounts.has(booth.id),
      );
      const hallOrder = new Map(show.halls.map((hall, index) => [hall.id, index]));
      return {
        ...activityOf(rows, show, now()),
        halls: show.halls.map((hall) => ({ ...hall, counts: hallCounts.get(hall.id) ?? noCounts() })),
        booths: listed
          .map((booth) => ({
            id: booth.id,
            companyName: booth.companyName,
            hallId: booth.hallId,
            counts: boothCounts.get(booth.id) ?? noCounts(),
          }))
          .sort(
            (a, b) =>
              (hallOrder.get(a.hallId) ?? 0) - (hallOrder.get(b.hallId) ?? 0) || a.companyName.localeCompare(b.companyName),
          ),
      };
    },

    /** The organisers' CSV: one line per booth, its hall first. */
    async showCsv(principal: Principal, slug: string): Promise<string> {
      const show = await managedShow(principal, slug);
      const figures = await service.forShow(show);
      const hallName = new Map(show.halls.map((hall) => [hall.id, hall.name ?? hall.theme]));
      return toCsv(
        ["hall", "booth", ...csvColumns],
        figures.booths.map((booth) => [
          hallName.get(booth.hallId ?? "") ?? "",
          booth.companyName,
          ...statisticKinds.map((kind) => booth.counts[kind]),
        ]),
      );
    },

    async forBooth(principal: Principal, boothId: string): Promise<BoothStatistics> {
      const { booth, show } = await exhibitorBooth(principal, boothId);
      const rows = await repository.counts({ boothId: booth.id });
      return {
        ...activityOf(rows, show, now()),
        boothId: booth.id,
        companyName: booth.companyName,
        showName: show.name,
        showSlug: show.slug,
      };
    },

    /** The exhibitor's CSV: one line per local day. */
    async boothCsv(principal: Principal, boothId: string): Promise<string> {
      const figures = await service.forBooth(principal, boothId);
      return toCsv(
        ["day", ...csvColumns],
        figures.perDay.map(({ day, counts }) => [day, ...statisticKinds.map((kind) => counts[kind])]),
      );
    },

    /**
     * An attendee opened a booth's page (or its panel): a visit, once a day. Anyone else (not attending, or of the
     * booth's own people) is not counted; a booth that is not public is unknown.
     */
    async visit(principal: Principal, boothId: string): Promise<{ recorded: boolean }> {
      const booth = await booths.find(boothId);
      const show = await visibleShow(principal, booth ? await shows.findById(booth.showId) : null);
      if (booth?.status !== "validated") throw new AppError("resource/not-found");
      if ((await booths.roleOf(booth, principal)) !== null || !(await attending(show.id, principal.uid))) {
        return { recorded: false };
      }
      return { recorded: await recorder.record({ kind: "visit", boothId: booth.id, userId: principal.uid }) };
    },

    /**
     * A visitor of the virtual hall walked into a booth's area (docs/hall.md): a visit on the booth page's terms —
     * an attendee of the show, not one of the booth's own people, once a day.
     */
    async hallVisit(visit: { boothId: string; userId: string }): Promise<boolean> {
      const booth = await booths.find(visit.boothId);
      const user = await deps.users.find(visit.userId);
      if (booth?.status !== "validated" || !user) return false;
      if ((await booths.roleOf(booth, { uid: user.id, email: user.email })) !== null) return false;
      if (!(await attending(booth.showId, user.id))) return false;
      return recorder.record({ kind: "visit", boothId: booth.id, userId: user.id });
    },

    /** A video call ended (ADR 100): answered ones and missed ones are counted; a cancelled or failed one is not. */
    async callEnded(ended: CallEnded): Promise<boolean> {
      if (ended.outcome !== "accepted" && ended.outcome !== "missed") return false;
      const kind = ended.outcome === "accepted" ? "call-accepted" : "call-missed";
      return recorder.record({ kind, boothId: ended.boothId, userId: ended.visitorId });
    },

    /** An attendee played a conference of the programme: a view, once a day. */
    async conferenceView(principal: Principal, slug: string, conferenceId: string): Promise<{ recorded: boolean }> {
      const show = await visibleShow(principal, await shows.findBySlug(slug));
      const place = await repository.placeOfConference(conferenceId);
      if (!place || place.showId !== show.id) throw new AppError("resource/not-found");
      if (!(await attending(show.id, principal.uid))) return { recorded: false };
      return { recorded: await recorder.record({ kind: "conference-view", conferenceId, userId: principal.uid }) };
    },
  };
  return service;
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
