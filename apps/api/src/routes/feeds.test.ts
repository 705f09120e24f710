import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { makeActivity } from "#app/test-support/fixtures.ts";
import { fixtureCities, searchFixtures } from "#app/test-support/search-fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const setups = [
  ...databaseKinds.map((kind) => ({ name: `embedded engine on ${kind}`, kind, engine: "embedded" })),
  ...databaseKinds.filter((kind) => kind === "postgres").map((kind) => ({ name: "postgres engine", kind, engine: "postgres" })),
];

/** A local date `days` from today, "YYYY-MM-DD" (the dated fixture stays ahead of whenever the suite runs). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar as a calendar application reads it: every entry's UID, summary, zone and rule. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      url: String(component.getFirstPropertyValue("url")),
      zone: event.startDate.zone?.tzid,
      event,
    };
  });
}

/** The RSS document as a reader reads it, after checking it is well-formed XML. */
function readNews(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  const document = new XMLParser({ ignoreAttributes: false }).parse(text);
  const channel = document.rss.channel;
  const items = channel.item === undefined ? [] : Array.isArray(channel.item) ? channel.item : [channel.item];
  return {
    version: document.rss["@_version"],
    channel,
    items: items as Array<{ title: string; link: string; description: string; pubDate: string }>,
  };
}

describe.each(setups)("calendar and news feeds, $name", ({ kind, engine }) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SEARCH_ENGINE: engine, PUBLIC_ORIGIN: "https://alentour.example" } });
    await createCityRepository(t.db.kysely).upsertMany(fixtureCities);
    await createActivityRepository(t.db.kysely).insertMany([
      ...searchFixtures(),
      makeActivity({
        slug: "salon-du-chocolat",
        name: "Salon du chocolat",
        category: "trade-shows-fairs",
        subCategory: "fair",
        location: { lat: 45.7311, lng: 4.9486 },
        openingHours: {
          mode: "same-every-day",
          days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
          ranges: [{ start: "10:00", end: "19:00" }],
        },
        dates: { start: inDays(3), end: inDays(5) },
      }),
      makeActivity({
        slug: "salon-termine",
        name: "Salon terminé",
        category: "trade-shows-fairs",
        subCategory: "fair",
        dates: { start: inDays(-9), end: inDays(-8) },
      }),
    ]);
    await t.app.searchEngine.warmUp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("gives a city's agenda as iCalendar: its published activities, weekly entries in their zone, dated ones dated", async () => {
    const response = await get("/api/feeds/city/lyon.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const entries = readCalendar(response.body);
    const slugs = new Set(entries.map((entry) => entry.url.replace("https://alentour.example/activity/", "")));
    expect(slugs).toEqual(
      new Set([
        "musee-des-confluences",
        "musee-gallo-romain",
        "parc-de-la-tete-d-or",
        "bouchon-des-cordeliers",
        "escalade-lyon",
        "marche-weekend",
        "salon-du-chocolat",
      ]),
    );
    expect(new Set(entries.map((entry) => entry.zone))).toEqual(new Set(["Europe/Paris"]));
    const climbing = entries.find((entry) => entry.url.endsWith("/escalade-lyon"));
    expect(climbing?.event.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
    const fair = entries.find((entry) => entry.url.endsWith("/salon-du-chocolat"));
    expect(fair?.event.startDate.toString().slice(0, 10)).toBe(inDays(3));
    const fairDays: string[] = [];
    const iterator = fair?.event.iterator();
    for (let next = iterator?.next(); next && fairDays.length < 10; next = iterator?.next())
      fairDays.push(next.toString().slice(0, 10));
    expect(fairDays).toEqual([inDays(3), inDays(4), inDays(5)]);
  });

  it("gives a city's category page as RSS, in French by default and in English when asked", async () => {
    const french = await get("/api/feeds/city/lyon/gastronomy.rss");
    expect(french.statusCode).toBe(200);
    expect(french.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const fr = readNews(french.body);
    expect(fr.version).toBe("2.0");
    expect(fr.channel.title).toBe("Gastronomie — Lyon — Alentour");
    expect(fr.channel.link).toBe("https://alentour.example/place/lyon/gastronomy");
    expect(fr.channel.language).toBe("fr");
    expect(fr.items.map((item) => item.link).sort()).toEqual([
      "https://alentour.example/activity/bouchon-des-cordeliers",
      "https://alentour.example/activity/marche-weekend",
    ]);
    expect(fr.items.find((item) => item.link.endsWith("/marche-weekend"))?.description).toMatch(
      /^Gastronomie · Marché · Lyon · Gratuit\. Prochaine ouverture : (sam\.|dim\.)/,
    );
    const english = readNews((await get("/api/feeds/city/lyon/gastronomy.rss?lang=en")).body);
    expect(english.channel.title).toBe("Gastronomy — Lyon — Alentour");
    expect(english.items.map((item) => item.link).sort()).toEqual([
      "https://alentour.example/en/activity/bouchon-des-cordeliers",
      "https://alentour.example/en/activity/marche-weekend",
    ]);
    expect(english.items.find((item) => item.link.endsWith("/marche-weekend"))?.description).toMatch(
      /^Gastronomy · Market · Lyon · Free\. Next opening: (Sat|Sun)/,
    );
  });

  it("gives any search of the search page as a feed: the same address, the same results", async () => {
    const free = readNews((await get("/api/feeds/search.rss?free=1&city=Lyon&lang=en")).body);
    expect(free.items.map((item) => item.title).sort()).toEqual(["Marché de la Croix-Rousse", "Parc de la Tête d'Or"]);
    expect(free.channel.link).toBe("https://alentour.example/en/search?free=1&city=Lyon");
    const museums = readCalendar((await get("/api/feeds/search.ics?q=mus%C3%A9e&city=Lyon&city=Paris")).body);
    expect(museums.map((entry) => entry.summary).sort()).toEqual([
      "Musée des Confluences",
      "Musée du Louvre",
      "Musée gallo-romain de Fourvière",
    ]);
    const fairs = readCalendar((await get("/api/feeds/category/trade-shows-fairs.ics")).body);
    // The fair that is over is no entry of an agenda.
    expect(fairs.map((entry) => entry.summary)).toEqual(["Salon du chocolat"]);
  });

  it("answers a feed of nothing known with a 404, and a malformed search with a 400, in the reader's language", async () => {
    const unknownCity = await get("/api/feeds/city/atlantis.ics", { "accept-language": "en" });
    expect(unknownCity.statusCode).toBe(404);
    expect(unknownCity.json().error.code).toBe("resource/not-found");
    expect((await get("/api/feeds/city/lyon/astrology.rss")).statusCode).toBe(404);
    expect((await get("/api/feeds/category/sport.pdf")).statusCode).toBe(404);
    expect((await get("/api/feeds/everything.ics")).statusCode).toBe(404);
    const badWhen = await get("/api/feeds/search.ics?when=someday", { "accept-language": "fr" });
    expect(badWhen.statusCode).toBe(400);
    expect(badWhen.json().error).toEqual({
      code: "search/invalid-filter",
      message: "Le filtre de recherche when:someday n'est pas valide.",
    });
  });
});
