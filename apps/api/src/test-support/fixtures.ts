import { randomUUID } from "node:crypto";
import type { Activity, City } from "@alentour/domain/directory";

export const lyon: Omit<City, "activityCount"> = {
  slug: "lyon",
  name: "Lyon",
  country: "FR",
  location: { lat: 45.764, lng: 4.8357 },
  population: 522_000,
  timeZone: "Europe/Paris",
};

export const montreal: Omit<City, "activityCount"> = {
  slug: "montreal",
  name: "Montréal",
  country: "CA",
  location: { lat: 45.5017, lng: -73.5673 },
  population: 1_762_000,
  timeZone: "America/Toronto",
};

/** A complete, valid activity in Lyon; tests override what they look at. */
export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  const id = randomUUID();
  return {
    id,
    slug: `activite-${id.slice(0, 8)}`,
    name: "Musée des Confluences",
    category: "art-culture",
    subCategory: "museum",
    pricing: "paid",
    setting: "indoor",
    profiles: ["family", "couple"],
    address: { streetNumberAndStreet: "86 quai Perrache", city: "Lyon", citySlug: "lyon", country: "FR" },
    location: { lat: 45.7326, lng: 4.8181 },
    timeZone: "Europe/Paris",
    openingHours: {
      mode: "same-every-day",
      days: ["tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
      ranges: [{ start: "10:30", end: "18:30" }],
    },
    dates: null,
    descriptionHtml: "<h2>Sciences et sociétés</h2><p>Un musée au confluent du Rhône et de la Saône.</p>",
    bannerUrl: null,
    priceList: [{ label: "Plein tarif", amount: 1200, currency: "EUR" }],
    socialLinks: { instagram: "https://www.instagram.com/museedesconfluences" },
    contact: {
      email: "contact@confluences.example",
      name: "Musée des Confluences",
      phone: "04 28 38 12 12",
      website: "https://www.museedesconfluences.example",
    },
    accessibility: [],
    ownerId: null,
    tradeShowSlug: null,
    published: true,
    quality: 4.5,
    createdAt: "2026-01-15T09:00:00.000Z",
    updatedAt: "2026-01-15T09:00:00.000Z",
    ...overrides,
  };
}

/** What the add-activity wizard sends for a pottery workshop in Lyon: every question answered, the terms accepted. */
export const wizardInput = {
  name: "Atelier de poterie",
  category: "art-culture",
  subCategory: "creative-workshop",
  pricing: "paid",
  setting: "indoor",
  profiles: ["friends", "family"],
  address: { streetNumberAndStreet: "12 rue Saint-Jean", city: "Lyon", country: "FR" },
  location: { lat: 45.7622, lng: 4.8271 },
  openingHours: { mode: "same-every-day", days: ["tuesday"], ranges: [{ start: "10:00", end: "18:00" }] },
  legalAccepted: true,
};
