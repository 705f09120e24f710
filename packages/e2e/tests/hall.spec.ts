import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { countAnimationFrames } from "../support/animation-frames.ts";
import { inDays } from "../support/dates.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";
import { phone } from "../support/phone.ts";
import { createShow, validatedBooth, wineFair } from "../support/trade-shows.ts";

// The virtual hall (docs/hall.md), in both languages: a desktop attendee walks the 2D hall with the arrow keys
// into a booth, whose panel opens, and leaves a card from the panel; an attendee on a phone gets the spec's sentence
// and the list mode, hears the first one arrive at the booth, and leaves a card there and writes to the booth with
// the keyboard; the exhibitor finds both cards among the booth's leads.

const copy = {
  fr: {
    addresses: [60, 61, 62, 63],
    desktopOnly: "Les appareils mobiles ne peuvent pas entrer dans le métavers. Un ordinateur est nécessaire.",
    listLink: "Mode liste (clavier et lecteur d'écran)",
    arrived: (company: string) => `Camille D. arrive sur le stand ${company}.`,
    panel: (company: string) => `Stand ${company}`,
    leaveCard: "Laisser ma carte",
    cardLeft: "Votre carte est chez cet exposant.",
    messageTo: (company: string) => `Votre message à ${company}`,
    sent: "Message envoyé",
    entry: "Entrer dans le hall virtuel",
  },
  en: {
    addresses: [64, 65, 66, 67],
    desktopOnly: "Mobile devices cannot enter the metaverse. A computer is needed.",
    listLink: "List mode (keyboard and screen reader)",
    arrived: (company: string) => `Camille D. arrives at the booth ${company}.`,
    panel: (company: string) => `Booth ${company}`,
    leaveCard: "Leave my card",
    cardLeft: "Your card is with this exhibitor.",
    messageTo: (company: string) => `Your message to ${company}`,
    sent: "Message sent",
    entry: "Enter the virtual hall",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an attendee walks the 2D hall into a booth and leaves a card from its panel; a phone gets the list mode, hears the arrival, leaves a card and writes to the booth`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, exhibitorAddress = 0, walkerAddress = 0, phoneAddress = 0] = c.addresses;
    const company = `Cave du hall ${locale}`;

    // A show that opened yesterday at midnight: its online part is open.
    const organiser = await signedInPage(browser, origin, locale, organiserAddress, uniqueEmail(`hall-organiser-${locale}`));
    const slug = await createShow(
      organiser.request,
      wineFair({
        name: `Salon virtuel ${locale} ${Date.now()}`,
        endDate: inDays(2),
        closingTime: "23:00",
        presentation: "Un salon en ligne.",
      }),
    );
    const exhibitor = await signedInPage(browser, origin, locale, exhibitorAddress, uniqueEmail(`hall-exhibitor-${locale}`));
    const boothId = await validatedBooth(organiser.request, exhibitor.request, slug, {
      companyName: company,
      style: "classic",
      colour: "#1F4E79",
      avatar: "avatar-3",
    });

    // The phone attendee: joined, with a professional card that shares a name; the hall is the list mode.
    const mobile = await signedInPage(browser, origin, locale, phoneAddress, uniqueEmail(`hall-phone-${locale}`), phone);
    expect((await mobile.request.post(`/api/trade-shows/${slug}/attendance`)).status()).toBeLessThan(300);
    const card = await mobile.request.put("/api/me/business-cards/professional", {
      data: { values: { firstName: "Ida", lastName: "Morel" }, shared: ["firstName", "lastName"] },
    });
    expect(card.status(), await card.text()).toBe(200);
    // The console works on a phone: only the hall's entry says a computer is needed, once.
    await mobile.goto("/tradeshow/attendee");
    await expect(mobile.getByText(c.desktopOnly)).toHaveCount(1);
    await expect(mobile.getByTestId("hall-entry-desktop-only")).toBeVisible();
    await mobile.getByRole("link", { name: c.entry }).click();
    await expect(mobile.getByTestId("hall-desktop-only")).toHaveText(c.desktopOnly);
    const booth = mobile.getByTestId("hall-booth").filter({ hasText: company });
    await expect(booth).toBeVisible();
    await expect(mobile.getByTestId("hall-canvas")).toHaveCount(0);
    await expectAccessible(mobile);

    // The desktop attendee, joined, with a professional card too, walks from the entrance into the booth with the
    // arrow keys: its panel opens.
    const walker = await signedInPage(browser, origin, locale, walkerAddress, uniqueEmail(`hall-walker-${locale}`), {
      viewport: { width: 1280, height: 900 },
    });
    expect((await walker.request.post(`/api/trade-shows/${slug}/attendance`)).status()).toBeLessThan(300);
    const walkerCard = await walker.request.put("/api/me/business-cards/professional", {
      data: { values: { firstName: "Jules", lastName: "Roux" }, shared: ["firstName", "lastName"] },
    });
    expect(walkerCard.status(), await walkerCard.text()).toBe(200);
    const frames = await countAnimationFrames(walker);
    // From the event page, where an attendee finds the hall while the show is online.
    await walker.goto(`${locale === "en" ? "/en" : ""}/salon/${slug}`);
    await expectAccessible(walker);
    await walker.getByRole("link", { name: c.entry }).click();
    await expect(walker).toHaveURL(new RegExp(`/tradeshow/hall/${slug}$`));
    const hall = walker.getByTestId("hall-canvas");
    // Phaser arrives with the page's own chunk (1.4 MB), slow on a loaded machine.
    await expect(hall.locator("canvas")).toBeVisible({ timeout: 20_000 });
    await expect(walker.getByRole("link", { name: c.listLink })).toBeVisible();
    // Standing still, the hall stops drawing (it kept a core busy drawing the same picture 60 times a second).
    await expect(hall).toHaveAttribute("data-position", /\d/);
    const stillFrames = async () => {
      const before = await frames();
      await walker.waitForTimeout(500);
      return (await frames()) - before;
    };
    await expect.poll(stillFrames).toBe(0);
    // The booth (alone in the hall) fills the left half above the aisle; the visitor comes in at the middle.
    await hall.focus();
    const x = async () => Number((await hall.getAttribute("data-position"))?.split(",")[0] ?? 999);
    await walker.keyboard.down("ArrowLeft");
    await expect.poll(x).toBeLessThan(300);
    await walker.keyboard.up("ArrowLeft");
    await walker.keyboard.down("ArrowUp");
    await expect(walker.getByRole("heading", { name: c.panel(company) })).toBeVisible();
    // Tab leaves the hall with the key still held: the hall lets it go, so the avatar stops inside the booth and
    // the hall rests again (the key's release goes elsewhere).
    await walker.keyboard.press("Tab");
    await expect(hall).not.toBeFocused();
    await expect.poll(stillFrames).toBe(0);
    await expect(walker.getByRole("heading", { name: c.panel(company) })).toBeVisible();
    await walker.keyboard.up("ArrowUp");
    // It leaves its card from the panel; the panel says the card is with the exhibitor.
    const panel = walker.getByTestId("booth-panel");
    await panel.getByRole("button", { name: c.leaveCard }).click();
    await expect(panel.getByTestId("booth-action-notice")).toContainText(c.cardLeft);
    await expectAccessible(walker, { settled: true });

    // The phone hears the arrival and sees who is at the booth.
    await expect(mobile.getByTestId("hall-announcer")).toHaveText(c.arrived(company));
    await expect(booth.getByTestId("hall-booth-people")).toContainText("Camille D.");

    // It leaves its card at the booth with the keyboard.
    await booth.getByRole("combobox").focus();
    await mobile.keyboard.press("Tab");
    await expect(booth.getByRole("button", { name: c.leaveCard })).toBeFocused();
    await mobile.keyboard.press("Enter");
    await expect(booth.getByTestId("booth-action-notice")).toContainText(c.cardLeft);
    // The exhibitor's leads page holds both cards, the one left in the 2D hall and the one left from the list.
    await exhibitor.goto(`/tradeshow/booths/${boothId}/leads`);
    const leads = exhibitor.getByTestId("lead");
    await expect(leads).toHaveCount(2);
    for (const name of ["Jules Roux", "Ida Morel"]) await expect(leads.getByRole("heading", { name })).toBeVisible();

    // And writes to the booth's staff, still with the keyboard; the exhibitor has it unread.
    await booth.getByLabel(c.messageTo(company)).focus();
    await mobile.keyboard.type("Bonjour, je passe au stand cet après-midi.");
    await mobile.keyboard.press("Tab");
    await mobile.keyboard.press("Enter");
    await expect(booth.getByTestId("booth-action-notice")).toContainText(c.sent);
    await expect
      .poll(async () => ((await (await exhibitor.request.get("/api/messages/unread")).json()) as { total: number }).total)
      .toBe(1);
    await expectAccessible(mobile, { settled: true });
    for (const page of [organiser, exhibitor, mobile, walker]) await page.context().close();
  });
}
