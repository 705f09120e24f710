import type { Activity } from "@alentour/domain/directory";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectAccessible, MAP_CANVAS } from "../support/accessibility.ts";
import { calendarAt, feedHrefs, feedLabels, newsAt } from "../support/feeds.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { startsWith, wizardLabels } from "../support/wizard-labels.ts";

// An activity's accessibility (ADR 087, docs/directory.md): the owner ticks it in the add wizard (the first test) or
// the modify wizard, a visitor
// filters the search on wheelchair access from the city page and finds it, reads it on the activity page, and the
// city's feed and the filtered search's feed hold it.

const copy = {
  fr: {
    ...wizardLabels.fr,
    categoryOption: "Art et Culture",
    subCategoryOption: "Musée",
    prefix: "",
    section: "Accessibilité",
    stepFree: "Entrée de plain-pied",
    hearingLoop: "Boucle magnétique",
    save: "Enregistrer",
    saved: "Les modifications de la section « Accessibilité » sont enregistrées.",
    wheelchair: "Accessible en fauteuil roulant",
    hearing: "Adapté aux personnes sourdes ou malentendantes",
    box: "Rechercher",
    cityNav: "Sorties accessibles à Vienne",
    unknown: "Le propriétaire n'a pas encore renseigné l'accessibilité de ce lieu.",
  },
  en: {
    ...wizardLabels.en,
    categoryOption: "Art and Culture",
    subCategoryOption: "Museum",
    prefix: "/en",
    section: "Accessibility",
    stepFree: "Step-free entrance",
    hearingLoop: "Hearing loop",
    save: "Save",
    saved: "The changes to “Accessibility” are saved.",
    wheelchair: "Accessible to wheelchair users",
    hearing: "Suited to deaf and hard-of-hearing visitors",
    box: "Search",
    cityNav: "Accessible outings in Vienne",
    unknown: "The owner has not described the accessibility of this place yet.",
  },
} as const;

/** A word no other activity holds, so the search finds this run's two galleries and nothing else. */
const uniqueWord = () =>
  `Ondine${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A feed's entries as "name — page", each once (a calendar has an entry per set of days sharing hours). */
const listed = (entries: Array<{ name: string; link: string }>) => [
  ...new Set(entries.map(({ name, link }) => `${name} — ${new URL(link).pathname}`)),
];
const calendarListed = async (request: APIRequestContext, href: string) =>
  listed((await calendarAt(request, href)).map((entry) => ({ name: entry.summary, link: entry.url })));
const newsListed = async (request: APIRequestContext, href: string) =>
  listed((await newsAt(request, href)).items.map((item) => ({ name: item.title, link: item.link })));

/** A gallery in Vienne (Isère), a town the demo data leaves out, so its city feed is short. */
async function createGallery(request: APIRequestContext, name: string): Promise<Activity> {
  const created = await request.post("/api/activities", {
    data: {
      name,
      category: "art-culture",
      subCategory: "museum",
      pricing: "free",
      setting: "indoor",
      profiles: ["alone", "family"],
      address: { streetNumberAndStreet: "4 place de Miremont", city: "Vienne", country: "FR" },
      location: { lat: 45.5255, lng: 4.8745 },
      openingHours: { mode: "24h", days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] },
      legalAccepted: true,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Activity;
}

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an owner ticks step-free entrance in the add wizard; the ticks survive a reload and the new page states them`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail(`access-new-${locale}`);
    await verifiedAccount(page, email);
    await signInByApi(page.request, baseURL as string, email);
    await useLocaleCookie(context, baseURL as string, locale);
    const name = `Musée ${uniqueWord()}`;

    await page.goto("/add-activity");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: c.start }).click();
    await page.getByLabel(startsWith(c.name)).fill(name);
    await page.getByRole("combobox", { name: c.category, exact: true }).click();
    await page.getByRole("option", { name: c.categoryOption }).click();
    await page.getByRole("combobox", { name: c.subCategory, exact: true }).click();
    await page.getByRole("option", { name: c.subCategoryOption, exact: true }).click();
    await page
      .getByRole("radiogroup", { name: startsWith(c.pricing) })
      .getByRole("radio", { name: c.paid })
      .check();
    await page
      .getByRole("radiogroup", { name: startsWith(c.setting) })
      .getByRole("radio", { name: c.indoor })
      .check();
    await page
      .getByRole("group", { name: startsWith(c.profiles) })
      .getByRole("checkbox", { name: c.family })
      .check();
    await page.getByLabel(startsWith(c.street)).fill("12 rue Saint-Jean");
    await page.getByLabel(startsWith(c.city)).fill("Lyon");
    await page.getByRole("button", { name: c.find }).click();
    await expect(page.getByTestId("pin-position")).toContainText("45.7", { timeout: 15_000 });

    // The place's accessibility: the modify wizard's fields, nothing ticked for the owner, one ticked from the keyboard.
    const section = page.getByRole("region", { name: c.section });
    for (const box of await section.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    const stepFree = section.getByRole("checkbox", { name: c.stepFree });
    await stepFree.focus();
    await page.keyboard.press("Space");
    await expect(stepFree).toBeChecked();
    await expectAccessible(page, { include: '[data-testid="wizard-accessibility"]' });

    // The draft is kept in the browser: after a reload the tick is there, with the rest of the step.
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByLabel(startsWith(c.name))).toHaveValue(name);
    await expect(page.getByRole("region", { name: c.section }).getByRole("checkbox", { name: c.stepFree })).toBeChecked();
    await expect(page.getByRole("region", { name: c.section }).getByRole("checkbox", { name: c.hearingLoop })).not.toBeChecked();

    await page.getByRole("button", { name: c.next }).click();
    await expect(page.getByText(c.stepOf2)).toBeVisible();
    await page.getByRole("radio", { name: c.allDay }).check();
    // Days are chips, toggled from the keyboard.
    await page.getByRole("checkbox", { name: c.monday }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: c.monday })).toBeChecked();
    await page.getByRole("checkbox", { name: startsWith(c.legal) }).check();
    await page.getByRole("button", { name: c.publish }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/activity/musee-ondine[a-z]+-lyon$`));

    // The new activity's page: the family the entrance implies, then the entrance, each an icon beside its text.
    const info = page.getByRole("region", { name: c.section });
    await expect(info.getByRole("listitem")).toHaveText([c.wheelchair, c.stepFree]);
    await expect(info.locator("svg[aria-hidden='true']")).toHaveCount(2);
    await expectAccessible(page, { exclude: [MAP_CANVAS] });
  });

  test(`${locale}: an owner marks a gallery step-free with a hearing loop; a visitor filters on wheelchair access and finds it`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail(`access-${locale}`);
    await verifiedAccount(page, email);
    await signInByApi(page.request, baseURL as string, email);
    await useLocaleCookie(context, baseURL as string, locale);
    const word = uniqueWord();
    const gallery = await createGallery(page.request, `Galerie ${word}`);
    const annexe = await createGallery(page.request, `Annexe ${word}`);

    // The owner: the section's checkboxes, one ticked from the keyboard, then saved.
    await page.goto(`/dashboard/activities/${gallery.slug}`);
    const section = page.getByRole("region", { name: c.section });
    await expect(section).toBeVisible();
    await page.waitForLoadState("networkidle");
    const stepFree = section.getByRole("checkbox", { name: c.stepFree });
    await stepFree.focus();
    await page.keyboard.press("Space");
    await expect(stepFree).toBeChecked();
    await section.getByRole("checkbox", { name: c.hearingLoop }).check();
    await expectAccessible(page, { include: '[data-testid="section-accessibility"]' });
    await section.getByRole("button", { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: c.section }).getByRole("checkbox", { name: c.hearingLoop })).toBeChecked();

    // A visitor, signed out: from the city page's accessibility links to the filtered search.
    // The same browser settings as every test (the consent already answered), without the owner's session.
    const { storageState, extraHTTPHeaders } = test.info().project.use;
    const visitorContext = await browser.newContext({ baseURL, storageState, extraHTTPHeaders });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${c.prefix}/place/vienne`);
    const cityNav = visitor.getByRole("navigation", { name: c.cityNav });
    await expect(cityNav.getByRole("link")).toHaveCount(5);
    await expectAccessible(visitor);
    // The city's feeds, read as a calendar application and a reader read them, hold the gallery under its name.
    // Nothing keeps a feed on the server (only `Cache-Control` for readers, docs/feeds.md): an edit shows as soon as
    // the search index has it, so the feeds are polled.
    const galleryPage = `${c.prefix}/activity/${gallery.slug}`;
    const cityFeeds = await feedHrefs(visitor.getByTestId("feed-links"), locale);
    const listing = `${gallery.name} — ${galleryPage}`;
    await expect.poll(() => calendarListed(visitor.request, cityFeeds.calendar)).toContain(listing);
    await expect.poll(() => newsListed(visitor.request, cityFeeds.rss)).toContain(listing);
    await cityNav.getByRole("link", { name: c.wheelchair }).click();
    await expect(visitor).toHaveURL(/\/search\?city=Vienne&access=motor$/);
    const wheelchair = visitor.getByTestId("facet-accessibility").getByRole("checkbox", { name: new RegExp(`^${c.wheelchair}`) });
    await expect(wheelchair).toBeChecked();
    await visitor.waitForLoadState("networkidle");
    const hits = visitor.getByTestId("search-hit");
    await visitor.getByRole("searchbox", { name: c.box }).fill(word.toLowerCase());
    await expect(visitor).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}`));
    await expect(hits).toHaveCount(1);
    await expect(hits.first().getByRole("heading")).toContainText(gallery.name);
    await expectAccessible(visitor, { exclude: [MAP_CANVAS] });

    // Without the filter the annexe, which says nothing of its access, is found too; with it again, it is not.
    await wheelchair.uncheck();
    await expect(hits).toHaveCount(2);
    await expect(visitor).not.toHaveURL(/access=/);
    await wheelchair.check();
    await expect(hits).toHaveCount(1);
    await expect(visitor).toHaveURL(/[?&]access=motor/);
    const filtered = new URL(visitor.url());
    expect(filtered.searchParams.getAll("access")).toEqual(["motor"]);

    // The filtered search's feeds (its own address): the marked gallery, and not the annexe.
    const searchLinks = visitor.getByTestId("feed-links");
    await expect(searchLinks.getByRole("link", { name: feedLabels[locale].rss })).toHaveAttribute("href", /[?&]access=motor/);
    const searchFeeds = await feedHrefs(searchLinks, locale);
    for (const href of [searchFeeds.calendar, searchFeeds.rss]) {
      const feed = new URL(href, filtered).searchParams;
      for (const key of ["q", "city", "access"]) expect(feed.getAll(key)).toEqual(filtered.searchParams.getAll(key));
    }
    await expect.poll(() => calendarListed(visitor.request, searchFeeds.calendar)).toEqual([listing]);
    await expect.poll(() => newsListed(visitor.request, searchFeeds.rss)).toEqual([listing]);

    // The activity page: icons beside their text, the family the features imply first.
    await hits.first().getByRole("link").first().click();
    await expect(visitor).toHaveURL(new RegExp(`${galleryPage}$`));
    const info = visitor.getByRole("region", { name: c.section });
    await expect(info.getByRole("listitem")).toHaveText([c.wheelchair, c.hearing, c.stepFree, c.hearingLoop]);
    await expect(info.locator("svg[aria-hidden='true']")).toHaveCount(4);
    const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.amenityFeature).toContainEqual({ "@type": "LocationFeatureSpecification", name: c.stepFree, value: true });
    await expectAccessible(visitor, { exclude: [MAP_CANVAS] });
    await visitor.goto(`${c.prefix}/activity/${annexe.slug}`);
    await expect(visitor.getByRole("region", { name: c.section })).toContainText(c.unknown);

    await visitorContext.close();
  });
}
