import { expect, type Page, test } from "@playwright/test";
import { holdScripts, PUBLIC_PAGE_SCRIPTS } from "../support/held-scripts.ts";
import { isUnreachableMapStyleLog } from "../support/map-style.ts";
import { signInByApi, uniqueEmail, verifiedAccount } from "../support/owners.ts";
import { expectNoSidewaysScroll, phone } from "../support/phone.ts";
import { demoActivityPath, demoShowPath, localized, publicPaths } from "../support/public-pages.ts";

/** Everything the page logs as an error, and every call for a token it makes, while `visit` runs. */
async function watch(page: Page, visit: () => Promise<void>) {
  const errors: string[] = [];
  const tokenCalls: number[] = [];
  const onConsole = (message: import("@playwright/test").ConsoleMessage) => {
    if (message.type() === "error" && !isUnreachableMapStyleLog(message.location().url))
      errors.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
  const onResponse = (response: import("@playwright/test").Response) => {
    if (new URL(response.url()).pathname === "/api/auth/token") tokenCalls.push(response.status());
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("response", onResponse);
  try {
    await visit();
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("response", onResponse);
  }
  return { errors, tokenCalls };
}

/** Opens a page and waits until it is quiet; a navigation the previous page's scripts cut short is tried again. */
async function open(page: Page, path: string) {
  await page.goto(path).catch(async (error: Error) => {
    if (!/ERR_ABORTED/.test(error.message)) throw error;
    await page.goto(path);
  });
  await page.waitForLoadState("networkidle");
}

async function visitAll(page: Page, paths: string[], ownerPaths: string[] = []) {
  for (const locale of ["fr", "en"] as const) {
    for (const path of paths) await open(page, localized(path, locale));
  }
  // The owner's pages have no /en twin: their language comes from the locale cookie.
  for (const path of ownerPaths) await open(page, path);
}

test("signed out, no public page logs an error, and none asks for a token there is no session for", async ({ page }) => {
  test.setTimeout(240_000);
  const paths = publicPaths(await demoActivityPath(page), await demoShowPath(page));
  const { errors, tokenCalls } = await watch(page, () => visitAll(page, paths, ["/add-activity"]));
  expect(errors).toEqual([]);
  expect(tokenCalls).toEqual([]);
});

test("signed in, no public page logs an error, and the token is renewed", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("pages");
  await verifiedAccount(page, email);
  await signInByApi(page.request, baseURL as string, email);
  const paths = publicPaths(await demoActivityPath(page), await demoShowPath(page));
  const { errors, tokenCalls } = await watch(page, () => visitAll(page, paths, ["/add-activity", "/dashboard/activities"]));
  expect(errors).toEqual([]);
  expect(tokenCalls.length).toBeGreaterThan(0);
  expect(tokenCalls.every((status) => status === 200)).toBe(true);
});

test("a search page read at another moment than it was rendered (a shared copy, a clock set elsewhere) keeps the server's search box, then shows the statuses of the visitor's time", async ({
  page,
}) => {
  // Twelve hours from the server's time: most places open now are closed then, and the other way round.
  await page.clock.setFixedTime(Date.now() + 12 * 60 * 60 * 1000);
  for (const path of ["/search", "/en/search"]) {
    const rendered = await (await page.request.get(path)).text();
    const statusesOf = (html: string) => [...html.matchAll(/data-status="([a-z-]+)"/g)].map((match) => match[1]);
    // The page's scripts wait until the server's elements are marked: a page that fails to hydrate is rendered
    // again by React from scratch, with new elements (and without what the visitor had typed).
    const release = await holdScripts(page, PUBLIC_PAGE_SCRIPTS);
    const { errors } = await watch(page, async () => {
      await page.goto(path, { waitUntil: "commit" });
      await page.getByTestId("search-box").evaluate((element) => element.setAttribute("data-from-server", ""));
      release();
      await page.waitForLoadState("networkidle");
    });
    await page.unrouteAll();
    expect(errors).toEqual([]);
    await expect(page.getByTestId("search-box")).toHaveAttribute("data-from-server", "");
    // Then the browser's reading replaces the server's, badge by badge.
    const shown = page.getByTestId("search-hit").getByTestId("opening-status");
    await expect
      .poll(async () => (await shown.evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-status")))).join())
      .not.toBe(statusesOf(rendered).join());
  }
});

test.describe("on a phone", () => {
  test.use(phone);

  test("no public page, nor the owner's pages, scrolls sideways, in either language", async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const paths = publicPaths(await demoActivityPath(page), await demoShowPath(page));
    for (const locale of ["fr", "en"] as const) {
      for (const path of paths) {
        await open(page, localized(path, locale));
        await expectNoSidewaysScroll(page, localized(path, locale));
      }
    }
    await open(page, "/add-activity");
    await expectNoSidewaysScroll(page, "/add-activity");
    const email = uniqueEmail("phone");
    await verifiedAccount(page, email);
    await signInByApi(page.request, baseURL as string, email);
    for (const path of ["/dashboard/activities", "/dashboard/profile", "/add-activity"]) {
      await open(page, path);
      await expectNoSidewaysScroll(page, `${path}, signed in`);
    }
  });

  test("fr: an activity's claim button wraps inside the screen, and a notice leaves the bottom navigation uncovered", async ({
    page,
  }) => {
    const path = await demoActivityPath(page);
    await page.goto(path);
    const claim = page.getByRole("link", { name: "Se connecter pour revendiquer cette activité" });
    await expect(claim).toBeVisible();
    const box = await claim.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page, path);

    const suggest = page.getByRole("region", { name: "Suggérer une modification" });
    await suggest.getByLabel("Votre message").fill("Les horaires du dimanche ont changé depuis septembre.");
    await suggest.getByRole("button", { name: "Envoyer" }).click();
    const notice = page.getByText("Suggestion envoyée");
    await expect(notice).toBeVisible();
    const noticeBox = await notice.locator("xpath=ancestor::*[contains(@class,'mantine-Notification-root')][1]").boundingBox();
    const nav = await page.getByTestId("bottom-nav").boundingBox();
    expect(noticeBox && nav).toBeTruthy();
    // The notice ends above the navigation's top edge.
    expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);
  });
});
