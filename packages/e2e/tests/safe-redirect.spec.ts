import { expect, test } from "@playwright/test";
import { signInByApi, uniqueEmail, verifiedAccount } from "../support/owners.ts";

// Where the login page sends a visitor comes from its address, so an attacker writes it into a link. Only
// paths of this site are followed (packages/domain/src/safe-redirect.ts); anything else goes to the dashboard.
for (const hostile of ["/.//evil.example/phish", "/..//evil.example/phish", "/%2e%2e//evil.example", "/\\evil.example"]) {
  test(`the login page never leaves the site for ${JSON.stringify(hostile)}`, async ({ page, baseURL }) => {
    const left: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith("evil.example"),
      (route) => {
        left.push(route.request().url());
        return route.abort();
      },
    );
    const email = uniqueEmail("redirect");
    await verifiedAccount(page, email);
    await signInByApi(page.request, baseURL ?? "", email);
    // Signed in already: the page goes on to its target at once.
    await page.goto(`/login?redirectTo=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL(`${baseURL}/dashboard/activities`);
    expect(left).toEqual([]);
  });
}

test("the login page still goes back to a path of the site", async ({ page, baseURL }) => {
  const email = uniqueEmail("redirect-ok");
  await verifiedAccount(page, email);
  await signInByApi(page.request, baseURL ?? "", email);
  await page.goto(`/en/login?redirectTo=${encodeURIComponent("/add-activity")}`);
  await expect(page).toHaveURL(`${baseURL}/add-activity`);
});
