import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";

const bottomNav = (page: Page) => page.getByTestId("bottom-nav");

test.describe("public home in both languages", () => {
  test("French at /place, without a prefix", async ({ page }) => {
    const response = await page.goto("/place");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator('meta[http-equiv="content-language"]')).toHaveAttribute("content", "fr");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Que faire à Paris ?");

    const nav = bottomNav(page);
    await expect(nav.getByRole("link")).toHaveText(["Accueil", "Carte", "Connexion"]);
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Carte" })).toHaveAttribute("href", "/search");
    await expect(nav.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Profil" })).toHaveCount(0);

    await expect(page.getByTestId("top-nav")).toBeVisible();
    const footer = page.getByTestId("footer");
    await expect(footer.getByRole("heading")).toHaveText([
      "Annuaire des activités",
      "Plateforme de salons virtuels",
      "Ressources",
      "Informations",
    ]);
    await expect(footer.getByRole("link", { name: "Référencer mon activité gratuitement" })).toHaveAttribute(
      "href",
      "/add-activity",
    );
    await expect(footer.getByRole("link", { name: "Contacter le service client" })).toBeVisible();
    await expect(page.getByTestId("footer-signature")).toHaveText("© 2023 Alentour. Tous droits réservés.");
    await expectAccessible(page);
  });

  test("English at /en/place", async ({ page }) => {
    await page.goto("/en/place");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What to do in Paris?");
    const nav = bottomNav(page);
    await expect(nav.getByRole("link")).toHaveText(["Home", "Map", "Log in"]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en/place");
    await expect(nav.getByRole("link", { name: "Map" })).toHaveAttribute("href", "/en/search");
    await expect(page.getByTestId("footer").getByRole("heading")).toHaveText([
      "Activities directory",
      "Virtual trade show platform",
      "Resources",
      "Information",
    ]);
    await expect(page.getByTestId("footer-signature")).toHaveText("© 2023 Alentour. All rights reserved.");
    await expectAccessible(page);
  });

  test("the language switch leads to the same page in the other language", async ({ page }) => {
    await page.goto("/place");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/en\/place$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/place$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("/ and /en lead to the home, /fr/… to the unprefixed French page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/place$/);
    await page.goto("/en");
    await expect(page).toHaveURL(/\/en\/place$/);
    await page.goto("/fr/place");
    await expect(page).toHaveURL(/localhost:\d+\/place$/);
  });
});

test.describe("the 404 page", () => {
  test("in French, with status 404 and the chrome", async ({ page }) => {
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups, la page que vous cherchez n'existe pas !");
    await expect(page.getByText("Tous les chemins mènent à la page 404, n'est-ce pas ?")).toBeVisible();
    await expect(bottomNav(page).getByRole("link")).toHaveText(["Accueil", "Carte", "Connexion"]);
    await expectAccessible(page);
  });

  test("in English, with the spec's texts", async ({ page }) => {
    const response = await page.goto("/en/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whoops, the page you are looking for does not exist !");
    await expect(page.getByText("All roads lead to the 404 page, right ?")).toBeVisible();
  });

  test("is served without JavaScript, for crawlers", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/nope");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whoops, the page you are looking for does not exist !");
    await context.close();
  });
});

test.describe("top bar and footer rules (docs/product.md#navigation)", () => {
  for (const [path, topNav, footer] of [
    ["/login", false, false],
    ["/en/login", false, false],
    ["/reset-password", false, true],
    ["/signup/details", false, false],
    ["/authentification", false, false],
    ["/search", true, false],
    ["/en/search", true, false],
    ["/add-activity", true, false],
    ["/place", true, true],
  ] as const) {
    test(`${path}: top bar ${topNav ? "shown" : "hidden"}, footer ${footer ? "shown" : "hidden"}`, async ({ page }) => {
      await page.goto(path);
      await expect(bottomNav(page)).toBeVisible();
      await expect(page.getByTestId("top-nav")).toHaveCount(topNav ? 1 : 0);
      await expect(page.getByTestId("footer")).toHaveCount(footer ? 1 : 0);
    });
  }

  test("bottom entries are highlighted by their rules", async ({ page }) => {
    await page.goto("/search");
    await expect(bottomNav(page).getByRole("link", { name: "Carte" })).toHaveAttribute("aria-current", "page");
    await page.goto("/login");
    await expect(bottomNav(page).getByRole("link", { name: "Connexion" })).toHaveAttribute("aria-current", "page");
    await page.goto("/en/place");
    await expect(bottomNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("private areas", () => {
  test("signed-out visits to /dashboard go to the login page, which is told where to come back", async ({ page }) => {
    const response = await page.request.get("/dashboard/activities?tab=2", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(response.headers().location).toBe("/login?redirectTo=%2Fdashboard%2Factivities%3Ftab%3D2");
    await page.goto("/dashboard/activities");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Factivities$/);
  });

  test("signed-out visits to the trade-show console go to the public login page, in the visitor's language", async ({ page }) => {
    // The browser asks for English (Playwright's default locale): the English login page.
    await page.goto("/tradeshow/attendee");
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/en\/login\?redirectTo=%2Ftradeshow%2Fattendee$/);
    await expect(page.getByRole("textbox", { name: /e-mail/i })).toBeVisible();
  });

  test("admin and dashboard pages are noindex, and admin is titled Administration", async ({ page }) => {
    const response = await page.goto("/admin/no-such-page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page).toHaveTitle("Administration");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const dashboard = await page.goto("/dashboard/no-such-page");
    expect(dashboard?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  test("the other apps follow the language of the public site", async ({ page }) => {
    await page.goto("/en/place");
    await page.goto("/tradeshow/new");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a virtual trade show");
    await expect(bottomNav(page).getByRole("link")).toHaveText(["Home", "Map", "Log in"]);
    await expect(bottomNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en/place");
    await expect(page.getByTestId("language-switch")).toHaveText("Français");
    await page.goto("/place");
    await page.goto("/tradeshow/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un salon virtuel");
  });
});

test("the api answers on the same origin", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", db: "sqlite" });
});
