import { type Browser, expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { signedInAdmin } from "../support/staff.ts";
import { createShow, eurexpo, validatedBooth, wineFair } from "../support/trade-shows.ts";

// Messages between an attendee and a booth's staff (docs/messages.md), in both languages: the attendee writes to
// a validated booth from their messages page; the exhibitor's Messages tab, open in another browser, shows it
// without a reload, with its unread count, and the answer reaches the attendee's page the same way. The exhibitor
// reports the conversation and the support team reads it in the console.

const copy = {
  fr: {
    addresses: [40, 41, 42],
    tab: "Messages",
    noneUnread: "Aucun message non lu",
    oneUnread: "1 message non lu",
    badge: "1 non lu",
    newTo: (name: string) => `Nouveau message à ${name}`,
    body: "Votre message",
    send: "Envoyer",
    you: "Vous",
    report: "Signaler",
    reportReason: "Pourquoi signalez-vous cette conversation ?",
    reportSend: "Envoyer le signalement",
    reported: "Signalée : l'équipe support lira la conversation.",
    reportsTitle: "Conversations signalées",
    read: "Lire la conversation",
  },
  en: {
    addresses: [43, 44, 45],
    tab: "Messages",
    noneUnread: "No unread message",
    oneUnread: "1 unread message",
    badge: "1 unread",
    newTo: (name: string) => `New message to ${name}`,
    body: "Your message",
    send: "Send",
    you: "You",
    report: "Report",
    reportReason: "Why do you report this conversation?",
    reportSend: "Send the report",
    reported: "Reported: the support team will read the conversation.",
    reportsTitle: "Reported conversations",
    read: "Read the conversation",
  },
} as const;

/** A signed-in browser of its own, on its own visitor address, in the locale. */
async function signedIn(browser: Browser, origin: string, locale: "fr" | "en", who: string, address: number) {
  const context = await browser.newContext({ baseURL: origin });
  await context.setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": `198.51.100.${address}` });
  const page = await context.newPage();
  const email = uniqueEmail(`${who}-${locale}`);
  await verifiedAccount(page, email);
  await signInByApi(page.request, origin, email);
  await useLocaleCookie(context, origin, locale);
  return { context, page, email };
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: the booth's staff receives an attendee's message live, with its unread count, the answer reaches the attendee, and the support team reads it once reported`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, exhibitorAddress = 0, attendeeAddress = 0] = c.addresses;
    const organiser = await signedIn(browser, origin, locale, "organiser", organiserAddress);
    const exhibitor = await signedIn(browser, origin, locale, "exhibitor", exhibitorAddress);
    const attendee = await signedIn(browser, origin, locale, "attendee", attendeeAddress);
    const company = `Cave ${locale} ${Date.now()}`;

    // The show and the validated booth, made through the api (exhibitors.spec.ts walks the wizard).
    // Under way: messages are part of the show's online access, open from the opening.
    const show = {
      slug: await createShow(
        organiser.page.request,
        wineFair({
          name: `Salon des messages ${locale} ${Date.now()}`,
          place: eurexpo,
          presentation: "Trois jours de dégustation.",
          organiser: { name: "Camille Durand", email: organiser.email },
        }),
      ),
    };
    const booth = {
      id: await validatedBooth(organiser.page.request, exhibitor.page.request, show.slug, { companyName: company }),
    };
    // Only the show's attendees write to its booths.
    expect((await attendee.page.request.post(`/api/trade-shows/${show.slug}/attendance`)).status()).toBe(201);

    // The exhibitor opens the booth's Messages tab: nothing unread yet.
    const staff = exhibitor.page;
    await staff.goto(`/tradeshow/booths/${booth.id}`);
    await staff.getByRole("link", { name: c.tab, exact: true }).click();
    await expect(staff.getByTestId("unread-total")).toHaveText(c.noneUnread);
    await expectAccessible(staff);

    // The attendee writes from their messages page.
    const visitor = attendee.page;
    await visitor.goto(`/tradeshow/messages?show=${show.slug}&booth=${booth.id}`);
    await expect(visitor.getByRole("heading", { name: c.newTo(company) })).toBeVisible();
    await expectAccessible(visitor);
    await visitor.getByLabel(c.body).fill("Bonjour, avez-vous du Condrieu ?");
    await visitor.getByRole("button", { name: c.send }).click();
    await expect(visitor.getByTestId("thread")).toContainText("Bonjour, avez-vous du Condrieu ?");

    // The staff page, never reloaded, lists the conversation with its unread count.
    await expect(staff.getByTestId("unread-total")).toHaveText(c.oneUnread);
    const conversation = staff.getByRole("link", { name: new RegExp(`Camille Durand.*${c.badge}`) });
    await expect(conversation).toBeVisible();
    await conversation.click();
    await expect(staff.getByTestId("thread")).toContainText("Bonjour, avez-vous du Condrieu ?");
    // Opening it reads it.
    await expect(staff.getByTestId("unread-total")).toHaveText(c.noneUnread);
    await expectAccessible(staff);

    // The answer reaches the attendee's page live too.
    await staff.getByLabel(c.body).fill("Oui, trois cuvées.");
    await staff.getByRole("button", { name: c.send }).click();
    await expect(visitor.getByTestId("thread")).toContainText("Oui, trois cuvées.");
    await expect(visitor.getByTestId("thread")).toContainText(c.you);

    // The exhibitor reports the conversation; the support team then reads it in the console.
    await staff.getByRole("button", { name: c.report, exact: true }).click();
    await staff.getByLabel(c.reportReason).fill(`Démarchage ${locale}`);
    await staff.getByRole("button", { name: c.reportSend }).click();
    await expect(staff.getByText(c.reported)).toBeVisible();
    const supportContext = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { origin: new URL(origin).origin } });
    const support = await supportContext.newPage();
    await signedInAdmin(support.request, origin);
    await useLocaleCookie(supportContext, origin, locale);
    await support.goto("/admin/message-reports");
    await expect(support.getByRole("heading", { level: 1 })).toHaveText(c.reportsTitle);
    const row = support.getByRole("row").filter({ hasText: `Démarchage ${locale}` });
    await expect(row).toContainText(company);
    await row.getByRole("link", { name: c.read }).click();
    await expect(support.getByTestId("reported-thread")).toContainText("Bonjour, avez-vous du Condrieu ?");
    await expect(support.getByTestId("reported-thread")).toContainText("Oui, trois cuvées.");
    await expectAccessible(support);

    for (const context of [organiser.context, exhibitor.context, attendee.context, supportContext]) await context.close();
  });
}
