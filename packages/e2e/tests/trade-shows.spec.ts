import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { localDateTime } from "@alentour/domain/local-time";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { inDays, SHOW_TIME_ZONE } from "../support/dates.ts";
import { untilHydrated } from "../support/hydration.ts";
import { mailedLink } from "../support/outbox.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { expectControlsFit, expectNoSidewaysScroll, phone } from "../support/phone.ts";

// The trade-show journey of docs/trade-shows.md: the creation wizard, the organiser console, the team and the
// public event page, in both languages.

const desktopBrowser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

const startsWith = (label: string) => new RegExp(`^${label}`);

const copy = {
  fr: {
    prefix: "",
    address: 45,
    colleagueAddress: 46,
    wizardTitle: "Créer un salon virtuel",
    start: "Commencer",
    next: "Continuer",
    name: "Nom du salon",
    category: "Catégorie",
    street: "Numéro et rue",
    city: "Ville",
    find: "Trouver sur la carte",
    presentation: "Présentation",
    startDate: "Date de début",
    endDate: "Date de fin",
    themeRequired: "Vous devez choisir au moins une thématique pour votre salon.",
    hallThemeRequired: "Veuillez saisir la thématique du hall",
    customTheme: "Votre thématique",
    addTheme: "Ajouter la thématique",
    themes: ["Technologie", "Tourisme"],
    addHall: "Ajouter un hall",
    hallTheme: (n: number) => `Thématique du hall ${n}`,
    organiserName: "Nom de l'organisateur",
    organiserEmail: "E-mail de l'organisateur",
    legal: "J'accepte les conditions générales",
    create: "Créer mon salon",
    legalRequired: "Vous devez accepter les conditions générales pour continuer.",
    signInTitle: "Connectez-vous pour créer votre salon",
    upcoming: "À venir",
    startsIn: "Commence dans",
    claimOpen: "Revendiquer mon activité",
    claimTitle: "Vous gérez une activité ?",
    claimClose: "Fermer",
    settings: "Paramètres",
    inviteEmail: "E-mail du collègue",
    inviteSend: "Envoyer l'invitation",
    accept: "Accepter l'invitation",
    save: "Enregistrer",
    toHybrid: "Passer en hybride",
    formatNow: "Format actuel : Virtuel.",
    unlist: "Retirer de l'annuaire",
    list: "Afficher dans l'annuaire",
    hidden: "Votre salon n'est plus affiché dans l'annuaire.",
    shown: "Votre salon est désormais affiché dans l'annuaire.",
    statistics: "Statistiques",
    delete: "Supprimer le salon",
    deleteConfirm: "Supprimer définitivement",
    deleteRefused: "Ce salon ne peut pas être supprimé tant que des exposants sont actifs.",
    exhibitors: "Exposants",
    exhibitorsEmpty: "Aucun exposant pour l'instant.",
    plan: "Plan",
    licences: "Licences",
  },
  en: {
    prefix: "/en",
    address: 47,
    colleagueAddress: 48,
    wizardTitle: "Create a virtual trade show",
    start: "Start",
    next: "Continue",
    name: "Name of the trade show",
    category: "Category",
    street: "Street number and street",
    city: "City",
    find: "Find on the map",
    presentation: "Presentation",
    startDate: "Start date",
    endDate: "End date",
    themeRequired: "You must choose at least one theme for your trade show.",
    hallThemeRequired: "Please enter the hall's theme",
    customTheme: "Your own theme",
    addTheme: "Add the theme",
    themes: ["Technology", "Tourism"],
    addHall: "Add a hall",
    hallTheme: (n: number) => `Theme of hall ${n}`,
    organiserName: "Organiser's name",
    organiserEmail: "Organiser's e-mail",
    legal: "I accept the terms and conditions",
    create: "Create my trade show",
    legalRequired: "You must accept the terms and conditions to continue.",
    signInTitle: "Log in to create your trade show",
    upcoming: "Upcoming",
    startsIn: "Starts in",
    claimOpen: "Claim my activity",
    claimTitle: "Do you run an activity?",
    claimClose: "Close",
    settings: "Settings",
    inviteEmail: "Colleague's e-mail",
    inviteSend: "Send the invitation",
    accept: "Accept the invitation",
    save: "Save",
    toHybrid: "Convert to hybrid",
    formatNow: "Current format: Virtual.",
    unlist: "Remove from the directory",
    list: "Show in the directory",
    hidden: "Your trade show is no longer shown in the directory.",
    shown: "Your trade show is now shown in the directory.",
    statistics: "Statistics",
    delete: "Delete the trade show",
    deleteConfirm: "Delete for good",
    deleteRefused: "This trade show cannot be deleted while exhibitors are active.",
    exhibitors: "Exhibitors",
    exhibitorsEmpty: "No exhibitor yet.",
    plan: "Plan",
    licences: "Licences",
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];

const continueButton = (page: Page, c: Copy) => page.getByRole("button", { name: c.next, exact: true });

/**
 * The wizard from its first step to its summary, checking the two theme messages on the way; `atStep` looks at
 * each step once it is filled.
 */
async function fillWizard(page: Page, c: Copy, name: string, email: string, atStep = async (_step: string) => {}) {
  await page.getByRole("button", { name: c.start }).click();
  // The show.
  await page.getByLabel(startsWith(c.name)).fill(name);
  await page.getByRole("combobox", { name: c.category, exact: true }).click();
  await page.getByRole("option").first().click();
  await page.getByLabel(startsWith(c.street)).fill("20 quai Claude Bernard");
  await page.getByLabel(startsWith(c.city)).fill("Lyon");
  await page.getByRole("button", { name: c.find }).click();
  await expect(page.getByTestId("pin-position")).toContainText("45.7", { timeout: 15_000 });
  await page.getByLabel(startsWith(c.presentation)).fill("Les savoir-faire de la région.");
  await atStep("show");
  await continueButton(page, c).click();
  // Dates: opening tomorrow, for three days (a journey that runs past midnight still finds it in the week).
  await page.getByLabel(startsWith(c.startDate)).fill(inDays(1));
  await page.getByLabel(startsWith(c.endDate)).fill(inDays(3));
  await atStep("dates");
  await continueButton(page, c).click();
  // Themes: none chosen, the message; then three.
  await continueButton(page, c).click();
  await expect(page.getByText(c.themeRequired)).toBeVisible();
  for (const theme of c.themes) await page.getByText(theme, { exact: true }).click();
  await page.getByLabel(c.customTheme).fill("Artisanat");
  await page.getByRole("button", { name: c.addTheme }).click();
  await expect(page.getByText(c.themeRequired)).toBeHidden();
  await atStep("themes");
  await continueButton(page, c).click();
  // Halls: two without a theme, the message; then their themes.
  await page.getByRole("button", { name: c.addHall }).click();
  await page.getByRole("button", { name: c.addHall }).click();
  await continueButton(page, c).click();
  await expect(page.getByText(c.hallThemeRequired).first()).toBeVisible();
  // A reload keeps everything entered, at the same step.
  await page.reload();
  await expect(page.getByTestId("hall")).toHaveCount(2);
  for (const [index, theme] of [c.themes[0], "Artisanat"].entries()) {
    await page.getByRole("combobox", { name: c.hallTheme(index + 1), exact: true }).click();
    await page.getByRole("option", { name: theme, exact: true }).click();
  }
  await atStep("halls");
  await continueButton(page, c).click();
  await expect(page.getByText(c.hallThemeRequired)).toHaveCount(0);
  // Organiser.
  await page.getByLabel(startsWith(c.organiserName)).fill("Camille Durand");
  await page.getByLabel(startsWith(c.organiserEmail)).fill(email);
  await atStep("organiser");
  await continueButton(page, c).click();
  // Images (added once the show exists), format and listing: virtual and listed are the defaults.
  await atStep("images");
  await continueButton(page, c).click();
  await atStep("format");
  await continueButton(page, c).click();
  await expect(page.getByTestId("wizard-summary")).toContainText(name);
  await atStep("summary");
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an organiser creates a virtual show from the wizard, runs it from the console with a colleague, and its public page counts down`, async ({
    browser,
    baseURL,
  }) => {
    // The whole journey, with three accounts: minutes on a loaded machine.
    test.setTimeout(300_000);
    const origin = baseURL ?? "http://localhost";
    // A desktop browser's name: the analytics leave out headless browsers as robots, and this visit must count.
    const context = await browser.newContext({ baseURL: origin, userAgent: desktopBrowser });
    // Its own visitor address, clear of the per-address limits the suite shares; the Origin a browser sends.
    await context.setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": `203.0.113.${c.address}` });
    await useLocaleCookie(context, origin, locale);
    const page = await context.newPage();
    const email = uniqueEmail(`organiser-${locale}`);
    const name = `Salon des métiers ${locale} ${Date.now()}`;

    // The wizard works signed out; creating asks to sign in, and the progress survives it.
    await page.goto("/tradeshow/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.wizardTitle);
    await expectAccessible(page);
    await fillWizard(page, c, name, email);
    await page.getByRole("button", { name: c.create }).click();
    await expect(page.getByText(c.legalRequired)).toBeVisible();
    await page.getByRole("checkbox", { name: startsWith(c.legal) }).check();
    await page.getByRole("button", { name: c.create }).click();
    await expect(page.getByText(c.signInTitle)).toBeVisible();
    await expectAccessible(page);

    await verifiedAccount(page, email);
    await signInByApi(page.request, origin, email);
    // The confirmation page is a French path: it set the language cookie; the journey goes on in its own.
    await useLocaleCookie(context, origin, locale);
    await page.goto("/tradeshow/new");
    await expect(page.getByTestId("wizard-summary")).toContainText(name);
    await expect(page.getByRole("checkbox", { name: startsWith(c.legal) })).toBeChecked();
    await page.getByRole("button", { name: c.create }).click();
    await page.waitForURL(/\/tradeshow\/shows\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    await expect(page.getByTestId("show-name")).toHaveText(name);
    await expectAccessible(page, { settled: true });

    // The console's home: the show, its time state, what needs attention.
    await page.goto("/tradeshow");
    const card = page.getByTestId("my-trade-show").filter({ hasText: name });
    await expect(card.getByTestId("time-state")).toHaveText(c.upcoming);
    await expect(card.getByTestId("attention")).toBeVisible();
    await expectAccessible(page);

    // The public page: server-rendered, counting down to the opening, an Event with its attendance mode.
    await page.goto(`${c.prefix}/salon/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("countdown")).toContainText(c.startsIn);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      name,
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    });
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`/en/salon/${slug}$`));
    await expect(page.getByTestId("themes")).toContainText("Artisanat");
    // An activity's owner is pointed to the search, in a dialog the page's script opens and closes.
    await page.getByRole("button", { name: c.claimOpen }).click();
    const claim = page.getByRole("dialog", { name: c.claimTitle });
    await expect(claim).toBeVisible();
    await claim.getByRole("button", { name: c.claimClose }).click();
    await expect(claim).toBeHidden();
    // Listed: in the sitemap, in both languages.
    expect(await (await page.request.get("/sitemaps/trade-shows.xml")).text()).toContain(`/salon/${slug}</loc>`);
    await expectAccessible(page);
    // On a phone, nothing scrolls sideways.
    await page.setViewportSize(phone.viewport);
    await page.reload();
    await expectNoSidewaysScroll(page, "the public trade-show page");
    await page.setViewportSize({ width: 1280, height: 720 });

    // Every section of the console answers; the lists still to come say so.
    await page.goto(`/tradeshow/shows/${slug}/exhibitors`);
    await expect(page.getByTestId("empty-list")).toContainText(c.exhibitorsEmpty);
    await expectAccessible(page);
    for (const section of ["virtual", "plan", "conferences", "attendees", "statistics", "licences"]) {
      const response = await page.goto(`/tradeshow/shows/${slug}/${section}`);
      expect(response?.status(), section).toBe(200);
      await expectAccessible(page);
    }

    // The plan: a hall moved with the keyboard.
    await page.goto(`/tradeshow/shows/${slug}/plan`);
    const plan = page.getByTestId("floor-plan");
    await plan.locator('[data-hall="hall-1"]').focus();
    await page.keyboard.press("ArrowDown");
    await expect(plan.locator('[data-hall="hall-1"]')).toHaveAccessibleName(
      new RegExp(`${locale === "fr" ? "Rangée" : "Row"} 2`),
    );

    // Settings: a colleague (who already has an account) invited by e-mail accepts and edits the presentation.
    const colleagueEmail = uniqueEmail(`colleague-${locale}`);
    const colleagueContext = await browser.newContext({ baseURL: origin });
    await colleagueContext.setExtraHTTPHeaders({
      origin: new URL(origin).origin,
      "x-forwarded-for": `203.0.113.${c.colleagueAddress}`,
    });
    await useLocaleCookie(colleagueContext, origin, locale);
    const colleague = await colleagueContext.newPage();
    await verifiedAccount(colleague, colleagueEmail);
    await signInByApi(colleague.request, origin, colleagueEmail);
    await useLocaleCookie(colleagueContext, origin, locale);

    await page.goto(`/tradeshow/shows/${slug}/settings`);
    await expectAccessible(page);
    await page.getByLabel(startsWith(c.inviteEmail)).fill(colleagueEmail);
    await page.getByRole("button", { name: c.inviteSend }).click();
    await expect(page.getByTestId("invitations")).toContainText(colleagueEmail);
    // Their second mail, after the address confirmation.
    const { link } = await mailedLink(colleagueEmail, 2);
    await colleague.goto(new URL(link).pathname + new URL(link).search);
    await expectAccessible(colleague);
    await colleague.getByRole("button", { name: c.accept }).click();
    await colleague.waitForURL(new RegExp(`/tradeshow/shows/${slug}$`));
    const presentation = colleague.getByLabel(startsWith(c.presentation));
    // Once the page is live (hydrated), the text is replaced.
    await expect(presentation).toHaveValue("Les savoir-faire de la région.");
    await colleague.waitForLoadState("networkidle");
    await untilHydrated(presentation);
    await presentation.fill("Une présentation revue par l'équipe.");
    await expect(presentation).toHaveValue("Une présentation revue par l'équipe.");
    await colleague.getByRole("button", { name: c.save }).click();
    await expect(
      colleague.getByText(locale === "fr" ? "Les modifications sont enregistrées." : "The changes are saved."),
    ).toBeVisible();
    await colleague.goto(`${c.prefix}/salon/${slug}`);
    await expect(colleague.getByTestId("presentation")).toHaveText("Une présentation revue par l'équipe.");

    // Hybrid, for good.
    await page.goto(`/tradeshow/shows/${slug}/settings`);
    await expect(page.getByText(c.formatNow)).toBeVisible();
    await page.getByRole("button", { name: c.toHybrid }).click();
    await expect(page.getByRole("button", { name: c.toHybrid })).toHaveCount(0);
    await page.goto(`${c.prefix}/salon/${slug}`);
    const mixed = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(mixed.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");

    // Statistics: the views of the public pages, over a chosen period. A visitor who has not refused the
    // audience measurement opens the page twice (the suite's own contexts have refused it, and a headless
    // browser is not counted): the organiser sees those views.
    // No stored state: the suite's default one carries the refusal of the measurement.
    const visitorContext = await browser.newContext({
      baseURL: origin,
      userAgent: desktopBrowser,
      storageState: { cookies: [], origins: [] },
    });
    const visitor = await visitorContext.newPage();
    const viewsSoFar = async () => {
      const statistics = await (await page.request.get(`/api/trade-shows/${slug}/statistics?days=7`)).json();
      return (statistics.perDay as Array<{ views: number }>).reduce((sum, day) => sum + day.views, 0);
    };
    const before = await viewsSoFar();
    for (let view = 0; view < 2; view++) {
      await visitor.goto(`${c.prefix}/salon/${slug}`);
      await visitor.waitForLoadState("networkidle");
      await visitor.goto("about:blank");
    }
    await visitorContext.close();
    await expect.poll(viewsSoFar).toBeGreaterThanOrEqual(before + 2);
    await page.goto(`/tradeshow/shows/${slug}/statistics?days=7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.statistics);
    // One figure per day of the chosen period, days without a view included.
    await expect(page.getByTestId("views-total")).toContainText(locale === "fr" ? "sur 7 jours" : "over 7 days");
    const views = Number.parseInt((await page.getByTestId("views-total").textContent()) ?? "0", 10);
    expect(views).toBeGreaterThanOrEqual(2);
    await expect(page.locator("figure tbody tr")).toHaveCount(7);
    await expectAccessible(page);

    // Listed, it is a dated activity of "Trade Shows and Fairs": found at once in the search's "this week" and on
    // its city's category page. "This week" ends on Sunday night: on a Sunday, the show opening tomorrow is
    // looked for in "tomorrow" instead.
    const when = localDateTime(new Date(), SHOW_TIME_ZONE).weekdayIndex === 6 ? "tomorrow" : "week";
    const searchThisWeek = `${c.prefix}/search?q=${encodeURIComponent(name)}&when=${when}`;
    // Its hit and its card lead to the show's page, not to an activity page (ADR 095). The category page shows
    // the city's top 20, where a new show comes last: the visitor narrows it to the show's kind.
    const showPage = `${c.prefix}/salon/${slug}`;
    const show = await (await page.request.get(`/api/trade-shows/${slug}`)).json();
    await page.goto(searchThisWeek);
    const hit = page.getByTestId("search-hit").filter({ hasText: name });
    await expect(hit).toHaveCount(1);
    await expect(hit.getByRole("link", { name })).toHaveAttribute("href", showPage);
    await page.goto(`${c.prefix}/place/lyon/trade-shows-fairs?subCategory=${show.category}`);
    const entry = page.getByTestId("activity-card").filter({ hasText: name });
    await expect(entry).toHaveCount(1);
    await entry.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${showPage}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    // A link to the activity page made before (a shared address, an embed) takes the visitor there too.
    await page.goto(`${c.prefix}/activity/${show.activitySlug}`);
    await expect(page).toHaveURL(new RegExp(`${showPage}$`));

    // Unlisted: the confirmation, and the public page is gone, from search too; listed again: back.
    await page.goto(`/tradeshow/shows/${slug}/settings`);
    await page.getByRole("button", { name: c.unlist }).click();
    await expect(page.getByTestId("listing-confirmation")).toHaveText(c.hidden);
    await page.goto(searchThisWeek);
    await expect(page.getByTestId("search-hit").filter({ hasText: name })).toHaveCount(0);
    await page.goto(`/tradeshow/shows/${slug}/settings`);
    expect((await page.request.get(`${c.prefix}/salon/${slug}`)).status()).toBe(404);
    expect(await (await page.request.get("/sitemaps/trade-shows.xml")).text()).not.toContain(`/salon/${slug}<`);
    await page.getByRole("button", { name: c.list }).click();
    await expect(page.getByTestId("listing-confirmation")).toHaveText(c.shown);
    expect(await (await page.request.get("/sitemaps/trade-shows.xml")).text()).toContain(`/en/salon/${slug}<`);

    // An active exhibitor (a validated booth, written straight into the database until the next issue adds
    // booths): the organiser cannot delete the show, and reads why.
    const [organiser] = await (await page.request.get(`/api/trade-shows/${slug}/members`)).json();
    const database = new DatabaseSync(path.join(process.env.E2E_DATA_DIR ?? "", "alentour.sqlite"), { timeout: 5000 });
    const stamp = new Date().toISOString();
    database
      .prepare(
        "INSERT INTO booths (id, show_id, hall_id, owner_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'validated', ?, ?)",
      )
      .run(`booth-${slug}`, show.id, show.halls[0].id, organiser.userId, stamp, stamp);
    database.close();
    await page.goto(`/tradeshow/shows/${slug}/settings`);
    await page.getByRole("button", { name: c.delete, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: c.deleteConfirm }).click();
    await expect(page.getByTestId("delete-refused")).toHaveText(c.deleteRefused);
    expect((await page.request.get(`/api/trade-shows/${slug}`)).status()).toBe(200);

    // Another organiser sees neither the console pages nor may change the show.
    const strangerEmail = uniqueEmail(`stranger-${locale}`);
    const strangerContext = await browser.newContext({ baseURL: origin });
    await strangerContext.setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": "203.0.113.49" });
    const stranger = await strangerContext.newPage();
    await verifiedAccount(stranger, strangerEmail);
    await signInByApi(stranger.request, origin, strangerEmail);
    expect((await stranger.goto(`/tradeshow/shows/${slug}/settings`))?.status()).toBe(404);
    expect((await stranger.request.patch(`/api/trade-shows/${slug}`, { data: { name: "Pris" } })).status()).toBe(403);

    await strangerContext.close();
    await colleagueContext.close();
    await context.close();
  });
}

test.describe("on a phone", () => {
  test.use(phone);

  test("the wizard never scrolls sideways, and every step's controls fit the screen", async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await useLocaleCookie(context, baseURL ?? "", "fr");
    await page.goto("/tradeshow/new");
    await expectNoSidewaysScroll(page, "the wizard's introduction");
    await expectControlsFit(page, "the wizard's introduction");
    await fillWizard(page, copy.fr, `Salon sur téléphone ${Date.now()}`, uniqueEmail("phone"), async (step) => {
      await expectNoSidewaysScroll(page, `the wizard's step ${step}`);
      await expectControlsFit(page, `the wizard's step ${step}`);
    });
  });

  test("the console's pages and the public page fit a phone, with a long name", async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "http://localhost";
    const context = await browser.newContext({ ...phone, baseURL: origin });
    await context.setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": "203.0.113.91" });
    await useLocaleCookie(context, origin, "fr");
    const page = await context.newPage();
    const email = uniqueEmail("phone-organiser");
    await verifiedAccount(page, email);
    await signInByApi(page.request, origin, email);
    const name = `Salon international des métiers d'art et du design contemporain ${Date.now()}`;
    const created = await page.request.post("/api/trade-shows", {
      data: {
        name,
        category: "craft-fair",
        startDate: inDays(10),
        endDate: inDays(12),
        openingTime: "10:00",
        closingTime: "19:00",
        place: {
          address: { streetNumberAndStreet: "50 quai Charles de Gaulle", city: "Lyon", country: "FR" },
          location: { lat: 45.7853, lng: 4.8525 },
        },
        themes: ["Métiers d'art", "Design et mobilier contemporain", "Textile, mode et accessoires", "Gastronomie"],
        presentation: "Trois jours pour rencontrer celles et ceux qui fabriquent.\n\nEntrée libre.",
        organiser: { name: "Claire Fontaine", email, company: "Association des ateliers et manufactures de Lyon" },
        mode: "hybrid",
        listing: "public",
        halls: [
          { theme: "Métiers d'art" },
          { theme: "Design et mobilier contemporain" },
          { theme: "Textile, mode et accessoires" },
        ],
        legalAccepted: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const pages = [
      "/tradeshow",
      `/tradeshow/shows/${slug}`,
      ...["virtual", "plan", "exhibitors", "conferences", "attendees", "statistics", "licences", "settings"].map(
        (section) => `/tradeshow/shows/${slug}/${section}`,
      ),
      `/salon/${slug}`,
      `/en/salon/${slug}`,
    ];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      await expectControlsFit(page, path);
    }
    await context.close();
    // Before its scripts run (or without them), the public page's controls fit a finger too.
    const noScripts = await browser.newContext({ ...phone, baseURL: origin, javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    for (const path of [`/salon/${slug}`, `/en/salon/${slug}`]) {
      await plain.goto(path);
      await expectControlsFit(plain, `${path}, without scripts`);
    }
    await noScripts.close();
  });
});

test("a person typing slowly or quickly into the wizard loses nothing and gets no theme twice", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const c = copy.fr;
  await useLocaleCookie(context, baseURL ?? "", "fr");
  await page.goto("/tradeshow/new");
  await page.getByRole("button", { name: c.start }).click();
  // Slowly, a key at a time, then quickly, and a reload straight after the last key.
  const name = page.getByLabel(startsWith(c.name));
  await name.pressSequentially("Salon lent", { delay: 150 });
  const presentation = page.getByLabel(startsWith(c.presentation));
  const text = "Un texte tapé très vite, sans attendre entre les touches, puis la page rechargée aussitôt.";
  await presentation.pressSequentially(text, { delay: 0 });
  await page.reload();
  await expect(page.getByLabel(startsWith(c.name))).toHaveValue("Salon lent");
  await expect(page.getByLabel(startsWith(c.presentation))).toHaveValue(text);

  // Themes: a suggestion typed by hand in lower case is the suggestion; a theme typed twice quickly, once.
  await page.getByLabel(startsWith(c.name)).fill("Salon rapide");
  await page.getByRole("combobox", { name: c.category, exact: true }).click();
  await page.getByRole("option").first().click();
  await page.getByLabel(startsWith(c.street)).fill("20 quai Claude Bernard");
  await page.getByLabel(startsWith(c.city)).fill("Lyon");
  await page.getByRole("button", { name: c.find }).click();
  await expect(page.getByTestId("pin-position")).toContainText("45.7", { timeout: 15_000 });
  await continueButton(page, c).click();
  await page.getByLabel(startsWith(c.startDate)).fill(inDays(3));
  await page.getByLabel(startsWith(c.endDate)).fill(inDays(4));
  await continueButton(page, c).click();
  const custom = page.getByLabel(c.customTheme);
  await custom.pressSequentially("technologie\nArtisanat\nartisanat \n", { delay: 0 });
  await expect(page.getByRole("checkbox", { name: c.themes[0], exact: true })).toBeChecked();
  await expect(page.getByTestId("custom-theme")).toHaveText(["Artisanat×"]);
  await expect(custom).toHaveValue("");
  await continueButton(page, c).click();
  await expect(page.getByRole("button", { name: c.addHall })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
