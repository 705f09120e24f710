import { type Browser, expect, test } from "@playwright/test";
import { inDays } from "../../support/dates.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../../support/owners.ts";

// Live messages with two api instances sharing Redis (docs/messages.md#live), in both languages: the booth's staff
// page is open, its socket on one instance or the other (the balancer chooses); the attendee writes twice from their
// messages page, the first send handed to instance A and the second to instance B (as the balancer may do), so one of
// the two messages necessarily crosses from one instance to the other, and both must reach the page without a reload.
const front = Number(process.env.E2E_CLUSTER_PORT ?? 3120);
const instanceA = `http://localhost:${front + 1}`;
const instanceB = `http://localhost:${front + 5}`;
const origin = `http://localhost:${front}`;

const copy = {
  fr: {
    addresses: [80, 81, 82],
    noneUnread: "Aucun message non lu",
    oneUnread: "1 message non lu",
    twoUnread: "2 messages non lus",
    newTo: (name: string) => `Nouveau message à ${name}`,
    body: "Votre message",
    send: "Envoyer",
  },
  en: {
    addresses: [83, 84, 85],
    noneUnread: "No unread message",
    oneUnread: "1 unread message",
    twoUnread: "2 unread messages",
    newTo: (name: string) => `New message to ${name}`,
    body: "Your message",
    send: "Send",
  },
} as const;

/** The address of an attendee's message: the first to a booth, then the replies in the conversation. */
const SEND = /^\/api\/(booths\/[^/]+\/messages|messages\/conversations\/[^/]+)$/;

/** A signed-in browser of its own, on its own visitor address (clear of the per-address limits), in the locale. */
async function signedIn(browser: Browser, locale: "fr" | "en", who: string, address: number) {
  const context = await browser.newContext({ baseURL: origin });
  await context.setExtraHTTPHeaders({ origin, "x-forwarded-for": `203.0.113.${address}` });
  const page = await context.newPage();
  const email = uniqueEmail(`${who}-cluster-${locale}`);
  await verifiedAccount(page, email);
  await signInByApi(page.request, origin, email);
  await useLocaleCookie(context, origin, locale);
  return page;
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: a booth's staff page receives live the messages an attendee writes from their messages page through either api instance`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const [organiserAddress = 0, exhibitorAddress = 0, attendeeAddress = 0] = c.addresses;
    const organiser = await signedIn(browser, locale, "organiser", organiserAddress);
    const exhibitor = await signedIn(browser, locale, "exhibitor", exhibitorAddress);
    const attendee = await signedIn(browser, locale, "attendee", attendeeAddress);
    const company = `Cave des instances ${locale}`;

    // A show under way (messages are part of its online access), a validated booth, an attendee who joined.
    const created = await organiser.request.post("/api/trade-shows", {
      data: {
        name: `Salon des deux instances ${locale} ${Date.now()}`,
        category: "wine-fair",
        startDate: inDays(-1),
        endDate: inDays(1),
        openingTime: "00:00",
        closingTime: "23:59",
        place: {
          address: { streetNumberAndStreet: "Eurexpo, boulevard de l'Europe", city: "Lyon", country: "FR" },
          location: { lat: 45.7326, lng: 4.9477 },
        },
        themes: ["Vins"],
        presentation: "Deux instances, un salon.",
        organiser: { name: "Camille Durand", email: "camille@salon.example" },
        socialLinks: {},
        mode: "virtual",
        listing: "public",
        halls: [{ id: "hall-1", name: "Hall des vins", theme: "Vins" }],
        legalAccepted: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const applied = await exhibitor.request.post(`/api/trade-shows/${slug}/booths`, {
      data: { style: "modern", colour: "#8A1538", avatar: "avatar-2", companyName: company, hallId: "hall-1" },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const { id: boothId } = (await applied.json()) as { id: string };
    expect((await organiser.request.post(`/api/booths/${boothId}/validate`)).status()).toBe(200);
    expect((await attendee.request.post(`/api/trade-shows/${slug}/attendance`)).status()).toBe(201);

    // The staff page, never reloaded from here on.
    // Its socket opens once the page has loaded: written before that, a message would show only on the next one.
    const live = exhibitor
      .waitForEvent("websocket", (socket) => socket.url().includes("/api/realtime"))
      .then((socket) => socket.waitForEvent("framereceived", (frame) => String(frame.payload).startsWith("40")));
    await exhibitor.goto(`/tradeshow/booths/${boothId}/messages`);
    await live;
    const unread = exhibitor.getByTestId("unread-total");
    await expect(unread).toHaveText(c.noneUnread);

    // The attendee's sends go to the instance the test names: the browser's request, cookies and all, is made to it
    // directly (the cookies are the site's, localhost, so each instance takes them).
    let through = instanceA;
    const answeredBy: string[] = [];
    await attendee.route(
      (url) => SEND.test(url.pathname),
      async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        const { pathname, search } = new URL(route.request().url());
        const response = await route.fetch({ url: `${through}${pathname}${search}` });
        answeredBy.push(`${through} ${response.status()}`);
        await route.fulfill({ response });
      },
    );

    // The attendee writes from their messages page, through instance A, then once more in the thread, through B.
    await attendee.goto(`/tradeshow/messages?show=${slug}&booth=${boothId}`);
    await expect(attendee.getByRole("heading", { name: c.newTo(company) })).toBeVisible();
    await attendee.getByLabel(c.body).fill("Bonjour, par l'instance A");
    await attendee.getByRole("button", { name: c.send }).click();
    const thread = attendee.getByTestId("thread");
    await expect(thread).toContainText("Bonjour, par l'instance A");
    await expect(unread).toHaveText(c.oneUnread);
    through = instanceB;
    await attendee.getByLabel(c.body).fill("Et par l'instance B");
    await attendee.getByRole("button", { name: c.send }).click();
    await expect(thread).toContainText("Et par l'instance B");
    await expect(unread).toHaveText(c.twoUnread);
    expect(answeredBy).toEqual([`${instanceA} 201`, `${instanceB} 201`]);

    // Both are in the conversation, opened from the list of the page that was never reloaded.
    await exhibitor.getByRole("link", { name: /Camille Durand/ }).click();
    await expect(exhibitor.getByTestId("thread")).toContainText("Bonjour, par l'instance A");
    await expect(exhibitor.getByTestId("thread")).toContainText("Et par l'instance B");
    for (const page of [organiser, exhibitor, attendee]) await page.context().close();
  });
}
