import { expect, type Page } from "@playwright/test";

/** A phone-sized window (an iPhone 12–15's CSS width), for `test.use`. */
export const phone = { viewport: { width: 390, height: 844 } };

/** The page is no wider than the window: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { widest, window } = await page.evaluate(() => ({
    widest: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    window: document.documentElement.clientWidth,
  }));
  expect(widest, `${where}: ${widest} px wide in a ${window} px window`).toBeLessThanOrEqual(window);
}

/**
 * Every control a person may touch is inside the window and, unless it is a link within a sentence, at least
 * 24 × 24 px (WCAG 2.2, 2.5.8): nothing to reach by scrolling sideways, nothing too small for a finger.
 */
export async function expectControlsFit(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=tab]";
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Hidden, or an input drawn by its label (a chip, a radio, a checkbox): the label is what is touched.
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      if (element.closest("[aria-hidden=true], .mantine-visually-hidden")) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
      if (box.left < -1 || box.right > width + 1)
        found.push(`${name} outside the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      const inSentence = element.tagName === "A" && style.display === "inline";
      // A radio button or a checkbox is touched through its label as well, which sits beside it.
      const labelled = element instanceof HTMLInputElement && /^(radio|checkbox)$/.test(element.type) && element.labels?.length;
      if (!inSentence && !labelled && (box.width < 24 || box.height < 24))
        found.push(`${name} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    return found;
  });
  expect(problems, where).toEqual([]);
}
