import { type APIResponse, expect, type Page } from "@playwright/test";

/** A demo activity nobody owns yet (its page shows the claim section), found the way a visitor would. */
export async function demoActivityPath(page: Page): Promise<string> {
  await page.goto("/place/lyon");
  const href = await page.getByTestId("activity-card").first().getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/activity\//);
  return href as string;
}

/** The demo data's listed trade show, as the sitemap lists it. */
export async function demoShowPath(page: Page): Promise<string> {
  const shows = (await (await page.request.get("/api/sitemap/trade-shows")).json()) as Array<{ slug: string }>;
  expect(shows.length).toBeGreaterThan(0);
  return `/salon/${shows[0]?.slug}`;
}

/**
 * Every kind of public page, in French (the English ones are the same under /en). A mailed link's page with a
 * forged token and the 404 page are left out: the refusal they show comes from an HTTP error status, which the
 * browser logs by design.
 */
export function publicPaths(activityPath: string, showPath: string): string[] {
  return [
    "/place",
    "/place/lyon",
    "/place/lyon/art-culture",
    "/place/lyon/art-culture?subCategory=museum",
    activityPath,
    showPath,
    "/search",
    "/login",
    "/signup",
    "/reset-password",
    "/contact",
    "/data-rights",
    "/data-collection",
    "/faq",
    "/blog",
    "/blog/all",
    "/blog/bien-referencer-son-activite",
    "/legal-notice",
    "/developers",
    "/auth/verify-email",
  ];
}

export const localized = (path: string, locale: "fr" | "en") => (locale === "fr" ? path : `/en${path}`);

/**
 * Whether the front door answered from its shared copy: a fresh one ("hit"), or one past its minute, served while
 * the page is rendered again ("stale", ADR 021). A page an earlier test had the front door keep more than a minute
 * before is answered stale until that render ends.
 */
export function fromSharedCopy(response: APIResponse): boolean {
  return ["hit", "stale"].includes(response.headers()["x-alentour-cache"] ?? "");
}
