import { randomUUID } from "node:crypto";
import {
  invoiceLabel,
  type Licence,
  type LicenceCandidate,
  type LicenceOrder,
  type LicenceOrderStatus,
} from "@alentour/domain/licence";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, LicenceOrdersTable } from "#app/db/schema.ts";

type Executor = Kysely<Database> | Transaction<Database>;
export type LicenceOrderRow = Selectable<LicenceOrdersTable>;
export type NewLicenceOrder = Omit<LicenceOrderRow, "invoice_number" | "attempts" | "provider_ref" | "paid_at">;

export const toOrder = (row: LicenceOrderRow): LicenceOrder => ({
  id: row.id,
  showId: row.show_id,
  showName: row.show_name,
  quantity: row.quantity,
  unitAmountCents: row.unit_amount_cents,
  currency: row.currency,
  taxRateBasisPoints: row.tax_rate_basis_points,
  amountExclTaxCents: row.amount_excl_tax_cents,
  taxCents: row.tax_cents,
  totalCents: row.total_cents,
  status: row.status,
  provider: row.provider,
  invoiceNumber: invoiceLabel(row.invoice_number),
  buyerEmail: row.buyer_email,
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

/** Orders, licences, payment events and the invoice counter (migration 0025). */
export function createLicenceRepository(db: Kysely<Database>) {
  return {
    db,

    /**
     * Takes the next invoice number and writes the order, in one transaction. The counter's row is updated in
     * place: PostgreSQL holds its lock until the commit and SQLite writes one transaction at a time, so two
     * orders never share a number and none is skipped (ADR 091).
     */
    async insertOrder(order: NewLicenceOrder): Promise<LicenceOrderRow> {
      return db.transaction().execute(async (trx) => {
        const { last_value } = await trx
          .updateTable("invoice_sequence")
          .set((eb) => ({ last_value: eb("last_value", "+", 1) }))
          .where("name", "=", "invoice")
          .returning("last_value")
          .executeTakeFirstOrThrow();
        const row = { ...order, invoice_number: Number(last_value), attempts: 0, provider_ref: null, paid_at: null };
        await trx.insertInto("licence_orders").values(row).execute();
        return row;
      });
    },

    async findOrder(id: string, executor: Executor = db): Promise<LicenceOrderRow | null> {
      return (await executor.selectFrom("licence_orders").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
    },

    async ordersOfShow(showId: string): Promise<LicenceOrderRow[]> {
      return db
        .selectFrom("licence_orders")
        .selectAll()
        .where("show_id", "=", showId)
        .orderBy("invoice_number", "desc")
        .execute();
    },

    async listOrders(filters: { status?: LicenceOrderStatus; page: number; size: number }) {
      let query = db.selectFrom("licence_orders");
      if (filters.status) query = query.where("status", "=", filters.status);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy("invoice_number", "desc")
          .limit(filters.size)
          .offset(filters.page * filters.size)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(total.n), items: rows };
    },

    async startedAttempt(id: string, ref: string | null): Promise<void> {
      await db
        .updateTable("licence_orders")
        .set((eb) => ({ provider_ref: ref, attempts: eb("attempts", "+", 1), status: "pending" }))
        .where("id", "=", id)
        .where("status", "!=", "paid")
        .execute();
    },

    /** Marks an unpaid order failed (a paid one stays paid, whatever arrives after). */
    async markFailed(id: string, executor: Executor = db): Promise<void> {
      await executor
        .updateTable("licence_orders")
        .set({ status: "failed" })
        .where("id", "=", id)
        .where("status", "!=", "paid")
        .execute();
    },

    /**
     * Marks the order paid and credits its licences, inside the caller's transaction; false when it was paid
     * already (nothing credited twice).
     */
    async credit(trx: Transaction<Database>, id: string, at: string): Promise<boolean> {
      const updated = await trx
        .updateTable("licence_orders")
        .set({ status: "paid", paid_at: at })
        .where("id", "=", id)
        .where("status", "!=", "paid")
        .returning(["show_id", "quantity"])
        .executeTakeFirst();
      if (!updated) return false;
      const rows = Array.from({ length: updated.quantity }, () => ({
        id: randomUUID(),
        order_id: id,
        show_id: updated.show_id,
        booth_id: null,
        assigned_at: null,
        assigned_by: null,
        created_at: at,
      }));
      await trx.insertInto("licences").values(rows).execute();
      return true;
    },

    /** Records a provider's event; false when that event was recorded before (a replay). */
    async recordEvent(
      trx: Transaction<Database>,
      event: { provider: string; eventId: string; type: string; orderId: string | null; at: string },
    ): Promise<boolean> {
      const result = await trx
        .insertInto("payment_events")
        .values({
          provider: event.provider,
          event_id: event.eventId,
          type: event.type,
          order_id: event.orderId,
          received_at: event.at,
        })
        .onConflict((conflict) => conflict.columns(["provider", "event_id"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async licencesOfShow(showId: string): Promise<Licence[]> {
      const rows = await db
        .selectFrom("licences")
        .leftJoin("booths", "booths.id", "licences.booth_id")
        .leftJoin("users", "users.id", "booths.owner_id")
        .select([
          "licences.id",
          "licences.order_id",
          "licences.booth_id",
          "licences.assigned_at",
          "users.first_name",
          "users.last_name",
          "users.email",
        ])
        .where("licences.show_id", "=", showId)
        .orderBy("licences.created_at")
        .orderBy("licences.id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        orderId: row.order_id,
        boothId: row.booth_id,
        exhibitor: row.booth_id
          ? { name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim(), email: row.email ?? "" }
          : null,
        assignedAt: row.assigned_at,
      }));
    },

    /** The show's applicants a licence may still go to: booths not refused, without a licence. */
    async candidates(showId: string, executor: Executor = db): Promise<LicenceCandidate[]> {
      const rows = await executor
        .selectFrom("booths")
        .innerJoin("users", "users.id", "booths.owner_id")
        .leftJoin("licences", "licences.booth_id", "booths.id")
        .select(["booths.id", "booths.status", "booths.hall_id", "users.first_name", "users.last_name", "users.email"])
        .where("booths.show_id", "=", showId)
        .where("booths.status", "!=", "refused")
        .where("licences.id", "is", null)
        .orderBy("booths.created_at")
        .orderBy("booths.id")
        .execute();
      return rows.map((row) => ({
        boothId: row.id,
        status: row.status === "validated" ? "validated" : "pending",
        hallId: row.hall_id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
      }));
    },

    async validatedCount(showId: string, executor: Executor = db, exceptBoothId?: string): Promise<number> {
      let query = executor.selectFrom("booths").where("show_id", "=", showId).where("status", "=", "validated");
      if (exceptBoothId) query = query.where("id", "!=", exceptBoothId);
      const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async licenceOfBooth(boothId: string, executor: Executor = db): Promise<string | null> {
      const row = await executor.selectFrom("licences").select("id").where("booth_id", "=", boothId).executeTakeFirst();
      return row?.id ?? null;
    },

    async findLicence(id: string, executor: Executor = db) {
      return (await executor.selectFrom("licences").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
    },

    /** Gives the licence to the booth if it has none yet; false when it was assigned already. */
    async assign(trx: Transaction<Database>, licenceId: string, boothId: string, by: string, at: string): Promise<boolean> {
      const result = await trx
        .updateTable("licences")
        .set({ booth_id: boothId, assigned_at: at, assigned_by: by })
        .where("id", "=", licenceId)
        .where("booth_id", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type LicenceRepository = ReturnType<typeof createLicenceRepository>;
