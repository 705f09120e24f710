import { type APIRequestContext, expect, test } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { expectAccessible } from "../support/accessibility.ts";
import { expectNoSidewaysScroll, phone } from "../support/phone.ts";

const copy = {
  fr: {
    prefix: "",
    calendar: "Agenda (iCal)",
    rss: "Flux RSS",
    how: "Comment faire ?",
    developers: "Développeurs : flux et recherche",
  },
  en: { prefix: "/en", calendar: "Calendar (iCal)", rss: "RSS feed", how: "How?", developers: "Developers: feeds and search" },
} as const;

/** A feed's calendar as a calendar application reads it: the summary and the zone of each entry. */
async function calendarAt(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { summary: event.summary, zone: event.startDate.zone?.tzid };
  });
}

/** A feed's RSS document as a reader reads it, checked well-formed first. */
async function newsAt(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const channel = new XMLParser().parse(text).rss.channel;
  const items = (channel.item === undefined ? [] : [channel.item].flat()) as Array<{ title: string; link: string }>;
  return { title: String(channel.title), items };
}

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
    const calendar = await calendarAt(request, (await links.getByRole("link", { name: c.calendar }).getAttribute("href")) ?? "");
    expect(calendar.map((entry) => entry.summary)).toContain(first);
    expect(new Set(calendar.map((entry) => entry.zone))).toEqual(new Set(["Europe/Paris"]));
    const news = await newsAt(request, (await links.getByRole("link", { name: c.rss }).getAttribute("href")) ?? "");
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
    const icsHref = (await links.getByRole("link", { name: c.calendar }).getAttribute("href")) ?? "";
    expect(new URL(icsHref, page.url()).searchParams.getAll("free")).toEqual(["1"]);
    expect((await calendarAt(request, icsHref)).map((entry) => entry.summary)).toContain(name);
    const news = await newsAt(request, (await links.getByRole("link", { name: c.rss }).getAttribute("href")) ?? "");
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
