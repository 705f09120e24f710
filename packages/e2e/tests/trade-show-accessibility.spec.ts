import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { signedInPage, uniqueEmail } from "../support/owners.ts";
import { createShow, eurexpo, validatedBooth, wineFair } from "../support/trade-shows.ts";

// A trade show's venue accessibility (ADR 106, docs/trade-shows.md): the organiser ticks it on the show's page in
// the console, a visitor reads it on the public show page (icons beside their text, and in the JSON-LD), and on an
// exhibitor's booth page, which stands in the same venue.

const copy = {
  fr: {
    prefix: "",
    addresses: [90, 91],
    section: "Accessibilité du lieu",
    stepFree: "Entrée de plain-pied",
    hearingLoop: "Boucle magnétique",
    wheelchair: "Accessible en fauteuil roulant",
    hearing: "Adapté aux personnes sourdes ou malentendantes",
    save: "Enregistrer",
    saved: "Les modifications sont enregistrées.",
    unknown: "L'organisateur n'a pas encore renseigné l'accessibilité du lieu.",
  },
  en: {
    prefix: "/en",
    addresses: [92, 93],
    section: "Accessibility of the venue",
    stepFree: "Step-free entrance",
    hearingLoop: "Hearing loop",
    wheelchair: "Accessible to wheelchair users",
    hearing: "Suited to deaf and hard-of-hearing visitors",
    save: "Save",
    saved: "The changes are saved.",
    unknown: "The organiser has not described the accessibility of the venue yet.",
  },
} as const;

/** Today in the show's time zone. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an organiser marks the venue step-free with a hearing loop; a visitor reads it on the show's and a booth's pages`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const origin = baseURL ?? "http://localhost";
    const [organiserAddress = 0, exhibitorAddress = 0] = c.addresses;
    const organiser = await signedInPage(browser, origin, locale, organiserAddress, uniqueEmail(`venue-organiser-${locale}`));
    const slug = await createShow(
      organiser.request,
      wineFair({
        name: `Salon de l'habitat ${locale} ${Date.now()}`,
        category: "trade-show",
        startDate: today(),
        endDate: today(),
        place: eurexpo,
        themes: ["Habitat"],
        presentation: "Une journée pour la maison.",
        halls: [{ id: "hall-1", name: "Hall de l'habitat", theme: "Habitat" }],
      }),
    );

    // Until the organiser says something, the page says it is not described, never that the venue is not accessible.
    // The same browser settings as every test (the consent already answered), without an account.
    const { storageState, extraHTTPHeaders } = test.info().project.use;
    const visitorContext = await browser.newContext({ baseURL: origin, storageState, extraHTTPHeaders });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${c.prefix}/salon/${slug}`);
    await expect(visitor.getByRole("region", { name: c.section })).toContainText(c.unknown);

    // The organiser: the show's page in the console, the venue's checkboxes, one ticked from the keyboard.
    await organiser.goto(`/tradeshow/shows/${slug}`);
    await organiser.waitForLoadState("networkidle");
    const section = organiser.getByRole("region", { name: c.section });
    const stepFree = section.getByRole("checkbox", { name: c.stepFree });
    await stepFree.focus();
    await organiser.keyboard.press("Space");
    await expect(stepFree).toBeChecked();
    await section.getByRole("checkbox", { name: c.hearingLoop }).check();
    await expectAccessible(organiser, { include: '[data-testid="venue-accessibility"]' });
    await organiser.getByRole("button", { name: c.save, exact: true }).click();
    await expect(organiser.getByText(c.saved)).toBeVisible();
    await organiser.reload();
    await expect(organiser.getByRole("region", { name: c.section }).getByRole("checkbox", { name: c.hearingLoop })).toBeChecked();

    // An exhibitor's booth, validated, so that its page is public.
    const exhibitor = await signedInPage(browser, origin, locale, exhibitorAddress, uniqueEmail(`venue-exhibitor-${locale}`));
    const boothId = await validatedBooth(organiser.request, exhibitor.request, slug, { companyName: `Maisons Morel ${locale}` });

    // The visitor: the show's page, the family the features imply first, each an icon beside its text.
    await visitor.goto(`${c.prefix}/salon/${slug}`);
    const info = visitor.getByRole("region", { name: c.section });
    await expect(info.getByRole("listitem")).toHaveText([c.wheelchair, c.hearing, c.stepFree, c.hearingLoop]);
    await expect(info.locator("svg[aria-hidden='true']")).toHaveCount(4);
    const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.location.amenityFeature).toContainEqual({
      "@type": "LocationFeatureSpecification",
      name: c.stepFree,
      value: true,
    });
    expect(jsonLd.location.amenityFeature).toHaveLength(4);
    await expectAccessible(visitor);

    // The booth stands in the show's venue: its page says the same.
    await visitor.goto(`${c.prefix}/salon/${slug}/stand/${boothId}`);
    await expect(visitor.getByRole("region", { name: c.section }).getByRole("listitem")).toHaveText([
      c.wheelchair,
      c.hearing,
      c.stepFree,
      c.hearingLoop,
    ]);
    await expectAccessible(visitor);
    await visitorContext.close();
  });
}
