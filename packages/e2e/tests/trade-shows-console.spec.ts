import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { confirmMailedAddress } from "../support/outbox.ts";
import { ownerPassword, uniqueEmail, useLocaleCookie } from "../support/owners.ts";
import { signedInAdmin } from "../support/staff.ts";

// The support team's trade-show page: a listed show made by an organiser through the api is in the directory,
// the support team finds it, unlists it, and it leaves the city's page and the sitemap at once.
const copy = {
  fr: {
    title: "Salons",
    search: "Nom, ville, organisateur",
    filter: "Filtrer",
    unlist: "Retirer de l'annuaire",
    unlisted: "Le salon n'est plus affiché dans l'annuaire.",
    privateBadge: "Test privé",
    address: "203.0.113.40",
  },
  en: {
    title: "Trade shows",
    search: "Name, city, organiser",
    filter: "Filter",
    unlist: "Unlist",
    unlisted: "The trade show is no longer shown in the directory.",
    privateBadge: "Private test",
    address: "203.0.113.41",
  },
} as const;

const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: the support team finds a listed trade show and unlists it; it leaves the directory at once`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    // Its own visitor address: sign-ups and sign-ins here stay clear of the limits the suite shares.
    const headers = { origin, "x-forwarded-for": c.address };

    // An organiser with a confirmed address creates a listed show through the api.
    const organiser = await browser.newContext({ extraHTTPHeaders: headers });
    const organiserPage = await organiser.newPage();
    const email = uniqueEmail(`organiser-${locale}`);
    const signUp = await organiser.request.post("/api/auth/sign-up", {
      data: { firstName: "Ana", lastName: "Martin", email, password: ownerPassword, passwordConfirmation: ownerPassword },
    });
    expect(signUp.status()).toBe(201);
    await confirmMailedAddress(organiserPage, email);
    expect((await organiser.request.post("/api/auth/sign-in", { data: { email, password: ownerPassword } })).ok()).toBe(true);
    const name = `Salon ${locale} ${Date.now()}`;
    const created = await organiser.request.post("/api/trade-shows", {
      data: {
        name,
        category: "trade-show",
        startDate: parisToday(),
        endDate: plusDays(parisToday(), 2),
        openingTime: "00:00",
        closingTime: "23:59",
        place: {
          address: { streetNumberAndStreet: "Place Bellecour", city: "Lyon", country: "FR" },
          location: { lat: 45.7578, lng: 4.832 },
        },
        themes: ["Numérique", "Cloud", "Données"],
        organiser: { name: "Ana Martin", email },
        mode: "virtual",
        listing: "public",
        halls: [{ theme: "Numérique" }, { theme: "Cloud" }],
        legalAccepted: true,
      },
    });
    expect(created.status()).toBe(201);
    const show = (await created.json()) as { slug: string; place: { address: { citySlug: string } } };
    const cityPage = `/api/cities/${show.place.address.citySlug}/activities?category=trade-shows-fairs&limit=48`;
    const inCity = async () => ((await (await request.get(cityPage)).json()) as Array<{ slug: string }>).map((a) => a.slug);
    const inSitemap = async () =>
      ((await (await request.get("/api/sitemap/trade-shows")).json()) as Array<{ slug: string }>).map((s) => s.slug);
    expect(await inCity()).toContain(show.slug);
    expect(await inSitemap()).toContain(show.slug);
    await organiser.close();

    // The support team.
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    await useLocaleCookie(context, origin, locale);
    const page = await context.newPage();
    await signedInAdmin(page.request, origin);
    await page.goto("/admin/trade-shows");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
    await page.getByLabel(c.search).fill(name);
    await page.getByRole("button", { name: c.filter }).click();
    const row = page.getByTestId("trade-show-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expectAccessible(page);

    await row.getByRole("button", { name: c.unlist }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.unlist }).click();
    await expect(page.getByText(c.unlisted)).toBeVisible();
    await expect(row.getByText(c.privateBadge)).toBeVisible();
    expect(await inCity()).not.toContain(show.slug);
    expect(await inSitemap()).not.toContain(show.slug);
    await context.close();
  });
}
