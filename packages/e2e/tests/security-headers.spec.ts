import { type APIResponse, expect, type Page, type Response, test } from "@playwright/test";
import { png } from "../support/images.ts";
import { fromSharedCopy } from "../support/public-pages.ts";
import { signedInAdmin } from "../support/staff.ts";

// Every page of every app, through the front door, sends the security headers of ADR 054, and the pages
// still work under their Content-Security-Policy: no violation reported, maps drawn, an upload previewed,
// the console's charts and editor alive.

type Headers = Record<string, string>;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectPageHeaders(headers: Headers, where: string) {
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, `${where}: Content-Security-Policy`).not.toBe("");
  const csp = directives(policy);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts, `${where}: script-src`).toContain("'self'");
  expect(
    scripts.some((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source)),
    `${where}: a nonce`,
  ).toBe(true);
  expect(scripts, `${where}: no inline scripts without the nonce`).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get("object-src"), where).toEqual(["'none'"]);
  expect(csp.get("base-uri"), where).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), where).toEqual(["'none'"]);
  // The stack's map style (playwright.config.ts) is opened, and nothing else of the maps': the origins follow the style.
  expect(csp.get("connect-src"), where).toContain("http://127.0.0.1:9");
  expect(csp.get("connect-src"), where).not.toContain("https://tiles.openfreemap.org");
  expect(headers["x-frame-options"], where).toBe("DENY");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  // The trade-show console's video calls open the camera and microphone of its own origin (ADR 100), nothing else does.
  expect(headers["permissions-policy"], where).toContain(
    /^(?:\/en)?\/tradeshow(?:[/?#]|$)/.test(where) ? "camera=(self), microphone=(self)" : "camera=()",
  );
  // Plain http here: no HSTS (browsers ignore it over http, and it would pin a site that has no certificate).
  expect(headers["strict-transport-security"], where).toBeUndefined();
}

/** Records what the page's CSP refuses, as the browser reports it. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

async function visit(page: Page, path: string, status: number): Promise<Response> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect(response?.status(), path).toBe(status);
  expectPageHeaders(response?.headers() ?? {}, path);
  // The page has hydrated or run its scripts: what the CSP would have refused is reported by now.
  await page.waitForLoadState("networkidle");
  return response as Response;
}

/** An activity of the demo data, as the directory lists it. */
async function someActivitySlug(page: Page): Promise<string> {
  await page.goto("/place/lyon/art-culture");
  const href = await page.getByTestId("activity-card").first().getByRole("link").first().getAttribute("href");
  const slug = href?.split("/").at(-1) ?? "";
  expect(slug).not.toBe("");
  return slug;
}

const publicPaths = [
  "/",
  "/place",
  "/place/lyon",
  "/place/lyon/art-culture",
  "/search",
  "/faq",
  "/blog",
  "/blog/all",
  "/contact",
  "/data-rights",
  "/data-collection",
];
const accountPaths = ["/login", "/signup", "/reset-password", "/auth/verify-email"];

for (const locale of ["fr", "en"] as const) {
  const prefix = locale === "fr" ? "" : "/en";

  test(`${locale}: every public and account page, and the 404, sends the headers with no CSP violation`, async ({ page }) => {
    test.slow();
    const violations = await watchViolations(page);
    const slug = await someActivitySlug(page);
    for (const path of [...publicPaths, ...accountPaths, `/activity/${slug}`]) {
      await visit(page, `${prefix}${path === "/" && prefix ? "" : path}`, 200);
    }
    await visit(page, `${prefix}/page-that-does-not-exist`, 404);
    await visit(page, `${prefix}/activity/no-such-activity-anywhere`, 404);
    expect(violations).toEqual([]);
  });

  test(`${locale}: the private areas (dashboard, add-activity, console, trade shows) send the headers with no CSP violation`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const violations = await watchViolations(page);
    await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
    await signedInAdmin(page.request, baseURL ?? "");
    for (const path of [
      "/dashboard/activities",
      "/dashboard/profile",
      "/add-activity",
      "/admin/",
      "/admin/analytics",
      "/admin/activities",
      "/admin/suggestions",
      "/admin/claims",
      "/admin/contact-messages",
      "/admin/users",
      "/admin/data-rights",
      "/admin/faq",
      "/admin/blog",
      "/admin/blog/new",
      "/admin/outbox",
      "/admin/audit-log",
      "/tradeshow",
    ]) {
      await visit(page, path, 200);
    }
    await visit(page, "/dashboard/no-such-page", 404);
    await visit(page, "/admin/no-such-page", 404);
    await visit(page, "/tradeshow/no-such-page", 404);
    expect(violations).toEqual([]);
  });
}

test("HSTS is sent when the request came over https through the reverse proxy", async ({ page, baseURL }) => {
  await signedInAdmin(page.request, baseURL ?? "");
  for (const path of ["/place", "/en/login", "/dashboard/activities", "/admin/", "/tradeshow", "/api/health"]) {
    const response = await page.request.get(path, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"], path).toBe("max-age=31536000");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("each page rendered has its own nonce", async ({ page }) => {
  const nonces = new Set<string>();
  // Distinct query strings: the shared cache holds no copy of them, so each one is rendered.
  for (const path of ["/place?view=1", "/place?view=2", "/login?view=1", "/login?view=2"]) {
    const policy = (await page.request.get(path)).headers()["content-security-policy"] ?? "";
    nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? "");
  }
  expect(nonces.size).toBe(4);
});

test("a page the front door keeps a shared copy of keeps its nonce with its HTML", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of [
    "/place",
    "/place/lyon",
    "/en/place/lyon",
    "/search",
    "/en/faq",
    "/login",
    `/activity/${await someActivitySlug(page)}`,
  ]) {
    let cached: APIResponse | null = null;
    for (let attempt = 0; attempt < 3 && !cached; attempt++) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      if (fromSharedCopy(response)) cached = response;
    }
    expect(cached, `${path} answered from the shared copy`).not.toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(cached?.headers()["content-security-policy"] ?? "")?.[1];
    const html = (await cached?.text()) ?? "";
    // Every script of the copy carries the nonce its header names (browsers hide it from the DOM, not from the source).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    const inline = scripts.filter((tag) => !/\bsrc=/.test(tag) && !/type="application\/(ld\+)?json"/.test(tag));
    expect(inline.length, path).toBeGreaterThan(0);
    for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("under the CSP the maps are drawn, an upload is previewed, the console's charts and editor work", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const violations = await watchViolations(page);
  await signedInAdmin(page.request, baseURL ?? "");

  // The activity page's map (its own script, MapLibre's worker from the site) and the search page's map.
  await visit(page, `/activity/${await someActivitySlug(page)}`, 200);
  const activityMap = page.getByTestId("activity-map");
  await activityMap.scrollIntoViewIfNeeded();
  await expect(activityMap).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await visit(page, "/search?query=musee", 200);
  await expect(page.getByTestId("search-map")).toHaveAttribute("data-state", "ready", { timeout: 20_000 });

  // An upload (tus to /api) and its preview: the profile photo.
  await visit(page, "/dashboard/profile", 200);
  await page.getByLabel("Photo de profil").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png(400, 400) });
  const preview = page.getByTestId("picture-preview");
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // The console's charts and the rich-text editor.
  await visit(page, "/admin/", 200);
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await visit(page, "/admin/blog/new", 200);
  const editor = page.locator(".ProseMirror").first();
  await editor.click();
  await page.keyboard.type("Sorties d'automne");
  await expect(editor).toContainText("Sorties d'automne");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" en gras");
  await expect(editor.locator("strong")).toContainText("en gras");

  expect(violations).toEqual([]);
});
