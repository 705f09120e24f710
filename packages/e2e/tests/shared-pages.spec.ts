import { type APIRequestContext, expect, request as requests, test } from "@playwright/test";
import { demoActivityPath, demoShowPath, fromSharedCopy, localized, publicPaths } from "../support/public-pages.ts";
import { signedInAdmin } from "../support/staff.ts";

// Every public page is the same for everyone (ADR 080): the front door answers repeat views from its shared
// copy, to signed-out and signed-in visitors alike, and an edit that changes a page empties the copies.

/** Asks for `path` until the front door answers from its copy (the first view renders it); that answer. */
async function sharedCopy(request: APIRequestContext, path: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    if (fromSharedCopy(response)) return response;
  }
  throw new Error(`${path} was never answered from the shared copy`);
}

async function visitorFrom(address: string, baseURL: string) {
  return requests.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": address } });
}

test("every public page, in both languages, is answered from the shared copy to signed-out and signed-in visitors", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const paths = publicPaths(await demoActivityPath(page), await demoShowPath(page)).flatMap((path) => [
    localized(path, "fr"),
    localized(path, "en"),
  ]);
  const signedOut = await visitorFrom("203.0.113.70", baseURL as string);
  for (const path of paths) {
    const copy = await sharedCopy(signedOut, path);
    // Browsers may keep it but ask again each time: only the front door serves a copy without asking.
    expect(copy.headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    // The marker that lets a signed-in visitor have the copy is the front door's own: it is never sent on.
    expect(copy.headers()["x-alentour-same-for-everyone"], path).toBeUndefined();
  }
  const signedIn = await visitorFrom("203.0.113.71", baseURL as string);
  await signedInAdmin(signedIn, baseURL as string);
  for (const path of paths) {
    const response = await signedIn.get(path);
    expect(fromSharedCopy(response), `${path}, signed in, from the shared copy`).toBe(true);
  }
  // A mailed link with its token is never kept.
  for (let view = 0; view < 2; view++) {
    const response = await signedOut.get("/reset-password?token=not-a-real-one");
    expect(response.headers()["x-alentour-cache"]).toBeUndefined();
    expect(response.headers()["cache-control"]).toContain("no-store");
  }
  await signedOut.dispose();
  await signedIn.dispose();
});

test("an activity's edit empties the shared copies: the home, its city page and its category page show the new name at once", async ({
  baseURL,
}) => {
  const visitor = await visitorFrom("203.0.113.72", baseURL as string);
  const home = await (await sharedCopy(visitor, "/place")).text();
  const slug = /href="\/activity\/([a-z0-9-]+)"/.exec(home)?.[1];
  expect(slug).toBeTruthy();
  // The city and category pages are Pages Router pages (ADR 081): their copies must go with the App Router's.
  const activity = (await (await visitor.get(`/api/activities/${slug}`)).json()) as {
    category: string;
    address: { citySlug: string };
  };
  const city = `/place/${activity.address.citySlug}`;
  const paths = ["/place", "/en/place", city, `/en${city}`, `${city}/${activity.category}`, `/en${city}/${activity.category}`];
  for (const path of paths.slice(1)) await sharedCopy(visitor, path);

  const staff = await visitorFrom("203.0.113.73", baseURL as string);
  await signedInAdmin(staff, baseURL as string);
  const name = `Musée renommé ${Date.now()}`;
  const edit = await staff.patch(`/api/activities/${slug}`, { data: { name } });
  expect(edit.status()).toBe(200);

  for (const path of paths) {
    const response = await visitor.get(path);
    expect(response.headers()["x-alentour-cache"], path).toBeUndefined();
    expect(await response.text(), path).toContain(name);
  }
  await visitor.dispose();
  await staff.dispose();
});

test("reloading a page the front door keeps costs the browser no HTML: it is told its own copy is current", async ({ page }) => {
  for (const path of ["/place/lyon", "/en/place/lyon"]) {
    // The first view renders the page (and sets the language cookie); the second is the front door's copy.
    await page.goto(path);
    await page.goto(path);
    const reloaded = page.waitForEvent("requestfinished", (request) => request.resourceType() === "document");
    await page.reload();
    const request = await reloaded;
    expect((await request.allHeaders())["if-none-match"], path).toBeTruthy();
    expect((await request.sizes()).responseBodySize, `${path}: the HTML is not sent again`).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(path.startsWith("/en") ? /Lyon/ : "Que faire à Lyon ?");
  }
});
