import type { Page } from "@playwright/test";

/**
 * Holds back the page's scripts matching `pattern`, as a slow connection would: the visitor sees and types into
 * the server's HTML meanwhile. Returns the release; the scripts then load as usual.
 */
export async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
