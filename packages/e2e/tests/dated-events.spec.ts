import type { Activity } from "@alentour/domain/directory";
import { addDays, formatEventDate, formatEventDates } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, MAP_CANVAS } from "../support/accessibility.ts";
import { signInByApi, uniqueEmail, useLocaleCookie, verifiedAccount } from "../support/owners.ts";
import { startsWith, wizardLabels } from "../support/wizard-labels.ts";

async function countOf(page: Page): Promise<number> {
  const text = (await page.getByTestId("search-count").textContent()) ?? "";
  const digits = text.replace(/[\s\u202f\u00a0,.]/g, "").match(/\d+/);
  return digits ? Number(digits[0]) : 0;
}

const copy = {
  fr: {
    ...wizardLabels.fr,
    categoryOption: "Salons et Foires",
    subCategoryOption: "Marché artisanal",
    dated: "Événement daté",
    firstDay: "Premier jour",
    lastDay: "Dernier jour",
    backwards: "Le dernier jour doit être le premier jour ou après.",
    range: (start: string, end: string) => `Du ${start} au ${end}`,
    startsOn: (date: string) => `Dès le ${date}`,
    from: "Du",
    to: "Au",
    apply: "Appliquer les dates",
    pill: /^Dates · Du /,
    clear: "Tout effacer",
  },
  en: {
    ...wizardLabels.en,
    categoryOption: "Trade Shows and Fairs",
    subCategoryOption: "Craft fair",
    dated: "Dated event",
    firstDay: "First day",
    lastDay: "Last day",
    backwards: "The last day must be on or after the first day.",
    range: (start: string, end: string) => `From ${start} to ${end}`,
    startsOn: (date: string) => `Starts ${date}`,
    from: "From",
    to: "To",
    apply: "Apply the dates",
    pill: /^Dates · From /,
    clear: "Clear all",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: an owner makes an activity a dated event; its page shows the days and the dates filter finds it`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail(`dated-${locale}`);
    await verifiedAccount(page, email);
    await useLocaleCookie(context, baseURL as string, locale);
    await signInByApi(page.request, baseURL as string, email);
    const name = `Salon Zebulon ${locale} ${Date.now()}`;
    // Five weeks ahead, three days long, in Lyon's calendar; first published a week earlier.
    const today = localDateTime(new Date(), "Europe/Paris").date;
    const dates = { start: addDays(today, 35), end: addDays(today, 37) };
    const first = { start: addDays(today, 28), end: addDays(today, 30) };

    // The add-activity wizard: a craft fair in Lyon, every day 10:00–19:00, as a dated event.
    await page.goto("/add-activity");
    await page.getByRole("button", { name: c.start }).click();
    await page.getByLabel(startsWith(c.name)).fill(name);
    await page.getByRole("combobox", { name: c.category, exact: true }).click();
    await page.getByRole("option", { name: c.categoryOption }).click();
    await page.getByRole("combobox", { name: c.subCategory, exact: true }).click();
    await page.getByRole("option", { name: c.subCategoryOption }).click();
    await page.getByRole("radio", { name: c.paid }).check();
    await page.getByRole("radio", { name: c.indoor }).check();
    await page.getByRole("checkbox", { name: c.family }).check();
    await page.getByLabel(startsWith(c.street)).fill("1 place Bellecour");
    await page.getByLabel(startsWith(c.city)).fill("Lyon");
    await page.getByRole("button", { name: c.find }).click();
    await expect(page.getByTestId("pin-position")).toContainText("45.7");
    await page.getByRole("button", { name: c.next }).click();
    // Days are chips, toggled with the space bar.
    for (const day of c.everyDay) {
      await page.getByRole("checkbox", { name: day, exact: true }).focus();
      await page.keyboard.press("Space");
    }
    await expect(page.getByRole("checkbox", { name: c.everyDay[6], exact: true })).toBeChecked();
    await page.getByLabel(startsWith(c.opens)).fill("10:00");
    await page.getByLabel(startsWith(c.closes)).fill("19:00");
    await page.getByRole("checkbox", { name: startsWith(c.dated) }).check();
    await page.getByLabel(startsWith(c.firstDay)).fill(first.start);
    await page.getByLabel(startsWith(c.lastDay)).fill(first.end);
    await page.getByRole("checkbox", { name: startsWith(c.legal) }).check();
    await expectAccessible(page, { exclude: [MAP_CANVAS] });
    await page.getByRole("button", { name: c.publish }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const slug = new URL(page.url()).pathname.split("/").at(-1) as string;
    const published = (await (await page.request.get(`/api/activities/${slug}`)).json()) as Activity;
    expect(published.dates).toEqual(first);

    // The modify wizard's "place and opening days": a range backwards is refused, then moved a week later.
    await page.goto(`/dashboard/activities/${slug}`);
    await page.waitForLoadState("networkidle");
    const section = page.getByTestId("section-place");
    await expect(section.getByRole("checkbox", { name: startsWith(c.dated) })).toBeChecked();
    await section.getByLabel(startsWith(c.firstDay)).fill(dates.end);
    await section.getByLabel(startsWith(c.lastDay)).fill(dates.start);
    await section.getByRole("button", { name: c.save }).click();
    await expect(section.getByText(c.backwards)).toBeVisible();
    await expectAccessible(page, { exclude: [MAP_CANVAS] });
    await section.getByLabel(startsWith(c.firstDay)).fill(dates.start);
    await section.getByLabel(startsWith(c.lastDay)).fill(dates.end);
    await section.getByRole("button", { name: c.save }).click();
    await expect(page.getByText(c.saved).first()).toBeVisible();
    const stored = (await (await page.request.get(`/api/activities/${slug}`)).json()) as Activity;
    expect(stored.dates).toEqual(dates);

    // The public page: the days beside the hours, closed until the first day, and Event dates in its JSON-LD.
    await page.goto(`${c.prefix}/activity/${slug}`);
    const words = formatEventDates(dates, locale);
    await expect(page.getByTestId("event-dates")).toHaveText(c.range(words.start, words.end));
    const badge = page.getByTestId("opening-status").first();
    await expect(badge).toHaveAttribute("data-status", "closed");
    await expect(badge).toHaveText(c.startsOn(formatEventDate(dates.start, locale, false)));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ startDate: dates.start, endDate: dates.end });

    // The search page's dates filter: found for days that overlap its own, not for days after them.
    await page.goto(`${c.prefix}/search?q=${encodeURIComponent(`Zebulon ${locale}`)}`);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => countOf(page)).toBeGreaterThanOrEqual(1);
    const filter = page.getByTestId("facet-dates").first();
    await filter.getByLabel(c.from, { exact: true }).fill(addDays(dates.end, -1));
    await filter.getByLabel(c.to, { exact: true }).fill(addDays(dates.end, 5));
    await filter.getByRole("button", { name: c.apply }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${addDays(dates.end, -1)}&to=${addDays(dates.end, 5)}`));
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await expect(page.getByTestId("current-refinements").getByText(c.pill)).toBeVisible();
    await expectAccessible(page, { exclude: [MAP_CANVAS] });

    await filter.getByLabel(c.from, { exact: true }).fill(addDays(dates.end, 1));
    await filter.getByRole("button", { name: c.apply }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${addDays(dates.end, 1)}`));
    await expect(page.getByRole("link", { name })).toHaveCount(0);

    // Back brings the overlapping range again; a shared URL gives the same.
    await page.goBack();
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await page.goto(`${c.prefix}/search?q=${encodeURIComponent(name)}&from=${addDays(dates.end, 1)}`);
    await expect.poll(() => countOf(page)).toBe(0);
    await page.getByRole("button", { name: c.clear }).click();
    await expect.poll(() => countOf(page)).toBe(1);
  });
}
