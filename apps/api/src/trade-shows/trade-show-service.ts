import { createHash, randomBytes, randomUUID } from "node:crypto";
import { TRADE_SHOW_INVITATION_TTL_DAYS } from "@alentour/domain/constants";
import { slugify } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import { escapeMarkup } from "@alentour/domain/markup";
import { noCounts, type ShowActivityStatistics } from "@alentour/domain/statistics";
import {
  type HallInput,
  hallPatchSchema,
  hallSchema,
  type InvitationPreview,
  invitationInputSchema,
  mayChangeMode,
  type TradeShow,
  type TradeShowInvitation,
  type TradeShowListing,
  type TradeShowMember,
  type TradeShowMode,
  type TradeShowOfMine,
  type TradeShowRole,
  type TradeShowStatistics,
  type TradeShowView,
  tradeShowCreateSchema,
  tradeShowInputSchema,
  tradeShowOnlineAccessOpen,
  tradeShowPagePath,
  tradeShowPatchSchema,
  tradeShowTimeState,
} from "@alentour/domain/trade-show";
import type { FastifyBaseLogger } from "fastify";
import type { ActivityService } from "#app/activities/activity-service.ts";
import type { PageCache } from "#app/activities/page-cache.ts";
import type { Principal } from "#app/auth/principal.ts";
import { tradeShowCalendar } from "#app/feeds/calendar.ts";
import {
  assertMayManageTradeShow,
  assertMayOrganiseTradeShow,
  assertRole,
  isStaff,
  mayManageTradeShow,
} from "#app/http/guards.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { tradeShowInvitationMail } from "#app/mail/templates.ts";
import { deleteFolderFiles } from "#app/storage/delete-folder.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { PageViews } from "#app/support/page-views.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import { boothFolderOf } from "./booth-service.ts";
import type { NewHall, TradeShowRecord, TradeShowRepository } from "./trade-show-repository.ts";

const SLUG_MAX = 80;

/** A show's files live under `trade-shows/{id}`: `logo/` and `banner/` (the upload targets write there). */
export const tradeShowFolderOf = (showId: string, kind?: "logo" | "banner") => `trade-shows/${showId}${kind ? `/${kind}` : ""}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the hash of an invitation's secret is stored: whoever reads the table cannot join the team. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The presentation, plain text with blank lines between paragraphs, as the activity's description. */
const presentationHtml = (presentation: string) =>
  presentation
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .join("");

/** The trade shows' rules (docs/trade-shows.md): who may do what, the format and listing rules, the guards. */
export function createTradeShowService(deps: {
  shows: TradeShowRepository;
  /** The one writer of activities (ADR 030): a listed show's directory entry goes through it (ADR 066). */
  activities: ActivityService;
  users: UserRepository;
  storage: FileStorage;
  pageCache: PageCache;
  pageViews: PageViews;
  /** The figures of the show's booths (statistics-service.ts, ADR 102); none without it. */
  activity?: (show: TradeShowRecord) => Promise<ShowActivityStatistics>;
  mailer: Mailer;
  audit: AuditLog;
  publicOrigin: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { shows, activities, users, pageCache, mailer, audit, log } = deps;
  const now = deps.now ?? (() => new Date());

  function view(record: TradeShowRecord): TradeShow {
    const at = now();
    const { activityId: _activityId, createdBy: _createdBy, ...show } = record;
    return {
      ...show,
      timeState: tradeShowTimeState(record, at, record.timeZone),
      onlineAccessOpen: tradeShowOnlineAccessOpen(record, at, record.timeZone),
    };
  }

  async function find(idOrSlug: string): Promise<TradeShowRecord> {
    const record = (await shows.findBySlug(idOrSlug)) ?? (await shows.findById(idOrSlug));
    if (!record) throw new AppError("resource/not-found");
    return record;
  }

  const teamRoleOf = async (principal: Principal | null, record: TradeShowRecord): Promise<TradeShowRole | null> =>
    principal ? shows.roleOf(record.id, principal.uid) : null;

  /** The show, if the caller may manage it (team or support team); a private show of others is "not found". */
  async function managed(principal: Principal, idOrSlug: string) {
    const record = await find(idOrSlug);
    const teamRole = await teamRoleOf(principal, record);
    if (record.listing === "private" && !mayManageTradeShow(principal, teamRole)) throw new AppError("resource/not-found");
    assertMayManageTradeShow(principal, { id: record.id, teamRole }, log);
    return { record, teamRole };
  }

  /** The show, if the caller holds the organiser's rights on it (organisers and the support team). */
  async function organised(principal: Principal, idOrSlug: string) {
    const found = await managed(principal, idOrSlug);
    assertMayOrganiseTradeShow(principal, { id: found.record.id, teamRole: found.teamRole }, log);
    return found;
  }

  /** The support team's writes on shows not their own go to the audit log. */
  async function audited(
    principal: Principal,
    teamRole: TradeShowRole | null,
    action: string,
    record: TradeShowRecord,
    details = {},
  ) {
    if (!isStaff(principal) || teamRole) return;
    await audit.record(principal, action, { type: "trade-show", id: record.id }, { slug: record.slug, ...details });
  }

  async function uniqueSlug(name: string, city: string): Promise<string> {
    const base = slugify(`${slugify(name) || "salon"} ${city}`)
      .slice(0, SLUG_MAX)
      .replace(/-+$/, "");
    // "mine" is a route of its own (GET /api/trade-shows/mine).
    if (base !== "mine" && !(await shows.slugTaken(base))) return base;
    for (let n = 2; n <= 20; n++) {
      if (!(await shows.slugTaken(`${base}-${n}`))) return `${base}-${n}`;
    }
    return `${base}-${randomUUID().slice(0, 8)}`;
  }

  /**
   * Keeps the directory in step with the show (ADR 066): a listed show has one activity, written through the
   * activity service, whose listeners purge the page cache and update the search index; an unlisted or deleted
   * show has none. A private show's changes still purge the page cache: its public page answers 404.
   */
  async function syncDirectory(record: TradeShowRecord): Promise<void> {
    if (record.listing === "public") {
      const activity = await activities.putLinked({
        id: record.activityId,
        preferredSlug: record.slug,
        name: record.name,
        subCategory: record.category,
        address: record.place.address,
        location: record.place.location,
        timeZone: record.timeZone,
        dates: { start: record.startDate, end: record.endDate },
        openingTime: record.openingTime,
        closingTime: record.closingTime,
        descriptionHtml: presentationHtml(record.presentation),
        socialLinks: record.socialLinks,
        // A virtual show has no venue to describe (ADR 106).
        accessibility: record.mode === "virtual" ? [] : record.accessibility,
        contact: {
          email: record.organiser.email,
          name: record.organiser.company ?? record.organiser.name,
          ...(record.organiser.phone && { phone: record.organiser.phone }),
          ...(record.organiser.website && { website: record.organiser.website }),
        },
      });
      if (activity.id !== record.activityId) await shows.setActivity(record.id, activity.id);
      return;
    }
    if (record.activityId) {
      await shows.setActivity(record.id, null);
      await activities.removeLinked(record.activityId);
      return;
    }
    await pageCache.purge();
  }

  async function reloaded(id: string): Promise<TradeShowRecord> {
    const record = await shows.findById(id);
    if (!record) throw new AppError("resource/not-found");
    return record;
  }

  /** Hall ids for halls sent without one: "hall-N", unique within the show. */
  function namedHalls(halls: HallInput[], taken: Iterable<string> = []): NewHall[] {
    const used = new Set([...taken, ...halls.flatMap((hall) => (hall.id ? [hall.id] : []))]);
    let next = 1;
    return halls.map((hall, position) => {
      let id = hall.id;
      if (!id) {
        while (used.has(`hall-${next}`)) next++;
        id = `hall-${next}`;
        used.add(id);
      }
      return { id, name: hall.name ?? null, theme: hall.theme, position };
    });
  }

  function assertDistinctHallIds(halls: HallInput[]) {
    const ids = halls.flatMap((hall) => (hall.id ? [hall.id] : []));
    if (new Set(ids).size !== ids.length) {
      throw new AppError("request/validation-failed", { fields: { halls: "field/invalid" } });
    }
  }

  /** The show as the whole-show schema checks it after a change (dates, phone, hall themes among the themes). */
  function checkWhole(record: TradeShowRecord, halls: Array<{ theme: string }> = record.halls) {
    tradeShowInputSchema.parse({
      name: record.name,
      category: record.category,
      startDate: record.startDate,
      endDate: record.endDate,
      openingTime: record.openingTime,
      closingTime: record.closingTime,
      place: {
        address: {
          streetNumberAndStreet: record.place.address.streetNumberAndStreet,
          city: record.place.address.city,
          country: record.place.address.country,
        },
        location: record.place.location,
      },
      themes: record.themes,
      presentation: record.presentation,
      organiser: record.organiser,
      socialLinks: record.socialLinks,
      mode: record.mode,
      listing: record.listing,
      // Only the themes: the halls' other fields were checked on their way in.
      halls: halls.map((hall) => ({ theme: hall.theme })),
    });
  }

  const service = {
    /** A new show from the creation wizard; its creator is its first organiser. */
    async create(principal: Principal, body: unknown): Promise<TradeShow> {
      const input = tradeShowCreateSchema.parse(body);
      assertDistinctHallIds(input.halls);
      const place = await activities.placeOf(principal, input.place.address, input.place.location, "place.address.city");
      const id = randomUUID();
      const stamp = now().toISOString();
      const show = {
        id,
        slug: await uniqueSlug(input.name, place.city),
        name: input.name,
        category: input.category as TradeShowRecord["category"],
        startDate: input.startDate,
        endDate: input.endDate,
        openingTime: input.openingTime,
        closingTime: input.closingTime,
        timeZone: place.timeZone,
        place: {
          address: {
            streetNumberAndStreet: input.place.address.streetNumberAndStreet,
            city: place.city,
            citySlug: place.citySlug,
            country: input.place.address.country,
          },
          location: input.place.location,
        },
        themes: input.themes,
        presentation: input.presentation,
        organiser: input.organiser,
        logoUrl: null,
        bannerUrl: null,
        socialLinks: input.socialLinks,
        accessibility: input.accessibility,
        mode: input.mode,
        listing: input.listing,
        activityId: null,
        createdBy: principal.uid,
      };
      await shows.insert(show, namedHalls(input.halls), stamp);
      log.info({ tradeShow: id, by: principal.uid }, "trade show created");
      const record = await reloaded(id);
      await syncDirectory(record);
      return view(await reloaded(id));
    },

    /** A show for its public page or its console: a private one only for its team and the support team. */
    async get(principal: Principal | null, idOrSlug: string): Promise<TradeShowView> {
      const record = await find(idOrSlug);
      const teamRole = await teamRoleOf(principal, record);
      if (record.listing === "private" && !(principal && mayManageTradeShow(principal, teamRole))) {
        throw new AppError("resource/not-found");
      }
      return { ...view(record), myRole: teamRole };
    },

    /** The shows whose team the caller is on. */
    async listMine(principal: Principal): Promise<TradeShowOfMine[]> {
      const mine = await shows.listForMember(principal.uid);
      return mine.map(({ record, role }) => ({ ...view(record), myRole: role }));
    },

    /** One section of the console's edit form. */
    async update(principal: Principal, idOrSlug: string, body: unknown): Promise<TradeShowView> {
      const { record, teamRole } = await managed(principal, idOrSlug);
      const patch = tradeShowPatchSchema.parse(body);
      if (patch.mode && !mayChangeMode(record.mode, patch.mode)) throw new AppError("trade-show/mode-change-refused");
      const { halls: hallsPatch, plan, place: placePatch, logoUrl, bannerUrl, ...fields } = patch;
      const next: TradeShowRecord = { ...record, ...fields };
      if (placePatch) {
        const place = await activities.placeOf(principal, placePatch.address, placePatch.location, "place.address.city");
        next.place = {
          address: {
            streetNumberAndStreet: placePatch.address.streetNumberAndStreet,
            city: place.city,
            citySlug: place.citySlug,
            country: placePatch.address.country,
          },
          location: placePatch.location,
        };
        next.timeZone = place.timeZone;
      }
      if (logoUrl === null) next.logoUrl = null;
      if (bannerUrl === null) next.bannerUrl = null;
      let halls: NewHall[] | null = null;
      if (hallsPatch) {
        assertDistinctHallIds(hallsPatch);
        halls = namedHalls(
          hallsPatch,
          record.halls.map((hall) => hall.id),
        );
      }
      checkWhole(next, halls ?? record.halls);
      const kept = new Set((halls ?? record.halls).map((hall) => hall.id));
      const dropped = record.halls.filter((hall) => !kept.has(hall.id));
      for (const hall of dropped) {
        if (await shows.hallHasBooth(record.id, hall.id)) {
          throw new AppError("trade-show/hall-not-empty", { fields: { halls: "trade-show/hall-not-empty" } });
        }
      }
      if (plan) {
        const unknown = plan.find((placement) => !kept.has(placement.hallId));
        if (unknown) throw new AppError("request/validation-failed", { fields: { plan: "field/invalid" } });
      }
      const stamp = now().toISOString();
      await shows.update(record.id, next, stamp);
      if (halls) {
        const existing = new Set(record.halls.map((hall) => hall.id));
        for (const hall of dropped) await shows.removeHall(record.id, hall.id);
        for (const hall of halls) {
          if (existing.has(hall.id)) await shows.updateHall(record.id, hall.id, hall);
          else await shows.insertHall(record.id, hall, stamp);
        }
      }
      if (plan) {
        const placed = new Map(plan.map((placement) => [placement.hallId, placement]));
        for (const id of kept) {
          const placement = placed.get(id);
          await shows.updateHall(record.id, id, { plan_row: placement?.row ?? null, plan_column: placement?.column ?? null });
        }
      }
      log.info({ tradeShow: record.id, by: principal.uid }, "trade show updated");
      await audited(principal, teamRole, "trade-show.updated", record, { sections: Object.keys(patch) });
      // The record no longer points at them; a file that stays behind is only logged.
      for (const [kind, cleared] of [
        ["logo", logoUrl === null && record.logoUrl],
        ["banner", bannerUrl === null && record.bannerUrl],
      ] as const) {
        if (cleared) await removeFiles(tradeShowFolderOf(record.id, kind));
      }
      await syncDirectory(await reloaded(record.id));
      return { ...view(await reloaded(record.id)), myRole: teamRole };
    },

    /** Listed in the directory, or a private test (the settings page's switch). */
    async setListing(principal: Principal, idOrSlug: string, listing: TradeShowListing): Promise<TradeShowView> {
      return service.update(principal, idOrSlug, { listing });
    },

    /** Converts a physical or virtual show to hybrid; there is no way back. */
    async convertToHybrid(principal: Principal, idOrSlug: string): Promise<TradeShowView> {
      return service.update(principal, idOrSlug, { mode: "hybrid" satisfies TradeShowMode });
    },

    /** Deletes a show: refused while exhibitors are active (validated booths). Organisers and the support team. */
    async remove(principal: Principal, idOrSlug: string): Promise<void> {
      const { record, teamRole } = await organised(principal, idOrSlug);
      const active = await shows.activeExhibitorCount(record.id);
      if (active > 0) throw new AppError("trade-show/has-active-exhibitors", { params: { count: active } });
      const booths = await shows.boothIds(record.id);
      await shows.remove(record.id);
      await removeFiles(tradeShowFolderOf(record.id));
      // The booths' logos go with their rows.
      for (const booth of booths) await removeFiles(boothFolderOf(booth));
      log.info({ tradeShow: record.id, by: principal.uid }, "trade show deleted");
      await audited(principal, teamRole, "trade-show.deleted", record);
      if (record.activityId) await activities.removeLinked(record.activityId);
      else await pageCache.purge();
    },

    // Halls, one at a time (the console's virtual trade show page).
    async addHall(principal: Principal, idOrSlug: string, body: unknown): Promise<TradeShowView> {
      const { record } = await managed(principal, idOrSlug);
      const hall = hallSchema.parse(body);
      if (hall.id && record.halls.some((existing) => existing.id === hall.id)) {
        throw new AppError("request/validation-failed", { fields: { id: "field/invalid" } });
      }
      const halls = record.halls.map(({ id, name, theme }) => ({ id, theme, ...(name && { name }) }));
      return service.update(principal, record.id, { halls: [...halls, hall] });
    },

    async updateHall(principal: Principal, idOrSlug: string, hallId: string, body: unknown): Promise<TradeShowView> {
      const { record, teamRole } = await managed(principal, idOrSlug);
      const patch = hallPatchSchema.parse(body);
      const hall = record.halls.find((existing) => existing.id === hallId);
      if (!hall) throw new AppError("resource/not-found");
      if (patch.theme !== undefined && !record.themes.includes(patch.theme)) {
        throw new AppError("request/validation-failed", { fields: { theme: "trade-show/hall-theme-unknown" } });
      }
      const changes = {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.theme !== undefined && { theme: patch.theme }),
        ...(patch.placement !== undefined && {
          plan_row: patch.placement?.row ?? null,
          plan_column: patch.placement?.column ?? null,
        }),
      };
      // A patch that names nothing changes nothing: the hall as it is, no write, no audit line.
      if (Object.keys(changes).length === 0) return { ...view(record), myRole: teamRole };
      await shows.updateHall(record.id, hallId, changes);
      await shows.touch(record.id, now().toISOString());
      await audited(principal, teamRole, "trade-show.hall-updated", record, { hall: hallId });
      await pageCache.purge();
      return { ...view(await reloaded(record.id)), myRole: teamRole };
    },

    /** Deletes a hall: refused while a booth is in it. */
    async removeHall(principal: Principal, idOrSlug: string, hallId: string): Promise<TradeShowView> {
      const { record, teamRole } = await managed(principal, idOrSlug);
      if (!record.halls.some((hall) => hall.id === hallId)) throw new AppError("resource/not-found");
      if (await shows.hallHasBooth(record.id, hallId)) throw new AppError("trade-show/hall-not-empty");
      await shows.removeHall(record.id, hallId);
      await shows.touch(record.id, now().toISOString());
      log.info({ tradeShow: record.id, hall: hallId, by: principal.uid }, "trade show hall deleted");
      await audited(principal, teamRole, "trade-show.hall-deleted", record, { hall: hallId });
      await pageCache.purge();
      return { ...view(await reloaded(record.id)), myRole: teamRole };
    },

    // The organising team (ADR 065).
    async members(principal: Principal, idOrSlug: string): Promise<TradeShowMember[]> {
      const { record } = await managed(principal, idOrSlug);
      return shows.members(record.id);
    },

    /** Changes a member's role; a show keeps at least one organiser. */
    async setMemberRole(principal: Principal, idOrSlug: string, userId: string, body: unknown): Promise<TradeShowMember[]> {
      const { record, teamRole } = await organised(principal, idOrSlug);
      const { role } = invitationInputSchema.pick({ role: true }).parse(body);
      const current = await shows.roleOf(record.id, userId);
      if (!current) throw new AppError("resource/not-found");
      if (current === "organiser" && role !== "organiser" && (await shows.organiserCount(record.id)) <= 1) {
        throw new AppError("trade-show/last-organiser");
      }
      await shows.putMember(record.id, userId, role, now().toISOString());
      await audited(principal, teamRole, "trade-show.member-role-changed", record, { member: userId, role });
      return shows.members(record.id);
    },

    /** Takes someone off the team (organisers; anyone may leave). A show keeps at least one organiser. */
    async removeMember(principal: Principal, idOrSlug: string, userId: string): Promise<void> {
      const found = userId === principal.uid ? await managed(principal, idOrSlug) : await organised(principal, idOrSlug);
      const { record, teamRole } = found;
      const current = await shows.roleOf(record.id, userId);
      if (!current) throw new AppError("resource/not-found");
      if (current === "organiser" && (await shows.organiserCount(record.id)) <= 1)
        throw new AppError("trade-show/last-organiser");
      await shows.removeMember(record.id, userId);
      log.info({ tradeShow: record.id, member: userId, by: principal.uid }, "trade show member removed");
      await audited(principal, teamRole, "trade-show.member-removed", record, { member: userId });
    },

    async invitations(principal: Principal, idOrSlug: string): Promise<TradeShowInvitation[]> {
      const { record } = await organised(principal, idOrSlug);
      return shows.invitations(record.id);
    },

    /** Mails a single-use link, valid TRADE_SHOW_INVITATION_TTL_DAYS days, to join the team (organisers only). */
    async invite(principal: Principal, idOrSlug: string, body: unknown, locale: Locale): Promise<TradeShowInvitation> {
      const { record, teamRole } = await organised(principal, idOrSlug);
      const input = invitationInputSchema.parse(body);
      const email = input.email.toLowerCase();
      const account = await users.findByEmail(email);
      if (account && (await shows.roleOf(record.id, account.id))) throw new AppError("trade-show/already-member");
      const token = randomBytes(32).toString("base64url");
      const created = now();
      const row = {
        id: randomUUID(),
        show_id: record.id,
        email,
        role: input.role,
        locale,
        token_hash: hashOf(token),
        invited_by: principal.uid,
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + TRADE_SHOW_INVITATION_TTL_DAYS * DAY_MS).toISOString(),
        accepted_at: null,
        accepted_by: null,
      };
      await shows.insertInvitation(row);
      const inviter = (await users.find(principal.uid)) ?? null;
      const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || principal.email : principal.email;
      const link = `${deps.publicOrigin}/tradeshow/invitation?token=${token}`;
      await mailer.send(
        tradeShowInvitationMail(locale, email, {
          showName: record.name,
          inviter: inviterName,
          role: input.role,
          days: TRADE_SHOW_INVITATION_TTL_DAYS,
          link,
        }),
      );
      log.info({ tradeShow: record.id, invitation: row.id, by: principal.uid }, "trade show invitation sent");
      await audited(principal, teamRole, "trade-show.invitation-sent", record, { role: input.role });
      return {
        id: row.id,
        email,
        role: input.role,
        invitedBy: principal.uid,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        acceptedAt: null,
      };
    },

    async revokeInvitation(principal: Principal, idOrSlug: string, invitationId: string): Promise<void> {
      const { record } = await organised(principal, idOrSlug);
      if (!(await shows.removeInvitation(record.id, invitationId))) throw new AppError("resource/not-found");
    },

    /** What an invitation link offers, for the page that asks to accept it. Anyone holding the link may ask. */
    async previewInvitation(token: string): Promise<InvitationPreview> {
      const { invitation, record } = await openInvitation(token);
      return { tradeShowName: record.name, tradeShowSlug: record.slug, role: invitation.role, email: invitation.email };
    },

    /**
     * The invitee opened the link signed in with the invited address: they join the team with the role offered.
     * The link works once; past its time, or for another account, it is refused.
     */
    async acceptInvitation(
      principal: Principal,
      token: string,
    ): Promise<{ tradeShowId: string; tradeShowSlug: string; role: TradeShowRole }> {
      const { invitation, record } = await openInvitation(token);
      if (principal.email.toLowerCase() !== invitation.email) throw new AppError("trade-show/invitation-other-account");
      const stamp = now().toISOString();
      if (!(await shows.acceptInvitation(invitation.id, principal.uid, stamp)))
        throw new AppError("trade-show/invitation-invalid");
      const current = await shows.roleOf(record.id, principal.uid);
      // Someone already on the team keeps the higher of the two roles.
      const role = current === "organiser" ? "organiser" : (invitation.role as TradeShowRole);
      await shows.putMember(record.id, principal.uid, role, stamp);
      log.info({ tradeShow: record.id, member: principal.uid, role }, "trade show invitation accepted");
      return { tradeShowId: record.id, tradeShowSlug: record.slug, role };
    },

    /** Page views of the show's public pages per day, from the cookieless analytics; what happened at its booths (ADR 102). */
    async statistics(principal: Principal, idOrSlug: string, days: number): Promise<TradeShowStatistics> {
      const { record } = await managed(principal, idOrSlug);
      const paths = [tradeShowPagePath(record.slug, "fr"), tradeShowPagePath(record.slug, "en")];
      const { since, perDay } = await deps.pageViews.perDayOf(paths, days);
      const activity = deps.activity
        ? await deps.activity(record)
        : { live: false, timeZone: record.timeZone, totals: noCounts(), perDay: [], halls: [], booths: [] };
      return { since, days, perDay, activity };
    },

    /** The show as an iCalendar file (one event per opening day), for its public page's "add to calendar". */
    async calendar(principal: Principal | null, idOrSlug: string): Promise<{ slug: string; ics: string }> {
      const show = await service.get(principal, idOrSlug);
      return { slug: show.slug, ics: tradeShowCalendar(show, deps.publicOrigin, now()).toString() };
    },

    /** The listed shows, for the sitemap. */
    sitemap: () => shows.listedForSitemap(),

    /** The show whose logo or banner the caller is about to upload, if the caller may change it. */
    async authorizeFiles(principal: Principal, idOrSlug: string): Promise<{ id: string; slug: string }> {
      const { record } = await managed(principal, idOrSlug);
      return { id: record.id, slug: record.slug };
    },

    /** Points the logo or the banner at a newly stored upload. */
    async setImage(principal: Principal, idOrSlug: string, kind: "logo" | "banner", url: string): Promise<void> {
      const { record, teamRole } = await managed(principal, idOrSlug);
      await shows.setImage(record.id, kind === "logo" ? "logo_url" : "banner_url", url, now().toISOString());
      await audited(principal, teamRole, `trade-show.${kind}-changed`, record);
      await pageCache.purge();
    },

    // The support team's console (ADR 040): every show, and its actions, each in the audit log.
    async adminList(
      principal: Principal,
      filters: Parameters<TradeShowRepository["list"]>[0],
    ): Promise<{ total: number; items: TradeShow[] }> {
      assertRole(principal, "support", log);
      const { total, items } = await shows.list(filters);
      return { total, items: items.map(view) };
    },

    /** The support team takes a show out of the directory. */
    async adminUnlist(principal: Principal, id: string, reason: string): Promise<TradeShow> {
      assertRole(principal, "support", log);
      const record = await find(id);
      await shows.update(record.id, { ...record, listing: "private" }, now().toISOString());
      await audit.record(principal, "trade-show.unlisted", { type: "trade-show", id: record.id }, { slug: record.slug, reason });
      await syncDirectory(await reloaded(record.id));
      return view(await reloaded(record.id));
    },

    /** The support team hands a show to another account: it becomes its organiser; the former organisers stay on as staff. */
    async adminTransfer(principal: Principal, id: string, email: string, reason: string): Promise<TradeShowMember[]> {
      assertRole(principal, "support", log);
      const record = await find(id);
      const account = await users.findByEmail(email);
      if (!account) throw new AppError("request/validation-failed", { fields: { email: "resource/not-found" } });
      const stamp = now().toISOString();
      const before = await shows.members(record.id);
      for (const member of before) {
        if (member.role === "organiser" && member.userId !== account.id)
          await shows.putMember(record.id, member.userId, "staff", stamp);
      }
      await shows.putMember(record.id, account.id, "organiser", stamp);
      await audit.record(
        principal,
        "trade-show.transferred",
        { type: "trade-show", id: record.id },
        {
          slug: record.slug,
          to: account.id,
          from: before.filter((member) => member.role === "organiser").map((member) => member.userId),
          reason,
        },
      );
      log.info({ tradeShow: record.id, to: account.id, by: principal.uid }, "trade show handed to another organiser");
      return shows.members(record.id);
    },
  };
  return service;

  async function removeFiles(folder: string) {
    await deleteFolderFiles(deps.storage, folder, log).catch((error: unknown) =>
      log.error({ err: error, folder }, "storage: could not list a trade show's files"),
    );
  }

  async function openInvitation(token: string) {
    const invitation = await shows.invitationByHash(hashOf(token));
    if (!invitation || invitation.accepted_at) throw new AppError("trade-show/invitation-invalid");
    if (new Date(invitation.expires_at) <= now()) throw new AppError("trade-show/invitation-expired");
    const record = await shows.findById(invitation.show_id);
    if (!record) throw new AppError("trade-show/invitation-invalid");
    return { invitation, record };
  }
}

export type TradeShowService = ReturnType<typeof createTradeShowService>;
