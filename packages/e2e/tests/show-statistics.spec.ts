import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";
import { expectControlsFit, expectNoSidewaysScroll, phone } from "../support/phone.ts";
import { createShow, validatedBooth, wineFair } from "../support/trade-shows.ts";

// Statistics (docs/trade-shows.md#statistics, ADR 102), in both languages: an attendee opens a booth's page and
// leaves a card there; the exhibitor's statistics page counts one visit and one card, and the organiser's counts
// them under the booth's hall and booth, and downloads them as CSV. Both pages on a phone.

const copy = {
  fr: {
    prefix: "",
    addresses: [46, 47, 48],
    leaveCard: "Laisser ma carte",
    cardLeft: "Votre carte est chez cet exposant.",
    title: "Statistiques",
    visits: "Visites de stands",
    cards: "Cartes remises",
    csv: "Télécharger les chiffres (CSV)",
  },
  en: {
    prefix: "/en",
    addresses: [49, 50, 51],
    leaveCard: "Leave my card",
    cardLeft: "Your card is with this exhibitor.",
    title: "Statistics",
    visits: "Booth visits",
    cards: "Cards handed",
    csv: "Download the figures (CSV)",
  },
} as const;

/** Today in the show's time zone, so that the show is open now. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: a visit and a card at a booth are counted for its exhibitor and, per hall and booth, for the organiser`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, exhibitorAddress = 0, attendeeAddress = 0] = c.addresses;
    const company = `Cave Morel ${locale} ${Date.now()}`;

    const organiser = await signedInPage(browser, origin, locale, organiserAddress, uniqueEmail(`stats-organiser-${locale}`));
    const slug = await createShow(
      organiser.request,
      wineFair({
        name: `Salon des cavistes ${locale} ${Date.now()}`,
        startDate: today(),
        endDate: today(),
        presentation: "Une journée de dégustation.",
        mode: "virtual",
      }),
    );

    const exhibitor = await signedInPage(browser, origin, locale, exhibitorAddress, uniqueEmail(`stats-exhibitor-${locale}`));
    const boothId = await validatedBooth(organiser.request, exhibitor.request, slug, { companyName: company });

    // The attendee joins and fills in a card (the attendees' spec goes through those pages), then opens the
    // booth's page twice (one visit a day) and leaves the card there.
    const attendee = await signedInPage(browser, origin, locale, attendeeAddress, uniqueEmail(`stats-attendee-${locale}`));
    expect((await attendee.request.post(`/api/trade-shows/${slug}/attendance`)).status()).toBe(201);
    const card = await attendee.request.put("/api/me/business-cards/professional", {
      data: { values: { firstName: "Ida", lastName: "Morel", company: "Morel Vins" }, shared: ["firstName", "lastName"] },
    });
    expect(card.status(), await card.text()).toBe(200);
    const boothPage = `${c.prefix}/salon/${slug}/stand/${boothId}`;
    await attendee.goto(boothPage);
    await expect(attendee.getByRole("button", { name: c.leaveCard })).toBeVisible();
    await attendee.reload();
    await attendee.getByRole("button", { name: c.leaveCard }).click();
    await expect(attendee.getByText(c.cardLeft)).toBeVisible();

    // The exhibitor's statistics page, on a phone.
    await exhibitor.setViewportSize(phone.viewport);
    await exhibitor.goto(`/tradeshow/booths/${boothId}/statistics`);
    await expect(exhibitor.getByRole("heading", { level: 1 })).toHaveText(c.title);
    await expect(exhibitor.getByTestId("total-visit")).toContainText(c.visits);
    await expect(exhibitor.getByTestId("total-visit").locator("dd")).toHaveText("1");
    await expect(exhibitor.getByTestId("total-card")).toContainText(c.cards);
    await expect(exhibitor.getByTestId("total-card").locator("dd")).toHaveText("1");
    await expectNoSidewaysScroll(exhibitor, "booth statistics");
    await expectControlsFit(exhibitor, "booth statistics");
    await expectAccessible(exhibitor, { settled: true });

    // The organiser's page: the booth's line under its hall, and the CSV.
    await organiser.goto(`/tradeshow/shows/${slug}/statistics`);
    await expect(organiser.getByTestId("total-visit").locator("dd")).toHaveText("1");
    const hallRow = organiser.getByTestId("per-hall").locator("tr[data-row=hall-1]");
    await expect(hallRow.locator("[data-kind=visit]")).toHaveText("1");
    await expect(hallRow.locator("[data-kind=card]")).toHaveText("1");
    const boothRow = organiser.getByTestId("per-booth").locator(`tr[data-row="${boothId}"]`);
    await expect(boothRow).toContainText("Hall des vins");
    await expect(boothRow).toContainText(company);
    await expect(boothRow.locator("[data-kind=visit]")).toHaveText("1");
    await expect(boothRow.locator("[data-kind=card]")).toHaveText("1");
    await expectAccessible(organiser, { settled: true });
    const [download] = await Promise.all([
      organiser.waitForEvent("download"),
      organiser.getByRole("link", { name: c.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statistics-${slug}.csv`);
    const { readFile } = await import("node:fs/promises");
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv).toContain(`"Hall des vins","${company}","1","1","0","0","0","0"`);

    // The organiser's page on a phone.
    await organiser.setViewportSize(phone.viewport);
    await organiser.reload();
    await expect(organiser.getByTestId("total-card").locator("dd")).toHaveText("1");
    await expectNoSidewaysScroll(organiser, "show statistics");
    await expectControlsFit(organiser, "show statistics");
    await expectAccessible(organiser, { settled: true });
  });
}
