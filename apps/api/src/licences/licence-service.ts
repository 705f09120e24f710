import { randomUUID } from "node:crypto";
import { AppError } from "@alentour/domain/errors";
import {
  FREE_TIER_MAX_EXHIBITORS,
  LICENCE_CURRENCY,
  LICENCE_TAX_RATE_BASIS_POINTS,
  LICENCE_UNIT_AMOUNT_CENTS,
  type LicenceCheckout,
  type LicenceOrderStatus,
  type LicencesOverview,
  licenceAssignmentSchema,
  licenceOrderInputSchema,
  orderAmounts,
} from "@alentour/domain/licence";
import type { Locale } from "@alentour/domain/locale";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Principal } from "#app/auth/principal.ts";
import type { Database } from "#app/db/schema.ts";
import { assertMayOrganiseTradeShow, assertRole, isStaff, mayManageTradeShow } from "#app/http/guards.ts";
import { createAuditLog } from "#app/support/audit-log.ts";
import type { TradeShowRecord, TradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { type LicenceOrderRow, type LicenceRepository, toOrder } from "./licence-repository.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/** Business licences (docs/licences.md): orders and their invoices, payment, and the irrevocable assignment. */
export function createLicenceService(deps: {
  db: Kysely<Database>;
  licences: LicenceRepository;
  shows: TradeShowRepository;
  provider: PaymentProvider;
  publicOrigin: string;
  invoice: { seller: string; transferDetails: string | null };
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, licences, shows, provider, log } = deps;
  const now = deps.now ?? (() => new Date());
  const origin = deps.publicOrigin.replace(/\/+$/, "");

  /** The show, if the caller holds the organiser's rights on it (billing: organisers and the support team). */
  async function organised(principal: Principal, idOrSlug: string) {
    const record = (await shows.findBySlug(idOrSlug)) ?? (await shows.findById(idOrSlug));
    if (!record) throw new AppError("resource/not-found");
    const teamRole = await shows.roleOf(record.id, principal.uid);
    if (record.listing === "private" && !mayManageTradeShow(principal, teamRole)) throw new AppError("resource/not-found");
    assertMayOrganiseTradeShow(principal, { id: record.id, teamRole }, log);
    return { record, teamRole };
  }

  async function orderOf(record: TradeShowRecord, orderId: string): Promise<LicenceOrderRow> {
    const order = await licences.findOrder(orderId);
    if (!order || order.show_id !== record.id) throw new AppError("resource/not-found");
    return order;
  }

  /** Asks the provider for a payment of the order; a provider that fails leaves the order failed, to retry. */
  async function startPayment(record: TradeShowRecord, order: LicenceOrderRow): Promise<LicenceCheckout> {
    const pagePath = `${origin}/tradeshow/shows/${record.slug}/licences`;
    try {
      const started = await provider.start({
        orderId: order.id,
        attempt: order.attempts + 1,
        quantity: order.quantity,
        unitAmountCents: order.unit_amount_cents,
        taxCents: order.tax_cents,
        currency: order.currency,
        buyerEmail: order.buyer_email,
        invoiceNumber: toOrder(order).invoiceNumber,
        successUrl: `${pagePath}/success?order=${order.id}`,
        failureUrl: `${pagePath}/failure?order=${order.id}`,
      });
      await licences.startedAttempt(order.id, started.ref);
      return { order: toOrder((await licences.findOrder(order.id)) ?? order), checkoutUrl: started.checkoutUrl };
    } catch (error) {
      log.warn({ err: error, order: order.id, provider: provider.name }, "payment could not start");
      await licences.markFailed(order.id);
      throw new AppError("payment/failed", { cause: error });
    }
  }

  async function audited(principal: Principal, teamRole: string | null, action: string, showId: string, details = {}) {
    if (!isStaff(principal) || teamRole) return;
    await createAuditLog(db, now).record(principal, action, { type: "trade-show", id: showId }, details);
  }

  return {
    providerName: provider.name,

    async overview(principal: Principal, idOrSlug: string): Promise<LicencesOverview> {
      const { record } = await organised(principal, idOrSlug);
      const [orders, held, candidates, validated] = await Promise.all([
        licences.ordersOfShow(record.id),
        licences.licencesOfShow(record.id),
        licences.candidates(record.id),
        licences.validatedCount(record.id),
      ]);
      return {
        freeExhibitors: FREE_TIER_MAX_EXHIBITORS,
        validatedExhibitors: validated,
        unitAmountCents: LICENCE_UNIT_AMOUNT_CENTS,
        currency: LICENCE_CURRENCY,
        taxRateBasisPoints: LICENCE_TAX_RATE_BASIS_POINTS,
        provider: provider.name,
        orders: orders.map(toOrder),
        licences: held,
        candidates,
      };
    },

    /** An order of N licences with its invoice; with a card provider, the page to pay it on. */
    async order(principal: Principal, idOrSlug: string, input: unknown): Promise<LicenceCheckout> {
      const { record, teamRole } = await organised(principal, idOrSlug);
      const { quantity } = licenceOrderInputSchema.parse(input);
      const amounts = orderAmounts(quantity);
      const order = await licences.insertOrder({
        id: randomUUID(),
        show_id: record.id,
        show_name: record.name,
        buyer_id: principal.uid,
        buyer_email: principal.email,
        quantity,
        unit_amount_cents: LICENCE_UNIT_AMOUNT_CENTS,
        currency: LICENCE_CURRENCY,
        tax_rate_basis_points: LICENCE_TAX_RATE_BASIS_POINTS,
        amount_excl_tax_cents: amounts.amountExclTaxCents,
        tax_cents: amounts.taxCents,
        total_cents: amounts.totalCents,
        status: "pending",
        provider: provider.name,
        created_at: now().toISOString(),
      });
      await audited(principal, teamRole, "licence-order.created", record.id, { order: order.id, quantity });
      return startPayment(record, order);
    },

    /** Another attempt at paying an unpaid order (the failure page's "later"). */
    async retry(principal: Principal, idOrSlug: string, orderId: string): Promise<LicenceCheckout> {
      const { record } = await organised(principal, idOrSlug);
      const order = await orderOf(record, orderId);
      if (order.status === "paid") throw new AppError("licence/order-not-payable");
      if (order.provider !== provider.name) return { order: toOrder(order), checkoutUrl: null };
      return startPayment(record, order);
    },

    async invoice(principal: Principal, idOrSlug: string, orderId: string, locale: Locale) {
      const { record } = await organised(principal, idOrSlug);
      const order = toOrder(await orderOf(record, orderId));
      const pdf = await renderInvoicePdf(order, { locale, ...deps.invoice });
      return { pdf, fileName: `${order.invoiceNumber}.pdf` };
    },

    /** Gives one of the show's licences to one of its applicants, for good (licence/already-assigned after). */
    async assign(principal: Principal, idOrSlug: string, licenceId: string, input: unknown) {
      const { record, teamRole } = await organised(principal, idOrSlug);
      const { boothId } = licenceAssignmentSchema.parse(input);
      await db.transaction().execute(async (trx) => {
        const licence = await licences.findLicence(licenceId, trx);
        if (!licence || licence.show_id !== record.id) throw new AppError("resource/not-found");
        if (licence.booth_id) throw new AppError("licence/already-assigned");
        const candidates = await licences.candidates(record.id, trx);
        if (candidates.length === 0) throw new AppError("licence/no-exhibitor");
        if (!candidates.some((candidate) => candidate.boothId === boothId)) {
          // Already holding a licence, refused, or not an applicant of this show.
          if (await licences.licenceOfBooth(boothId, trx)) throw new AppError("licence/already-assigned");
          throw new AppError("licence/exhibitor-unknown");
        }
        if (!(await licences.assign(trx, licenceId, boothId, principal.uid, now().toISOString()))) {
          throw new AppError("licence/already-assigned");
        }
      });
      await audited(principal, teamRole, "licence.assigned", record.id, { licence: licenceId, booth: boothId });
      return licences.licencesOfShow(record.id);
    },

    async invoiceForStaff(principal: Principal, orderId: string, locale: Locale) {
      assertRole(principal, "support", log);
      const row = await licences.findOrder(orderId);
      if (!row) throw new AppError("resource/not-found");
      const order = toOrder(row);
      return { pdf: await renderInvoicePdf(order, { locale, ...deps.invoice }), fileName: `${order.invoiceNumber}.pdf` };
    },

    async listOrders(principal: Principal, filters: { status?: LicenceOrderStatus; page: number; size: number }) {
      assertRole(principal, "support", log);
      const { total, items } = await licences.listOrders(filters);
      return { total, items: items.map(toOrder) };
    },

    /** The support team records a transfer received: the order is paid and its licences credited, audit-logged. */
    async markPaid(principal: Principal, orderId: string) {
      assertRole(principal, "support", log);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const order = await licences.findOrder(orderId, trx);
        if (!order) throw new AppError("resource/not-found");
        if (order.provider !== "manual" || order.status === "paid") throw new AppError("licence/order-not-payable");
        if (!(await licences.credit(trx, orderId, at))) throw new AppError("licence/order-not-payable");
        await createAuditLog(trx, now).record(
          principal,
          "licence-order.marked-paid",
          { type: "licence-order", id: orderId },
          { invoice: toOrder(order).invoiceNumber, quantity: order.quantity, show: order.show_id },
        );
      });
      return toOrder((await licences.findOrder(orderId)) as LicenceOrderRow);
    },

    /**
     * A provider's webhook: verified on the raw body, recorded once by its event id, and the order's status
     * and its licences written in the same transaction (a replay, or a failure after a success, changes nothing).
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ handled: boolean }> {
      if (!provider.verify) throw new AppError("payment/provider-off");
      const notice = provider.verify(rawBody, signature);
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const fresh = await licences.recordEvent(trx, { provider: provider.name, ...notice, at });
        if (!fresh || !notice.orderId || !notice.outcome) return { handled: false };
        const order = await licences.findOrder(notice.orderId, trx);
        if (!order || order.provider !== provider.name) {
          log.warn({ event: notice.eventId, order: notice.orderId }, "payment event for an unknown order");
          return { handled: false };
        }
        if (notice.outcome === "paid") return { handled: await licences.credit(trx, order.id, at) };
        if (notice.ref && order.provider_ref && notice.ref !== order.provider_ref) return { handled: false };
        await licences.markFailed(order.id, trx);
        return { handled: true };
      });
    },
  };
}

export type LicenceService = ReturnType<typeof createLicenceService>;
