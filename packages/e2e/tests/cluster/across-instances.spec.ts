import { expect, test } from "@playwright/test";
import { png } from "../../support/images.ts";
import { lyonWorkshop, ownerPassword, uniqueEmail, verifiedAccount } from "../../support/owners.ts";

// Two api instances behind the balancer of `npm run start:cluster` (playwright.cluster.config.ts): this journey
// speaks to each of them directly, as the balancer may send consecutive requests of one browser to either.
const front = Number(process.env.E2E_CLUSTER_PORT ?? 3120);
const instanceA = `http://localhost:${front + 1}`;
const instanceB = `http://localhost:${front + 5}`;
const origin = `http://localhost:${front}`;
// Clear of the per-address limits the suite shares on 127.0.0.1 (this spec's own test addresses).
const visitor = { origin, "x-forwarded-for": "203.0.113.62" };
const tus = { ...visitor, "tus-resumable": "1.0.0" };
const searchKeys = { "x-algolia-api-key": "public-search-key", "x-algolia-application-id": "alentour" };

test("an owner signs in through instance A, uploads half a banner there, finishes it through B, and both find the edit", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().setExtraHTTPHeaders(visitor);
  const email = uniqueEmail("cluster");
  await verifiedAccount(page, email);
  const request = page.request;

  // Signed in through A: the cookies are the site's (localhost), so they go to B as well.
  const signedIn = await request.post(`${instanceA}/api/auth/sign-in`, { data: { email, password: ownerPassword } });
  expect(signedIn.status()).toBe(200);
  const name = `Atelier de reliure ${Date.now()}`;
  const created = await request.post(`${instanceA}/api/activities`, { data: lyonWorkshop({ name }) });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  // Half the banner through A…
  const banner = png(1020, 2400, { noise: true });
  const half = Math.floor(banner.length / 2);
  const metadata = `purpose ${Buffer.from("activity-banner").toString("base64")},target ${Buffer.from(slug).toString("base64")}`;
  const started = await request.post(`${instanceA}/api/uploads`, {
    headers: { ...tus, "upload-length": String(banner.length), "upload-metadata": metadata },
  });
  expect(started.status()).toBe(201);
  const location = String(started.headers().location);
  const firstHalf = await request.patch(`${instanceA}${location}`, {
    headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    data: banner.subarray(0, half),
  });
  expect(firstHalf.status()).toBe(204);

  // …and the rest through B, which knows how far it got.
  const resumed = await request.head(`${instanceB}${location}`, { headers: tus });
  expect(resumed.status()).toBe(200);
  expect(resumed.headers()["upload-offset"]).toBe(String(half));
  const finished = await request.patch(`${instanceB}${location}`, {
    headers: { ...tus, "upload-offset": String(half), "content-type": "application/offset+octet-stream" },
    data: banner.subarray(half),
  });
  expect(finished.status()).toBe(200);
  const { url } = (await finished.json()) as { url: string };

  // An edit through B; the search of each instance finds it at once.
  const renamed = `${name} et dorure`;
  const edited = await request.patch(`${instanceB}/api/activities/${slug}`, { data: { name: renamed } });
  expect(edited.status()).toBe(200);
  for (const instance of [instanceA, instanceB]) {
    const search = await request.post(`${instance}/api/search/1/indexes/*/queries`, {
      headers: searchKeys,
      data: { requests: [{ indexName: "event", query: "reliure dorure" }] },
    });
    expect(search.status()).toBe(200);
    const { results } = (await search.json()) as { results: Array<{ hits: Array<{ slug: string; name: string }> }> };
    expect(results[0]?.hits.map((hit) => hit.slug)).toContain(slug);
  }

  // Visitors see the new name and the banner through the front door, whichever instance answers.
  await page.goto(`/activity/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  const image = await request.get(url);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
});
