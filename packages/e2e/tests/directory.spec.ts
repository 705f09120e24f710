import { openingStatus } from "@alentour/domain/activity";
import type { Activity } from "@alentour/domain/directory";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";

async function activityData(page: Page, slug: string): Promise<Activity> {
  return (await page.request.get(`/api/activities/${slug}`)).json();
}

/** "Top N" counts the cards shown (no "Top 1" over one card, nor "Top 20" over three). */
const topTitle = (count: number, what: string, city: string, locale: "fr" | "en") =>
  `${count > 1 ? `Top ${count} ` : ""}${what} ${locale === "fr" ? "à" : "in"} ${city}`;

const slugOf = (href: string | null) => href?.split("/").at(-1) ?? "";

for (const locale of ["fr", "en"] as const) {
  const prefix = locale === "fr" ? "" : "/en";
  const text = {
    fr: {
      home: "Que faire à Paris ?",
      city: "Que faire à Lyon ?",
      destinations: "Destinations phares",
      category: "Art et Culture",
    },
    en: {
      home: "What to do in Paris?",
      city: "What to do in Lyon?",
      destinations: "Top destinations",
      category: "Art and Culture",
    },
  }[locale];

  test(`${locale}: home → city → category → activity on the demo data`, async ({ page }) => {
    await page.goto(`${prefix}/place`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.home);
    await expect(page.getByTestId("activity-card").first()).toBeVisible();
    const destinations = page.getByRole("region", { name: text.destinations }).getByRole("link");
    expect(await destinations.count()).toBeGreaterThanOrEqual(12);
    await expectAccessible(page);

    await destinations.filter({ hasText: /^Lyon$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/place/lyon$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.city);
    for (const section of ["all", "friends", "family", "couple"]) {
      await expect(page.getByTestId(`section-${section}`).getByTestId("activity-card").first()).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole("link", { name: text.category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/place/lyon/art-culture$`));
    const cards = page.getByTestId("activity-card");
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      topTitle(await cards.count(), text.category, "Lyon", locale),
    );
    await expectAccessible(page);

    const first = cards.first().getByRole("link");
    const slug = slugOf(await first.getAttribute("href"));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/activity/${slug}$`));
    const activity = await activityData(page, slug);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(activity.name);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByTestId("opening-status").first()).toHaveAttribute(
      "data-status",
      openingStatus(activity.openingHours, new Date(), activity.timeZone, activity.dates),
    );
    await expect(page.getByTestId("opening-hours").getByRole("row")).toHaveCount(7);
    await expectAccessible(page);
  });
}

test("an activity page: JSON-LD with opening hours, canonical and hreflang, share, suggestion, similar, map", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/place/lyon");
  const slug = slugOf(await page.getByTestId("activity-card").first().getByRole("link").getAttribute("href"));
  await page.goto(`/activity/${slug}`);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("TouristAttraction");
  expect(jsonLd.address.addressLocality).toBe("Lyon");
  expect(jsonLd.openingHoursSpecification.length).toBeGreaterThan(0);
  expect(jsonLd.openingHoursSpecification[0]).toMatchObject({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\//),
  });

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/activity/${slug}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`/en/activity/${slug}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Lyon/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);

  await page.getByTestId("copy-link").click();
  await expect(page.getByText("Lien copié dans le presse-papiers.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/activity/${slug}$`));

  // Too short: the api's message, in French, under the field, which says it is invalid.
  const suggestion = page.getByLabel(/^Votre message/);
  await suggestion.fill("Horaires");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(suggestion).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#suggest-message-error")).toHaveText(/10/);
  await expect(suggestion).toHaveAccessibleDescription(/10/);
  await suggestion.fill("Les horaires du dimanche ont changé cet hiver.");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByTestId("suggestion-sent")).toBeVisible();

  await expect(page.getByTestId("similar-banner")).toBeVisible();
  await page.getByRole("button", { name: "Masquer ce bandeau" }).click();
  await expect(page.getByTestId("similar-banner")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("similar-banner")).toHaveCount(0);

  const map = page.getByTestId("activity-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
});

test("the status is the activity's own, whatever the visitor's time zone", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "Pacific/Auckland", locale: "en-NZ" });
  const page = await context.newPage();
  await page.goto("/en/place/montreal");
  const slug = slugOf(await page.getByTestId("activity-card").first().getByRole("link").getAttribute("href"));
  const activity = await activityData(page, slug);
  expect(activity.timeZone).toBe("America/Toronto");
  await page.goto(`/en/activity/${slug}`);
  await expect(page.getByTestId("opening-status").first()).toHaveAttribute(
    "data-status",
    openingStatus(activity.openingHours, new Date(), activity.timeZone, activity.dates),
  );
  await context.close();
});

test("unknown activities and cities get the 404 page, server-rendered, with status 404", async ({ page, browser }) => {
  for (const path of ["/activity/cette-activite-n-existe-pas", "/place/atlantide", "/place/lyon/astrologie"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups, la page que vous cherchez n'existe pas !");
  }
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  const response = await bare.goto("/en/activity/nope");
  expect(response?.status()).toBe(404);
  await expect(bare.getByRole("heading", { level: 1 })).toHaveText("Whoops, the page you are looking for does not exist !");
  await noScript.close();
});

test("search engines get a sitemap of activities in both languages, and robots rules", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("<sitemapindex");
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(files).toContain("/sitemaps/pages.xml");
  expect(files).toContain("/sitemaps/0.xml");
  const activities = await (await request.get("/sitemaps/0.xml")).text();
  expect(activities).toMatch(/<loc>http:\/\/localhost:\d+\/activity\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  expect(activities).toMatch(/<loc>http:\/\/localhost:\d+\/en\/activity\/[a-z0-9-]+<\/loc>/);
  expect(activities).toContain('hreflang="en"');
  const pages = await (await request.get("/sitemaps/pages.xml")).text();
  expect(pages).toContain("/place/lyon</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /dashboard");
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test("the home finds the visitor's nearest city when they share their position", async ({ browser }) => {
  const context = await browser.newContext({ geolocation: { latitude: 43.6, longitude: 1.44 }, permissions: ["geolocation"] });
  const page = await context.newPage();
  await page.goto("/place");
  await page.getByRole("button", { name: "Activités autour de moi" }).click();
  await expect(page).toHaveURL(/\/place\/toulouse$/);
  await context.close();

  const refused = await browser.newContext({ permissions: [] });
  const other = await refused.newPage();
  await other.goto("/en/place");
  await other.getByRole("button", { name: "Activities near me" }).click();
  await expect(other.getByText("We cannot access your location. Pick a city below.")).toBeVisible();
  await refused.close();
});

for (const c of [
  {
    prefix: "",
    finder: "Trouver une activité",
    category: "Catégorie",
    sub: "Sous-catégorie",
    city: "Ville",
    submit: "Voir les activités",
    art: "Art et Culture",
    museum: "Musée",
    climbing: "Escalade",
    title: "Art et Culture · Musée",
  },
  {
    prefix: "/en",
    finder: "Find an activity",
    category: "Category",
    sub: "Sub-category",
    city: "City",
    submit: "See the activities",
    art: "Art and Culture",
    museum: "Museum",
    climbing: "Climbing",
    title: "Art and Culture · Museum",
  },
]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${c.prefix || "/"}: the home's finder leads to a city's list of one sub-category, ${javaScriptEnabled ? "offering only the category's" : "with scripts off"}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${c.prefix}/place`);
      const finder = page.getByRole("form", { name: c.finder });
      const sub = finder.getByLabel(c.sub, { exact: true });
      // The sub-categories one can pick (an option in a disabled group cannot be).
      const offered = () =>
        sub.evaluate((select) => [...select.querySelectorAll("option:enabled")].map((option) => option.textContent));
      if (javaScriptEnabled) {
        // The first category is Sport: a museum is not offered until Art and Culture is chosen.
        await expect.poll(offered).toContain(c.climbing);
        expect(await offered()).not.toContain(c.museum);
        await finder.getByLabel(c.category, { exact: true }).selectOption({ label: c.art });
        await expect.poll(offered).toContain(c.museum);
        expect(await offered()).not.toContain(c.climbing);
      } else {
        expect(await offered()).toEqual(expect.arrayContaining([c.climbing, c.museum]));
      }
      // Without the script every sub-category is offered; one picked under another category takes its own.
      await sub.selectOption({ label: c.museum });
      await finder.getByLabel(c.city, { exact: true }).selectOption({ label: "Lyon" });
      await finder.getByRole("button", { name: c.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/place/lyon/art-culture\\?subCategory=museum$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(c.title);
      await context.close();
    });
  }
}

test("the language switch keeps the page's filters; the title names the sub-category and counts the results", async ({
  page,
}) => {
  await page.goto("/place/lyon/art-culture?subCategory=museum");
  const count = await page.getByTestId("activity-card").count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(20);
  const fr = topTitle(count, "Art et Culture · Musée", "Lyon", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr);
  await expect(page).toHaveTitle(new RegExp(`^${fr}`));
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/en\/place\/lyon\/art-culture\?subCategory=museum$/);
  const en = topTitle(count, "Art and Culture · Museum", "Lyon", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
  await expect(page).toHaveTitle(new RegExp(`^${en}`));
});
