import { type Browser, expect, test } from "@playwright/test";
import { inDays } from "../../support/dates.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../../support/owners.ts";

// Live messages with two api instances sharing Redis (docs/messages.md#live): the booth's staff page is open, its
// socket on one instance or the other (the balancer chooses); the attendee writes once through instance A and once
// through instance B, so one of the two messages necessarily crosses from one instance to the other, and both
// must reach the page without a reload.
const front = Number(process.env.E2E_CLUSTER_PORT ?? 3120);
const instanceA = `http://localhost:${front + 1}`;
const instanceB = `http://localhost:${front + 5}`;
const origin = `http://localhost:${front}`;

/** A signed-in browser of its own, on its own visitor address (clear of the per-address limits). */
async function signedIn(browser: Browser, who: string, address: number) {
  const context = await browser.newContext({ baseURL: origin });
  await context.setExtraHTTPHeaders({ origin, "x-forwarded-for": `203.0.113.${address}` });
  const page = await context.newPage();
  const email = uniqueEmail(`${who}-cluster`);
  await verifiedAccount(page, email);
  await signInByApi(page.request, origin, email);
  await useLocaleCookie(context, origin, "en");
  return page;
}

test("a booth's staff page receives live the messages an attendee writes through either api instance", async ({ browser }) => {
  test.setTimeout(150_000);
  const organiser = await signedIn(browser, "organiser", 80);
  const exhibitor = await signedIn(browser, "exhibitor", 81);
  const attendee = await signedIn(browser, "attendee", 82);

  // A show under way (messages are part of its online access), a validated booth, an attendee who joined.
  const created = await organiser.request.post("/api/trade-shows", {
    data: {
      name: `Salon des deux instances ${Date.now()}`,
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
    data: { style: "modern", colour: "#8A1538", avatar: "avatar-2", companyName: "Cave des instances", hallId: "hall-1" },
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
  await expect(unread).toHaveText("No unread message");

  // The attendee's cookies are the site's (localhost): they go to each instance directly.
  const first = await attendee.request.post(`${instanceA}/api/booths/${boothId}/messages`, {
    data: { body: "Bonjour, par l'instance A" },
  });
  expect(first.status(), await first.text()).toBe(201);
  await expect(unread).toHaveText("1 unread message");
  const { conversationId } = (await first.json()) as { conversationId: string };
  const second = await attendee.request.post(`${instanceB}/api/messages/conversations/${conversationId}`, {
    data: { body: "Et par l'instance B" },
  });
  expect(second.status(), await second.text()).toBe(201);
  await expect(unread).toHaveText("2 unread messages");

  await exhibitor.goto(`/tradeshow/booths/${boothId}/messages?c=${conversationId}`);
  await expect(exhibitor.getByTestId("thread")).toContainText("Bonjour, par l'instance A");
  await expect(exhibitor.getByTestId("thread")).toContainText("Et par l'instance B");
  for (const page of [organiser, exhibitor, attendee]) await page.context().close();
});
