import { randomUUID } from "node:crypto";
import {
  accreditationDecisionSchema,
  type Booth,
  type BoothColleague,
  type BoothDetail,
  type BoothInput,
  type BoothRole,
  boothEditSchema,
  boothInputSchema,
  boothRefusalSchema,
  colleagueInputSchema,
  type PublicBooth,
} from "@alentour/domain/booth";
import { AppError } from "@alentour/domain/errors";
import { isLocale, type Locale } from "@alentour/domain/locale";
import type { TradeShowRole } from "@alentour/domain/trade-show";
import type { FastifyBaseLogger } from "fastify";
import type { PageCache } from "#app/activities/page-cache.ts";
import type { Principal } from "#app/auth/principal.ts";
import {
  assertMayActForBooth,
  assertMayManageTradeShow,
  assertMayOrganiseTradeShow,
  isStaff,
  mayActForBooth,
  mayManageTradeShow,
} from "#app/http/guards.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { boothDecisionMail } from "#app/mail/templates.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import type { BoothFields, BoothRecord, BoothRepository } from "./booth-repository.ts";
import type { TradeShowRecord, TradeShowRepository } from "./trade-show-repository.ts";
import { freeTierGate, type ValidationGate } from "./validation-gate.ts";

/** A booth's files live under `booths/{id}`, its logo in `logo/` (the upload target writes there). */
export const boothFolderOf = (boothId: string) => `booths/${boothId}`;
export const boothLogoFolderOf = (boothId: string) => `${boothFolderOf(boothId)}/logo`;

const fieldsOf = (input: BoothInput): BoothFields => ({
  hall_id: input.hallId,
  company_name: input.companyName,
  website: input.website ?? null,
  phone: input.phone ?? null,
  email: input.email ?? null,
  calendar_url: input.calendarUrl ?? null,
  catchphrase: input.catchphrase || null,
  style: input.style,
  colour: input.colour,
  avatar: input.avatar,
});

/**
 * Exhibitors' booths (docs/trade-shows.md#exhibitors, ADR 089): applying with the booth wizard, the organisers'
 * decision (mailed in the applicant's language), colleagues and their accreditation, the public exhibitors.
 * Validation passes through a ValidationGate: the free plan's by default, the licences' when wired.
 */
export function createBoothService(deps: {
  booths: BoothRepository;
  shows: TradeShowRepository;
  users: UserRepository;
  mailer: Mailer;
  pageCache: PageCache;
  audit: AuditLog;
  publicOrigin: string;
  log: FastifyBaseLogger;
  gate?: ValidationGate;
  now?: () => Date;
}) {
  const { booths, shows, users, mailer, pageCache, audit, log } = deps;
  const gate = deps.gate ?? freeTierGate;
  const now = deps.now ?? (() => new Date());

  const view = (record: BoothRecord, myRole: BoothRole | null): Booth => ({ ...record, myRole });

  function publicView(record: BoothRecord, show: TradeShowRecord): PublicBooth {
    const hall = show.halls.find((candidate) => candidate.id === record.hallId);
    return {
      id: record.id,
      showSlug: record.showSlug,
      showName: record.showName,
      hallId: record.hallId,
      hallName: hall?.name ?? null,
      hallTheme: hall?.theme ?? "",
      companyName: record.companyName,
      website: record.website,
      logoUrl: record.logoUrl,
      calendarUrl: record.calendarUrl,
      catchphrase: record.catchphrase,
      colour: record.colour,
    };
  }

  async function showOf(idOrSlug: string): Promise<TradeShowRecord> {
    const show = (await shows.findBySlug(idOrSlug)) ?? (await shows.findById(idOrSlug));
    if (!show) throw new AppError("resource/not-found");
    return show;
  }

  const teamRoleOf = (principal: Principal | null, show: TradeShowRecord): Promise<TradeShowRole | null> | null =>
    principal ? shows.roleOf(show.id, principal.uid) : null;

  /** A show the caller may see: a private one only for its team and the support team (as the show's own routes). */
  async function visibleShow(principal: Principal | null, idOrSlug: string) {
    const show = await showOf(idOrSlug);
    const teamRole = await teamRoleOf(principal, show);
    if (show.listing === "private" && !(principal && mayManageTradeShow(principal, teamRole))) {
      throw new AppError("resource/not-found");
    }
    return { show, teamRole };
  }

  /**
   * The booth with the caller's part in it and on its show's team. Someone with no part in it is told it does
   * not exist, unless visitors see it anyway (validated, on a listed show): then they are refused.
   */
  async function opened(principal: Principal, boothId: string) {
    const booth = await booths.find(boothId);
    if (!booth) throw new AppError("resource/not-found");
    const show = await showOf(booth.showId);
    const boothRole = await booths.roleOf(booth, principal);
    const teamRole = await shows.roleOf(show.id, principal.uid);
    const related = boothRole !== null || mayManageTradeShow(principal, teamRole);
    if (!related && !(booth.status === "validated" && show.listing === "public")) throw new AppError("resource/not-found");
    return { booth, show, boothRole, teamRole };
  }

  function assertHallOf(show: TradeShowRecord, hallId: string) {
    if (!show.halls.some((hall) => hall.id === hallId)) {
      throw new AppError("request/validation-failed", { fields: { hallId: "booth/hall-unknown" } });
    }
  }

  async function audited(principal: Principal, teamRole: TradeShowRole | null, action: string, booth: BoothRecord, details = {}) {
    if (!isStaff(principal) || teamRole) return;
    await audit.record(principal, action, { type: "booth", id: booth.id }, { show: booth.showSlug, ...details });
  }

  async function mailDecision(booth: BoothRecord, status: "validated" | "refused", reason: string | null) {
    const owner = await users.find(booth.ownerId);
    if (!owner) return;
    const locale: Locale = isLocale(booth.locale) ? booth.locale : "fr";
    await mailer.send(
      boothDecisionMail(locale, owner.email, {
        showName: booth.showName,
        companyName: booth.companyName,
        status,
        reason,
        link: `${deps.publicOrigin}/tradeshow/booths/${booth.id}`,
      }),
    );
  }

  const service = {
    /** The booth wizard's application: pending until the show's organisers decide. One per account and show. */
    async apply(principal: Principal, showIdOrSlug: string, body: unknown, locale: Locale): Promise<Booth> {
      const { show } = await visibleShow(principal, showIdOrSlug);
      const input = boothInputSchema.parse(body);
      assertHallOf(show, input.hallId);
      if (await booths.findByOwner(show.id, principal.uid)) throw new AppError("booth/already-applied");
      const id = randomUUID();
      await booths.insert({
        id,
        show_id: show.id,
        owner_id: principal.uid,
        locale,
        stamp: now().toISOString(),
        ...fieldsOf(input),
      });
      log.info({ tradeShow: show.id, booth: id, by: principal.uid }, "booth application received");
      const created = await booths.find(id);
      if (!created) throw new AppError("resource/not-found");
      return view(created, "owner");
    },

    /** Every application to a show, with its colleagues, for the show's team and the support team. */
    async listForShow(principal: Principal, showIdOrSlug: string): Promise<Array<Booth & { colleagues: BoothColleague[] }>> {
      const show = await showOf(showIdOrSlug);
      const teamRole = await shows.roleOf(show.id, principal.uid);
      if (show.listing === "private" && !mayManageTradeShow(principal, teamRole)) throw new AppError("resource/not-found");
      assertMayManageTradeShow(principal, { id: show.id, teamRole }, log);
      const list = await booths.listForShow(show.id);
      return Promise.all(list.map(async (booth) => ({ ...view(booth, null), colleagues: await booths.colleagues(booth.id) })));
    },

    /** The validated booths of a show, what its visitors see. */
    async exhibitors(principal: Principal | null, showIdOrSlug: string): Promise<PublicBooth[]> {
      const { show } = await visibleShow(principal, showIdOrSlug);
      return (await booths.validatedForShow(show.id)).map((booth) => publicView(booth, show));
    },

    /** One validated booth, for its public page. */
    async exhibitor(principal: Principal | null, showIdOrSlug: string, boothId: string): Promise<PublicBooth> {
      const { show } = await visibleShow(principal, showIdOrSlug);
      const booth = await booths.find(boothId);
      if (!booth || booth.showId !== show.id || booth.status !== "validated") throw new AppError("resource/not-found");
      return publicView(booth, show);
    },

    /** The booths the caller acts for, as exhibitor or accredited colleague. */
    async mine(principal: Principal): Promise<Booth[]> {
      return (await booths.listForUser(principal.uid, principal.email)).map(({ record, role }) => view(record, role));
    },

    /** A booth for its exhibitor, its colleagues and the show's team. */
    async get(principal: Principal, boothId: string): Promise<BoothDetail> {
      const { booth, show, boothRole, teamRole } = await opened(principal, boothId);
      if (boothRole === null) assertMayManageTradeShow(principal, { id: show.id, teamRole }, log);
      return { ...view(booth, boothRole), halls: show.halls, businessLicence: await booths.licenceOf(booth.id) };
    },

    /** "My booth": every wizard field again. A refused application edited goes back to the organisers. */
    async update(principal: Principal, boothId: string, body: unknown): Promise<Booth> {
      const { booth, show, boothRole, teamRole } = await opened(principal, boothId);
      assertMayActForBooth(principal, { id: booth.id, boothRole, teamRole }, log);
      const input = boothEditSchema.parse(body);
      assertHallOf(show, input.hallId);
      const stamp = now().toISOString();
      // The exhibitor's edit of a refused application sends it again; an organiser's edit does not.
      const resubmitted = booth.status === "refused" && boothRole !== null;
      await booths.update(
        booth.id,
        { ...fieldsOf(input), ...(input.logoUrl === null && { logo_url: null }) },
        stamp,
        resubmitted,
      );
      log.info({ booth: booth.id, by: principal.uid }, "booth updated");
      await audited(principal, teamRole, "booth.updated", booth);
      if (booth.status === "validated") await pageCache.purge();
      const updated = await booths.find(booth.id);
      if (!updated) throw new AppError("resource/not-found");
      return view(updated, boothRole);
    },

    /** The organisers validate an application, through the gate (the free plan's limit, or the licences). */
    async validate(principal: Principal, boothId: string): Promise<Booth> {
      const { booth, show, boothRole, teamRole } = await opened(principal, boothId);
      assertMayOrganiseTradeShow(principal, { id: show.id, teamRole }, log);
      if (booth.status === "validated") throw new AppError("booth/already-decided");
      const stamp = now().toISOString();
      await booths.withShowLocked(show.id, async (trx) => {
        await gate.assertMayValidate(trx, show.id, booth.id);
        await booths.setStatus(booth.id, "validated", null, stamp, trx);
      });
      log.info({ tradeShow: show.id, booth: booth.id, by: principal.uid }, "booth validated");
      await audited(principal, teamRole, "booth.validated", booth);
      await mailDecision(booth, "validated", null);
      await pageCache.purge();
      return view({ ...booth, status: "validated", refusalReason: null, updatedAt: stamp }, boothRole);
    },

    /** The organisers refuse an application, or withdraw a validation; the reason is mailed to the applicant. */
    async refuse(principal: Principal, boothId: string, body: unknown): Promise<Booth> {
      const { booth, show, boothRole, teamRole } = await opened(principal, boothId);
      assertMayOrganiseTradeShow(principal, { id: show.id, teamRole }, log);
      const { reason } = boothRefusalSchema.parse(body ?? {});
      if (booth.status === "refused") throw new AppError("booth/already-decided");
      const stamp = now().toISOString();
      await booths.withShowLocked(show.id, (trx) => booths.setStatus(booth.id, "refused", reason, stamp, trx));
      log.info({ tradeShow: show.id, booth: booth.id, by: principal.uid }, "booth refused");
      await audited(principal, teamRole, "booth.refused", booth, { reason });
      await mailDecision(booth, "refused", reason);
      if (booth.status === "validated") await pageCache.purge();
      return view({ ...booth, status: "refused", refusalReason: reason, updatedAt: stamp }, boothRole);
    },

    // Colleagues: the exhibitor names them, the organisers grant, deny or delete their accreditation.
    async colleagues(principal: Principal, boothId: string): Promise<BoothColleague[]> {
      const { booth, show, boothRole, teamRole } = await opened(principal, boothId);
      if (boothRole === null) assertMayManageTradeShow(principal, { id: show.id, teamRole }, log);
      return booths.colleagues(booth.id);
    },

    async addColleague(principal: Principal, boothId: string, body: unknown): Promise<BoothColleague> {
      const { booth, boothRole, teamRole } = await opened(principal, boothId);
      assertMayActForBooth(principal, { id: booth.id, boothRole, teamRole }, log);
      const email = colleagueInputSchema.parse(body).email.toLowerCase();
      if (await booths.colleagueNamed(booth.id, email)) throw new AppError("booth/colleague-exists");
      const id = randomUUID();
      await booths.insertColleague({ id, booth_id: booth.id, email, created_at: now().toISOString() });
      log.info({ booth: booth.id, colleague: id, by: principal.uid }, "booth colleague named");
      const colleague = await booths.colleague(booth.id, id);
      if (!colleague) throw new AppError("resource/not-found");
      return colleague;
    },

    async decideColleague(principal: Principal, boothId: string, colleagueId: string, body: unknown): Promise<BoothColleague> {
      const { booth, show, teamRole } = await opened(principal, boothId);
      assertMayOrganiseTradeShow(principal, { id: show.id, teamRole }, log);
      const { status } = accreditationDecisionSchema.parse(body);
      if (!(await booths.decideColleague(booth.id, colleagueId, status, now().toISOString()))) {
        throw new AppError("resource/not-found");
      }
      log.info({ booth: booth.id, colleague: colleagueId, status, by: principal.uid }, "booth accreditation decided");
      await audited(principal, teamRole, `booth.accreditation-${status}`, booth, { colleague: colleagueId });
      const colleague = await booths.colleague(booth.id, colleagueId);
      if (!colleague) throw new AppError("resource/not-found");
      return colleague;
    },

    async removeColleague(principal: Principal, boothId: string, colleagueId: string): Promise<void> {
      const { booth, show, teamRole } = await opened(principal, boothId);
      assertMayOrganiseTradeShow(principal, { id: show.id, teamRole }, log);
      if (!(await booths.removeColleague(booth.id, colleagueId))) throw new AppError("resource/not-found");
      log.info({ booth: booth.id, colleague: colleagueId, by: principal.uid }, "booth accreditation deleted");
      await audited(principal, teamRole, "booth.accreditation-deleted", booth, { colleague: colleagueId });
    },

    /** The booth whose logo the caller is about to upload, if the caller acts for it. */
    async authorizeLogo(principal: Principal, boothId: string): Promise<{ id: string }> {
      const { booth, boothRole, teamRole } = await opened(principal, boothId);
      assertMayActForBooth(principal, { id: booth.id, boothRole, teamRole }, log);
      return { id: booth.id };
    },

    async setLogo(principal: Principal, boothId: string, url: string): Promise<void> {
      const { booth, boothRole, teamRole } = await opened(principal, boothId);
      assertMayActForBooth(principal, { id: booth.id, boothRole, teamRole }, log);
      await booths.setLogo(booth.id, url, now().toISOString());
      if (booth.status === "validated") await pageCache.purge();
    },

    /** Whether the principal acts for the booth (for the conferences' rules: mayActForBooth). */
    async actsFor(principal: Principal, boothId: string): Promise<boolean> {
      const booth = await booths.find(boothId);
      if (!booth) return false;
      const boothRole = await booths.roleOf(booth, principal);
      return mayActForBooth(principal, boothRole, await shows.roleOf(booth.showId, principal.uid));
    },
  };
  return service;
}

export type BoothService = ReturnType<typeof createBoothService>;
