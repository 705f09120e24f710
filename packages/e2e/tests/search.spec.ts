import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { holdScripts, PUBLIC_PAGE_SCRIPTS } from "../support/held-scripts.ts";

async function countOf(page: Page): Promise<number> {
  const text = (await page.getByTestId("search-count").textContent()) ?? "";
  const digits = text.replace(/[\s\u202f\u00a0,.]/g, "").match(/\d+/);
  return digits ? Number(digits[0]) : 0;
}

for (const locale of ["fr", "en"] as const) {
  const prefix = locale === "fr" ? "" : "/en";
  const text = {
    fr: {
      title: "Rechercher une activité",
      box: "Rechercher",
      category: /^Art et Culture/,
      free: "Gratuit uniquement",
      weekend: /^Ce week-end/,
      area: "Rechercher dans cette zone",
      mapArea: "Zone de la carte",
      clear: "Tout effacer",
      denied: "Vous avez refusé l'accès à votre position",
      nearMe: "Autour de moi",
      zoomIn: "Zoom avant",
      away: /à [\d,\s\u202f]+[\s\u202f](m|km)/,
      priceMin: "Prix minimum",
      priceApply: "Appliquer le prix",
      price: "Prix",
      categoryName: "Art et Culture",
      remove: "Retirer le filtre",
    },
    en: {
      title: "Search activities",
      box: "Search",
      category: /^Art and Culture/,
      free: "Free only",
      weekend: /^This weekend/,
      area: "Search this area",
      mapArea: "Map area",
      clear: "Clear all",
      denied: "You refused access to your location",
      nearMe: "Near me",
      zoomIn: "Zoom in",
      away: /[\d.,]+[\s\u202f](m|km) away/,
      priceMin: "Minimum price",
      priceApply: "Apply the price",
      price: "Price",
      categoryName: "Art and Culture",
      remove: "Remove the filter",
    },
  }[locale];

  test(`${locale}: type "musee", refine, pan the map, share and reload the URL, go back`, async ({ page }) => {
    test.setTimeout(90_000);
    // The page's scripts held back, as on a slow connection: the visitor types into the server's page.
    const release = await holdScripts(page, PUBLIC_PAGE_SCRIPTS);
    await page.goto(`${prefix}/search`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    const everything = await countOf(page);
    expect(everything).toBeGreaterThan(1000);
    await page.getByRole("searchbox", { name: text.box }).fill("musee");
    // And a price in the filters, applied once the page has come to life.
    const price = page.getByTestId("facet-price").first();
    await price.getByLabel(text.priceMin, { exact: true }).fill("1");
    release();
    // The words are searched for as soon as the scripts run; the page is given until it is quiet to show them.
    await page.waitForLoadState("networkidle");
    await page.unrouteAll();

    // What was typed before the scripts ran is searched for, without a keystroke more.
    await expect(page).toHaveURL(/[?&]q=musee/);
    const firstHit = page.getByTestId("search-hit").first();
    await expect(firstHit.getByRole("heading")).toContainText("Musée");
    await expect(firstHit.locator("mark")).toHaveText(/^Musée$/);
    await price.getByRole("button", { name: text.priceApply }).click();
    // The price typed early is the one applied; removed from the current filters, the words stay.
    await expect(page).toHaveURL(/[?&]price=1-(&|$)/);
    await expect(page).toHaveURL(/[?&]q=musee/);
    await page.getByTestId("current-refinements").getByRole("button", { name: text.clear }).click();
    await expect(page).not.toHaveURL(/price=/);
    await expect(page).toHaveURL(/[?&]q=musee/);
    await expect(page.getByTestId("current-refinements")).toHaveCount(0);
    const museums = await countOf(page);
    expect(museums).toBeLessThan(everything);

    await page.getByRole("checkbox", { name: text.category }).check();
    await expect(page).toHaveURL(/category=art-culture/);
    await page.getByRole("switch", { name: text.free }).check();
    await expect(page).toHaveURL(/free=1/);
    await expect.poll(() => countOf(page)).toBeLessThan(museums);
    const freeMuseums = await countOf(page);
    expect(freeMuseums).toBeGreaterThan(0);
    await page.getByRole("radio", { name: text.weekend }).check();
    await expect(page).toHaveURL(/when=weekend/);
    await expect(page.getByTestId("search-hit").first()).toBeVisible();
    await expectAccessible(page);

    // Move the map (zoom in), then "search this area": the results keep to the box, and the URL says so.
    const map = page.getByTestId("search-map");
    await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    await expect(page.getByTestId("map-marker").or(map.locator('button[data-kind="cluster"]')).first()).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: text.zoomIn }).click();
    await page.getByRole("button", { name: text.zoomIn }).click();
    await page.getByRole("button", { name: text.area }).click();
    await expect(page).toHaveURL(/box=/);
    await expect(page.getByTestId("current-refinements")).toContainText(text.mapArea);
    const inArea = await countOf(page);
    expect(inArea).toBeLessThanOrEqual(freeMuseums);

    // Shared: the same URL in a new visit gives the same state, rendered first by the server.
    const shared = page.url();
    await page.reload();
    await expect(page.getByRole("searchbox", { name: text.box })).toHaveValue("musee");
    await expect(page.getByRole("checkbox", { name: text.category })).toBeChecked();
    await expect(page.getByRole("switch", { name: text.free })).toBeChecked();
    await expect(page.getByRole("radio", { name: text.weekend })).toBeChecked();
    await expect(page.getByTestId("current-refinements")).toContainText(text.mapArea);
    expect(await countOf(page)).toBe(inArea);
    expect(page.url()).toBe(shared);
    const html = await (await page.request.get(shared)).text();
    expect(html).toContain('data-testid="search-hit"');

    // Back, and at once the category ticked off: the step before the map area, less the category.
    await page.goBack();
    await page.getByRole("checkbox", { name: text.category }).uncheck();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page).not.toHaveURL(/box=/);
    await expect(page).toHaveURL(/when=weekend/);
    await expect(page.getByTestId("current-refinements")).not.toContainText(text.mapArea);
    // Back again: the step before the map area, as it was.
    await page.goBack();
    await expect(page).toHaveURL(/category=art-culture/);
    await expect(page).not.toHaveURL(/box=/);
    await expect(page.getByRole("checkbox", { name: text.category })).toBeChecked();
    await expect.poll(() => countOf(page)).toBe(freeMuseums);

    await page.getByRole("button", { name: text.clear }).click();
    await expect(page).not.toHaveURL(/category=|free=|when=/);
    await expect(page.getByRole("searchbox", { name: text.box })).toHaveValue("musee");
    await expect.poll(() => countOf(page)).toBe(museums);
  });

  test(`${locale}: hovering a result marks it on the map, picking a marker marks its result`, async ({ page }) => {
    await page.goto(`${prefix}/search?q=musee&city=Lyon`);
    await expect(page.getByTestId("search-map")).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
    const hit = page.getByTestId("search-hit").first();
    const id = await hit.getAttribute("data-id");
    const marker = page.locator(`[data-testid="map-marker"][data-id="${id}"]`);
    await expect(marker).toBeAttached();
    await hit.hover();
    await expect(marker).toHaveAttribute("data-active", "true");

    const other = page.getByTestId("map-marker").last();
    const otherId = await other.getAttribute("data-id");
    await other.dispatchEvent("click");
    await expect(page.locator(`[data-testid="search-hit"][data-id="${otherId}"]`)).toHaveAttribute("data-active", "true");
    await expect(other).toHaveAttribute("aria-pressed", "true");
  });

  test(`${locale}: a box ticked and a button pressed before the search screen's script has arrived are not lost`, async ({
    page,
  }) => {
    // The shared script runs; the search screen's own (loaded once the page is painted) is held back.
    const release = await holdScripts(page, "**/islands/search-*.js");
    await page.goto(`${prefix}/search?q=musee`);
    const category = page.getByRole("checkbox", { name: text.category });
    await category.click();
    release();
    await expect(page).toHaveURL(/category=art-culture/);
    await expect(category).toBeChecked();
    await expect(page.getByTestId("current-refinements")).toBeVisible();

    // The same with a button: "see more", pressed while the script is held again.
    await page.unrouteAll();
    const again = await holdScripts(page, "**/islands/search-*.js");
    await page.reload();
    await expect(page.getByTestId("search-hit")).toHaveCount(12);
    await page.getByTestId("see-more").click();
    again();
    await expect(page.getByTestId("search-hit")).toHaveCount(24);
    await expect(category).toBeChecked();
  });

  test(`${locale}: a shared link's filters are listed before the page's scripts run, and each can be removed`, async ({
    page,
  }) => {
    const release = await holdScripts(page, PUBLIC_PAGE_SCRIPTS);
    await page.goto(`${prefix}/search?category=art-culture&free=1&price=0-50`, { waitUntil: "commit" });
    // In the server's HTML: the category, "free only" and both bounds of the price, each with its remove button.
    await expect(page.getByTestId("search-hit").first()).toBeVisible();
    const bar = page.getByTestId("current-refinements");
    // In the filters' column's order, before the page's scripts run and after.
    const labels = [text.free, text.categoryName, `${text.price} >= 0`, `${text.price} <= 50`];
    const removeButtons = () =>
      bar
        .getByRole("button", { name: text.remove })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
    expect(await removeButtons()).toEqual(labels.map((label) => `${text.remove} ${label}`));
    // Measured once the stylesheets have arrived (a browser paints nothing before): the HTML alone lays the bar out
    // unstyled, a box no visitor ever sees.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    const box = await bar.boundingBox();
    release();
    await page.waitForLoadState("networkidle");
    await page.unrouteAll();
    // Once the page has come to life: the same filters, where they were (the results are not pushed down).
    await expect(page.getByRole("switch", { name: text.free })).toBeChecked();
    expect(await removeButtons()).toEqual(labels.map((label) => `${text.remove} ${label}`));
    expect(await bar.boundingBox()).toEqual(box);
    // From the keyboard: each remove button is reached with Tab and pressed with Enter.
    const removeMin = bar.getByRole("button", { name: `${text.remove} ${text.price} >= 0` });
    await bar.getByRole("button", { name: `${text.remove} ${text.categoryName}` }).focus();
    await page.keyboard.press("Tab");
    await expect(removeMin).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]price=-50(&|$)/);
    await expect(page).toHaveURL(/category=art-culture/);
    await expect(page).toHaveURL(/free=1/);
    await expect(bar.getByRole("button", { name: new RegExp(`${text.price} >= `) })).toHaveCount(0);
  });

  test(`${locale}: "near me" ranks by distance, and says so when the position is refused`, async ({ browser }) => {
    const allowed = await browser.newContext({
      geolocation: { latitude: 45.7578, longitude: 4.832 },
      permissions: ["geolocation"],
      locale,
    });
    const page = await allowed.newPage();
    await page.goto(`${prefix}/search?q=musee`);
    await page.getByRole("button", { name: text.nearMe }).click();
    await expect(page).toHaveURL(/near=45\.75780%2C4\.83200/);
    await expect(page.getByTestId("search-hit").first()).toContainText(text.away);
    await expect(page.getByTestId("search-hit").first()).toContainText("Lyon");
    await allowed.close();

    const refused = await browser.newContext({ permissions: [], locale });
    const other = await refused.newPage();
    await other.goto(`${prefix}/search`);
    await other.getByRole("button", { name: text.nearMe }).click();
    await expect(other.getByTestId("near-me-message")).toContainText(text.denied);
    await refused.close();
  });
}

test("the server renders the first results without telling browsers where the api lives", async ({ request, baseURL }) => {
  const apiOrigin = `127.0.0.1:${Number(new URL(baseURL ?? "http://localhost:3100").port) + 1}`;
  const response = await request.get("/search?q=musee");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The first page of hits is in the HTML itself, found by the server through the api…
  expect(html).toMatch(/data-testid="search-hit"/);
  // …whose private address appears nowhere, neither in the markup nor in the payload React hydrates from.
  expect(html).not.toContain(apiOrigin);
});
