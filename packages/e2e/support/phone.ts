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
