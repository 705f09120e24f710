import { expect, type Page, test } from "@playwright/test";

// The search page's filters stay in their column: the "To" date field used to spill over the results, on a
// desktop and on a phone.

/** The visible copy: the filters are rendered twice, a column on a desktop and a collapsible panel on a phone. */
async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).filter({ visible: true }).boundingBox();
  if (!found) throw new Error(`${testId} is not visible`);
  return found;
}

for (const locale of ["fr", "en"] as const) {
  const prefix = locale === "fr" ? "" : "/en";
  const showFilters = locale === "fr" ? "Afficher les filtres" : "Show the filters";

  test(`${locale}: on a desktop, both date fields stay inside the filters' column`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/search`);
    const filters = await page.getByTestId("facet-dates").filter({ visible: true }).boundingBox();
    const results = await page.getByTestId("search-hit").first().boundingBox();
    if (!filters || !results) throw new Error("the filters or the results are not visible");
    for (const field of ["dates-from", "dates-to"]) {
      const input = await box(page, field);
      expect(input.x + input.width, `${field}'s right edge`).toBeLessThanOrEqual(filters.x + filters.width + 0.5);
      expect(input.x + input.width, `${field} against the results`).toBeLessThanOrEqual(results.x);
    }
  });

  test(`${locale}: on a 390 px phone, the date fields fit the screen and nothing scrolls sideways`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${prefix}/search`);
    await page.getByRole("button", { name: showFilters }).click();
    const dates = page.getByTestId("facet-dates").filter({ visible: true });
    await dates.scrollIntoViewIfNeeded();
    for (const field of ["dates-from", "dates-to"]) {
      const input = await dates.getByTestId(field).boundingBox();
      if (!input) throw new Error(`${field} is not visible`);
      expect(input.x).toBeGreaterThanOrEqual(0);
      expect(input.x + input.width, `${field}'s right edge`).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
}
