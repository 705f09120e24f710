import type { Page } from "@playwright/test";

type Counted = { alentourAnimationFrames: number };

/**
 * Counts the animation frames the page asks for (`requestAnimationFrame`), from its next navigation on; answers a
 * reader of the count. A page at rest asks for none: the 2D hall stops drawing when nothing moves (docs/hall.md).
 */
export async function countAnimationFrames(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as Counted;
    counted.alentourAnimationFrames = 0;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      counted.alentourAnimationFrames++;
      return request(callback);
    };
  });
  return () => page.evaluate(() => (window as unknown as Counted).alentourAnimationFrames);
}
