import { activityCategories, activityInputSchema, subCategories } from "@alentour/domain/activity";
import type { Activity } from "@alentour/domain/directory";
import { distanceMetres } from "@alentour/domain/directory";
import { addDays } from "@alentour/domain/event-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository, toActivity } from "#app/activities/activity-repository.ts";
import { createStorage } from "#app/app.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { demoCities, generateActivities } from "./demo-data.ts";
import { DEMO_SHOW_OPENS_IN_DAYS, demoTradeShow, seedDemoTradeShow } from "./demo-trade-show.ts";
import { generateBenchmarkData, seedDemoData } from "./seed.ts";

const now = new Date("2025-06-01T10:00:00.000Z");
// Enough for every sub-category several times over, small enough to keep the suite quick.
const TOTAL = 2100;

function inputOf(activity: Activity) {
  return {
    name: activity.name,
    category: activity.category,
    subCategory: activity.subCategory,
    pricing: activity.pricing,
    setting: activity.setting,
    profiles: activity.profiles,
    address: {
      streetNumberAndStreet: activity.address.streetNumberAndStreet,
      city: activity.address.city,
      country: activity.address.country,
    },
    openingHours: activity.openingHours,
    dates: activity.dates,
    priceList: activity.priceList,
    contact: activity.contact,
    socialLinks: activity.socialLinks,
  };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function runsPastMidnight(activity: Activity): boolean {
  const hours = activity.openingHours;
  const ranges =
    hours.mode === "per-day" ? Object.values(hours.days).flat() : hours.mode === "same-every-day" ? hours.ranges : [];
  return ranges.some((range) => minutes(range.end) <= minutes(range.start));
}

describe("demo cities", () => {
  const cities = demoCities();

  it("are at least 30 French communes, one per name, and a few cities abroad", () => {
    const french = cities.filter((city) => city.country === "FR");
    expect(french.length).toBeGreaterThanOrEqual(30);
    expect(new Set(french.map((city) => city.name)).size).toBe(french.length);
    expect(french.map((city) => city.name)).toEqual(
      expect.arrayContaining(["Paris", "Marseille", "Lyon", "Le Havre", "Saint-Étienne"]),
    );
    expect(french.some((city) => /\d/.test(city.name))).toBe(false);
    expect(cities.filter((city) => city.country !== "FR").map((city) => `${city.name} ${city.country} ${city.timeZone}`)).toEqual(
      [
        "Bruxelles BE Europe/Brussels",
        "Genève CH Europe/Zurich",
        "Luxembourg LU Europe/Luxembourg",
        "Montréal CA America/Toronto",
        "London GB Europe/London",
        "Barcelona ES Europe/Madrid",
      ],
    );
    expect(new Set(cities.map((city) => city.slug)).size).toBe(cities.length);
    for (const city of cities) expect(city.population).toBeGreaterThan(50_000);
  });
});

describe("demo activity generator", () => {
  const activities = [...generateActivities(TOTAL, { now })].flat();

  it("yields exactly the count asked for, in batches", () => {
    const batches = [...generateActivities(1234, { now, batchSize: 500 })];
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 234]);
    expect(activities).toHaveLength(TOTAL);
  });

  it("is deterministic for the same options, and varies with the seed", () => {
    const again = [...generateActivities(TOTAL, { now })].flat();
    expect(again.slice(0, 20)).toEqual(activities.slice(0, 20));
    expect(again).toEqual(activities);
    const other = [...generateActivities(TOTAL, { now, seed: 7 })].flat();
    expect(other.slice(0, 20).map((activity) => activity.id)).not.toEqual(activities.slice(0, 20).map((activity) => activity.id));
  });

  it("tags slugs when asked, so that runs never collide", () => {
    const tagged = [...generateActivities(100, { now, seed: 9, slugTag: "t1" })].flat();
    expect(tagged.every((activity) => /-t1-[0-9a-z]+$/.test(activity.slug))).toBe(true);
    expect(new Set(tagged.map((activity) => activity.slug)).size).toBe(100);
  });

  it("gives every city its share, at least 25, the most to Paris in France", () => {
    const perCity = new Map<string, number>();
    for (const activity of activities) perCity.set(activity.address.citySlug, (perCity.get(activity.address.citySlug) ?? 0) + 1);
    expect(perCity.size).toBe(demoCities().length);
    for (const count of perCity.values()) expect(count).toBeGreaterThanOrEqual(25);
    expect(perCity.get("paris")).toBeGreaterThan(perCity.get("metz") ?? 0);
  });

  it("keeps kinds consistent: playgrounds for families, bars not, parks outdoors, museums closed one day", () => {
    const of = (subCategory: string) => activities.filter((activity) => activity.subCategory === subCategory);
    for (const playground of of("playground")) {
      expect(playground.profiles).toEqual(["family"]);
      expect(playground.setting).toBe("outdoor");
      expect(playground.pricing).toBe("free");
    }
    for (const bar of of("bar")) expect(bar.profiles).not.toContain("family");
    for (const park of of("parks-gardens")) expect(park.setting).toBe("outdoor");
    for (const museum of of("museum")) {
      expect(museum.openingHours.mode).toBe("per-day");
      if (museum.openingHours.mode === "per-day") expect(Object.keys(museum.openingHours.days)).toHaveLength(6);
    }
    for (const activity of activities) {
      expect(activity.pricing === "paid").toBe(activity.priceList.length > 0);
    }
  });

  it("states the accessibility of some indoor places, so the filter finds some and not all (ADR 087)", () => {
    const stepFree = activities.filter((activity) => activity.accessibility.includes("stepFreeEntrance"));
    expect(stepFree.length).toBeGreaterThan(activities.length / 10);
    expect(stepFree.length).toBeLessThan(activities.length / 2);
    expect(stepFree.every((activity) => activity.setting === "indoor")).toBe(true);
    expect(activities.some((activity) => activity.accessibility.includes("hearingLoop"))).toBe(true);
    expect(activities.some((activity) => activity.accessibility.length === 0)).toBe(true);
  });

  it("places activities within about 4 km of their city and dates them within the year before `now`", () => {
    const cities = new Map(demoCities().map((city) => [city.slug, city]));
    const yearAgo = now.getTime() - 366 * 86_400_000;
    for (const activity of activities) {
      const city = cities.get(activity.address.citySlug);
      expect(city).toBeDefined();
      if (!city) continue;
      expect(activity.address.city).toBe(city.name);
      expect(activity.timeZone).toBe(city.timeZone);
      expect(distanceMetres(activity.location, city.location)).toBeLessThan(4050);
      const created = Date.parse(activity.createdAt);
      const updated = Date.parse(activity.updatedAt);
      expect(created).toBeGreaterThanOrEqual(yearAgo);
      expect(updated).toBeGreaterThanOrEqual(created);
      expect(updated).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("dates a share of fairs and festivals around `now`: running, this weekend, next month, over", () => {
    const dated = activities.filter((activity) => activity.dates !== null);
    expect(dated.every((activity) => activity.category === "trade-shows-fairs" || activity.subCategory === "festival")).toBe(
      true,
    );
    const fairs = activities.filter((activity) => activity.category === "trade-shows-fairs");
    const datedFairs = fairs.filter((activity) => activity.dates !== null).length;
    expect(datedFairs / fairs.length).toBeGreaterThan(0.4);
    expect(datedFairs / fairs.length).toBeLessThan(0.8);
    // 2025-06-01 is a Sunday in Paris: the weekend's events run on the next Saturday, 2025-06-07.
    const today = "2025-06-01";
    const phases = new Set(
      dated.map(({ dates }) =>
        dates && dates.end < today
          ? "over"
          : dates && dates.start <= today
            ? "running"
            : dates && dates.start <= "2025-06-08"
              ? "weekend"
              : "later",
      ),
    );
    expect(phases).toEqual(new Set(["over", "running", "weekend", "later"]));
    expect(dated.every(({ dates }) => dates && dates.start <= dates.end)).toBe(true);
    const fewer = [...generateActivities(TOTAL, { now, datedShare: 0.1 })].flat().filter((activity) => activity.dates).length;
    expect(fewer).toBeLessThan(dated.length / 3);
  });

  it("prices in the local currency and writes contacts on reserved domains", () => {
    const currencies: Record<string, string> = { CH: "CHF", CA: "CAD", GB: "GBP" };
    for (const activity of activities) {
      for (const item of activity.priceList) expect(item.currency).toBe(currencies[activity.address.country] ?? "EUR");
      if (activity.contact.email) expect(activity.contact.email).toMatch(/@[a-z0-9-]+\.example$/);
      if (activity.contact.website) expect(activity.contact.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\/$/);
    }
    expect(activities.filter((activity) => Object.keys(activity.socialLinks).length > 0).length / TOTAL).toBeCloseTo(0.5, 1);
  });

  it("writes descriptions with headings, paragraphs, emphasis and lists only, in the city's language", () => {
    const tags = new Set(
      activities.flatMap((activity) => [...activity.descriptionHtml.matchAll(/<\/?([^>]*)>/g)].map((match) => match[1])),
    );
    expect([...tags].sort()).toEqual(["em", "h2", "h3", "li", "p", "strong", "ul"]);
    const london = activities.find((activity) => activity.address.citySlug === "london");
    const lyon = activities.find((activity) => activity.address.citySlug === "lyon");
    expect(london?.descriptionHtml).toMatch(/<h3>(Highlights|Good to know)<\/h3>/);
    expect(lyon?.descriptionHtml).toMatch(/<h3>(À découvrir|Infos pratiques)<\/h3>/);
  });
});

describe.each(databaseKinds)("demo seed on %s", (kind) => {
  let t: TestApp;
  let stored: Activity[];

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("seeds an empty directory once, then leaves it alone", async () => {
    const first = await seedDemoData(t.db, { now, total: TOTAL });
    expect(first).toEqual({ seeded: true, cities: demoCities().length, activities: TOTAL });
    const second = await seedDemoData(t.db, { now, total: TOTAL });
    expect(second).toEqual({ seeded: false, cities: demoCities().length, activities: TOTAL });
    expect(await createActivityRepository(t.db.kysely).count()).toBe(TOTAL);
    stored = (await t.db.kysely.selectFrom("activities").selectAll().orderBy("slug").execute()).map(toActivity);
    expect(stored.length).toBeGreaterThanOrEqual(2000);
  });

  it("stores at least 30 French cities and a few abroad, each with activities", async () => {
    const rows = await t.db.kysely.selectFrom("cities").select(["slug", "country"]).execute();
    expect(rows.filter((row) => row.country === "FR").length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => row.country !== "FR").length).toBeGreaterThanOrEqual(5);
    const cities = createCityRepository(t.db.kysely);
    const paris = await cities.find("paris");
    expect(paris).toMatchObject({ name: "Paris", country: "FR", timeZone: "Europe/Paris" });
    expect(paris?.activityCount).toBeGreaterThan(100);
    expect((await cities.top(50)).length).toBe(rows.length);
  });

  it("stores every category and sub-category", () => {
    expect(new Set(stored.map((activity) => activity.category))).toEqual(new Set(activityCategories));
    expect(new Set(stored.map((activity) => activity.subCategory))).toEqual(new Set(subCategories));
  });

  it("stores only activities that pass the activity input rules", () => {
    const failures = stored.flatMap((activity) => {
      const result = activityInputSchema.safeParse(inputOf(activity));
      return result.success ? [] : [{ slug: activity.slug, issues: result.error.issues }];
    });
    expect(failures).toEqual([]);
  });

  it("has overnight ranges, round-the-clock places and days closed", () => {
    expect(stored.some(runsPastMidnight)).toBe(true);
    expect(stored.some((activity) => activity.openingHours.mode === "24h")).toBe(true);
    expect(stored.some((activity) => activity.openingHours.mode === "same-every-day")).toBe(true);
    expect(
      stored.some((activity) => activity.openingHours.mode === "per-day" && Object.keys(activity.openingHours.days).length < 7),
    ).toBe(true);
  });

  it("stores unique slugs, published, unowned and without banners", () => {
    expect(new Set(stored.map((activity) => activity.slug)).size).toBe(stored.length);
    expect(stored.every((activity) => activity.published && activity.ownerId === null && activity.bannerUrl === null)).toBe(true);
    for (const activity of stored) {
      expect(activity.quality).toBeGreaterThanOrEqual(2.5);
      expect(activity.quality).toBeLessThanOrEqual(5);
      expect(Math.round(activity.quality * 10) / 10).toBeCloseTo(activity.quality, 5);
    }
  });

  it("stores what the generator made", () => {
    const generated = [...generateActivities(TOTAL, { now })].flat().slice(0, 20);
    const bySlug = new Map(stored.map((activity) => [activity.slug, activity]));
    for (const activity of generated) {
      const back = bySlug.get(activity.slug);
      expect(back).toMatchObject({ ...activity, location: expect.any(Object), quality: expect.any(Number) });
      expect(back?.location.lat).toBeCloseTo(activity.location.lat, 4);
      expect(back?.location.lng).toBeCloseTo(activity.location.lng, 4);
      expect(back?.quality).toBeCloseTo(activity.quality, 5);
    }
  });

  it("adds benchmark activities run after run without slug collisions", async () => {
    const first = await generateBenchmarkData(t.db, 1200, { now });
    const second = await generateBenchmarkData(t.db, 800, { now: new Date(now.getTime() + 1000) });
    expect(first.inserted).toBe(1200);
    expect(second.inserted).toBe(800);
    expect(first.ms).toBeGreaterThan(0);
    expect(await createActivityRepository(t.db.kysely).count()).toBe(TOTAL + 2000);
    const { count } = await t.db.kysely
      .selectFrom("cities")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(demoCities().length);
  });

  it("lists a demo trade show in Lyon a fortnight on, with its halls on the plan, met by visitors as a show", async () => {
    const today = new Date();
    const show = await seedDemoTradeShow({ db: t.db, storage: createStorage(t.config), log: t.app.log, now: today });
    const expected = demoTradeShow(today);
    expect(show.startDate).toBe(addDays(today.toISOString().slice(0, 10), DEMO_SHOW_OPENS_IN_DAYS));
    expect(show).toMatchObject({ listing: "public", timeState: "upcoming", timeZone: "Europe/Paris" });

    // What a visitor reads: the public show with its themes and halls (each placed on the floor grid).
    const page = await t.app.inject({ method: "GET", url: `/api/trade-shows/${show.slug}` });
    expect(page.statusCode).toBe(200);
    const view = page.json();
    expect(view).toMatchObject({ name: expected.name, themes: expected.themes, endDate: expected.endDate, myRole: null });
    expect(view.halls.map((hall: { theme: string }) => hall.theme)).toEqual(expected.themes);
    expect(view.plan).toHaveLength(expected.themes.length);
    expect(new Set(view.plan.map((p: { row: number; column: number }) => `${p.row},${p.column}`)).size).toBe(view.plan.length);

    // Its entry in the directory, written by the activity service, leads to the show's page.
    const entry = await t.app.inject({ method: "GET", url: `/api/activities/${view.activitySlug}` });
    expect(entry.json()).toMatchObject({
      category: "trade-shows-fairs",
      subCategory: "craft-fair",
      tradeShowSlug: show.slug,
      address: { citySlug: "lyon" },
      dates: { start: show.startDate, end: show.endDate },
    });
    // The venue's accessibility is said on the show and carried by its entry, so the search's facet finds it.
    expect(view.accessibility).toEqual(["stepFreeEntrance", "accessibleToilets", "accessibleParking", "hearingLoop"]);
    expect(entry.json().accessibility).toEqual(view.accessibility);
    expect((await t.app.inject({ method: "GET", url: "/api/sitemap/trade-shows" })).json()).toEqual([
      { slug: show.slug, updatedAt: expect.any(String) },
    ]);
  });
});
