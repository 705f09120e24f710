import type { Activity } from "@alentour/domain/directory";
import { lyon, makeActivity, montreal } from "#app/test-support/fixtures.ts";

export const paris = {
  slug: "paris",
  name: "Paris",
  country: "FR",
  location: { lat: 48.8566, lng: 2.3522 },
  population: 2_100_000,
  timeZone: "Europe/Paris",
};

const inParis = (street: string) => ({ streetNumberAndStreet: street, city: "Paris", citySlug: "paris", country: "FR" });
const inMontreal = (street: string) => ({ streetNumberAndStreet: street, city: "Montréal", citySlug: "montreal", country: "CA" });

/** A small directory whose right answers are known (the search tests and the relevance set use it). */
export function searchFixtures(): Activity[] {
  return [
    makeActivity({ slug: "musee-des-confluences", name: "Musée des Confluences", quality: 4.6 }),
    makeActivity({
      slug: "musee-gallo-romain",
      name: "Musée gallo-romain de Fourvière",
      location: { lat: 45.7598, lng: 4.8196 },
      priceList: [{ label: "Plein tarif", amount: 400, currency: "EUR" }],
      quality: 4.2,
    }),
    makeActivity({
      slug: "musee-du-louvre",
      name: "Musée du Louvre",
      address: inParis("Rue de Rivoli"),
      location: { lat: 48.8606, lng: 2.3376 },
      priceList: [{ label: "Plein tarif", amount: 2200, currency: "EUR" }],
      quality: 4.9,
    }),
    makeActivity({
      slug: "parc-de-la-tete-d-or",
      name: "Parc de la Tête d'Or",
      category: "leisure-nature",
      subCategory: "parks-gardens",
      pricing: "free",
      priceList: [],
      setting: "outdoor",
      profiles: ["family", "friends"],
      location: { lat: 45.7772, lng: 4.8554 },
      openingHours: { mode: "24h", days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] },
      quality: 4.9,
    }),
    makeActivity({
      slug: "bouchon-des-cordeliers",
      name: "Le Bouchon des Cordeliers",
      category: "gastronomy",
      subCategory: "restaurant",
      profiles: ["couple", "friends"],
      location: { lat: 45.7635, lng: 4.8365 },
      openingHours: {
        mode: "per-day",
        days: {
          tuesday: [{ start: "19:00", end: "23:30" }],
          wednesday: [{ start: "19:00", end: "23:30" }],
          friday: [{ start: "19:00", end: "01:00" }],
          saturday: [{ start: "19:00", end: "01:00" }],
        },
      },
      priceList: [{ label: "Menu", amount: 3500, currency: "EUR" }],
      quality: 4.1,
    }),
    makeActivity({
      slug: "escalade-lyon",
      name: "Salle d'escalade Climb Up",
      category: "sport",
      subCategory: "climbing",
      profiles: ["friends", "alone"],
      location: { lat: 45.7485, lng: 4.8467 },
      openingHours: {
        mode: "same-every-day",
        days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
        ranges: [{ start: "12:00", end: "22:00" }],
      },
      priceList: [{ label: "Entrée", amount: 1500, currency: "EUR" }],
      quality: 4.4,
    }),
    makeActivity({
      slug: "marche-weekend",
      name: "Marché de la Croix-Rousse",
      category: "gastronomy",
      subCategory: "market",
      pricing: "free",
      priceList: [],
      setting: "outdoor",
      location: { lat: 45.7769, lng: 4.8316 },
      openingHours: { mode: "same-every-day", days: ["saturday", "sunday"], ranges: [{ start: "07:00", end: "13:00" }] },
      quality: 3.9,
    }),
    makeActivity({
      slug: "mont-royal",
      name: "Parc du Mont-Royal",
      category: "leisure-nature",
      subCategory: "parks-gardens",
      pricing: "free",
      priceList: [],
      setting: "outdoor",
      address: inMontreal("1260 chemin Remembrance"),
      location: montreal.location,
      timeZone: "America/Toronto",
      quality: 4.8,
    }),
    makeActivity({
      slug: "musee-des-beaux-arts-montreal",
      name: "Musée des beaux-arts de Montréal",
      address: inMontreal("1380 rue Sherbrooke Ouest"),
      location: { lat: 45.4986, lng: -73.5794 },
      timeZone: "America/Toronto",
      quality: 4.7,
    }),
    makeActivity({ slug: "brouillon", name: "Musée pas encore publié", published: false }),
  ];
}

export const fixtureCities = [lyon, montreal, paris];

/**
 * Dated events beside searchFixtures (ADR 044), around the relevance set's Saturday 21 November 2026: a festival
 * whose last evening is tonight, a wine fair next weekend, a flea market over last week.
 */
export function datedFixtures(): Activity[] {
  const everyDay = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
  return [
    makeActivity({
      slug: "fete-des-lumieres",
      name: "Fête des Lumières",
      subCategory: "festival",
      setting: "outdoor",
      location: { lat: 45.7578, lng: 4.832 },
      openingHours: { mode: "same-every-day", days: [...everyDay], ranges: [{ start: "18:00", end: "01:00" }] },
      dates: { start: "2026-11-19", end: "2026-11-21" },
      priceList: [{ label: "Parcours", amount: 4000, currency: "EUR" }],
      quality: 4.5,
    }),
    makeActivity({
      slug: "salon-des-vins",
      name: "Salon des vins de Lyon",
      category: "trade-shows-fairs",
      subCategory: "wine-fair",
      location: { lat: 45.7311, lng: 4.9486 },
      openingHours: { mode: "same-every-day", days: [...everyDay], ranges: [{ start: "10:00", end: "19:00" }] },
      dates: { start: "2026-11-28", end: "2026-11-30" },
      priceList: [{ label: "Entrée", amount: 1200, currency: "EUR" }],
      quality: 4.0,
    }),
    makeActivity({
      slug: "braderie-croix-rousse",
      name: "Braderie de la Croix-Rousse",
      category: "trade-shows-fairs",
      subCategory: "flea-market",
      pricing: "free",
      priceList: [],
      setting: "outdoor",
      location: { lat: 45.7742, lng: 4.8297 },
      openingHours: { mode: "same-every-day", days: [...everyDay], ranges: [{ start: "08:00", end: "18:00" }] },
      dates: { start: "2026-11-13", end: "2026-11-15" },
      quality: 3.5,
    }),
  ];
}
