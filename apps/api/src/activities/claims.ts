import { randomUUID } from "node:crypto";
import {
  CLAIM_MESSAGE_MIN,
  type ClaimOutcome,
  type ClaimRequest,
  type ClaimStanding,
  type ClaimStatus,
} from "@alentour/domain/claim";
import type { Activity } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Principal } from "#app/auth/principal.ts";
import { countRows } from "#app/db/count-rows.ts";
import type { Database } from "#app/db/schema.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import { claimDecidedMail } from "#app/mail/templates.ts";
import type { AuditLog } from "#app/support/audit-log.ts";
import type { ActivityRepository } from "./activity-repository.ts";
import type { ActivityService } from "./activity-service.ts";

/** The sign-in account behind a principal: its current address and whether that address is proven. */
export type AccountLookup = (uid: string) => Promise<{ email: string; emailVerified: boolean } | null>;

/**
 * Activity claiming (docs/product.md#claiming-an-activity). A signed-in person whose verified e-mail is the activity's contact e-mail gets
 * it at once; anyone else asks the support team, who approve (the activity changes hands) or refuse with a
 * reason, and the requester is mailed the decision in their language. Ownership always changes through the
 * activity service, so the public pages and the search index follow.
 */
export function createClaims(deps: {
  db: Kysely<Database>;
  activities: ActivityRepository;
  service: ActivityService;
  accountOf: AccountLookup;
  mailer: Mailer;
  audit: AuditLog;
  publicOrigin: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, activities, service, accountOf, mailer, audit, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function claimable(slug: string): Promise<Activity> {
    const activity = await activities.findBySlug(slug);
    // Unpublished activities are visible to their owner and the support team only: nothing to claim.
    if (!activity?.published) throw new AppError("resource/not-found");
    // A listed trade show's entry belongs to the show's team (ADR 066): it is not anyone's to claim.
    if (await activities.standsForTradeShow(activity.id)) throw new AppError("claim/trade-show");
    return activity;
  }

  /** The verified address of the caller equals the contact e-mail on file (case-insensitive). */
  async function provesContact(principal: Principal, activity: Activity): Promise<boolean> {
    const contact = activity.contact.email?.trim().toLowerCase();
    if (!contact) return false;
    const account = await accountOf(principal.uid);
    return Boolean(account?.emailVerified && account.email.toLowerCase() === contact);
  }

  const openRequestOf = (activityId: string, requesterId: string) =>
    db
      .selectFrom("claim_requests")
      .select(["id", "created_at"])
      .where("activity_id", "=", activityId)
      .where("requester_id", "=", requesterId)
      .where("status", "=", "open")
      .executeTakeFirst();

  function listQuery() {
    return db
      .selectFrom("claim_requests as c")
      .innerJoin("activities as a", "a.id", "c.activity_id")
      .innerJoin("users as u", "u.id", "c.requester_id");
  }

  const columns = [
    "c.id",
    "c.status",
    "c.message",
    "c.reason",
    "c.locale",
    "c.created_at",
    "c.decided_at",
    "c.decided_by",
    "a.id as activity_id",
    "a.slug as activity_slug",
    "a.name as activity_name",
    "a.contact_email as activity_contact_email",
    "a.owner_id as activity_owner_id",
    "u.id as requester_id",
    "u.email as requester_email",
    "u.first_name as requester_first_name",
    "u.last_name as requester_last_name",
  ] as const;

  type Row = {
    id: string;
    status: ClaimStatus;
    message: string;
    reason: string | null;
    locale: string;
    created_at: string;
    decided_at: string | null;
    decided_by: string | null;
    activity_id: string;
    activity_slug: string;
    activity_name: string;
    activity_contact_email: string | null;
    activity_owner_id: string | null;
    requester_id: string;
    requester_email: string;
    requester_first_name: string;
    requester_last_name: string;
  };

  const toClaim = (row: Row): ClaimRequest => ({
    id: row.id,
    status: row.status,
    message: row.message,
    reason: row.reason,
    locale: row.locale,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    activity: {
      id: row.activity_id,
      slug: row.activity_slug,
      name: row.activity_name,
      contactEmail: row.activity_contact_email,
      ownerId: row.activity_owner_id,
    },
    requester: {
      id: row.requester_id,
      email: row.requester_email,
      name: `${row.requester_first_name} ${row.requester_last_name}`.trim(),
    },
  });

  async function get(id: string): Promise<ClaimRequest> {
    const row = await listQuery().select(columns).where("c.id", "=", id).executeTakeFirst();
    if (!row) throw new AppError("resource/not-found");
    return toClaim(row);
  }

  return {
    /** Where the caller stands with an activity: owner already, able to claim at once, or waiting. */
    async standing(principal: Principal, slug: string): Promise<ClaimStanding> {
      const activity = await claimable(slug);
      const open = await openRequestOf(activity.id, principal.uid);
      return {
        owned: activity.ownerId === principal.uid,
        instant: activity.ownerId !== principal.uid && (await provesContact(principal, activity)),
        openRequest: open ? { id: open.id, createdAt: open.created_at } : null,
      };
    },

    /** Claims at once when the caller's verified e-mail is the contact's; otherwise files a request. */
    async claim(
      principal: Principal,
      slug: string,
      input: { message: string | undefined; locale: Locale; countAttempt: () => Promise<void> },
    ): Promise<ClaimOutcome> {
      const { message, locale } = input;
      const activity = await claimable(slug);
      if (activity.ownerId === principal.uid) throw new AppError("claim/already-owner");
      if (await provesContact(principal, activity)) {
        const updated = await service.transferOwnership(principal, activity.id, principal.uid);
        await audit.record(
          principal,
          "activity.claimed",
          { type: "activity", id: activity.id },
          { slug: activity.slug, previousOwner: activity.ownerId, by: "contact-email" },
        );
        return { status: "claimed", slug: updated.slug };
      }
      if (!message || message.length < CLAIM_MESSAGE_MIN) {
        const missing = { code: "claim/message-required", params: { min: CLAIM_MESSAGE_MIN } } as const;
        throw new AppError("claim/message-required", { params: { min: CLAIM_MESSAGE_MIN }, fields: { message: missing } });
      }
      if (await openRequestOf(activity.id, principal.uid)) throw new AppError("claim/already-requested");
      // Only complete requests count towards the limit, like the suggestion and contact forms.
      await input.countAttempt();
      const id = randomUUID();
      try {
        await db
          .insertInto("claim_requests")
          .values({
            id,
            activity_id: activity.id,
            requester_id: principal.uid,
            message,
            locale,
            created_at: now().toISOString(),
            reason: null,
            decided_at: null,
            decided_by: null,
          })
          .execute();
      } catch (error) {
        // The other request of a double submit got in first: the unique index on open requests refused this one.
        if (await openRequestOf(activity.id, principal.uid)) throw new AppError("claim/already-requested");
        throw error;
      }
      await audit.record(principal, "claim.requested", { type: "claim", id }, { activity: activity.slug });
      log.info({ claim: id, activity: activity.id, by: principal.uid }, "claim requested");
      return { status: "requested", id };
    },

    /** The queue: oldest open requests first; decided ones most recent first. */
    async list(options: { status: ClaimStatus; limit: number; offset: number }) {
      const query = listQuery().where("c.status", "=", options.status);
      const [rows, total] = await Promise.all([
        query
          .select(columns)
          .orderBy("c.created_at", options.status === "open" ? "asc" : "desc")
          .orderBy("c.id")
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        countRows(query),
      ]);
      return { total, items: rows.map(toClaim) };
    },

    get,

    /** The support team approves (the activity changes hands) or refuses with a reason; the requester is mailed. */
    async decide(
      id: string,
      decision: "approved" | "refused",
      reason: string | undefined,
      actor: Principal,
    ): Promise<ClaimRequest> {
      const claim = await get(id);
      if (claim.status !== "open") throw new AppError("claim/already-decided");
      const stamp = now().toISOString();
      // Only the open request moves: of two decisions at once, the second finds nothing to update.
      const result = await db
        .updateTable("claim_requests")
        .set({
          status: decision,
          reason: decision === "refused" ? (reason ?? null) : null,
          decided_at: stamp,
          decided_by: actor.uid,
        })
        .where("id", "=", id)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError("claim/already-decided");
      if (decision === "approved") {
        await service.transferOwnership(actor, claim.activity.id, claim.requester.id);
      }
      await audit.record(
        actor,
        `claim.${decision}`,
        { type: "claim", id },
        {
          activity: claim.activity.slug,
          requester: claim.requester.email,
          ...(decision === "approved" && { previousOwner: claim.activity.ownerId }),
          ...(decision === "refused" && { reason }),
        },
      );
      const locale: Locale = claim.locale === "en" ? "en" : "fr";
      const dashboardUrl = `${deps.publicOrigin}/dashboard/activities`;
      await mailer.send(
        claimDecidedMail(locale, claim.requester.email, {
          name: claim.requester.name,
          activityName: claim.activity.name,
          status: decision,
          reason: reason ?? null,
          dashboardUrl,
        }),
      );
      return get(id);
    },
  };
}

export type Claims = ReturnType<typeof createClaims>;
