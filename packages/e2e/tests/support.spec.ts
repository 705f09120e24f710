import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { holdScripts, PUBLIC_PAGE_SCRIPTS } from "../support/held-scripts.ts";
import { signedInAdmin } from "../support/staff.ts";
import { startsWith } from "../support/wizard-labels.ts";

// Required fields carry a " *" after their label: match the start of the label.

const copy = {
  fr: {
    prefix: "",
    contactTitle: "Contacter le service client",
    name: "Votre nom",
    email: "Votre adresse e-mail",
    subject: "Sujet",
    message: "Votre message",
    send: "Envoyer",
    incomplete: "Veuillez remplir tous les champs",
    sent: "Merci ! Votre message est bien parvenu au service client.",
    rightsTitle: "Exercer mes droits sur mes données",
    contactDetails: "Quelles sont vos coordonnées ?",
    portability: "Portabilité : recevoir mes données dans un format réutilisable",
    fullName: "Nom et prénom",
    address: "Adresse e-mail",
    sendRequest: "Envoyer ma demande",
    recorded: "Demande enregistrée",
    faqTitle: "Questions fréquentes",
    owners: "Propriétaires d'activités",
    consent: "Votre vie privée",
    refuse: "Refuser",
    accept: "Accepter",
    manage: "Gérer les cookies",
  },
  en: {
    prefix: "/en",
    contactTitle: "Contact customer service",
    name: "Your name",
    email: "Your e-mail address",
    subject: "Subject",
    message: "Your message",
    send: "Send",
    incomplete: "Please fill in all the fields",
    sent: "Thank you! Your message has reached customer service.",
    rightsTitle: "Exercise my rights over my data",
    contactDetails: "What are your contact details?",
    portability: "Portability: receive my data in a reusable format",
    fullName: "First and last name",
    address: "E-mail address",
    sendRequest: "Send my request",
    recorded: "Request recorded",
    faqTitle: "Frequently asked questions",
    owners: "Activity owners",
    consent: "Your privacy",
    refuse: "Refuse",
    accept: "Accept",
    manage: "Manage cookies",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`a visitor reaches customer service from the footer and sends a message (${locale})`, async ({ page }) => {
    await page.goto(`${c.prefix}/place`);
    await page.getByTestId("footer").getByRole("link", { name: c.contactTitle }).click();
    await expect(page.getByRole("heading", { level: 1, name: c.contactTitle })).toBeVisible();

    // The form is sent from the browser: a press before the scripts have run would only reload the page.
    await page.waitForLoadState("networkidle");
    await page.getByLabel(startsWith(c.name)).fill("Camille Durand");
    await page.getByLabel(startsWith(c.email)).fill("camille@example.fr");
    await page.getByRole("button", { name: c.send }).click();
    await expect(page.getByRole("alert").filter({ hasText: c.incomplete })).toBeVisible();

    await page.getByLabel(startsWith(c.subject)).fill("Horaires");
    await page.getByLabel(startsWith(c.message)).fill("Les horaires du musée ne sont plus à jour depuis septembre.");
    await page.getByRole("button", { name: c.send }).click();
    await expect(page.getByRole("status").filter({ hasText: c.sent })).toBeVisible();
    await expectAccessible(page);
  });

  test(`what a visitor types before the page's scripts have run is sent with the rest (${locale})`, async ({ page }) => {
    // From its own visitor address, clear of the five messages an hour the other tests share.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${locale === "fr" ? 31 : 32}` });
    // Hold the page's scripts back until the first fields are filled, as on a slow connection.
    const release = await holdScripts(page, "**/_next/static/**/*.js");
    await page.goto(`${c.prefix}/contact`, { waitUntil: "domcontentloaded" });
    await page.getByLabel(startsWith(c.name)).fill("Camille Durand");
    await page.getByLabel(startsWith(c.email)).fill("camille@example.fr");
    release();
    await page.waitForLoadState("networkidle");

    await page.getByLabel(startsWith(c.subject)).fill("Horaires");
    await page.getByLabel(startsWith(c.message)).fill("Les horaires du musée ne sont plus à jour depuis septembre.");
    await page.getByRole("button", { name: c.send }).click();
    await expect(page.getByRole("status").filter({ hasText: c.sent })).toBeVisible();
  });

  test(`a visitor asks for the portability of their data (${locale})`, async ({ page }) => {
    // From its own visitor address, clear of the five data-rights requests an hour the other tests share.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${locale === "fr" ? 33 : 34}` });
    await page.goto(`${c.prefix}/data-rights`);
    await expect(page.getByRole("heading", { level: 1, name: c.rightsTitle })).toBeVisible();
    await expect(page.getByText(c.contactDetails)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("radio", { name: c.portability }).check();
    await page.getByLabel(startsWith(c.fullName)).fill("Camille Durand");
    await page.getByLabel(startsWith(c.address)).fill(`camille-${locale}@example.fr`);
    await page.getByRole("button", { name: c.sendRequest }).click();
    const receipt = page.getByTestId("data-rights-receipt");
    await expect(receipt).toContainText(c.recorded);
    await expect(receipt).toContainText(/[0-9A-F]{8}/);
  });

  test(`FAQ entries and articles written in the console appear on the public site (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signedInAdmin(request, baseURL as string);
    const headers = { origin: baseURL as string };
    const question = `Comment modifier mon activité ${locale} ${Date.now()} ?`;
    const faq = await request.post("/api/admin/faq", {
      headers,
      data: {
        audience: "owners",
        position: 1,
        questionFr: question,
        answerFr: "Depuis « Mon espace », choisissez « Modifier ».",
        questionEn: `How do I edit my activity ${locale} ${Date.now()}?`,
        answerEn: "From “My area”, choose “Modify”.",
      },
    });
    expect(faq.status()).toBe(201);
    const slug = `sortir-${locale}-${Date.now()}`;
    const article = await request.post("/api/admin/blog", {
      headers,
      data: {
        slug,
        titleFr: "Sortir ce week-end",
        titleEn: "Going out this weekend",
        summaryFr: "Nos idées pour le week-end.",
        summaryEn: "Our ideas for the weekend.",
        bodyFr: "<h2>Samedi</h2><p>Un marché, puis un musée.</p>",
        bodyEn: "<h2>Saturday</h2><p>A market, then a museum.</p>",
        published: true,
      },
    });
    expect(article.status()).toBe(201);

    await page.goto(`${c.prefix}/faq`);
    await expect(page.getByRole("heading", { level: 1, name: c.faqTitle })).toBeVisible();
    const owners = page.getByRole("region", { name: c.owners });
    const entry = owners.getByTestId("faq-entry").filter({ hasText: locale === "fr" ? question : "How do I edit my activity" });
    await entry.locator("summary").first().click();
    await expect(entry.first()).toContainText(locale === "fr" ? "choisissez « Modifier »" : "choose “Modify”");

    await page.goto(`${c.prefix}/blog`);
    await page
      .getByRole("link", { name: locale === "fr" ? "Sortir ce week-end" : "Going out this weekend" })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/blog/${slug}$`));
    await expect(page.getByTestId("article-body")).toContainText(
      locale === "fr" ? "Un marché, puis un musée." : "A market, then a museum.",
    );
    await expectAccessible(page);

    const feed = await request.get(`${c.prefix}/blog/rss.xml`);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain(`/blog/${slug}`);
  });
}

test.describe("consent and audience measurement", () => {
  // A first visit: no choice made yet (the other tests start with one, so the element stays out of their way).
  test.use({ storageState: { cookies: [], origins: [] } });

  test("nothing is stored before a choice, the page works meanwhile, and a refusal stops the measurement", async ({
    page,
    context,
  }) => {
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/analytics/collect")) beacons.push(request.postData() ?? "");
    });
    await page.goto("/place");
    const banner = page.getByRole("region", { name: copy.fr.consent });
    await expect(banner).toBeVisible();
    // Accept and Refuse are the same kind of button, side by side.
    const accept = banner.getByRole("button", { name: copy.fr.accept });
    const refuse = banner.getByRole("button", { name: copy.fr.refuse });
    expect(await accept.getAttribute("class")).toBe(await refuse.getAttribute("class"));
    await expectAccessible(page);

    // Cookieless measurement: the visit is counted, yet nothing is kept in the browser.
    await expect.poll(() => beacons.length).toBe(1);
    expect(JSON.parse(beacons[0] ?? "{}")).toMatchObject({ path: "/place" });
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name !== "locale")).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

    // Essential features do not wait for an answer: the page navigates with the element still open.
    await page.getByTestId("footer").getByRole("link", { name: copy.fr.contactTitle }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.fr.contactTitle })).toBeVisible();
    await expect.poll(() => beacons.length).toBe(2);

    await page.getByRole("region", { name: copy.fr.consent }).getByRole("button", { name: copy.fr.refuse }).click();
    await expect(page.getByRole("region", { name: copy.fr.consent })).toBeHidden();
    const choice = (await context.cookies()).find((cookie) => cookie.name === "alentour_consent");
    expect(choice?.value).toBe("refused");
    // Kept six months.
    expect((choice?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(170 * 24 * 3600 * 1000);

    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: copy.fr.faqTitle })).toBeVisible();
    await page.waitForTimeout(300);
    expect(beacons).toHaveLength(2);

    // The footer link opens the element again, and the choice can change.
    await page.getByTestId("footer").getByRole("button", { name: copy.fr.manage }).click();
    await page.getByRole("region", { name: copy.fr.consent }).getByRole("button", { name: copy.fr.accept }).click();
    expect((await context.cookies()).find((cookie) => cookie.name === "alentour_consent")?.value).toBe("accepted");
  });

  // Answered before the page's scripts have run (French) and after (English).
  for (const [locale, answered] of [
    ["fr", "before"],
    ["en", "after"],
  ] as const) {
    test(`${locale}: on the search page, the element is there at the first paint and answers ${answered} the scripts run`, async ({
      page,
      context,
    }) => {
      const prefix = locale === "fr" ? "" : "/en";
      // The page's scripts held back, as on a phone's connection: the element is painted with the server's page.
      let release = await holdScripts(page, PUBLIC_PAGE_SCRIPTS);
      await page.goto(`${prefix}/search`, { waitUntil: "commit" });
      const banner = page.getByRole("region", { name: copy[locale].consent });
      await expect(banner).toBeVisible();
      if (answered === "after") {
        release();
        await page.waitForLoadState("networkidle");
      }
      await banner.getByRole("button", { name: copy[locale].refuse }).click();
      await expect(banner).toBeHidden();
      expect((await context.cookies()).find((cookie) => cookie.name === "alentour_consent")?.value).toBe("refused");
      if (answered === "before") {
        // Once the page has come to life, the choice stands.
        release();
        await page.waitForLoadState("networkidle");
        await expect(page.getByTestId("search-hit").first()).toBeVisible();
        await expect(banner).toBeHidden();
      }

      // The same shared page, with the choice kept: nothing before the scripts run, nothing after.
      await page.unrouteAll();
      release = await holdScripts(page, PUBLIC_PAGE_SCRIPTS);
      await page.reload({ waitUntil: "commit" });
      await expect(page.getByRole("searchbox")).toBeVisible();
      await expect(banner).toBeHidden();
      release();
      await page.waitForLoadState("networkidle");
      await expect(banner).toBeHidden();
    });
  }

  test("the English element offers the same choice", async ({ page }) => {
    await page.goto("/en/place");
    const banner = page.getByRole("region", { name: copy.en.consent });
    await expect(banner.getByRole("button", { name: copy.en.accept })).toBeVisible();
    await expect(banner.getByRole("button", { name: copy.en.refuse })).toBeVisible();
  });
});
