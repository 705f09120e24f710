import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  type BusinessCard,
  type BusinessCardInput,
  type BusinessCardKind,
  businessCardKinds,
  businessCardSchema,
  type HeldCard,
  type Lead,
  leadUpdateSchema,
  sharedValues,
} from "@alentour/domain/business-card";
import { AppError } from "@alentour/domain/errors";
import { localDateTime } from "@alentour/domain/local-time";
import { tradeShowOnlineAccess } from "@alentour/domain/trade-show";
import type { FastifyBaseLogger } from "fastify";
import type { Principal } from "#app/auth/principal.ts";
import type { ConferenceRepository } from "#app/conferences/conference-repository.ts";
import { assertMayManageTradeShow, mayManageTradeShow } from "#app/http/guards.ts";
import type { StatisticsRecorder } from "#app/statistics/statistics-recorder.ts";
import type { BoothRepository } from "#app/trade-shows/booth-repository.ts";
import type { TradeShowRecord, TradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import type { AttendeeRepository, LeadRecord, SavedItem } from "./attendee-repository.ts";
import { toCsv, toVcards } from "./exports.ts";

/** A card's QR token is random and opaque; only its hash is stored, so the table never gives one away. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token in what the exhibitor pasted: the token itself, or the URL the QR code carries (its last segment). */
export function tokenOf(scanned: string): string {
  const trimmed = scanned.trim();
  const last = trimmed.split(/[/#?]/).filter(Boolean).at(-1) ?? "";
  return /^[A-Za-z0-9_-]{20,100}$/.test(last) ? last : "";
}

/**
 * Attendees and business cards (docs/trade-shows.md#attendees, ADR 097): joining and leaving a show, the
 * organisers' list with counts per day, the two cards and their QR tokens, handing a card to a booth (a lead),
 * the exhibitors' leads with rating, notes, tags and exports, and the attendee's withdrawal.
 */
export function createAttendeeService(deps: {
  attendees: AttendeeRepository;
  shows: TradeShowRepository;
  booths: BoothRepository;
  /** Counts the cards handed to a booth (ADR 102). */
  statistics?: StatisticsRecorder;
  conferences: ConferenceRepository;
  publicOrigin: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { attendees, shows, booths, conferences, log } = deps;
  const now = deps.now ?? (() => new Date());
  const stamp = () => now().toISOString();

  /** A show the caller may see: a private one only for its team and the support team (as the show's routes). */
  async function visibleShow(
    principal: Principal | null,
    slug: string,
  ): Promise<{ show: TradeShowRecord; teamRole: Awaited<ReturnType<TradeShowRepository["roleOf"]>> }> {
    const show = await shows.findBySlug(slug);
    if (!show) throw new AppError("resource/not-found");
    const teamRole = principal ? await shows.roleOf(show.id, principal.uid) : null;
    if (show.listing === "private" && !(principal && mayManageTradeShow(principal, teamRole))) {
      throw new AppError("resource/not-found");
    }
    return { show, teamRole };
  }

  const attending = async (showId: string, userId: string) => {
    const row = await attendees.attendance(showId, userId);
    return row !== null && row.left_at === null ? row : null;
  };

  /**
   * A booth's leads are for the people of the booth only: its owner and accredited colleagues. The show's
   * organisers and the support team act for a booth but do not read the cards handed to it (ADR 097).
   */
  async function exhibitorBooth(principal: Principal, boothId: string) {
    const booth = await booths.find(boothId);
    if (!booth) throw new AppError("resource/not-found");
    const role = await booths.roleOf(booth, principal);
    if (role === null) {
      const show = await shows.findById(booth.showId);
      const teamRole = show ? await shows.roleOf(show.id, principal.uid) : null;
      const seen = booth.status === "validated" && show?.listing === "public";
      if (!seen && !(show && mayManageTradeShow(principal, teamRole))) throw new AppError("resource/not-found");
      log.warn({ uid: principal.uid, role: principal.role, booth: booth.id }, "authorisation refused");
      throw new AppError("auth/forbidden");
    }
    return booth;
  }

  /**
   * A booth or conference the caller saves or unsaves (ADR 104): a validated booth or an accepted conference of a
   * show the caller may see (404 otherwise), and the caller attends that show (409 otherwise).
   */
  async function savable(principal: Principal, item: SavedItem) {
    let showId: string | null = null;
    if (item.kind === "booth") {
      const booth = await booths.find(item.id);
      if (booth?.status === "validated") showId = booth.showId;
    } else {
      const conference = await conferences.findById(item.id);
      if (conference?.status === "accepted") showId = conference.showId;
    }
    const show = showId ? await shows.findById(showId) : null;
    if (!show) throw new AppError("resource/not-found");
    if (show.listing === "private" && !mayManageTradeShow(principal, await shows.roleOf(show.id, principal.uid))) {
      throw new AppError("resource/not-found");
    }
    if (!(await attending(show.id, principal.uid))) throw new AppError("attendee/not-joined");
  }

  /** The show's accepted conferences by day and hour, the caller's saved ones marked; live links only while open. */
  async function programmeFor(userId: string, show: TradeShowRecord) {
    const open = onlineAccessOpen(show);
    const saved = new Set(await attendees.savedConferenceIds(userId, show.id));
    const accepted = await conferences.list(show.id, { status: "accepted" });
    return accepted.map((conference) => ({
      id: conference.id,
      boothId: conference.boothId,
      name: conference.name,
      date: conference.date,
      startTime: conference.startTime,
      endTime: conference.endTime,
      speakers: conference.speakers.map((speaker) => speaker.name),
      liveStreamUrl: open ? conference.liveStreamUrl : null,
      saved: saved.has(conference.id),
    }));
  }

  const leadView = (record: LeadRecord): Lead => ({
    id: record.id,
    boothId: record.boothId,
    kind: record.kind,
    card: record.withdrawnAt || !record.card ? null : sharedValues(record.card),
    rating: record.rating,
    notes: record.notes,
    tags: record.tags,
    source: record.source,
    createdAt: record.createdAt,
    withdrawnAt: record.withdrawnAt,
  });

  async function cardOf(userId: string, kind: BusinessCardKind): Promise<BusinessCard> {
    const card = await attendees.card(userId, kind);
    return { kind, values: card?.values ?? {}, shared: card?.shared ?? [], updatedAt: card?.updatedAt ?? null };
  }

  async function assertShares(userId: string, kind: BusinessCardKind) {
    const card = await attendees.card(userId, kind);
    if (!card || Object.keys(sharedValues(card)).length === 0) throw new AppError("attendee/card-empty");
  }

  return {
    /** Whether the caller attends the show, and whether its online access is open. */
    async attendance(principal: Principal, slug: string) {
      const { show } = await visibleShow(principal, slug);
      const row = await attending(show.id, principal.uid);
      return {
        joined: row !== null,
        joinedAt: row?.joined_at ?? null,
        onlineAccessOpen: onlineAccessOpen(show),
        // What the attendee saved here, for the public pages' save buttons (ADR 104); nothing for others.
        savedBoothIds: row ? (await attendees.savedBooths(principal.uid, show.id)).map((booth) => booth.boothId) : [],
        savedConferenceIds: row ? await attendees.savedConferenceIds(principal.uid, show.id) : [],
      };
    },

    async join(principal: Principal, slug: string) {
      const { show } = await visibleShow(principal, slug);
      if (await attending(show.id, principal.uid)) throw new AppError("attendee/already-joined");
      await attendees.join(show.id, principal.uid, stamp());
      return this.attendance(principal, slug);
    },

    async leave(principal: Principal, slug: string) {
      const { show } = await visibleShow(principal, slug);
      if (!(await attending(show.id, principal.uid))) throw new AppError("attendee/not-joined");
      await attendees.leave(show.id, principal.uid, stamp());
    },

    /** The organisers' list: present attendees, and how many joined on each day (in the show's time zone). */
    async listForShow(principal: Principal, slug: string) {
      const { show, teamRole } = await visibleShow(principal, slug);
      assertMayManageTradeShow(principal, { id: show.id, teamRole }, log);
      const list = await attendees.listForShow(show.id);
      const perDay = new Map<string, number>();
      for (const attendee of list) {
        const day = localDateTime(new Date(attendee.joinedAt), show.timeZone).date;
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      return {
        total: list.length,
        perDay: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
        attendees: list,
      };
    },

    async attendeesCsv(principal: Principal, slug: string) {
      const { attendees: list } = await this.listForShow(principal, slug);
      return toCsv(
        ["first_name", "last_name", "email", "joined_at"],
        list.map((a) => [a.firstName, a.lastName, a.email, a.joinedAt]),
      );
    },

    /**
     * The shows the caller attends, soonest first, each with its programme (the saved conferences marked) and the
     * saved booths (ADR 104).
     */
    async myShows(principal: Principal) {
      const mine = await attendees.showsOf(principal.uid);
      const list = [];
      for (const { showId, joinedAt } of mine) {
        const show = await shows.findById(showId);
        if (!show) continue;
        list.push({
          slug: show.slug,
          name: show.name,
          startDate: show.startDate,
          endDate: show.endDate,
          joinedAt,
          timeZone: show.timeZone,
          onlineAccessOpen: onlineAccessOpen(show),
          programme: await programmeFor(principal.uid, show),
          savedBooths: (await attendees.savedBooths(principal.uid, show.id)).map(({ boothId, companyName }) => ({
            boothId,
            companyName,
          })),
        });
      }
      return list.sort((a, b) => a.startDate.localeCompare(b.startDate));
    },

    async cards(principal: Principal) {
      const list = [];
      for (const kind of businessCardKinds) {
        list.push({ ...(await cardOf(principal.uid, kind)), hasQrCode: await attendees.hasToken(principal.uid, kind) });
      }
      return list;
    },

    async saveCard(principal: Principal, kind: BusinessCardKind, body: unknown): Promise<BusinessCard> {
      const card: BusinessCardInput = businessCardSchema.parse(body);
      await attendees.saveCard(principal.uid, kind, card, stamp());
      return cardOf(principal.uid, kind);
    },

    /** A new QR code for a card; the earlier one stops working. The token is answered once and never stored. */
    async newQrToken(principal: Principal, kind: BusinessCardKind) {
      await assertShares(principal.uid, kind);
      const token = randomBytes(24).toString("base64url");
      await attendees.replaceToken(principal.uid, kind, hashToken(token), stamp());
      return { token, url: `${deps.publicOrigin}/tradeshow/card/${token}` };
    },

    async revokeQrToken(principal: Principal, kind: BusinessCardKind) {
      await attendees.revokeTokens(principal.uid, kind, stamp());
    },

    /** The attendee hands a card at a booth's page: the booth must be an exhibitor of a show they attend. */
    async handCard(principal: Principal, boothId: string, kind: BusinessCardKind) {
      const booth = await booths.find(boothId);
      const show = booth ? await shows.findById(booth.showId) : null;
      if (!booth || !show) throw new AppError("resource/not-found");
      const teamRole = await shows.roleOf(show.id, principal.uid);
      const visible = booth.status === "validated" && (show.listing === "public" || mayManageTradeShow(principal, teamRole));
      if (!visible) throw new AppError("resource/not-found");
      if (!(await attending(show.id, principal.uid))) throw new AppError("attendee/not-joined");
      await assertShares(principal.uid, kind);
      const lead = await attendees.putLead({
        id: randomUUID(),
        boothId,
        userId: principal.uid,
        kind,
        source: "handed",
        stamp: stamp(),
      });
      await deps.statistics?.record({ kind: "card", boothId, userId: principal.uid });
      return heldView(lead, booth.companyName, show);
    },

    /** The exhibitor scans (or pastes) an attendee's QR code: a lead for the booth, with the card it names. */
    async scan(principal: Principal, boothId: string, scanned: string): Promise<Lead> {
      const booth = await exhibitorBooth(principal, boothId);
      if (booth.status !== "validated") throw new AppError("attendee/booth-closed");
      const token = tokenOf(scanned);
      const owner = token ? await attendees.tokenOwner(hashToken(token)) : null;
      if (!owner) throw new AppError("attendee/card-token-invalid");
      if (!(await attending(booth.showId, owner.userId))) throw new AppError("attendee/not-joined");
      await assertShares(owner.userId, owner.kind);
      const lead = await attendees.putLead({
        id: randomUUID(),
        boothId,
        userId: owner.userId,
        kind: owner.kind,
        source: "scanned",
        stamp: stamp(),
      });
      await deps.statistics?.record({ kind: "card", boothId, userId: owner.userId });
      return leadView(lead);
    },

    async leads(principal: Principal, boothId: string): Promise<Lead[]> {
      await exhibitorBooth(principal, boothId);
      return (await attendees.leadsOfBooth(boothId)).map(leadView);
    },

    async updateLead(principal: Principal, boothId: string, leadId: string, body: unknown): Promise<Lead> {
      await exhibitorBooth(principal, boothId);
      const changes = leadUpdateSchema.parse(body);
      const lead = await attendees.lead(leadId);
      if (!lead || lead.boothId !== boothId) throw new AppError("resource/not-found");
      await attendees.updateLead(leadId, { ...changes, tags: changes.tags && [...new Set(changes.tags)] });
      return leadView((await attendees.lead(leadId)) as LeadRecord);
    },

    async leadsCsv(principal: Principal, boothId: string) {
      const list = await this.leads(principal, boothId);
      return toCsv(
        [
          "card",
          "first_name",
          "last_name",
          "email",
          "phone",
          "company",
          "job_title",
          "website",
          "city",
          "rating",
          "tags",
          "notes",
          "received_at",
          "withdrawn_at",
        ],
        list.map((lead) => [
          lead.kind,
          lead.card?.firstName,
          lead.card?.lastName,
          lead.card?.email,
          lead.card?.phone,
          lead.card?.company,
          lead.card?.jobTitle,
          lead.card?.website,
          lead.card?.city,
          lead.rating,
          lead.tags.join(", "),
          lead.notes,
          lead.createdAt,
          lead.withdrawnAt,
        ]),
      );
    },

    async leadsVcard(principal: Principal, boothId: string) {
      const list = await this.leads(principal, boothId);
      return toVcards(list.flatMap((lead) => (lead.card ? [{ ...lead.card, note: lead.notes || undefined }] : [])));
    },

    /** Who holds the caller's cards. */
    async heldCards(principal: Principal): Promise<HeldCard[]> {
      return attendees.heldCards(principal.uid);
    },

    /** Saves a booth or a conference (ADR 104); saving it again changes nothing. */
    async save(principal: Principal, item: SavedItem) {
      await savable(principal, item);
      await attendees.save(principal.uid, item, stamp());
    },

    /** Takes a booth or a conference off the attendee's saved ones; again, nothing changes. */
    async unsave(principal: Principal, item: SavedItem) {
      await savable(principal, item);
      await attendees.unsave(principal.uid, item);
    },

    /** The attendee withdraws a card: the booth keeps the lead's date, rating and notes, not the card's fields. */
    async withdraw(principal: Principal, leadId: string) {
      const lead = await attendees.lead(leadId);
      if (!lead || lead.userId !== principal.uid) throw new AppError("resource/not-found");
      await attendees.withdraw(leadId, stamp());
    },
  };

  /** From the show's opening until one month after it (docs/product.md#the-trade-show-layer), read in its time zone. */
  function onlineAccessOpen(show: TradeShowRecord): boolean {
    return tradeShowOnlineAccess(show, now(), show.timeZone) === "open";
  }

  function heldView(lead: LeadRecord, companyName: string, show: TradeShowRecord): HeldCard {
    return {
      leadId: lead.id,
      boothId: lead.boothId,
      companyName,
      showSlug: show.slug,
      showName: show.name,
      kind: lead.kind,
      createdAt: lead.createdAt,
      withdrawnAt: lead.withdrawnAt,
    };
  }
}

export type AttendeeService = ReturnType<typeof createAttendeeService>;
