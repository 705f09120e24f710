import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { startsWith, wizardLabels } from "../support/wizard-labels.ts";

// An owner who does not use a mouse: every step below is a key press on the focused control. Focusing a control
// directly stands for the Tab presses that would reach it; what matters is that nothing needs a pointer.

const copy = {
  fr: {
    ...wizardLabels.fr,
    categoryOption: "Sport",
    subCategoryTyped: "Esca",
    subCategoryOption: "Escalade",
    searchBox: "Rechercher",
    priceLabel: "Intitulé du tarif 1",
    priceAmount: "Prix du tarif 1",
    addPrice: "Ajouter un tarif",
  },
  en: {
    ...wizardLabels.en,
    categoryOption: "Sport",
    subCategoryTyped: "Climb",
    subCategoryOption: "Climbing",
    searchBox: "Search",
    priceLabel: "Label of price 1",
    priceAmount: "Amount of price 1",
    addPrice: "Add a price",
  },
} as const;

/** Opens a select from the keyboard and moves down its options until `option` is the active one. */
async function chooseWithKeys(page: Page, combobox: Locator, option: string) {
  await combobox.focus();
  await page.keyboard.press("ArrowDown");
  for (let step = 0; step < 40; step++) {
    const active = page.locator("[data-combobox-selected]");
    if ((await active.count()) > 0 && (await active.first().textContent())?.trim() === option) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  await expect(combobox).toHaveValue(option);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an owner adds an activity with the keyboard alone, finds it in search, edits it`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail(`keyboard-${locale}`);
    await verifiedAccount(page, email);
    await signInByApi(page.request, baseURL as string, email);
    await useLocaleCookie(context, baseURL as string, locale);
    const stamp = Date.now().toString(36);
    const name = `Salle de bloc ${stamp}`;

    await page.goto("/add-activity");
    await page.waitForLoadState("networkidle");
    // The button is enabled once the page has read any draft kept on this device, after hydration: a press on the
    // server's disabled button (a slow machine, past "networkidle") would go nowhere.
    const start = page.getByRole("button", { name: c.start });
    await expect(start).toBeEnabled();
    await start.focus();
    await page.keyboard.press("Enter");

    await typeInto(page, page.getByLabel(startsWith(c.name)), name);
    await chooseWithKeys(page, page.getByRole("combobox", { name: c.category, exact: true }), c.categoryOption);
    const subCategory = page.getByRole("combobox", { name: c.subCategory, exact: true });
    await subCategory.focus();
    await page.keyboard.type(c.subCategoryTyped);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(subCategory).toHaveValue(c.subCategoryOption);
    // Pricing, setting and visitor profiles: a radio and a checkbox are chosen with the space bar.
    for (const choice of [c.paid, c.indoor]) {
      await page.getByRole("radio", { name: choice }).focus();
      await page.keyboard.press("Space");
      await expect(page.getByRole("radio", { name: choice })).toBeChecked();
    }
    await page.getByRole("checkbox", { name: c.family }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: c.family })).toBeChecked();
    await typeInto(page, page.getByLabel(startsWith(c.street)), "3 place Bellecour");
    await typeInto(page, page.getByLabel(startsWith(c.city)), "Lyon");
    await page.getByRole("button", { name: c.find }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("pin-position")).toContainText("45.7");
    await page.getByRole("button", { name: c.next }).focus();
    await page.keyboard.press("Enter");

    // Mondays, 09:00 to 19:00 (the days are chips, toggled with the space bar).
    await page.getByRole("checkbox", { name: c.monday }).focus();
    await page.keyboard.press("Space");
    await typeInto(page, page.getByLabel(startsWith(c.opens)), "09:00");
    await typeInto(page, page.getByLabel(startsWith(c.closes)), "19:00");
    await page.getByRole("checkbox", { name: startsWith(c.legal) }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: c.publish }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/activity/salle-de-bloc-${stamp}-lyon$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const slug = new URL(page.url()).pathname.split("/").at(-1) as string;

    // Findable in search at once, from the search page.
    await page.goto(`${c.prefix}/search`);
    await page.waitForLoadState("networkidle");
    const box = page.getByRole("searchbox", { name: c.searchBox, exact: true });
    await box.focus();
    await page.keyboard.type(`bloc ${stamp}`);
    await expect(page.getByRole("heading", { name })).toBeVisible();

    // Modify: the essential information (renamed) and the price list, each saved with Enter on its button.
    await page.goto(`/dashboard/activities/${slug}`);
    await page.waitForLoadState("networkidle");
    const essential = page.getByTestId("section-essential");
    await typeInto(page, essential.getByLabel(startsWith(c.name)), `${name} Bellecour`);
    await essential.getByRole("button", { name: c.save }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(c.saved).first()).toBeVisible();

    const description = page.getByTestId("section-description");
    await description.getByRole("button", { name: c.addPrice }).focus();
    await page.keyboard.press("Enter");
    await typeInto(page, description.getByLabel(c.priceLabel), "Entrée");
    await typeInto(page, description.getByLabel(c.priceAmount), "14.5");
    await description.getByRole("button", { name: c.save }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await (await page.request.get(`/api/activities/${slug}`)).json()).priceList)
      .toEqual([{ label: "Entrée", amount: 1450, currency: "EUR" }]);

    // Visitors see both changes on the public page.
    await page.goto(`${c.prefix}/activity/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} Bellecour`);
    await expect(page.getByText("Entrée")).toBeVisible();
  });
}
