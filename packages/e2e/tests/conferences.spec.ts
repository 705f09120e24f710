import { randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";
import { png } from "../support/images.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";

// The conferences of a trade show (docs/trade-shows.md#conferences): an exhibitor proposes one, the video link
// is checked, the organiser accepts it and it joins the public programme with its calendar file.

const copy = {
  fr: {
    prefix: "",
    address: { organiser: 90, exhibitor: 91 },
    mine: "Mes conférences",
    image: "Image de la conférence",
    title: "Titre",
    day: "Jour",
    start: "Début",
    end: "Fin",
    live: "Lien du direct",
    speaker: "Nom de l'intervenant 1",
    terms: "J'accepte les conditions des conférences",
    termsRequired: "Vous devez d'abord accepter les conditions des conférences.",
    propose: "Proposer la conférence",
    videoNotFound: "La vidéo est introuvable. Votre lien vidéo n'est peut-être pas valide ?",
    pending: "En attente",
    accepted: "Acceptée",
    select: (name: string) => `Sélectionner ${name}`,
    accept: "Accepter la sélection",
    startsIn: "Commence dans",
    live_: "En direct",
    calendar: "Ajouter à mon agenda (.ics)",
    with: "Avec Camille Martin",
    saveLink: "Enregistrer le lien",
    noLiveLink: "Aucun lien de diffusion en direct n'a été fourni pour cette conférence. Elle ne sera pas affichée",
    pendingLine: "1 conférence attend votre décision.",
    captions: "Sous-titres",
    signLanguage: "Langue des signes",
    saveAccessibility: "Enregistrer l'accessibilité",
    accessibilitySaved: "L'accessibilité de la conférence est enregistrée.",
  },
  en: {
    prefix: "/en",
    address: { organiser: 92, exhibitor: 93 },
    mine: "My conferences",
    image: "Image of the conference",
    title: "Title",
    day: "Day",
    start: "Start",
    end: "End",
    live: "Live stream link",
    speaker: "Name of speaker 1",
    terms: "I accept the conference terms",
    termsRequired: "You must first accept the conference terms.",
    propose: "Propose the conference",
    videoNotFound: "The video is not found. Maybe your video link is invalid?",
    pending: "Pending",
    accepted: "Accepted",
    select: (name: string) => `Select ${name}`,
    accept: "Accept selected",
    startsIn: "Starts in",
    live_: "Live",
    calendar: "Add to my calendar (.ics)",
    with: "With Camille Martin",
    saveLink: "Save the link",
    noLiveLink: "No live link has been provided for this conference. It will not be displayed",
    pendingLine: "1 conference awaits your decision.",
    captions: "Captions",
    signLanguage: "Sign language",
    saveAccessibility: "Save the accessibility",
    accessibilitySaved: "The talk's accessibility is saved.",
  },
} as const;

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The wall clock in Lyon: the show's days and hours are read there. */
function lyonNow(offsetMinutes = 0) {
  const at = new Date(Date.now() + offsetMinutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function signedIn(browser: Browser, origin: string, locale: "fr" | "en", who: string, address: number) {
  const context = await browser.newContext({ baseURL: origin });
  await context.setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": `203.0.113.${address}` });
  const page = await context.newPage();
  const email = uniqueEmail(`${who}-${locale}`);
  await verifiedAccount(page, email);
  await signInByApi(page.request, origin, email);
  // The confirmation page set the language cookie to French: each journey goes on in its own language.
  await useLocaleCookie(context, origin, locale);
  return { context, page, email };
}

type Show = { id: string; slug: string; halls: Array<{ id: string }> };

/** A listed virtual show in Lyon, open all day (Lyon's time), made through the api. */
async function createShow(page: Page, email: string, name: string, startDate: string): Promise<Show> {
  const created = await page.request.post("/api/trade-shows", {
    data: {
      name,
      category: "trade-show",
      startDate,
      endDate: addDays(startDate, 2),
      openingTime: "00:00",
      closingTime: "23:59",
      place: {
        address: { streetNumberAndStreet: "20 quai Claude Bernard", city: "Lyon", country: "FR" },
        location: { lat: 45.7485, lng: 4.8467 },
      },
      themes: ["Numérique"],
      presentation: "Des conférences.",
      organiser: { name: "Camille Durand", email },
      socialLinks: {},
      mode: "virtual",
      listing: "public",
      halls: [{ id: "hall-1", theme: "Numérique" }],
      legalAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

const database = () => new DatabaseSync(path.join(process.env.E2E_DATA_DIR ?? "", "alentour.sqlite"), { timeout: 5000 });

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an exhibitor proposes a conference, fixes its video link, the organiser accepts it and it plays in the programme`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = baseURL ?? "http://localhost";
    const today = lyonNow().date;
    const organiser = await signedIn(browser, origin, locale, "conference-organiser", c.address.organiser);
    const exhibitor = await signedIn(browser, origin, locale, "conference-exhibitor", c.address.exhibitor);

    // A listed show opening tomorrow: the console home lists what needs action before it opens.
    const show = await createShow(
      organiser.page,
      organiser.email,
      `Salon des conférences ${locale} ${Date.now()}`,
      addDays(today, 1),
    );

    // The exhibitor's validated booth, written straight into the database (the exhibitors spec covers the wizard).
    const boothId = randomUUID();
    const db = database();
    const { id: exhibitorId } = db.prepare("SELECT id FROM users WHERE email = ?").get(exhibitor.email) as { id: string };
    const stamp = new Date().toISOString();
    db.prepare(
      "INSERT INTO booths (id, show_id, hall_id, owner_id, company_name, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'validated', ?, ?)",
    ).run(boothId, show.id, show.halls[0]?.id ?? "hall-1", exhibitorId, "Atelier Chen", stamp, stamp);
    db.close();

    // The exhibitor proposes: the terms first, then a link no player shows, then the right one.
    const page: Page = exhibitor.page;
    const name = `Les métiers de demain ${locale}`;
    // Its former address leads to "my conferences" of the booth console, the one exhibitor's conferences screen.
    await page.goto(`/tradeshow/exhibitor/${show.slug}/conferences`);
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+/tradeshow/booths/${boothId}/conferences$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.mine);
    await expectAccessible(page);
    await page.getByLabel(startsWith(c.title)).fill(name);
    await page.getByRole("combobox", { name: startsWith(c.day) }).click();
    await page.getByRole("option").nth(1).click();
    await page.getByLabel(startsWith(c.start)).fill("10:00");
    await page.getByLabel(startsWith(c.end)).fill("11:00");
    await page.getByLabel(startsWith(c.live)).fill("https://example.com/ma-conference");
    await page.getByLabel(c.speaker).fill("Camille Martin");
    // The talk will be captioned (ADR 107).
    await page.getByRole("checkbox", { name: c.captions }).check();
    await page.getByRole("button", { name: c.propose }).click();
    await expect(page.getByText(c.termsRequired)).toBeVisible();
    await page.getByRole("checkbox", { name: startsWith(c.terms) }).check();
    await expect(page.getByText(c.termsRequired)).toBeHidden();
    await page.getByRole("button", { name: c.propose }).click();
    await expect(page.getByText(c.videoNotFound)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(startsWith(c.live)).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await expect(page.getByText(c.videoNotFound)).toBeHidden();
    await page.getByRole("button", { name: c.propose }).click();
    const proposed = page.getByTestId("conference").filter({ hasText: name });
    await expect(proposed.getByTestId("conference-status")).toHaveText(c.pending);
    // Its 16:9 image, uploaded while it is pending.
    await proposed
      .getByLabel(startsWith(c.image))
      .setInputFiles({ name: "affiche.png", mimeType: "image/png", buffer: png(1280, 720) });
    await expect(proposed.locator("img")).toHaveCount(1);

    // The organiser's home lists it among what needs action before the opening; the organiser accepts it.
    const team = organiser.page;
    await team.goto("/tradeshow");
    await expect(team.getByText(c.pendingLine)).toBeVisible();
    await team.goto(`/tradeshow/shows/${show.slug}/conferences`);
    const row = team.getByTestId("conference").filter({ hasText: name });
    await expect(row.getByTestId("conference-status")).toHaveText(c.pending);
    await expectAccessible(team);
    await team.getByRole("checkbox", { name: c.select(name) }).check();
    await team.getByRole("button", { name: c.accept }).click();
    await expect(row.getByTestId("conference-status")).toHaveText(c.accepted);

    // The team's own conference without a live link: accepted, but said not to be displayed, and left out.
    const silentName = `Sans direct ${locale}`;
    const silent = await team.request.post(`/api/trade-shows/${show.slug}/conferences`, {
      data: { name: silentName, date: addDays(today, 2), startTime: "15:00", endTime: "16:00", termsAccepted: true },
    });
    expect(silent.status(), await silent.text()).toBe(201);
    const decided = await team.request.post(`/api/trade-shows/${show.slug}/conferences/decisions`, {
      data: { ids: [(await silent.json()).id], status: "accepted" },
    });
    expect(decided.status()).toBe(200);
    await team.reload();
    await expect(team.getByTestId("conference").filter({ hasText: silentName }).getByTestId("no-live-link")).toHaveText(
      c.noLiveLink,
    );

    // The public programme: the countdown before it starts, its speakers, its calendar file.
    const visitor = await browser.newContext({ baseURL: origin });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${c.prefix}/salon/${show.slug}`);
    const programme = publicPage.getByTestId("programme");
    const entry = programme.getByTestId("programme-conference").filter({ hasText: name });
    await expect(entry).toContainText(c.startsIn);
    await expect(entry).toContainText(c.with);
    // What it offers disabled viewers, an icon beside the text; nothing for a talk that says nothing.
    await expect(entry.getByTestId("talk-accessibility").getByRole("listitem")).toHaveText([c.captions]);
    await expect(entry.locator("img")).toHaveAttribute("src", /\.webp$/);
    await expect(programme.getByText(silentName)).toHaveCount(0);
    await expectAccessible(publicPage);

    // The team gives it its live link from the list, a bad one first: then it joins the programme.
    const silentRow = team.getByTestId("conference").filter({ hasText: silentName });
    const linkField = silentRow.getByLabel(startsWith(c.live));
    await linkField.fill("https://example.com/pas-une-video");
    await silentRow.getByRole("button", { name: startsWith(c.saveLink) }).click();
    await expect(silentRow.getByText(c.videoNotFound)).toBeVisible();
    await linkField.fill("https://vimeo.com/76979871");
    await silentRow.getByRole("button", { name: startsWith(c.saveLink) }).click();
    await expect(silentRow.getByTestId("no-live-link")).toHaveCount(0);
    // It will be interpreted in sign language: ticked and saved from its row.
    const talkAccessibility = silentRow.getByTestId("talk-accessibility");
    await expect(talkAccessibility.getByRole("button", { name: startsWith(c.saveAccessibility) })).toBeDisabled();
    await talkAccessibility.getByRole("checkbox", { name: c.signLanguage }).check();
    await talkAccessibility.getByRole("button", { name: startsWith(c.saveAccessibility) }).click();
    await expect(team.getByText(c.accessibilitySaved)).toBeVisible();
    await publicPage.reload();
    const silentEntry = programme.getByTestId("programme-conference").filter({ hasText: silentName });
    await expect(silentEntry).toContainText(c.startsIn);
    await expect(silentEntry.getByTestId("talk-accessibility").getByRole("listitem")).toHaveText([c.signLanguage]);
    const calendarLink = entry.getByRole("link", { name: `${c.calendar} ${name}` });
    const calendarHref = (await calendarLink.getAttribute("href")) ?? "";
    const calendar = await publicPage.request.get(calendarHref);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    expect((await calendar.text()).replaceAll("\r\n ", "")).toContain(`SUMMARY:${name}`);

    // The booth's public page lists its accepted conference with its calendar file, not the team's.
    await publicPage.goto(`${c.prefix}/salon/${show.slug}/stand/${boothId}`);
    const boothConferences = publicPage.getByTestId("booth-conference");
    await expect(boothConferences).toHaveCount(1);
    await expect(boothConferences).toContainText(name);
    const boothCalendar = boothConferences.getByRole("link", { name: `${c.calendar} ${name}` });
    // The same file as the programme's entry (read before leaving the event page).
    expect(await boothCalendar.getAttribute("href")).toBe(calendarHref);
    await expectAccessible(publicPage);

    // A show running today, with a conference running now: its live player is on the page.
    const running = await createShow(organiser.page, organiser.email, `Salon en cours ${locale} ${Date.now()}`, today);
    const from = lyonNow(-10);
    const to = lyonNow(60);
    const liveName = `En cours ${locale}`;
    const now = await team.request.post(`/api/trade-shows/${running.slug}/conferences`, {
      data: {
        name: liveName,
        date: today,
        startTime: from.date === today ? from.time : "00:00",
        endTime: to.date === today ? to.time : "23:59",
        liveStreamUrl: "https://videos.example/salon/direct.mp4",
        termsAccepted: true,
      },
    });
    expect(now.status(), await now.text()).toBe(201);
    await team.request.post(`/api/trade-shows/${running.slug}/conferences/decisions`, {
      data: { ids: [(await now.json()).id], status: "accepted" },
    });
    await publicPage.goto(`${c.prefix}/salon/${running.slug}`);
    const live = publicPage.getByTestId("programme-conference").filter({ hasText: liveName });
    await expect(live.getByText(c.live_, { exact: true })).toBeVisible();
    await expect(live.locator('video[data-player="mp4"] source')).toHaveAttribute(
      "src",
      "https://videos.example/salon/direct.mp4",
    );
    await expectAccessible(publicPage);

    await visitor.close();
    await organiser.context.close();
    await exhibitor.context.close();
  });
}
