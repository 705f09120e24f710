import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { holdScripts } from "../support/held-scripts.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { signedInAdmin } from "../support/staff.ts";

// Business licences with the manual provider (docs/licences.md): a show with ten validated exhibitors, where the
// organiser cannot validate the eleventh (the message leads to the licences page), buys a licence, the support team marks the transfer received in the console, the organiser assigns
// the licence to the eleventh applicant, validates it then, and the assignment cannot be changed afterwards.
const copy = {
  fr: {
    usage: "Exposants validés : 10 (plan gratuit : jusqu'à 10).",
    quantity: "Nombre de licences",
    order: "Commander",
    ordered: "Commande enregistrée",
    pending: "En attente de paiement",
    paid: "Payée",
    noLicence: "Aucune licence pour l'instant : elles sont créditées une fois la commande payée.",
    consoleTitle: "Commandes de licences",
    markPaid: "Marquer payée",
    markedPaid: "La commande est payée et ses licences sont créditées.",
    available: "Disponible",
    exhibitor: "Exposant à qui attribuer la licence 1",
    assign: "Attribuer",
    confirmTitle: "Attribuer cette licence définitivement ?",
    irrevocable: "Ce choix est irrévocable",
    confirm: "Attribuer définitivement",
    assignedTo: (name: string, email: string) => `Attribuée définitivement à ${name} (${email})`,
    validate: "Valider",
    validated: "Validé",
    licenceRequired: "Au-delà de 10 exposants, chaque exposant doit avoir une licence Business",
    toLicences: "Acheter ou attribuer une licence sur la page Licences",
    refused: "Une licence Business ne peut plus être modifiée une fois attribuée.",
    failed: "votre paiement n'a pas abouti",
    later: "Vous pourrez toujours le faire plus tard",
    success: "Merci : votre paiement a abouti.",
    address: "203.0.113.60",
  },
  en: {
    usage: "Validated exhibitors: 10 (free plan: up to 10).",
    quantity: "Number of licences",
    order: "Order",
    ordered: "Order recorded",
    pending: "Awaiting payment",
    paid: "Paid",
    noLicence: "No licence yet: they are credited once an order is paid.",
    consoleTitle: "Licence orders",
    markPaid: "Mark paid",
    markedPaid: "The order is paid and its licences are credited.",
    available: "Available",
    exhibitor: "Exhibitor to give licence 1 to",
    assign: "Assign",
    confirmTitle: "Assign this licence for good?",
    irrevocable: "This cannot be changed afterwards",
    confirm: "Assign for good",
    assignedTo: (name: string, email: string) => `Assigned to ${name} (${email}) for good`,
    validate: "Validate",
    validated: "Validated",
    licenceRequired: "Beyond 10 exhibitors, each exhibitor needs a Business licence",
    toLicences: "Buy or assign a licence on the Licences page",
    refused: "A Business licence cannot be changed once assigned.",
    failed: "your payment didn't go through",
    later: "You can still do it later",
    success: "Thank you: your payment went through.",
    address: "203.0.113.61",
  },
} as const;

const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Applicants written straight into the database (the booth wizard is another part of the product). */
function insertApplicants(showId: string, hallId: string, statuses: Array<"validated" | "pending">) {
  const database = new DatabaseSync(path.join(process.env.E2E_DATA_DIR ?? "", "alentour.sqlite"), { timeout: 5000 });
  const stamp = Date.now();
  const applicants = statuses.map((status, i) => {
    const id = `exhibitor-${randomUUID()}`;
    const at = new Date(stamp + i * 1000).toISOString();
    const person = { id, email: `${id}@societe.example`, name: `Société ${i + 1}`, boothId: randomUUID() };
    database
      .prepare("INSERT INTO users (id, email, first_name, last_name, date_created, date_updated) VALUES (?, ?, ?, ?, ?, ?)")
      .run(id, person.email, "Société", String(i + 1), at, at);
    database
      .prepare(
        "INSERT INTO booths (id, show_id, hall_id, owner_id, company_name, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(person.boothId, showId, hallId, id, person.name, status, at, at);
    return person;
  });
  database.close();
  return applicants;
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: licence bought by transfer, marked paid by the support team, assigned for good`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    const headers = { origin: new URL(origin).origin, "x-forwarded-for": c.address };

    // The organiser and a show with ten validated exhibitors and two pending applicants.
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    await useLocaleCookie(context, origin, locale);
    const page = await context.newPage();
    const email = uniqueEmail(`licences-${locale}`);
    await verifiedAccount(page, email);
    await signInByApi(page.request, origin, email);
    // Signing in sets the account's language; the page's language is the one under test.
    await useLocaleCookie(context, origin, locale);
    const created = await page.request.post("/api/trade-shows", {
      data: {
        name: `Salon des licences ${locale} ${Date.now()}`,
        category: "trade-show",
        startDate: plusDays(20),
        endDate: plusDays(21),
        openingTime: "09:00",
        closingTime: "18:00",
        place: {
          address: { streetNumberAndStreet: "Place Bellecour", city: "Lyon", country: "FR" },
          location: { lat: 45.7578, lng: 4.832 },
        },
        themes: ["Numérique"],
        organiser: { name: "Ana Martin", email },
        mode: "virtual",
        listing: "private",
        halls: [{ theme: "Numérique" }],
        legalAccepted: true,
      },
    });
    expect(created.status()).toBe(201);
    const show = (await created.json()) as { id: string; slug: string; halls: Array<{ id: string }> };
    const applicants = insertApplicants(show.id, show.halls[0]?.id ?? "", [
      ...Array.from({ length: 10 }, () => "validated" as const),
      "pending",
      "pending",
    ]);
    const eleventh = applicants[10] ?? applicants[0];
    const twelfth = applicants[11] ?? applicants[0];
    if (!eleventh || !twelfth) throw new Error("no applicants");

    // On the exhibitors page, the eleventh cannot be validated: the message says why and leads to the licences.
    const licencesPage = `/tradeshow/shows/${show.slug}/licences`;
    const exhibitorsPage = `/tradeshow/shows/${show.slug}/exhibitors`;
    const application = page
      .getByTestId("application")
      .filter({ has: page.getByRole("heading", { name: eleventh.name, exact: true }) });
    await page.goto(exhibitorsPage);
    await application.getByRole("button", { name: `${c.validate} ${eleventh.name}` }).click();
    const refusal = application.getByTestId("application-error");
    await expect(refusal).toContainText(c.licenceRequired);
    await expect(application.getByTestId("application-status")).not.toHaveText(c.validated);
    await expectAccessible(page);
    await refusal.getByRole("link", { name: c.toLicences }).click();
    await expect(page).toHaveURL(new RegExp(`${licencesPage}$`));

    // Buying one licence: an order awaiting the transfer, with its invoice, and no licence yet.
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByTestId("licence-usage")).toHaveText(c.usage);
    await expect(page.getByText(c.noLicence)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(c.quantity).fill("1");
    await page.getByRole("button", { name: c.order, exact: true }).click();
    await expect(page.getByText(c.ordered)).toBeVisible();
    const orderRow = page.getByTestId("licence-order");
    await expect(orderRow).toHaveCount(1);
    await expect(orderRow).toContainText(c.pending);
    const invoiceNumber = ((await orderRow.locator("td").first().textContent()) ?? "").trim();
    expect(invoiceNumber).toMatch(/^ALT-\d{6}$/);
    const invoice = await page.request.get((await orderRow.getByRole("link").getAttribute("href")) ?? "");
    expect(invoice.headers()["content-type"]).toBe("application/pdf");
    expect((await invoice.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(page.getByText(c.noLicence)).toBeVisible();

    // The support team records the transfer in the console.
    const supportContext = await browser.newContext({ extraHTTPHeaders: headers });
    await useLocaleCookie(supportContext, origin, locale);
    const support = await supportContext.newPage();
    await signedInAdmin(support.request, origin);
    await useLocaleCookie(supportContext, origin, locale);
    await support.goto("/admin/licence-orders");
    await expect(support.getByRole("heading", { level: 1 })).toHaveText(c.consoleTitle);
    const consoleRow = support.getByTestId("licence-order-row").filter({ hasText: invoiceNumber });
    await expect(consoleRow).toHaveCount(1);
    await expectAccessible(support);
    await consoleRow.getByRole("button", { name: c.markPaid }).click();
    await support.getByRole("dialog").getByRole("button", { name: c.markPaid }).click();
    await expect(support.getByText(c.markedPaid)).toBeVisible();
    await support.goto("/admin/licence-orders?status=paid");
    await expect(support.getByTestId("licence-order-row").filter({ hasText: invoiceNumber })).toContainText(c.paid);
    await supportContext.close();

    // The organiser gives the licence to the eleventh applicant, after the irrevocable confirmation. They choose
    // before the page's scripts have run (held back, as on a slow connection): the choice still counts.
    const release = await holdScripts(page, "**/tradeshow/assets/**/*.js");
    await page.goto(licencesPage, { waitUntil: "domcontentloaded" });
    await expect(orderRow).toContainText(c.paid);
    const licence = page.getByTestId("licence");
    await expect(licence).toHaveCount(1);
    await expect(licence).toContainText(c.available);
    await licence.getByLabel(c.exhibitor).selectOption(eleventh.boothId);
    release();
    await expect(licence.getByRole("button", { name: c.assign })).toBeEnabled();
    await page.unrouteAll();
    await licence.getByRole("button", { name: c.assign }).click();
    const dialog = page.getByRole("dialog", { name: c.confirmTitle });
    await expect(dialog).toContainText(c.irrevocable);
    // The dialog itself (the page behind it was checked above), once it has faded in.
    await expectAccessible(page, { include: '[role="dialog"]', settled: true });
    await dialog.getByRole("button", { name: c.confirm }).click();
    await expect(licence.getByTestId("licence-holder")).toHaveText(c.assignedTo("Société 11", eleventh.email));

    // With its licence, the eleventh is validated on the exhibitors page.
    await page.goto(exhibitorsPage);
    await application.getByRole("button", { name: `${c.validate} ${eleventh.name}` }).click();
    await expect(application.getByTestId("application-status")).toHaveText(c.validated);
    await expect(application.getByTestId("application-error")).toHaveCount(0);
    await page.goto(licencesPage);

    // Nothing offers to change it, and the server refuses a change all the same.
    await page.reload();
    await expect(licence.getByTestId("licence-holder")).toHaveText(c.assignedTo("Société 11", eleventh.email));
    await expect(licence.getByRole("combobox")).toHaveCount(0);
    const { licences } = (await (await page.request.get(`/api/trade-shows/${show.slug}/licences`)).json()) as {
      licences: Array<{ id: string }>;
    };
    const change = await page.request.put(`/api/trade-shows/${show.slug}/licences/${licences[0]?.id}/booth`, {
      data: { boothId: twelfth.boothId },
      headers: { "accept-language": locale },
    });
    expect(change.status()).toBe(409);
    expect((await change.json()).error.message).toBe(c.refused);

    // The pages Stripe sends a buyer back to.
    await page.goto(`${licencesPage}/failure`);
    await expect(page.getByTestId("payment-failed")).toHaveText(c.failed);
    await expect(page.getByText(c.later)).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${licencesPage}/success`);
    await expect(page.getByText(c.success)).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });
}
