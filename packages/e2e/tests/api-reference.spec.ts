import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/accessibility.ts";

// The api describes itself through the front door: the OpenAPI document and its reference page (docs/api-reference.md).
test("the api reference lists the routes and links to the OpenAPI document", async ({ page, request }) => {
  const document = await request.get("/api/openapi.json");
  expect(document.status()).toBe(200);
  const body = await document.json();
  expect(body.openapi).toBe("3.1.0");
  expect(body.paths["/api/activities/{slug}"].get.summary).toBeTruthy();

  await page.goto("/api/reference");
  await expect(page.getByRole("heading", { level: 1, name: /Alentour api/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "GET /api/cities/{slug}/activities" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "/api/openapi.json" }).click();
  await expect(page).toHaveURL(/\/api\/openapi\.json$/);
});
