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

/**
 * The scripts of the public pages served without Next's runtime: the shared one, its chunks and the islands. They
 * are module scripts, which the DOMContentLoaded event waits for: a page whose scripts are held is opened with
 * `waitUntil: "commit"`, and its elements are waited for as the HTML arrives.
 */
export const PUBLIC_PAGE_SCRIPTS = "**/islands/*.js";
