import { expect, test } from "@playwright/test";
import { lyonWorkshop, ownerPassword, uniqueEmail, verifiedAccount } from "../../support/owners.ts";

// `npm run start:cluster` runs two front-door processes on one port (FRONT_DOOR_PROCESSES=2, ADR 114): the kernel
// hands each connection to one of them, and each keeps its own copies of the public pages. Each also answers on
// a port of its own (PORT+10, PORT+11), where this journey asks each one directly, as visitors' connections would.
const front = Number(process.env.E2E_CLUSTER_PORT ?? 3120);
const doors = [front + 10, front + 11].map((port) => `http://localhost:${port}`);
const origin = `http://localhost:${front}`;
const visitor = { origin, "x-forwarded-for": "203.0.113.63" };

test("an activity renamed by its owner shows renamed at once from every front-door process, in both languages", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await page.context().setExtraHTTPHeaders(visitor);
  const email = uniqueEmail("doors");
  await verifiedAccount(page, email);
  const request = page.request;
  expect((await request.post(`${origin}/api/auth/sign-in`, { data: { email, password: ownerPassword } })).status()).toBe(200);
  const name = `Atelier de marqueterie ${Date.now()}`;
  const created = await request.post(`${origin}/api/activities`, { data: lyonWorkshop({ name }) });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const pages = [`/activity/${slug}`, `/en/activity/${slug}`];
  // Pages are kept only from signed-out visits: these are a signed-out visitor's.
  const visits = await playwright.request.newContext({ extraHTTPHeaders: visitor });

  // Each process renders the page once, then answers it from its own copy.
  for (const door of doors) {
    for (const path of pages) {
      expect(await (await visits.get(`${door}${path}`)).text()).toContain(name);
      const again = await visits.get(`${door}${path}`);
      expect(again.headers()["x-alentour-cache"]).toBe("hit");
      expect(await again.text()).toContain(name);
    }
  }

  // The rename goes through the public port; the api purges every process, so none keeps the old copy.
  const renamed = `${name} et ébénisterie`;
  expect((await request.patch(`${origin}/api/activities/${slug}`, { data: { name: renamed } })).status()).toBe(200);
  for (const door of doors) {
    for (const path of pages) expect(await (await visits.get(`${door}${path}`)).text()).toContain(renamed);
  }

  await visits.dispose();

  // Visitors on the shared port see it too, in either language.
  await page.goto(`/en/activity/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await page.goto(`/activity/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
});
