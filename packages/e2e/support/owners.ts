import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { mailedLink } from "./outbox.ts";

export const ownerPassword = "la girafe mange des crêpes à minuit";

export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;

/** State-changing api calls from a test carry the site's origin, as the browser's would. */
export const originOf = (page: Page) => new URL(page.url() === "about:blank" ? "http://localhost" : page.url()).origin;

/**
 * What a journey posts to `/api/activities` when the wizard is not what it tests (new-activity.spec.ts walks it):
 * a paid, indoor creative workshop in Lyon for friends and family, open on Tuesdays from 10:00 to 18:00. A journey
 * overrides what it is about (its name at least).
 */
export function lyonWorkshop(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Atelier ${Date.now()}`,
    category: "art-culture",
    subCategory: "creative-workshop",
    pricing: "paid",
    setting: "indoor",
    profiles: ["friends", "family"],
    address: { streetNumberAndStreet: "12 rue Saint-Jean", city: "Lyon", country: "FR" },
    location: { lat: 45.7622, lng: 4.8271 },
    openingHours: { mode: "same-every-day", days: ["tuesday"], ranges: [{ start: "10:00", end: "18:00" }] },
    legalAccepted: true,
    ...overrides,
  };
}

/** An account with a confirmed e-mail address, made through the api and the mailed link. */
export async function verifiedAccount(page: Page, email: string): Promise<void> {
  // The context carries cookies (the consent choice at least), so the api wants the origin a browser sends.
  const baseURL = test.info().project.use.baseURL ?? "http://localhost";
  const response = await page.request.post("/api/auth/sign-up", {
    headers: { origin: new URL(baseURL).origin },
    data: { firstName: "Camille", lastName: "Durand", email, password: ownerPassword, passwordConfirmation: ownerPassword },
  });
  expect(response.status()).toBe(201);
  // Confirmed with the mailed link's token, through the call the confirmation page makes: that page is the
  // subject of accounts.spec.ts, and the journeys that only need an account are spared loading it.
  const token = new URL((await mailedLink(email)).link).searchParams.get("token");
  const confirmed = await page.request.post("/api/auth/verification/confirm", {
    headers: { origin: new URL(baseURL).origin },
    data: { token },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Signs the browser context in through the api (cookies land in the context's jar). */
export async function signInByApi(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const response = await request.post("/api/auth/sign-in", {
    data: { email, password: ownerPassword },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

/** The dashboard apps read the language from this cookie, as the public site's language switch sets it. */
export async function useLocaleCookie(context: BrowserContext, baseURL: string, locale: "fr" | "en"): Promise<void> {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL }]);
}

/**
 * A page of its own browser context, signed in as a new verified account, in `locale`. `address` is the last byte
 * of the visitor address the api sees (198.51.100.x), so that each person of a journey has their own rate limits.
 */
export async function signedInPage(
  browser: Browser,
  origin: string,
  locale: "fr" | "en",
  address: number,
  email: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, ...options });
  await context.setExtraHTTPHeaders({ origin: new URL(origin).origin, "x-forwarded-for": `198.51.100.${address}` });
  const page = await context.newPage();
  await verifiedAccount(page, email);
  await signInByApi(page.request, origin, email);
  // The confirmation page set the French language cookie; each journey goes on in its own language.
  await useLocaleCookie(context, origin, locale);
  return page;
}
