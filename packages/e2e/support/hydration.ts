import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated `locator`'s element (its props are attached to it). Hydration writes the server's
 * text back into a text area, so text filled in sooner can end up beside that text: "networkidle" comes before
 * hydration ends on a slow machine.
 */
export async function untilHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}
