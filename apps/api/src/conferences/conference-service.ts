import { randomUUID } from "node:crypto";
import {
  type Conference,
  conferenceDecisionSchema,
  conferencePatchSchema,
  conferenceProposalSchema,
  type ProgrammeConference,
  type SpeakerInput,
} from "@alentour/domain/conference";
import { AppError } from "@alentour/domain/errors";
import { instantOf } from "@alentour/domain/local-time";
import type { Locale } from "@alentour/domain/locale";
import { type TradeShowRole, tradeShowPagePath } from "@alentour/domain/trade-show";
import type { FastifyBaseLogger } from "fastify";
import type { PageCache } from "#app/activities/page-cache.ts";
import type { Principal } from "#app/auth/principal.ts";
import { assertMayManageTradeShow, isStaff, mayManageTradeShow } from "#app/http/guards.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { conferenceSpeakerMail } from "#app/mail/templates.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { BoothRepository } from "#app/trade-shows/booth-repository.ts";
import type { TradeShowRecord, TradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { tradeShowFolderOf } from "#app/trade-shows/trade-show-service.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import { conferenceIcs } from "./conference-ics.ts";
import type { ConferenceFilters, ConferenceRecord, ConferenceRepository, NewSpeaker } from "./conference-repository.ts";

/** Who the caller is for a show's conferences: on its team (or the support team), an exhibitor, or neither. */
type Standing = { record: TradeShowRecord; teamRole: TradeShowRole | null; manages: boolean; boothId: string | null };

/**
 * A trade show's conferences (docs/trade-shows.md#conferences, ADR 093): proposed by its team or an exhibitor,
 * decided by its team, played on its public page's programme.
 */
export function createConferenceService(deps: {
  conferences: ConferenceRepository;
  shows: TradeShowRepository;
  /** Who exhibits at a show: the booths' own rule (an owner or a granted colleague of a validated booth). */
  booths: Pick<BoothRepository, "exhibitingBooth">;
  users: UserRepository;
  mailer: Mailer;
  storage: FileStorage;
  audit: AuditLog;
  /** The public show page carries the programme: emptied when it changes. */
  pageCache: PageCache;
  publicOrigin: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { conferences, shows, users, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.publicOrigin).hostname;

  async function find(idOrSlug: string): Promise<TradeShowRecord> {
    const record = (await shows.findBySlug(idOrSlug)) ?? (await shows.findById(idOrSlug));
    if (!record) throw new AppError("resource/not-found");
    return record;
  }

  /** The caller's standing; a private show is "not found" to anyone who is neither on its team nor an exhibitor. */
  async function standing(principal: Principal, idOrSlug: string): Promise<Standing> {
    const record = await find(idOrSlug);
    const teamRole = await shows.roleOf(record.id, principal.uid);
    const manages = mayManageTradeShow(principal, teamRole);
    const booth = manages ? null : await deps.booths.exhibitingBooth(record.id, principal);
    if (record.listing === "private" && !manages && !booth) throw new AppError("resource/not-found");
    return { record, teamRole, manages, boothId: booth?.boothId ?? null };
  }

  /** The team, the support team or an exhibitor; anyone else is refused. */
  async function participant(principal: Principal, idOrSlug: string): Promise<Standing> {
    const found = await standing(principal, idOrSlug);
    if (!found.boothId) assertMayManageTradeShow(principal, { id: found.record.id, teamRole: found.teamRole }, log);
    return found;
  }

  /** A conference the caller may change or delete: any for the team, its own booth's for an exhibitor. */
  async function ownConference(principal: Principal, idOrSlug: string, conferenceId: string) {
    const found = await participant(principal, idOrSlug);
    const conference = await conferences.find(found.record.id, conferenceId);
    if (!conference || (!found.manages && conference.boothId !== found.boothId)) throw new AppError("resource/not-found");
    return { ...found, conference };
  }

  /** The support team's acts on shows whose team they are not on go to the audit log, as for the shows. */
  async function audited(principal: Principal, found: Standing, action: string, details: Record<string, unknown>) {
    if (!isStaff(principal) || found.teamRole) return;
    await deps.audit.record(
      principal,
      action,
      { type: "trade-show", id: found.record.id },
      { slug: found.record.slug, ...details },
    );
  }

  /** A conference's files (its image) live in its show's folder, so deleting the show takes them too. */
  const folderOf = (showId: string, conferenceId: string) => `${tradeShowFolderOf(showId)}/conferences/${conferenceId}`;

  /** A conference whose fields the caller may change now: any for the team, a pending one for its exhibitor. */
  async function changeable(principal: Principal, conferenceId: string) {
    const stored = await conferences.findById(conferenceId);
    if (!stored) throw new AppError("resource/not-found");
    const found = await ownConference(principal, stored.showId, conferenceId);
    if (!found.manages && found.conference.status !== "pending") throw new AppError("conference/already-decided");
    return found;
  }

  /** A conference takes place on one of the show's days, within its daily hours. */
  function assertInsideShow(record: TradeShowRecord, when: { date: string; startTime: string; endTime: string }) {
    const inside =
      when.date >= record.startDate &&
      when.date <= record.endDate &&
      when.startTime >= record.openingTime &&
      when.endTime <= record.closingTime &&
      when.endTime > when.startTime;
    if (!inside) throw new AppError("conference/outside-show");
  }

  /** Speakers named by an account's address are linked to it; the others are names (and addresses) alone. */
  async function speakersOf(input: SpeakerInput[]): Promise<NewSpeaker[]> {
    const speakers: NewSpeaker[] = [];
    for (const speaker of input) {
      const email = speaker.email?.toLowerCase() ?? null;
      const account = email ? await users.findByEmail(email) : null;
      speakers.push({ name: speaker.name, email, userId: account?.id ?? null });
    }
    return speakers;
  }

  /** Tells the newly named speakers with an account, in the caller's language (accounts keep no language). */
  async function tellSpeakers(
    record: TradeShowRecord,
    conference: { name: string; date: string; startTime: string; endTime: string },
    speakers: NewSpeaker[],
    already: ReadonlySet<string>,
    locale: Locale,
  ) {
    const link = `${deps.publicOrigin}${tradeShowPagePath(record.slug, locale)}`;
    for (const speaker of speakers) {
      if (!speaker.userId || !speaker.email || already.has(speaker.userId)) continue;
      await mailer.send(conferenceSpeakerMail(locale, speaker.email, { ...conference, showName: record.name, link }));
    }
  }

  function view(conference: ConferenceRecord, mine: boolean): Conference {
    return {
      id: conference.id,
      showId: conference.showId,
      boothId: conference.boothId,
      status: conference.status,
      name: conference.name,
      date: conference.date,
      startTime: conference.startTime,
      endTime: conference.endTime,
      description: conference.description,
      liveStreamUrl: conference.liveStreamUrl,
      replayUrl: conference.replayUrl,
      imageUrl: conference.imageUrl,
      speakers: conference.speakers,
      accessibility: conference.accessibility,
      proposedBy: conference.proposedBy,
      createdAt: conference.createdAt,
      mine,
    };
  }

  function programmeEntry(
    record: TradeShowRecord,
    conference: ConferenceRecord & { liveStreamUrl: string },
  ): ProgrammeConference {
    return {
      id: conference.id,
      boothId: conference.boothId,
      name: conference.name,
      date: conference.date,
      startTime: conference.startTime,
      endTime: conference.endTime,
      startsAt: instantOf(conference.date, conference.startTime, record.timeZone).toISOString(),
      endsAt: instantOf(conference.date, conference.endTime, record.timeZone).toISOString(),
      description: conference.description,
      liveStreamUrl: conference.liveStreamUrl,
      replayUrl: conference.replayUrl,
      imageUrl: conference.imageUrl,
      speakers: conference.speakers.map((speaker) => speaker.name),
      accessibility: conference.accessibility,
    };
  }

  /** The public programme's conferences: accepted and with a live link (docs/trade-shows.md#conferences). */
  async function programmeOf(record: TradeShowRecord): Promise<ProgrammeConference[]> {
    const accepted = await conferences.list(record.id, { status: "accepted" });
    return accepted.flatMap((conference) =>
      conference.liveStreamUrl ? [programmeEntry(record, { ...conference, liveStreamUrl: conference.liveStreamUrl })] : [],
    );
  }

  /** A show the caller may read (listed, or on its team or the support team). */
  async function readable(principal: Principal | null, idOrSlug: string): Promise<TradeShowRecord> {
    const record = await find(idOrSlug);
    if (record.listing === "public") return record;
    const teamRole = principal ? await shows.roleOf(record.id, principal.uid) : null;
    if (!(principal && mayManageTradeShow(principal, teamRole))) throw new AppError("resource/not-found");
    return record;
  }

  async function removeFiles(folder: string) {
    await deleteFolderFiles(deps.storage, folder, log).catch((error: unknown) =>
      log.error({ err: error, folder }, "storage: could not list a conference's files"),
    );
  }

  return {
    /** The team sees every conference, an exhibitor its booth's. */
    async list(principal: Principal, idOrSlug: string, filters: Omit<ConferenceFilters, "boothId">): Promise<Conference[]> {
      const found = await participant(principal, idOrSlug);
      const boothId = found.manages ? undefined : (found.boothId ?? undefined);
      const rows = await conferences.list(found.record.id, { ...filters, boothId });
      return rows.map((row) => view(row, found.manages || row.boothId === found.boothId));
    },

    /** A proposal, pending until the team decides; an exhibitor's belongs to their booth, the team's to none. */
    async propose(principal: Principal, idOrSlug: string, body: unknown, locale: Locale): Promise<Conference> {
      const found = await participant(principal, idOrSlug);
      const input = conferenceProposalSchema.parse(body);
      assertInsideShow(found.record, input);
      const speakers = await speakersOf(input.speakers);
      const id = randomUUID();
      const stamp = now().toISOString();
      await conferences.insert(
        {
          id,
          show_id: found.record.id,
          booth_id: found.manages ? null : found.boothId,
          name: input.name,
          date: input.date,
          start_time: input.startTime,
          end_time: input.endTime,
          description: input.description,
          live_stream_url: input.liveStreamUrl ?? null,
          replay_url: input.replayUrl ?? null,
          image_url: null,
          accessibility: JSON.stringify(input.accessibility),
          proposed_by: principal.uid,
          decided_by: null,
          decided_at: null,
          created_at: stamp,
          updated_at: stamp,
        },
        speakers,
      );
      log.info({ tradeShow: found.record.id, conference: id, by: principal.uid }, "conference proposed");
      await tellSpeakers(found.record, input, speakers, new Set(), locale);
      const created = await conferences.find(found.record.id, id);
      if (!created) throw new AppError("resource/not-found");
      return view(created, true);
    },

    /** A change: any by the team; by its exhibitor while it is pending. */
    async update(
      principal: Principal,
      idOrSlug: string,
      conferenceId: string,
      body: unknown,
      locale: Locale,
    ): Promise<Conference> {
      const found = await ownConference(principal, idOrSlug, conferenceId);
      const { record, manages, conference } = found;
      if (!manages && conference.status !== "pending") throw new AppError("conference/already-decided");
      const patch = conferencePatchSchema.parse(body);
      const next = {
        date: patch.date ?? conference.date,
        startTime: patch.startTime ?? conference.startTime,
        endTime: patch.endTime ?? conference.endTime,
      };
      if (next.endTime <= next.startTime) {
        throw new AppError("request/validation-failed", { fields: { endTime: "schedule/end-before-start" } });
      }
      assertInsideShow(record, next);
      const speakers = patch.speakers ? await speakersOf(patch.speakers) : undefined;
      await conferences.update(
        conference.id,
        {
          ...(patch.name !== undefined && { name: patch.name }),
          date: next.date,
          start_time: next.startTime,
          end_time: next.endTime,
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.liveStreamUrl !== undefined && { live_stream_url: patch.liveStreamUrl }),
          ...(patch.replayUrl !== undefined && { replay_url: patch.replayUrl }),
          ...(patch.imageUrl === null && { image_url: null }),
          ...(patch.accessibility !== undefined && { accessibility: JSON.stringify(patch.accessibility) }),
          updated_at: now().toISOString(),
        },
        speakers,
      );
      // The image's files go once the conference no longer names them.
      if (patch.imageUrl === null) await removeFiles(folderOf(record.id, conference.id));
      const updated = await conferences.find(record.id, conference.id);
      if (!updated) throw new AppError("resource/not-found");
      if (conference.status === "accepted") await deps.pageCache.purge();
      await audited(principal, found, "conference.changed", { conference: conference.id });
      if (speakers) {
        const already = new Set(conference.speakers.flatMap((speaker) => (speaker.userId ? [speaker.userId] : [])));
        await tellSpeakers(record, updated, speakers, already, locale);
      }
      return view(updated, true);
    },

    /** Deleted by the team, or withdrawn by its exhibitor, in any state. */
    async remove(principal: Principal, idOrSlug: string, conferenceId: string): Promise<void> {
      const found = await ownConference(principal, idOrSlug, conferenceId);
      const { record, conference } = found;
      await conferences.remove(record.id, conference.id);
      await removeFiles(folderOf(record.id, conference.id));
      if (conference.status === "accepted") await deps.pageCache.purge();
      log.info({ tradeShow: record.id, conference: conference.id, by: principal.uid }, "conference deleted");
      await audited(principal, found, "conference.deleted", { conference: conference.id, name: conference.name });
    },

    /** The conference whose image the caller is about to upload, if they may change it; names its folder. */
    async authorizeImage(principal: Principal, conferenceId: string): Promise<{ folder: string }> {
      const { record, conference } = await changeable(principal, conferenceId);
      return { folder: `${folderOf(record.id, conference.id)}/image` };
    },

    /** Points the conference's image at a newly stored upload. */
    async setImage(principal: Principal, conferenceId: string, url: string): Promise<void> {
      const { conference } = await changeable(principal, conferenceId);
      await conferences.update(conference.id, { image_url: url, updated_at: now().toISOString() });
      if (conference.status === "accepted") await deps.pageCache.purge();
    },

    /** Accepts or refuses several conferences at once, all or none (the team and the support team). */
    async decide(principal: Principal, idOrSlug: string, body: unknown): Promise<Conference[]> {
      const found = await standing(principal, idOrSlug);
      assertMayManageTradeShow(principal, { id: found.record.id, teamRole: found.teamRole }, log);
      const { ids, status } = conferenceDecisionSchema.parse(body);
      if (!(await conferences.decide(found.record.id, ids, status, principal.uid, now().toISOString()))) {
        throw new AppError("resource/not-found");
      }
      log.info({ tradeShow: found.record.id, conferences: ids.length, status, by: principal.uid }, "conferences decided");
      await deps.pageCache.purge();
      await audited(principal, found, "conference.decided", { conferences: ids, status });
      const wanted = new Set(ids);
      return (await conferences.list(found.record.id)).filter((row) => wanted.has(row.id)).map((row) => view(row, true));
    },

    /** What still needs the team's action on conferences, for the console home (pending, accepted without a live link). */
    async summary(
      principal: Principal,
      idOrSlug: string,
    ): Promise<{
      pending: number;
      accepted: number;
      refused: number;
      acceptedWithoutLiveLink: number;
    }> {
      const found = await standing(principal, idOrSlug);
      assertMayManageTradeShow(principal, { id: found.record.id, teamRole: found.teamRole }, log);
      return conferences.summary(found.record.id);
    },

    /** The public programme: accepted conferences with a live link, by date and hour. */
    async programme(principal: Principal | null, idOrSlug: string): Promise<ProgrammeConference[]> {
      return programmeOf(await readable(principal, idOrSlug));
    },

    /** One conference of the programme as an iCalendar file. */
    async calendar(principal: Principal | null, idOrSlug: string, conferenceId: string): Promise<{ name: string; ics: string }> {
      const record = await readable(principal, idOrSlug);
      const entry = (await programmeOf(record)).find((conference) => conference.id === conferenceId);
      if (!entry) throw new AppError("resource/not-found");
      const stored = await conferences.find(record.id, conferenceId);
      const ics = conferenceIcs(
        {
          id: entry.id,
          name: entry.name,
          description: entry.description,
          startsAt: new Date(entry.startsAt),
          endsAt: new Date(entry.endsAt),
          speakers: entry.speakers,
          url: `${deps.publicOrigin}${tradeShowPagePath(record.slug, "fr")}#conference-${entry.id}`,
          showName: record.name,
          updatedAt: stored?.updatedAt ?? record.updatedAt,
        },
        host,
      );
      return { name: `${record.slug}-${entry.id.slice(0, 8)}`, ics };
    },
  };
}

export type ConferenceService = ReturnType<typeof createConferenceService>;
