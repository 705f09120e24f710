import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { calendarAt, feedHrefs, newsAt } from "../support/feeds.ts";
import { expectNoSidewaysScroll, phone } from "../support/phone.ts";

const copy = {
  fr: {
    prefix: "",
    how: "Comment faire ?",
    developers: "Développeurs : flux et recherche",
  },
  en: { prefix: "/en", how: "How?", developers: "Developers: feeds and search" },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: a city page's calendar and RSS feeds hold what the page shows, and the developers page explains them`, async ({
    page,
    request,
  }) => {
    await page.goto(`${c.prefix}/place/lyon`);
    const first = (await page.getByTestId("activity-card").first().getByRole("heading").textContent())?.trim() ?? "";
    expect(first.length).toBeGreaterThan(0);
    // The page's head announces its RSS feed to readers and browsers.
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      new RegExp(`/api/feeds/city/lyon\\.rss${locale === "en" ? "\\?lang=en" : ""}$`),
    );
    const links = page.getByTestId("feed-links");
    const hrefs = await feedHrefs(links, locale);
    const calendar = await calendarAt(request, hrefs.calendar);
    expect(calendar.map((entry) => entry.summary)).toContain(first);
    expect(new Set(calendar.map((entry) => entry.zone))).toEqual(new Set(["Europe/Paris"]));
    const news = await newsAt(request, hrefs.rss);
    expect(news.title).toContain("Lyon");
    expect(news.items.map((item) => item.title)).toContain(first);
    for (const item of news.items) expect(new URL(item.link).pathname).toMatch(new RegExp(`^${c.prefix}/activity/`));

    await links.getByRole("link", { name: c.how }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/developers#feeds$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.developers);
    await expect(page.getByTestId("developers-feeds")).toContainText("/api/feeds/city/lyon.ics");
    await expectAccessible(page);
  });

  test(`${locale}: the search page's feeds follow its filters`, async ({ page, request }) => {
    await page.goto(`${c.prefix}/search?free=1&city=Lyon`);
    const firstHit = page.getByTestId("search-hit").first();
    await expect(firstHit).toBeVisible();
    const name = (await firstHit.getByRole("heading").textContent())?.trim() ?? "";
    const links = page.getByTestId("feed-links");
    const hrefs = await feedHrefs(links, locale);
    expect(new URL(hrefs.calendar, page.url()).searchParams.getAll("free")).toEqual(["1"]);
    expect((await calendarAt(request, hrefs.calendar)).map((entry) => entry.summary)).toContain(name);
    const news = await newsAt(request, hrefs.rss);
    expect(news.items.map((item) => item.title)).toContain(name);
    // A paid activity of Lyon is in the city's feed but not in this free-only search's.
    const city = await newsAt(request, `/api/feeds/city/lyon.rss`);
    expect(city.items.length).toBeGreaterThan(news.items.length);
  });
}

test.describe("on a phone", () => {
  test.use(phone);
  test("the developers page fits the screen in both languages", async ({ page }) => {
    for (const locale of ["fr", "en"] as const) {
      await page.goto(`${copy[locale].prefix}/developers`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy[locale].developers);
      await expectNoSidewaysScroll(page, `${copy[locale].prefix}/developers`);
    }
  });
});
