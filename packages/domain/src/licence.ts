import { BUSINESS_PLAN_PRICE_USD_EXCL_TAX, FREE_TIER_MAX_EXHIBITORS } from "./constants.ts";
import { z } from "./zod.ts";

// Business licences and their orders (docs/licences.md, ADR 091). Amounts are integers of cents with their
// currency and tax rate, never floating dollars.

/** One Business licence: the plan's price, in cents, excluding tax. */
export const LICENCE_UNIT_AMOUNT_CENTS = BUSINESS_PLAN_PRICE_USD_EXCL_TAX * 100;
export const LICENCE_CURRENCY = "usd";
/**
 * The tax rate charged on an order, in hundredths of a percent (2000 = 20 %). The product gives the price
 * "excl. tax" and no rate: the platform's default is French VAT (ADR 091); each order keeps the rate it was sold at.
 */
export const LICENCE_TAX_RATE_BASIS_POINTS = 2000;
/** The most licences one order may hold. */
export const LICENCE_ORDER_MAX_QUANTITY = 100;
export { FREE_TIER_MAX_EXHIBITORS };

export const licenceOrderStatuses = ["pending", "paid", "failed"] as const;
export type LicenceOrderStatus = (typeof licenceOrderStatuses)[number];
export const paymentProviderNames = ["manual", "stripe"] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

export const licenceOrderInputSchema = z.object({
  quantity: z.number().int().min(1).max(LICENCE_ORDER_MAX_QUANTITY),
});
export type LicenceOrderInput = z.infer<typeof licenceOrderInputSchema>;

export const licenceAssignmentSchema = z.object({ boothId: z.string().min(1).max(200) });

/** What an order of `quantity` licences costs, tax computed once on the total and rounded to the cent. */
export function orderAmounts(quantity: number, taxRateBasisPoints = LICENCE_TAX_RATE_BASIS_POINTS) {
  const amountExclTaxCents = quantity * LICENCE_UNIT_AMOUNT_CENTS;
  const taxCents = Math.round((amountExclTaxCents * taxRateBasisPoints) / 10_000);
  return { amountExclTaxCents, taxCents, totalCents: amountExclTaxCents + taxCents };
}

/** The invoice number as printed: the platform-wide sequence, zero-padded. */
export const invoiceLabel = (sequence: number) => `ALT-${String(sequence).padStart(6, "0")}`;

export type LicenceOrder = {
  id: string;
  showId: string;
  showName: string;
  quantity: number;
  unitAmountCents: number;
  currency: string;
  taxRateBasisPoints: number;
  amountExclTaxCents: number;
  taxCents: number;
  totalCents: number;
  status: LicenceOrderStatus;
  provider: PaymentProviderName;
  invoiceNumber: string;
  buyerEmail: string;
  createdAt: string;
  paidAt: string | null;
};

export type Licence = {
  id: string;
  orderId: string;
  boothId: string | null;
  /** Who holds it, once assigned: the booth owner's name and e-mail. */
  exhibitor: { name: string; email: string } | null;
  assignedAt: string | null;
};

/** A booth a licence may go to: any of the show's applicants not refused and without a licence yet. */
export type LicenceCandidate = {
  boothId: string;
  status: "pending" | "validated";
  hallId: string;
  name: string;
  email: string;
};

export type LicencesOverview = {
  freeExhibitors: number;
  validatedExhibitors: number;
  unitAmountCents: number;
  currency: string;
  taxRateBasisPoints: number;
  provider: PaymentProviderName;
  orders: LicenceOrder[];
  licences: Licence[];
  candidates: LicenceCandidate[];
};

/** What creating (or retrying) an order answers: the order, and where to pay it by card when the provider has a page. */
export type LicenceCheckout = { order: LicenceOrder; checkoutUrl: string | null };
