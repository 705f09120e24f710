import type { Activity } from "@alentour/domain/directory";
import { expect, type Page, test } from "@playwright/test";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { expectNoSidewaysScroll, phone } from "../support/phone.ts";
import { startsWith, wizardLabels } from "../support/wizard-labels.ts";

const copy = {
  fr: {
    ...wizardLabels.fr,
    categoryOption: "Art et Culture",
    subCategoryOption: "Atelier créatif",
    free: "Cette activité est gratuite.",
    paidNoPrices: "Activité payante : demandez les tarifs à son contact.",
    about: "À propos",
    ideal: "Idéal entre amis, en famille",
    metaDescription: "Atelier créatif à Lyon : horaires d'ouverture, adresse, tarifs et accès sur Alentour.",
  },
  en: {
    ...wizardLabels.en,
    categoryOption: "Art and Culture",
    subCategoryOption: "Creative workshop",
    free: "This activity is free.",
    paidNoPrices: "A paid activity: ask its contact for the prices.",
    about: "About",
    ideal: "Ideal friends, family",
    metaDescription: "Creative workshop in Lyon: opening hours, address, prices and access on Alentour.",
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];

/** Step 1 up to the map; pricing, setting and profiles are left to the caller. */
async function fillPlace(page: Page, c: Copy, name: string) {
  await page.getByLabel(startsWith(c.name)).fill(name);
  await page.getByRole("combobox", { name: c.category, exact: true }).click();
  await page.getByRole("option", { name: c.categoryOption }).click();
  await page.getByRole("combobox", { name: c.subCategory, exact: true }).click();
  await page.getByRole("option", { name: c.subCategoryOption }).click();
  await page.getByLabel(startsWith(c.street)).fill("12 rue Saint-Jean");
  await page.getByLabel(startsWith(c.city)).fill("Lyon");
  await page.getByRole("button", { name: c.find }).click();
  await expect(page.getByTestId("pin-position")).toContainText("45.7", { timeout: 15_000 });
}

async function chooseAudience(page: Page, c: Copy) {
  await page
    .getByRole("radiogroup", { name: startsWith(c.pricing) })
    .getByRole("radio", { name: c.paid })
    .check();
  await page
    .getByRole("radiogroup", { name: startsWith(c.setting) })
    .getByRole("radio", { name: c.outdoor })
    .check();
  const profiles = page.getByRole("group", { name: startsWith(c.profiles) });
  await profiles.getByRole("checkbox", { name: c.friends }).check();
  await profiles.getByRole("checkbox", { name: c.family }).check();
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: the wizard asks for pricing, setting and visitor profiles, and the page states only what was chosen`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail(`asked-${locale}`);
    await verifiedAccount(page, email);
    await signInByApi(page.request, baseURL as string, email);
    await useLocaleCookie(context, baseURL as string, locale);
    const name = `Atelier choisi ${locale} ${Date.now()}`;

    await page.goto("/add-activity");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: c.start }).click();
    await fillPlace(page, c, name);

    // Nothing is chosen for the owner: no answer is pre-selected, and continuing asks for each.
    const pricing = page.getByRole("radiogroup", { name: startsWith(c.pricing) });
    const setting = page.getByRole("radiogroup", { name: startsWith(c.setting) });
    const profiles = page.getByRole("group", { name: startsWith(c.profiles) });
    for (const radio of await pricing.getByRole("radio").all()) await expect(radio).not.toBeChecked();
    for (const radio of await setting.getByRole("radio").all()) await expect(radio).not.toBeChecked();
    for (const box of await profiles.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    await page.getByRole("button", { name: c.next }).click();
    // Each message sits in its question's field, under the choices.
    const fieldOf = (group: typeof pricing) => page.locator(".mantine-InputWrapper-root").filter({ has: group });
    await expect(fieldOf(pricing).getByText(c.required)).toBeVisible();
    await expect(fieldOf(setting).getByText(c.required)).toBeVisible();
    await expect(fieldOf(profiles).getByText(c.required)).toBeVisible();
    await expect(page.getByText(c.stepOf1)).toBeVisible();

    await chooseAudience(page, c);
    await expect(fieldOf(pricing).getByText(c.required)).toHaveCount(0);
    await page.getByRole("button", { name: c.next }).click();
    await expect(page.getByText(c.stepOf2)).toBeVisible();
    await page.getByRole("radio", { name: c.allDay }).check();
    // Days are chips, toggled from the keyboard.
    await page.getByRole("checkbox", { name: c.monday }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: c.monday })).toBeChecked();
    await page.getByRole("checkbox", { name: startsWith(c.legal) }).check();
    await page.getByRole("button", { name: c.publish }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/activity/atelier-choisi-${locale}-\\d+-lyon$`));

    // The page says paid, outdoors, friends and family; it does not call it free, nor head an empty description.
    const header = page.getByTestId("activity-facts");
    await expect(header.getByText(c.paid, { exact: true })).toBeVisible();
    await expect(header.getByText(c.outdoor, { exact: true })).toBeVisible();
    await expect(header.getByText(c.ideal)).toBeVisible();
    await expect(page.getByText(c.free)).toHaveCount(0);
    await expect(page.getByText(c.paidNoPrices)).toBeVisible();
    await expect(page.getByRole("heading", { name: c.about })).toHaveCount(0);
    // Without a description yet, search results and shared links still get one: what it is and where.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", c.metaDescription);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.isAccessibleForFree).toBe(false);

    const slug = new URL(page.url()).pathname.split("/").at(-1) as string;
    const stored = (await (await page.request.get(`/api/activities/${slug}`)).json()) as Activity;
    expect([stored.pricing, stored.setting, stored.profiles]).toEqual(["paid", "outdoor", ["friends", "family"]]);

    // The search index has the owner's answers too.
    const indexed = async () => {
      const search = await page.request.post("/api/search/1/indexes/*/queries", {
        headers: { "x-algolia-application-id": "alentour", "x-algolia-api-key": "public-search-key" },
        data: { requests: [{ indexName: "event", params: `query=${encodeURIComponent(name)}&hitsPerPage=5` }] },
      });
      const hit = (await search.json()).results?.[0]?.hits?.find((h: { slug: string }) => h.slug === slug);
      return [hit?.pricing, hit?.setting, hit?.profiles];
    };
    await expect.poll(indexed).toEqual(["paid", "outdoor", ["friends", "family"]]);

    // The owner's form shows the same answers, and a cleared category is asked for, not called invalid.
    await page.goto(`/dashboard/activities/${slug}`);
    await page.waitForLoadState("networkidle");
    const essential = page.getByTestId("section-essential");
    await expect(essential.getByRole("radio", { name: c.paid })).toBeChecked();
    await expect(essential.getByRole("radio", { name: c.outdoor })).toBeChecked();
    await expect(essential.getByRole("checkbox", { name: c.family })).toBeChecked();
    await essential.getByRole("combobox", { name: c.category, exact: true }).click();
    // Choosing the selected option again clears it.
    await page.getByRole("option", { name: c.categoryOption }).click();
    await expect(essential.getByRole("combobox", { name: c.category, exact: true })).toHaveValue("");
    await essential.getByRole("button", { name: c.save }).click();
    await expect(essential.getByText(c.required).first()).toBeVisible();
    await expect(essential.getByText(locale === "fr" ? "Cette valeur n'est pas valide." : "This value is invalid.")).toHaveCount(
      0,
    );
  });

  test.describe(() => {
    test.use(phone);

    test(`${locale}: on a phone, every hours choice of the wizard is on screen and selectable; the stepper counts as the text does`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow();
      await useLocaleCookie(context, baseURL as string, locale);
      await page.goto("/add-activity");
      await page.waitForLoadState("networkidle");
      await expectNoSidewaysScroll(page, "wizard intro");
      await page.getByRole("button", { name: c.start }).click();
      // The first numbered step is the place, as "Step 1 of 2" says.
      const firstStep = page.locator(".mantine-Stepper-step").first();
      await expect(firstStep).toContainText("1");
      await expect(firstStep).toContainText(c.stepPlace);
      await expect(page.getByText(c.stepOf1)).toBeVisible();
      await fillPlace(page, c, `Atelier téléphone ${locale} ${Date.now()}`);
      await chooseAudience(page, c);
      await expectNoSidewaysScroll(page, "wizard step 1");
      await page.getByRole("button", { name: c.next }).click();
      await expect(page.getByText(c.stepOf2)).toBeVisible();
      await expect(page.locator(".mantine-Stepper-step").nth(1)).toContainText("2");

      const viewport = page.viewportSize()?.width ?? 390;
      for (const label of [c.same, c.perDay, c.allDay]) {
        const option = page.getByRole("radio", { name: label });
        const box = await page.getByText(label, { exact: true }).boundingBox();
        expect(box, label).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport, `${label} on screen`).toBe(true);
        await page.getByText(label, { exact: true }).click();
        await expect(option).toBeChecked();
        for (const other of [c.same, c.perDay, c.allDay].filter((l) => l !== label)) {
          await expect(page.getByRole("radio", { name: other })).not.toBeChecked();
        }
      }
      await page.getByText(c.perDay, { exact: true }).click();
      await expect(page.getByRole("checkbox", { name: c.monday })).toBeVisible();
      await expectNoSidewaysScroll(page, "wizard step 2, per day");
    });
  });
}
