import { createHash, randomBytes, randomUUID } from "node:crypto";
import { AppError } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import {
  DATA_RIGHTS_CONFIRM_HOURS,
  type DataRightsConfirmation,
  type DataRightsRequest,
  type DataRightsRequestInput,
  type DataRightsStatus,
  type DataRightsType,
  dataRightsDeadline,
  dataRightsTransitions,
  daysLeft,
} from "@alentour/domain/support";
import type { Kysely, Selectable } from "kysely";
import type { Principal } from "#app/auth/principal.ts";
import { countRows } from "#app/db/count-rows.ts";
import type { Database, DataRightsRequestsTable } from "#app/db/schema.ts";
import type { Mailer } from "#app/mail/mailer.ts";
import {
  dataRightsConfirmMail,
  dataRightsDecidedMail,
  dataRightsExtendedMail,
  dataRightsReceivedMail,
} from "#app/mail/templates.ts";
import type { AuditLog } from "./audit-log.ts";

const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

/** Only the hash of a link's secret is stored: whoever reads the table (the console, a backup) cannot confirm. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function confirmationOf(row: Selectable<DataRightsRequestsTable>, now: Date): DataRightsConfirmation {
  if (row.confirmed_at) return "confirmed";
  return row.confirm_expires_at && new Date(row.confirm_expires_at) > now ? "awaiting" : "expired";
}

function toRequest(row: Selectable<DataRightsRequestsTable>, now: Date): DataRightsRequest {
  return {
    id: row.id,
    reference: referenceOf(row.id),
    type: row.type as DataRightsType,
    name: row.name,
    email: row.email,
    details: row.details,
    locale: row.locale as Locale,
    userId: row.user_id,
    status: row.status as DataRightsStatus,
    confirmation: confirmationOf(row, now),
    confirmedAt: row.confirmed_at,
    receivedAt: row.received_at,
    deadlineAt: row.deadline_at,
    daysLeft: daysLeft(new Date(row.deadline_at), now),
    extensionReason: row.extension_reason,
    decisionReason: row.decision_reason,
    hasExport: row.export_json !== null,
    updatedAt: row.updated_at,
  };
}

/**
 * Data-rights requests: stored with their legal deadline, confirmed by the requester from the address they name
 * (a mailed link, ADR 051), then moved open → in progress → done or refused by the support team, every step in
 * the audit log.
 */
export function createDataRights(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  audit: AuditLog;
  /** Produces the export of access and portability requests (the owner area's export). */
  exportUser: (userId: string) => Promise<unknown>;
  /** Runs the account deletion of an erasure request. */
  eraseUser: (userId: string, actor: Principal) => Promise<void>;
  /** Where the confirmation link leads (PUBLIC_ORIGIN). */
  publicOrigin: string;
  now?: () => Date;
}) {
  const { db, mailer, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function find(id: string) {
    return db.selectFrom("data_rights_requests").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async function require(id: string) {
    const row = await find(id);
    if (!row) throw new AppError("resource/not-found");
    return row;
  }

  /** Nothing is done on a request before its requester proved they hold the address it names. */
  function requireConfirmed(row: Selectable<DataRightsRequestsTable>) {
    if (!row.confirmed_at) throw new AppError("data-rights/unconfirmed");
  }

  return {
    /**
     * A new request, waiting for its confirmation: a link mailed to the address it names. `requester` is the
     * signed-in caller, linked when the e-mail is their own (still confirmed by mail like any other).
     */
    async create(input: DataRightsRequestInput, locale: Locale, requester: Principal | null): Promise<DataRightsRequest> {
      const received = now();
      const email = input.email.toLowerCase();
      const token = randomBytes(32).toString("base64url");
      const expires = new Date(received.getTime() + DATA_RIGHTS_CONFIRM_HOURS * 60 * 60 * 1000);
      const row = {
        id: randomUUID(),
        type: input.type,
        name: input.name,
        email,
        details: input.details,
        locale,
        user_id: requester && requester.email.toLowerCase() === email ? requester.uid : null,
        status: "open",
        received_at: received.toISOString(),
        deadline_at: dataRightsDeadline(received, false).toISOString(),
        extension_reason: null,
        decision_reason: null,
        export_json: null,
        updated_at: received.toISOString(),
        confirm_token_hash: hashOf(token),
        confirm_expires_at: expires.toISOString(),
        confirmed_at: null,
      };
      await db.insertInto("data_rights_requests").values(row).execute();
      await audit.record(requester, "data-rights.received", { type: "data-rights", id: row.id }, { type: input.type });
      const link = `${deps.publicOrigin}${locale === "en" ? "/en" : ""}/data-rights/confirm?token=${token}`;
      await mailer.send(
        dataRightsConfirmMail(locale, email, { name: input.name, type: input.type, reference: referenceOf(row.id), link }),
      );
      return toRequest(row, received);
    },

    /**
     * The requester opened the mailed link: the request is theirs, and goes to the support team. Opening it
     * again answers the same; a link past its time or unknown is refused.
     */
    async confirm(token: string): Promise<DataRightsRequest> {
      const row = await db
        .selectFrom("data_rights_requests")
        .selectAll()
        .where("confirm_token_hash", "=", hashOf(token))
        .executeTakeFirst();
      if (!row) throw new AppError("data-rights/confirm-link-invalid");
      if (row.confirmed_at) return toRequest(row, now());
      const at = now();
      if (!row.confirm_expires_at || new Date(row.confirm_expires_at) <= at) {
        throw new AppError("data-rights/confirm-link-expired");
      }
      const stamp = at.toISOString();
      const updated = await db
        .updateTable("data_rights_requests")
        .set({ confirmed_at: stamp, updated_at: stamp })
        .where("id", "=", row.id)
        .where("confirmed_at", "is", null)
        .executeTakeFirst();
      // Two tabs opening the link at once: one records it, both answer the same.
      if (Number(updated.numUpdatedRows) === 0) return this.get(row.id);
      await audit.record(null, "data-rights.confirmed", { type: "data-rights", id: row.id });
      await mailer.send(
        dataRightsReceivedMail(row.locale as Locale, row.email, {
          name: row.name,
          type: row.type,
          deadlineAt: row.deadline_at,
          reference: referenceOf(row.id),
        }),
      );
      return this.get(row.id);
    },

    /** Open and in-progress first, nearest deadline first; closed ones after, most recent first. */
    async list(options: { status?: DataRightsStatus; limit: number; offset: number }) {
      let query = db.selectFrom("data_rights_requests");
      if (options.status) query = query.where("status", "=", options.status);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy((eb) => eb.case().when("status", "in", ["open", "in-progress"]).then(0).else(1).end())
          .orderBy("deadline_at")
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        countRows(query),
      ]);
      const at = now();
      return { total, items: rows.map((row) => toRequest(row, at)) };
    },

    async get(id: string): Promise<DataRightsRequest> {
      return toRequest(await require(id), now());
    },

    async exportOf(id: string): Promise<string | null> {
      return (await require(id)).export_json;
    },

    /**
     * Moves a request on. Done on access/portability produces the export (sent to the requester); done on
     * erasure deletes the account; refused needs a reason, which the requester is told.
     */
    async transition(id: string, to: DataRightsStatus, reason: string | undefined, actor: Principal): Promise<DataRightsRequest> {
      const row = await require(id);
      requireConfirmed(row);
      const from = row.status as DataRightsStatus;
      if (!dataRightsTransitions[from].includes(to)) {
        throw new AppError("data-rights/invalid-transition", { params: { from, to } });
      }
      let exportJson: string | null = row.export_json;
      if (to === "done") {
        const needsAccount = row.type === "access" || row.type === "portability" || row.type === "erasure";
        if (needsAccount && !row.user_id) {
          // Requests sent while signed out are matched to an account by their e-mail address.
          const user = await db.selectFrom("users").select("id").where("email", "=", row.email).executeTakeFirst();
          if (!user) throw new AppError("data-rights/no-account");
          row.user_id = user.id;
        }
        if ((row.type === "access" || row.type === "portability") && row.user_id) {
          exportJson = JSON.stringify(await deps.exportUser(row.user_id), null, 2);
        }
        if (row.type === "erasure" && row.user_id) {
          // The same deletion as the owner's own (sessions, files, activities, sign-in record), recorded on the
          // account as well as on the request.
          await deps.eraseUser(row.user_id, actor);
          await audit.record(actor, "user.erased", { type: "user", id: row.user_id }, { request: referenceOf(id) });
        }
      }
      const stamp = now().toISOString();
      await db
        .updateTable("data_rights_requests")
        .set({
          status: to,
          user_id: row.user_id,
          decision_reason: reason ?? row.decision_reason,
          export_json: exportJson,
          updated_at: stamp,
        })
        .where("id", "=", id)
        .execute();
      await audit.record(actor, `data-rights.${to}`, { type: "data-rights", id }, reason ? { reason } : {});
      if (to === "done" || to === "refused") {
        await mailer.send(
          dataRightsDecidedMail(row.locale as Locale, row.email, {
            name: row.name,
            status: to,
            reason: reason ?? null,
            reference: referenceOf(id),
            exportJson: to === "done" ? exportJson : null,
          }),
        );
      }
      return this.get(id);
    },

    /** Extends the deadline once, by two months, telling the requester why. */
    async extend(id: string, reason: string, actor: Principal): Promise<DataRightsRequest> {
      const row = await require(id);
      requireConfirmed(row);
      if (row.extension_reason) throw new AppError("data-rights/already-extended");
      if (row.status === "done" || row.status === "refused") {
        throw new AppError("data-rights/invalid-transition", { params: { from: row.status, to: row.status } });
      }
      const deadline = dataRightsDeadline(new Date(row.received_at), true).toISOString();
      await db
        .updateTable("data_rights_requests")
        .set({ extension_reason: reason, deadline_at: deadline, updated_at: now().toISOString() })
        .where("id", "=", id)
        .execute();
      await audit.record(actor, "data-rights.extended", { type: "data-rights", id }, { reason, deadline });
      await mailer.send(
        dataRightsExtendedMail(row.locale as Locale, row.email, {
          name: row.name,
          deadlineAt: deadline,
          reason,
          reference: referenceOf(id),
        }),
      );
      return this.get(id);
    },
  };
}

export type DataRights = ReturnType<typeof createDataRights>;
