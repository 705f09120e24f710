import { AppError } from "@alentour/domain/errors";
import Stripe from "stripe";
import type { PaymentNotice, PaymentProvider } from "./payment-provider.ts";

/**
 * Stripe Checkout (ADR 091): one session per attempt, created with an idempotency key so a request sent twice
 * (a retried network call) opens one session; webhooks verified with the endpoint's secret on the raw body.
 * `client` is for tests, which give the library an offline HTTP client.
 */
export function createStripeProvider(options: { secretKey: string; webhookSecret: string; client?: Stripe }): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2 });
  return {
    name: "stripe",
    async start(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.orderId,
          customer_email: request.buyerEmail,
          metadata: { orderId: request.orderId, invoice: request.invoiceNumber },
          line_items: [
            {
              quantity: request.quantity,
              price_data: {
                currency: request.currency,
                unit_amount: request.unitAmountCents,
                product_data: { name: "Business licence" },
              },
            },
            ...(request.taxCents > 0
              ? [
                  {
                    quantity: 1,
                    price_data: { currency: request.currency, unit_amount: request.taxCents, product_data: { name: "Tax" } },
                  },
                ]
              : []),
          ],
          success_url: request.successUrl,
          cancel_url: request.failureUrl,
        },
        { idempotencyKey: `licence-order-${request.orderId}-${request.attempt}` },
      );
      return { ref: session.id, checkoutUrl: session.url };
    },
    verify(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", options.webhookSecret);
      } catch (error) {
        throw new AppError("payment/signature-invalid", { cause: error });
      }
      return noticeOf(event);
    },
  };
}

/** The Checkout events that settle an order; any other event is recorded and changes nothing. */
function noticeOf(event: Stripe.Event): PaymentNotice {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed":
      return {
        ...base,
        orderId: orderIdOf(event.data.object),
        ref: event.data.object.id,
        outcome: event.data.object.payment_status === "paid" ? "paid" : null,
      };
    case "checkout.session.async_payment_succeeded":
      return { ...base, orderId: orderIdOf(event.data.object), ref: event.data.object.id, outcome: "paid" };
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return { ...base, orderId: orderIdOf(event.data.object), ref: event.data.object.id, outcome: "failed" };
    default:
      return { ...base, orderId: null, ref: null, outcome: null };
  }
}

const orderIdOf = (session: Stripe.Checkout.Session): string | null =>
  session.client_reference_id ?? session.metadata?.orderId ?? null;
