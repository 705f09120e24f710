import { expect, type Page, test } from "@playwright/test";
import { isUnreachableMapStyleLog } from "../support/map-style.ts";
import { signInByApi, uniqueEmail, verifiedAccount } from "../support/owners.ts";
import { expectNoSidewaysScroll, phone } from "../support/phone.ts";
import { demoActivityPath, localized, publicPaths } from "../support/public-pages.ts";

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
  const paths = publicPaths(await demoActivityPath(page));
  const { errors, tokenCalls } = await watch(page, () => visitAll(page, paths, ["/add-activity"]));
  expect(errors).toEqual([]);
  expect(tokenCalls).toEqual([]);
});

test("signed in, no public page logs an error, and the token is renewed", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("pages");
  await verifiedAccount(page, email);
  await signInByApi(page.request, baseURL as string, email);
  const paths = publicPaths(await demoActivityPath(page));
  const { errors, tokenCalls } = await watch(page, () => visitAll(page, paths, ["/add-activity", "/dashboard/activities"]));
  expect(errors).toEqual([]);
  expect(tokenCalls.length).toBeGreaterThan(0);
  expect(tokenCalls.every((status) => status === 200)).toBe(true);
});

test.describe("on a phone", () => {
  test.use(phone);

  test("no public page, nor the owner's pages, scrolls sideways, in either language", async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const paths = publicPaths(await demoActivityPath(page));
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
