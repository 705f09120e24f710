import { expect, type Locator, type Page, test } from "@playwright/test";
import { uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";

// The maps (docs/maps.md): the street map cannot be reached from the test machine (the stack's MAP_STYLE_URL points
// at a closed port here), so every map must fall back to the offline basemap quickly and say so, with MapLibre's
// controls and gesture hints in the page's language. The search map draws every result: its clusters, its points
// and the "outside the view" count add up to the list's count (ADR 058).

async function countOf(page: Page): Promise<number> {
  const text = (await page.getByTestId("search-count").textContent()) ?? "";
  const digits = text.replace(/[\s\u202f\u00a0,.]/g, "").match(/\d+/);
  return digits ? Number(digits[0]) : 0;
}

/** What the search map shows, read from its markers: the clusters' counts, the points, and those outside. */
async function mapTotal(map: Locator): Promise<number> {
  const counts = await map
    .locator('button[data-kind="cluster"]')
    .evaluateAll((buttons) => buttons.reduce((sum, button) => sum + Number((button as HTMLElement).dataset.count), 0));
  const points = await map.getByTestId("map-marker").count();
  const outside = Number((await map.getAttribute("data-outside")) ?? Number.NaN);
  return counts + points + outside;
}

for (const locale of ["fr", "en"] as const) {
  const prefix = locale === "fr" ? "" : "/en";
  const text = {
    fr: {
      offline: "Fond de carte hors ligne (pays et côtes) : le plan des rues n'a pas pu être chargé",
      zoomIn: "Zoom avant",
      zoomOut: "Zoom arrière",
      gesture: /Utilisez (Ctrl|⌘) \+ molette pour zoomer sur la carte|Utilisez deux doigts/,
      start: "Commencer",
    },
    en: {
      offline: "Offline basemap (countries and coasts): the street map could not be loaded",
      zoomIn: "Zoom in",
      zoomOut: "Zoom out",
      gesture: /Use (Ctrl|⌘) \+ scroll to zoom the map|Use two fingers/,
      start: "Start",
    },
  }[locale];

  test(`${locale}: the search map falls back to the offline basemap quickly, says so, speaks the page's language and frames the results`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/search`);
    const map = page.getByTestId("search-map");
    const started = Date.now();
    await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    await expect(map).toHaveAttribute("data-basemap", "offline");
    // The time it took is printed, not asserted (timings belong to benchmarks); the ceiling above is the test's.
    console.log(`${locale}: search map ready on the offline basemap after ${Date.now() - started} ms`);
    await expect(page.getByTestId("map-basemap")).toHaveText(text.offline);
    await expect(map.getByRole("button", { name: text.zoomIn })).toBeVisible();
    await expect(map.getByRole("button", { name: text.zoomOut })).toBeVisible();
    await expect(map.locator(".maplibregl-cooperative-gesture-screen")).toContainText(text.gesture);
    // Framed on the results (mainland France and a few cities abroad), not on the whole world.
    await expect(map).toHaveAttribute("data-zoom", /^(?:[3-9]|1\d)/);
    await expect(map.locator('button[data-kind="cluster"]').first()).toBeVisible();
  });

  test(`${locale}: the search map's clusters add up to the number of results at every zoom, and show each activity once few are in view`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${prefix}/search`);
    await page.waitForLoadState("networkidle");
    const map = page.getByTestId("search-map");
    await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    // More than the 1,000 results the map used to plot (a 0 is a first search that has not answered yet).
    await expect.poll(() => countOf(page), { timeout: 15_000 }).toBeGreaterThan(1000);
    const everything = await countOf(page);
    await expect.poll(() => mapTotal(map), { timeout: 15_000 }).toBe(everything);
    const zoomIn = map.getByRole("button", { name: text.zoomIn });
    for (const step of [1, 2, 3]) {
      await zoomIn.click();
      await zoomIn.click();
      await expect.poll(() => mapTotal(map), { timeout: 15_000, message: `after zooming in ${step * 2} times` }).toBe(everything);
    }

    // Words and a city: few enough to draw each, hovering and picking still shared with the list.
    await page.goto(`${prefix}/search?q=musee&city=Lyon`);
    await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    await expect(map).toHaveAttribute("data-mode", "points");
    await expect.poll(() => countOf(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const museums = await countOf(page);
    await expect.poll(() => mapTotal(map), { timeout: 15_000 }).toBe(museums);
    await expect(map.getByTestId("map-marker")).toHaveCount(museums);
  });

  test(`${locale}: on a phone, the search map is loaded only when asked for, and opens on the results, not on an empty world`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/search/")) searches.push(request.postData() ?? "");
    });
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length);
    await page.goto(`${prefix}/search?q=musee`);
    // The list is shown: its results are there, and nothing of the map was fetched (neither its code nor its grid).
    await expect.poll(() => countOf(page), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(searches.filter((body) => body.includes("geoGrid"))).toEqual([]);
    await expect(page.getByTestId("search-map")).toHaveCount(0);
    const scriptsBefore = await scripts();
    await page
      .getByRole("radiogroup", { name: locale === "fr" ? "Affichage" : "View" })
      .getByText(locale === "fr" ? "Carte" : "Map", { exact: true })
      .click();
    const map = page.getByTestId("search-map");
    await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    // Asked for: the map's code arrived then, and its query.
    expect(await scripts()).toBeGreaterThan(scriptsBefore);
    expect(searches.some((body) => body.includes("geoGrid"))).toBe(true);
    await expect(map).toHaveAttribute("data-zoom", /^(?:[3-9]|1\d)/);
    await expect.poll(() => mapTotal(map), { timeout: 15_000 }).toBe(await countOf(page));
    await expect(map.locator(".maplibregl-cooperative-gesture-screen")).toContainText(text.gesture);
    await context.close();
  });

  test(`${locale}: the activity page's map says which basemap it shows, in the page's language`, async ({ page }) => {
    await page.goto(`${prefix}/place/lyon`);
    const href = await page.getByTestId("activity-card").first().getByRole("link").first().getAttribute("href");
    await page.goto(href as string);
    const map = page.getByTestId("activity-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    await expect(map).toHaveAttribute("data-basemap", "offline");
    await expect(page.getByTestId("map-basemap")).toHaveText(text.offline);
    await expect(map.locator(".maplibregl-cooperative-gesture-screen")).toContainText(text.gesture);
  });

  test(`${locale}: the owner's pin map says which basemap it shows, in the page's language`, async ({
    page,
    context,
    baseURL,
  }) => {
    await verifiedAccount(page, uniqueEmail(`map-${locale}`));
    await useLocaleCookie(context, baseURL as string, locale);
    await page.goto("/add-activity");
    await page.getByRole("button", { name: text.start }).click();
    const map = page.getByTestId("place-map");
    await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    await expect(map).toHaveAttribute("data-basemap", "offline");
    await expect(page.getByTestId("map-basemap")).toHaveText(text.offline);
    await expect(map.getByRole("button", { name: text.zoomIn })).toBeVisible();
    await expect(map.locator(".maplibregl-cooperative-gesture-screen")).toContainText(text.gesture);
  });
}
