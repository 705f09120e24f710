import { randomUUID } from "node:crypto";
import { AppError } from "@alentour/domain/errors";
import type { Locale } from "@alentour/domain/locale";
import {
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
import { dataRightsDecidedMail, dataRightsExtendedMail, dataRightsReceivedMail } from "#app/mail/templates.ts";
import type { AuditLog } from "./audit-log.ts";

const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

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
 * Data-rights requests: stored with their legal deadline, confirmed to the requester, moved open → in
 * progress → done or refused by the support team, every step in the audit log.
 */
export function createDataRights(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  audit: AuditLog;
  /** Produces the export of access and portability requests (the owner area's export). */
  exportUser: (userId: string) => Promise<unknown>;
  /** Runs the account deletion of an erasure request. */
  eraseUser: (userId: string, actor: Principal) => Promise<void>;
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

  return {
    /** A new request; `requester` is the signed-in caller, linked when the e-mail is their own. */
    async create(input: DataRightsRequestInput, locale: Locale, requester: Principal | null): Promise<DataRightsRequest> {
      const received = now();
      const email = input.email.toLowerCase();
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
      };
      await db.insertInto("data_rights_requests").values(row).execute();
      await audit.record(requester, "data-rights.received", { type: "data-rights", id: row.id }, { type: input.type });
      await mailer.send(
        dataRightsReceivedMail(locale, email, {
          name: input.name,
          type: input.type,
          deadlineAt: row.deadline_at,
          reference: referenceOf(row.id),
        }),
      );
      return toRequest(row, received);
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
          await deps.eraseUser(row.user_id, actor);
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
