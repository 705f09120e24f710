import { type APIRequestContext, expect } from "@playwright/test";
import { inDays } from "./dates.ts";

/** Lyon's Hôtel de Région quay, where most journeys' shows are held. */
export const quaiClaudeBernard = {
  address: { streetNumberAndStreet: "20 quai Claude Bernard", city: "Lyon", country: "FR" },
  location: { lat: 45.7485, lng: 4.8372 },
};

/** Eurexpo, for the shows of the journeys that meet there. */
export const eurexpo = {
  address: { streetNumberAndStreet: "Eurexpo, boulevard de l'Europe", city: "Lyon", country: "FR" },
  location: { lat: 45.7326, lng: 4.9477 },
};

/**
 * What a journey posts to `/api/trade-shows` when the wizard is not what it tests (trade-shows.spec.ts walks it):
 * a public, physical wine fair in Lyon with one hall, `hall-1`, under way from yesterday to tomorrow, its online
 * access open all day. A journey overrides what it is about (its name, dates, mode, organiser…).
 */
export function wineFair(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Salon des vins ${Date.now()}`,
    category: "wine-fair",
    startDate: inDays(-1),
    endDate: inDays(1),
    openingTime: "00:00",
    closingTime: "23:59",
    place: quaiClaudeBernard,
    themes: ["Vins"],
    presentation: "Deux jours de dégustation.",
    organiser: { name: "Ana Martin", email: "ana@salon.example" },
    socialLinks: {},
    mode: "physical",
    listing: "public",
    halls: [{ id: "hall-1", name: "Hall des vins", theme: "Vins" }],
    legalAccepted: true,
    ...overrides,
  };
}

/** Creates the show as the organiser signed in on `request`; its slug. */
export async function createShow(request: APIRequestContext, show: Record<string, unknown>): Promise<string> {
  const created = await request.post("/api/trade-shows", { data: show });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

/**
 * A booth in `hall-1` that `exhibitor` applies for and `organiser` validates (exhibitors.spec.ts goes through
 * the pages); its id.
 */
export async function validatedBooth(
  organiser: APIRequestContext,
  exhibitor: APIRequestContext,
  slug: string,
  booth: { companyName: string; style?: string; colour?: string; avatar?: string },
): Promise<string> {
  const applied = await exhibitor.post(`/api/trade-shows/${slug}/booths`, {
    data: { style: "modern", colour: "#8A1538", avatar: "avatar-2", hallId: "hall-1", ...booth },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  expect((await organiser.post(`/api/booths/${id}/validate`)).status()).toBe(200);
  return id;
}
