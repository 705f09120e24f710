import { localDateTime } from "@alentour/domain/local-time";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { chromiumExecutable } from "../support/browser.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { createShow, eurexpo, validatedBooth, wineFair } from "../support/trade-shows.ts";

// Video contact (docs/video-calls.md, ADR 100), in both languages, with Chromium's fake camera and microphone:
// an attendee of a show that is on finds the call on the booth's public page, checks their camera, knocks; the
// exhibitor, on the booth's console in another browser context, accepts; both are connected with the other's
// video playing. Closing the exhibitor's page gives "Your contact is offline", on the call and for a new knock;
// relaying the call through the stack's TURN server, which does not exist (playwright.config.ts), gives
// "Connection could not be established". The browser is the other journeys' (support/browser.ts), with the fake
// devices' flags added.

test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  },
});

const copy = {
  fr: {
    addresses: [60, 61, 62],
    callSection: "Appel vidéo",
    title: (name: string) => `Appel vidéo avec ${name}`,
    check: "Vérifiez votre caméra et votre micro",
    knock: "Frapper : lancer l'appel vidéo",
    knocking: "Vous avez frappé chez",
    incoming: "souhaite un appel vidéo",
    accept: "Accepter",
    connected: "En ligne avec",
    relay: "Relayer l'appel par notre serveur",
    offline: "Votre contact est hors ligne",
    failed: "La connexion n'a pas pu être établie",
  },
  en: {
    addresses: [63, 64, 65],
    callSection: "Video call",
    title: (name: string) => `Video call with ${name}`,
    check: "Check your camera and microphone",
    knock: "Knock: start the video call",
    knocking: "You knocked at",
    incoming: "would like a video call",
    accept: "Accept",
    connected: "Connected with",
    relay: "Relay the call through our server",
    offline: "Your contact is offline",
    failed: "Connection could not be established",
  },
} as const;

/** A signed-in browser context of its own, on its own visitor address, in the locale. */
async function signedIn(
  browser: Browser,
  origin: string,
  locale: "fr" | "en",
  who: string,
  address: number,
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({ baseURL: origin, viewport });
  await context.setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": `198.51.100.${address}` });
  const page = await context.newPage();
  const email = uniqueEmail(`${who}-${locale}`);
  await verifiedAccount(page, email);
  await signInByApi(page.request, origin, email);
  await useLocaleCookie(context, origin, locale);
  return { context, page, email };
}

/** The video element's picture is playing: frames of the other side's fake camera arrived. */
const playing = (page: Page, testId: string) =>
  expect
    .poll(
      () =>
        page
          .getByTestId(testId)
          .evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0 && !video.paused),
      { timeout: 30_000 },
    )
    .toBe(true);

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an attendee calls a booth, its staff accepts, both see each other; a closed page and a failed connection say so`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, exhibitorAddress = 0, attendeeAddress = 0] = c.addresses;
    const organiser = await signedIn(browser, origin, locale, "organiser", organiserAddress);
    const exhibitor = await signedIn(browser, origin, locale, "exhibitor", exhibitorAddress);
    // Phones call too: the French attendee is on a phone-sized screen.
    const phone = { width: 390, height: 844 };
    const attendee = await signedIn(browser, origin, locale, "attendee", attendeeAddress, locale === "fr" ? phone : undefined);
    const company = `Cave vidéo ${locale} ${Date.now()}`;

    // A show that opened this morning (its online access is open), a validated booth, an attendee who joined.
    const today = localDateTime(new Date(), "Europe/Paris").date;
    const show = {
      slug: await createShow(
        organiser.page.request,
        wineFair({
          name: `Salon des appels ${locale} ${Date.now()}`,
          startDate: today,
          endDate: today,
          place: eurexpo,
          presentation: "Une journée de dégustation.",
          organiser: { name: "Camille Durand", email: organiser.email },
        }),
      ),
    };
    const booth = {
      id: await validatedBooth(organiser.page.request, exhibitor.page.request, show.slug, { companyName: company }),
    };
    expect((await attendee.page.request.post(`/api/trade-shows/${show.slug}/attendance`)).status()).toBe(201);

    // The exhibitor is on the booth's console: that is being connected for a knock.
    let staff = exhibitor.page;
    await staff.goto(`/tradeshow/booths/${booth.id}`);
    await expect(staff.getByTestId("calls-ready")).toBeVisible();

    // The attendee finds the call on the booth's public page, then checks camera and microphone.
    const visitor = attendee.page;
    await visitor.goto(`${locale === "en" ? "/en" : ""}/salon/${show.slug}/stand/${booth.id}`);
    await visitor.getByTestId("booth-video-call").click();
    await expect(visitor.getByRole("heading", { level: 1, name: c.title(company) })).toBeVisible();
    await expect(visitor.getByText(c.check)).toBeVisible();
    await playing(visitor, "preview");
    await expectAccessible(visitor);

    // The knock reaches the staff, who accepts it: both are connected, each with the other's video playing.
    await visitor.getByRole("button", { name: c.knock }).click();
    await expect(visitor.getByTestId("call-state")).toContainText(c.knocking);
    const knock = staff.getByTestId("knock");
    await expect(knock).toContainText(c.incoming);
    await expectAccessible(staff);
    await knock.getByRole("button", { name: c.accept }).click();
    await expect(visitor.getByTestId("call-state")).toContainText(c.connected, { timeout: 30_000 });
    // Nothing wider than the screen, the hang-up button in reach.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(staff.getByTestId("call-state")).toContainText(c.connected, { timeout: 30_000 });
    await playing(visitor, "remote-video");
    await playing(staff, "remote-video");
    await expectAccessible(visitor);
    await expectAccessible(staff);

    // The exhibitor's page closes: the attendee's contact is offline; a new knock finds nobody either.
    await staff.close();
    await expect(visitor.getByTestId("call-ending")).toHaveText(c.offline);
    await visitor.reload();
    await expect(visitor.getByTestId("call-ending")).toHaveCount(0);
    await visitor.getByRole("button", { name: c.knock }).click();
    await expect(visitor.getByTestId("call-ending")).toHaveText(c.offline);

    // Relayed through a TURN server that does not answer, the call cannot be established, on both sides.
    staff = await exhibitor.context.newPage();
    await staff.goto(`/tradeshow/booths/${booth.id}`);
    await expect(staff.getByTestId("calls-ready")).toBeVisible();
    await visitor.getByRole("checkbox", { name: c.relay }).check();
    await visitor.getByRole("button", { name: c.knock }).click();
    await staff.getByTestId("knock").getByRole("button", { name: c.accept }).click();
    await expect(visitor.getByTestId("call-ending")).toHaveText(c.failed, { timeout: 60_000 });
    await expect(staff.getByTestId("call-ending")).toHaveText(c.failed, { timeout: 15_000 });
    await expectAccessible(visitor);

    for (const who of [organiser, exhibitor, attendee]) await who.context.close();
  });
}
