import type { PaymentProviderName } from "@alentour/domain/licence";

// How an order gets paid (ADR 091). The service knows only this interface: the manual provider needs no
// network (an invoice paid by transfer, marked paid by the support team); the Stripe one sends the buyer to a
// Checkout page and is told the outcome by signed webhooks (stripe-provider.ts).

/** What a provider needs to ask for a payment. */
export type PaymentRequest = {
  orderId: string;
  /** 1 for the first attempt, then one more per retry: each attempt has its own idempotency key. */
  attempt: number;
  quantity: number;
  unitAmountCents: number;
  taxCents: number;
  currency: string;
  buyerEmail: string;
  invoiceNumber: string;
  /** Where the provider sends the buyer back. */
  successUrl: string;
  failureUrl: string;
};

/** A provider's notification, once verified: which order, and whether it is now paid or failed (null: neither yet). */
export type PaymentNotice = {
  eventId: string;
  type: string;
  orderId: string | null;
  /** The attempt it is about (a Checkout session id): a failure of an earlier attempt does not fail a retry. */
  ref: string | null;
  outcome: "paid" | "failed" | null;
};

export type PaymentProvider = {
  name: PaymentProviderName;
  /** Starts a payment: the provider's reference and the page the buyer pays on, both null for a transfer. */
  start(request: PaymentRequest): Promise<{ ref: string | null; checkoutUrl: string | null }>;
  /**
   * Verifies a notification on the exact bytes received (a body parsed and serialised again no longer matches
   * its signature) and reads it; throws AppError("payment/signature-invalid") otherwise. Absent: no webhooks.
   */
  verify?(rawBody: Buffer, signature: string | undefined): PaymentNotice;
};

/** The default: nothing leaves the machine; the order waits for the transfer the invoice asks for. */
export const manualPaymentProvider: PaymentProvider = {
  name: "manual",
  start: async () => ({ ref: null, checkoutUrl: null }),
};
