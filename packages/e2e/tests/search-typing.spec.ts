import { expect, type Page, test } from "@playwright/test";

// Typing as a person does: uneven pauses between keys, some as long as the URL's write delay (400 ms), so
// keystrokes land while the previous query's results and URL are still on their way. The search box must end
// with exactly what was typed, and the results must follow it (issue: "museum" ended as "msum").

/** The same uneven rhythm on every run: 50 to 600 ms between keys, many around the URL's write delay. */
function pauses(seed: number): () => number {
  let state = seed;
  const rhythm = [50, 420, 380, 600, 90, 450, 410, 300, 520, 160, 440, 390];
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return rhythm[state % rhythm.length] ?? 400;
  };
}

async function typeLikeAPerson(page: Page, box: ReturnType<Page["getByRole"]>, word: string, pause: () => number) {
  for (const key of word) {
    await box.pressSequentially(key);
    await page.waitForTimeout(pause());
  }
}

async function countOf(page: Page): Promise<number> {
  const text = (await page.getByTestId("search-count").textContent()) ?? "";
  const digits = text.replace(/[\s\u202f\u00a0,.]/g, "").match(/\d+/);
  return digits ? Number(digits[0]) : 0;
}

/** The count a fresh visit to the same URL shows: what the typed page must end up showing. */
async function countFor(page: Page, path: string): Promise<number> {
  const other = await page.context().newPage();
  try {
    await other.goto(path);
    // Every word typed here names some activities; a 0 is a first search that has not answered yet.
    await expect.poll(() => countOf(other), { timeout: 15_000 }).toBeGreaterThan(0);
    return await countOf(other);
  } finally {
    await other.close();
  }
}

for (const locale of ["fr", "en"] as const) {
  const prefix = locale === "fr" ? "" : "/en";
  const text = { fr: { box: "Rechercher", reset: "Effacer la recherche" }, en: { box: "Search", reset: "Clear the search" } }[
    locale
  ];

  test(`${locale}: words typed at a person's pace stay as typed; clearing, back and forward keep box, URL and results together`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${prefix}/search`);
    await page.waitForLoadState("networkidle");
    const box = page.getByRole("searchbox", { name: text.box });
    await expect.poll(() => countOf(page), { timeout: 15_000 }).toBeGreaterThan(1000);
    const everything = await countOf(page);
    const pause = pauses(locale === "fr" ? 7 : 11);

    const words = ["musee", "theatre", "piscine", "concert", "escalade", "chateau"];
    for (const word of words) {
      await box.click();
      await box.press("ControlOrMeta+a");
      await box.press("Backspace");
      await typeLikeAPerson(page, box, word, pause);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));
      // A second later nothing has been taken back or restored.
      await page.waitForTimeout(1000);
      await expect(box).toHaveValue(word);
      expect(new URL(page.url()).searchParams.get("q")).toBe(word);
      await expect.poll(() => countOf(page)).toBe(await countFor(page, `${prefix}/search?q=${word}`));
    }

    // Cleared right after typing (the last letters' URL write still pending): the box, the URL and the results
    // all go back to everything, and stay so.
    for (const word of ["musee", "parc"]) {
      await box.click();
      await typeLikeAPerson(page, box, word.slice(0, 2), pause);
      await box.pressSequentially(word.slice(2), { delay: 120 });
      await page.waitForTimeout(150);
      await page.getByRole("button", { name: text.reset }).click();
      await expect(box).toHaveValue("");
      await page.waitForTimeout(1200);
      await expect(box).toHaveValue("");
      await expect(page).not.toHaveURL(/[?&]q=/);
      await expect.poll(() => countOf(page)).toBe(everything);
    }

    // Back: the last word typed comes back in the box and in the results; forward: empty again.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]q=parc/);
    await expect(box).toHaveValue("parc");
    const parks = await countFor(page, `${prefix}/search?q=parc`);
    await expect.poll(() => countOf(page)).toBe(parks);
    await page.waitForTimeout(1000);
    await expect(box).toHaveValue("parc");
    await page.goForward();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(box).toHaveValue("");
    await expect.poll(() => countOf(page)).toBe(everything);
    await page.waitForTimeout(1000);
    await expect(box).toHaveValue("");
    expect(await countOf(page)).toBe(everything);
  });
}
