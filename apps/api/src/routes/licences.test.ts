import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStripeProvider } from "#app/licences/stripe-provider.ts";
import {
  abe,
  addStaff,
  ana,
  bob,
  company,
  dan,
  eve,
  inject,
  insertBooth,
  makeShow,
  sam,
  seedPeople,
  showInput,
} from "#app/test-support/licences.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

type Order = { id: string; status: string; invoiceNumber: string; quantity: number; totalCents: number };

const countRows = async (t: TestApp, table: "licence_orders" | "licences" | "payment_events") =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(databaseKinds)("licences with the manual provider on %s", (kind) => {
  let t: TestApp;
  let show: { id: string; slug: string };
  let companies: string[];

  beforeEach(async () => {
    t = await createTestApp(kind);
    companies = (await seedPeople(t, 12)).map((p) => p.uid);
    show = await makeShow(t, ana);
  });
  afterEach(() => t.close());

  const order = async (quantity: unknown, who = ana) =>
    inject(t, who, "POST", `/api/trade-shows/${show.slug}/licence-orders`, { quantity });
  const overview = async () => (await inject(t, ana, "GET", `/api/trade-shows/${show.slug}/licences`)).json();
  const assign = (licenceId: string, boothId: string, locale = "en") =>
    inject(t, ana, "PUT", `/api/trade-shows/${show.slug}/licences/${licenceId}/booth`, { boothId }, locale);

  it("creates an order of N licences with its invoice to pay by transfer: cents, currency, tax rate, nothing credited yet", async () => {
    const created = await order(3);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      checkoutUrl: null,
      order: {
        quantity: 3,
        unitAmountCents: 30_000,
        currency: "usd",
        taxRateBasisPoints: 2000,
        amountExclTaxCents: 90_000,
        taxCents: 18_000,
        totalCents: 108_000,
        status: "pending",
        provider: "manual",
        invoiceNumber: "ALT-000001",
        buyerEmail: ana.email,
        paidAt: null,
      },
    });
    const seen = await overview();
    expect(seen).toMatchObject({ freeExhibitors: 10, validatedExhibitors: 0, provider: "manual", licences: [] });
    expect(seen.orders.map((o: Order) => o.invoiceNumber)).toEqual(["ALT-000001"]);

    const invoice = await inject(
      t,
      ana,
      "GET",
      `/api/trade-shows/${show.slug}/licence-orders/${created.json().order.id}/invoice.pdf`,
    );
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-type"]).toBe("application/pdf");
    expect(invoice.headers["content-disposition"]).toBe('attachment; filename="ALT-000001.pdf"');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(invoice.rawPayload.toString("latin1")).toContain("(Invoice ALT-000001)");
    const french = await inject(
      t,
      ana,
      "GET",
      `/api/trade-shows/${show.slug}/licence-orders/${created.json().order.id}/invoice.pdf`,
      undefined,
      "fr",
    );
    expect(french.rawPayload.toString("latin1")).toContain("(Facture ALT-000001)");
    // The support team downloads it too, from the console's list.
    const forSupport = await inject(t, sam, "GET", `/api/admin/licence-orders/${created.json().order.id}/invoice.pdf`);
    expect(forSupport.statusCode).toBe(200);
    expect(forSupport.rawPayload.toString("latin1")).toContain("(Invoice ALT-000001)");
  });

  it("numbers invoices in one sequence across shows, without a gap or a duplicate when orders arrive together", async () => {
    const other = await makeShow(t, eve, "Salon d'Eve");
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => order(1)),
      ...Array.from({ length: 4 }, () =>
        inject(t, eve, "POST", `/api/trade-shows/${other.slug}/licence-orders`, { quantity: 2 }),
      ),
    ]);
    for (const result of results) expect(result.statusCode, result.body).toBe(201);
    const numbers = results.map((result) => result.json().order.invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `ALT-00000${i + 1}`));
  });

  it("refuses a bad quantity with the catalogue's error and writes nothing, not even an invoice number", async () => {
    for (const quantity of [0, -1, 101, 2.5, "3", null]) {
      const refused = await order(quantity);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("request/validation-failed");
    }
    expect(await countRows(t, "licence_orders")).toBe(0);
    expect((await order(1)).json().order.invoiceNumber).toBe("ALT-000001");
  });

  it("credits the licences once the support team marks the order paid, audit-logged; a second mark is refused", async () => {
    const { order: created } = (await order(2)).json();
    const paid = await inject(t, sam, "POST", `/api/admin/licence-orders/${created.id}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "paid", invoiceNumber: "ALT-000001" });
    expect(paid.json().paidAt).toEqual(expect.any(String));
    const seen = await overview();
    expect(seen.licences).toHaveLength(2);
    expect(seen.licences.every((l: { boothId: string | null }) => l.boothId === null)).toBe(true);
    expect(seen.orders[0].status).toBe("paid");

    const again = await inject(t, sam, "POST", `/api/admin/licence-orders/${created.id}/paid`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("licence/order-not-payable");
    expect(await countRows(t, "licences")).toBe(2);

    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "licence-order.marked-paid")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: sam.uid, target_type: "licence-order", target_id: created.id });
    expect(JSON.parse(audit[0]?.details ?? "{}")).toMatchObject({ invoice: "ALT-000001", quantity: 2 });

    const listed = await inject(t, sam, "GET", "/api/admin/licence-orders?status=paid");
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: created.id, showName: "Salon du numérique" }] });
    expect((await inject(t, sam, "GET", "/api/admin/licence-orders?status=pending")).json().total).toBe(0);
    expect((await inject(t, sam, "POST", `/api/admin/licence-orders/${randomUUID()}/paid`)).statusCode).toBe(404);
  });

  it("with ten validated exhibitors, assigns a bought licence to the eleventh applicant for good", async () => {
    for (const owner of companies.slice(0, 10)) await insertBooth(t, show.id, owner, "validated");
    const eleventh = await insertBooth(t, show.id, companies[10] as string, "pending");
    const twelfth = await insertBooth(t, show.id, companies[11] as string, "pending");
    const { order: created } = (await order(2)).json();
    await inject(t, sam, "POST", `/api/admin/licence-orders/${created.id}/paid`);
    const before = await overview();
    expect(before.validatedExhibitors).toBe(10);
    expect(before.candidates.map((c: { boothId: string }) => c.boothId)).toContain(eleventh);
    const [first, second] = before.licences as Array<{ id: string }>;

    const given = await assign(first?.id as string, eleventh);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().find((l: { id: string }) => l.id === first?.id)).toMatchObject({
      boothId: eleventh,
      exhibitor: { name: "exhibitor-11 Durand", email: "exposant11@societe.example" },
    });

    // The same licence to someone else, or a second licence to the same booth: refused, nothing changes.
    const moved = await assign(first?.id as string, twelfth);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toMatchObject({
      code: "licence/already-assigned",
      message: "A Business licence cannot be changed once assigned.",
    });
    const movedFr = await assign(first?.id as string, twelfth, "fr");
    expect(movedFr.json().error.message).toBe("Une licence Business ne peut plus être modifiée une fois attribuée.");
    const doubled = await assign(second?.id as string, eleventh);
    expect(doubled.statusCode).toBe(409);
    expect(doubled.json().error.code).toBe("licence/already-assigned");
    const after = await overview();
    expect(after.licences.find((l: { id: string }) => l.id === first?.id).boothId).toBe(eleventh);
    expect(after.licences.find((l: { id: string }) => l.id === second?.id).boothId).toBeNull();
    expect(after.candidates.map((c: { boothId: string }) => c.boothId)).not.toContain(eleventh);
  });

  it("says there is no exhibitor to give a licence to, and refuses refused applicants and other shows' booths", async () => {
    const { order: created } = (await order(1)).json();
    await inject(t, sam, "POST", `/api/admin/licence-orders/${created.id}/paid`);
    const [licence] = (await overview()).licences as Array<{ id: string }>;
    const refusedBooth = await insertBooth(t, show.id, companies[0] as string, "refused");

    const none = await assign(licence?.id as string, refusedBooth);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({
      code: "licence/no-exhibitor",
      message: "You don't have any exhibitor to deliver a business license to.",
    });
    expect((await assign(licence?.id as string, refusedBooth, "fr")).json().error.message).toBe(
      "Vous n'avez aucun exposant à qui attribuer une licence Business.",
    );

    await insertBooth(t, show.id, companies[1] as string, "pending");
    const other = await makeShow(t, eve, "Salon d'Eve");
    const elsewhere = await insertBooth(t, other.id, companies[2] as string, "pending");
    expect((await assign(licence?.id as string, refusedBooth)).json().error.code).toBe("licence/exhibitor-unknown");
    expect((await assign(licence?.id as string, elsewhere)).statusCode).toBe(404);
    expect((await assign(randomUUID(), elsewhere)).statusCode).toBe(404);
    expect((await overview()).licences[0].boothId).toBeNull();
  });

  it("answers 404 on a private show to an organiser of another show, and refuses the team's staff (billing is the organisers')", async () => {
    const hidden = await inject(t, ana, "POST", "/api/trade-shows", showInput("Salon privé", "private"));
    const { slug } = hidden.json();
    expect((await inject(t, eve, "GET", `/api/trade-shows/${slug}/licences`)).statusCode).toBe(404);
    await addStaff(t, show.id, bob);
    const staff = await inject(t, bob, "POST", `/api/trade-shows/${show.slug}/licence-orders`, { quantity: 1 });
    expect(staff.statusCode).toBe(403);
    expect(await countRows(t, "licence_orders")).toBe(0);
  });

  it("refuses the Stripe webhook while Stripe is off", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("payment/provider-off");
  });
});

const webhookSecret = "whsec_test_secret";

/** Stripe's own library, answering from here: no request leaves the machine. */
function offlineStripe(seen: Array<{ url: string; idempotencyKey: string | null }>, state = { down: false }) {
  let sessions = 0;
  const fetchFn = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({ url: String(url), idempotencyKey: headers.get("idempotency-key") });
    if (state.down) {
      const error = { error: { type: "api_error", message: "Stripe is down" } };
      return new Response(JSON.stringify(error), { status: 500, headers: { "content-type": "application/json" } });
    }
    sessions += 1;
    const body = {
      id: `cs_test_${sessions}`,
      object: "checkout.session",
      url: `https://checkout.stripe.test/pay/cs_test_${sessions}`,
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "content-type": "application/json", "request-id": `req_${sessions}` },
    });
  };
  return new Stripe("sk_test_offline", {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    maxNetworkRetries: 0,
  });
}

describe.each(databaseKinds)("licences paid with Stripe on %s", (kind) => {
  let t: TestApp;
  let show: { id: string; slug: string };
  let requests: Array<{ url: string; idempotencyKey: string | null }>;
  const stripeState = { down: false };

  beforeEach(async () => {
    requests = [];
    stripeState.down = false;
    t = await createTestApp(kind, {
      paymentProvider: createStripeProvider({
        secretKey: "sk_test_offline",
        webhookSecret,
        client: offlineStripe(requests, stripeState),
      }),
    });
    await seedPeople(t);
    show = await makeShow(t, ana);
  });
  afterEach(() => t.close());

  const buy = async (quantity: number) => {
    const created = await inject(t, ana, "POST", `/api/trade-shows/${show.slug}/licence-orders`, { quantity });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { order: Order; checkoutUrl: string };
  };

  const event = (id: string, type: string, orderId: string, session = "cs_test_1", paymentStatus = "paid") => ({
    id,
    object: "event",
    api_version: "2026-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        id: session,
        object: "checkout.session",
        client_reference_id: orderId,
        payment_status: paymentStatus,
        metadata: { orderId },
      },
    },
  });

  const send = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });

  const status = async (orderId: string) =>
    (await t.db.kysely.selectFrom("licence_orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;

  it("opens a Checkout session with an idempotency key per attempt, and a new one on retry", async () => {
    const { order, checkoutUrl } = await buy(2);
    expect(checkoutUrl).toBe("https://checkout.stripe.test/pay/cs_test_1");
    expect(order).toMatchObject({ provider: "stripe", status: "pending" });
    expect(requests).toEqual([
      { url: expect.stringContaining("/v1/checkout/sessions"), idempotencyKey: `licence-order-${order.id}-1` },
    ]);
    const retried = await inject(t, ana, "POST", `/api/trade-shows/${show.slug}/licence-orders/${order.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().checkoutUrl).toBe("https://checkout.stripe.test/pay/cs_test_2");
    expect(requests[1]?.idempotencyKey).toBe(`licence-order-${order.id}-2`);
  });

  it("credits the licences of a signed completed session once, even when the event comes twice", async () => {
    const { order } = await buy(3);
    const payload = JSON.stringify(event("evt_paid", "checkout.session.completed", order.id));
    const first = await send(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, handled: true });
    const replay = await send(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, handled: false });
    expect(await status(order.id)).toBe("paid");
    expect(await countRows(t, "licences")).toBe(3);
    expect(await countRows(t, "payment_events")).toBe(1);
    // Another event saying the same thing credits nothing either: the order is paid already.
    await send(JSON.stringify(event("evt_paid_again", "checkout.session.async_payment_succeeded", order.id)));
    expect(await countRows(t, "licences")).toBe(3);
  });

  it("answers 400 to a bad or missing signature and changes nothing", async () => {
    const { order } = await buy(1);
    const payload = JSON.stringify(event("evt_forged", "checkout.session.completed", order.id));
    const forged = await send(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe("payment/signature-invalid");
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await status(order.id)).toBe("pending");
    expect(await countRows(t, "licences")).toBe(0);
    expect(await countRows(t, "payment_events")).toBe(0);
  });

  it("verifies the raw body: the same event parsed and serialised again no longer matches its signature", async () => {
    const { order } = await buy(1);
    const signedText = JSON.stringify(event("evt_raw", "checkout.session.completed", order.id), null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: signedText, secret: webhookSecret });
    const reserialised = await send(JSON.stringify(JSON.parse(signedText)), signature);
    expect(reserialised.statusCode).toBe(400);
    expect(await status(order.id)).toBe("pending");
    const exact = await send(signedText, signature);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await status(order.id)).toBe("paid");
  });

  it("records a failed payment, then a success after the retry credits the licences", async () => {
    const { order } = await buy(2);
    const failed = await send(
      JSON.stringify(event("evt_failed", "checkout.session.async_payment_failed", order.id, "cs_test_1", "unpaid")),
    );
    expect(failed.statusCode).toBe(200);
    expect(await status(order.id)).toBe("failed");
    const page = (await inject(t, ana, "GET", `/api/trade-shows/${show.slug}/licences`)).json();
    expect(page.orders[0].status).toBe("failed");
    expect(page.licences).toEqual([]);

    const retried = await inject(t, ana, "POST", `/api/trade-shows/${show.slug}/licence-orders/${order.id}/retry`);
    expect(retried.json().order.status).toBe("pending");
    // The first session's expiry, arriving late, does not fail the retry's session.
    await send(JSON.stringify(event("evt_expired", "checkout.session.expired", order.id, "cs_test_1", "unpaid")));
    expect(await status(order.id)).toBe("pending");
    const paid = await send(JSON.stringify(event("evt_success", "checkout.session.completed", order.id, "cs_test_2")));
    expect(paid.statusCode).toBe(200);
    expect(await status(order.id)).toBe("paid");
    expect(await countRows(t, "licences")).toBe(2);
    // A failure reported after the payment leaves it paid.
    await send(
      JSON.stringify(event("evt_late_failure", "checkout.session.async_payment_failed", order.id, "cs_test_2", "unpaid")),
    );
    expect(await status(order.id)).toBe("paid");
  });

  it("leaves the order failed with its invoice when Stripe cannot be reached, and a retry opens a session", async () => {
    stripeState.down = true;
    const refused = await inject(t, ana, "POST", `/api/trade-shows/${show.slug}/licence-orders`, { quantity: 1 });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({ code: "payment/failed", message: "your payment didn't go through" });
    const [order] = (await inject(t, ana, "GET", `/api/trade-shows/${show.slug}/licences`)).json().orders as Order[];
    expect(order).toMatchObject({ status: "failed", invoiceNumber: "ALT-000001" });

    stripeState.down = false;
    const retried = await inject(t, ana, "POST", `/api/trade-shows/${show.slug}/licence-orders/${order?.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      order: { status: "pending" },
      checkoutUrl: expect.stringContaining("checkout.stripe.test"),
    });
  });

  it("refuses to mark a card order paid by hand", async () => {
    const { order } = await buy(1);
    const refused = await inject(t, sam, "POST", `/api/admin/licence-orders/${order.id}/paid`);
    expect(refused.statusCode).toBe(409);
    expect(await countRows(t, "licences")).toBe(0);
  });
});

// The authorisation matrix of the licence routes (ADR 049, 065): every route, seven callers.
describe.each(databaseKinds)("licence authorisation matrix on %s", (kind) => {
  let t: TestApp;
  let slug = ":slug";
  let orderId = ":orderId";
  let licenceId = ":licenceId";
  let boothId = "";

  beforeEach(async () => {
    t = await createTestApp(kind, {
      paymentProvider: createStripeProvider({ secretKey: "sk_test_offline", webhookSecret, client: offlineStripe([]) }),
    });
    // The first company applies (pending); the second exhibits at the show (validated booth).
    const [applicant, exhibitor] = await seedPeople(t, 2);
    const show = await makeShow(t, ana);
    slug = show.slug;
    await addStaff(t, show.id, bob);
    await makeShow(t, eve, "Salon d'Eve");
    orderId = (await inject(t, ana, "POST", `/api/trade-shows/${slug}/licence-orders`, { quantity: 1 })).json().order.id;
    // A licence credited as a paid order's would be, and an applicant to give it to.
    await t.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable("licence_orders").set({ status: "paid" }).where("id", "=", orderId).execute();
      licenceId = randomUUID();
      await trx
        .insertInto("licences")
        .values({
          id: licenceId,
          order_id: orderId,
          show_id: show.id,
          booth_id: null,
          assigned_at: null,
          assigned_by: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    boothId = await insertBooth(t, show.id, applicant?.uid as string, "pending");
    await insertBooth(t, show.id, exhibitor?.uid as string, "validated");
  });
  afterEach(() => t.close());

  type Caller = "anonymous" | "other user" | "exhibitor" | "other organiser" | "staff" | "support" | "admin";
  const callers: Array<[Caller, typeof ana | null]> = [
    ["anonymous", null],
    ["other user", dan],
    ["exhibitor", company(2)],
    ["other organiser", eve],
    ["staff", bob],
    ["support", sam],
    ["admin", abe],
  ];
  const all = (status: number): Record<Caller, number> => ({
    anonymous: status,
    "other user": status,
    exhibitor: status,
    "other organiser": status,
    staff: status,
    support: status,
    admin: status,
  });
  // Billing is the organisers' (and the support team's): exhibiting at the show gives no part in it.
  const organisers = (ok: number) => ({
    ...all(403),
    anonymous: 401,
    support: ok,
    admin: ok,
  });
  const supportTeam = (ok: number) => ({ ...all(403), anonymous: 401, support: ok, admin: ok });
  type Line = { method: string; url: () => string; body?: () => unknown; expect: Record<Caller, number> };

  const matrix: Line[] = [
    { method: "GET", url: () => `/api/trade-shows/${slug}/licences`, expect: organisers(200) },
    {
      method: "POST",
      url: () => `/api/trade-shows/${slug}/licence-orders`,
      body: () => ({ quantity: 1 }),
      expect: organisers(201),
    },
    // The order in the fixture is paid: a retry answers 409 to whoever may try.
    { method: "POST", url: () => `/api/trade-shows/${slug}/licence-orders/${orderId}/retry`, expect: organisers(409) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/licence-orders/${orderId}/invoice.pdf`, expect: organisers(200) },
    {
      method: "PUT",
      url: () => `/api/trade-shows/${slug}/licences/${licenceId}/booth`,
      body: () => ({ boothId }),
      expect: organisers(200),
    },
    { method: "GET", url: () => "/api/admin/licence-orders", expect: supportTeam(200) },
    // A card order: marking it paid by hand is refused to the support team too (409), after the role check.
    { method: "POST", url: () => `/api/admin/licence-orders/${orderId}/paid`, expect: supportTeam(409) },
    { method: "GET", url: () => `/api/admin/licence-orders/${orderId}/invoice.pdf`, expect: supportTeam(200) },
    // Anyone may post; only Stripe's signature is accepted.
    {
      method: "POST",
      url: () => "/api/payments/stripe/webhook",
      body: () => ({ id: "evt_x" }),
      expect: all(400),
    },
  ];

  for (const line of matrix) {
    for (const [caller, principal] of callers) {
      it(`${line.method} ${line.url()} as ${caller} → ${line.expect[caller]}`, async () => {
        const response = await inject(t, principal, line.method, line.url(), line.body?.());
        expect(response.statusCode, response.body).toBe(line.expect[caller]);
      });
    }
  }

  it("has a line for every licence and payment route", () => {
    const routes = t.app.routeTable
      .filter((route) => /licence|\/payments\//.test(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const lines = matrix
      .map(
        (line) =>
          `${line.method} ${line.url().replace(slug, ":slug").replace(orderId, ":orderId").replace(licenceId, ":licenceId")}`,
      )
      .sort();
    expect(lines).toEqual(routes);
  });
});
