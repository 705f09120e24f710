import { addDays } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { createUserRepository } from "#app/users/user-repository.ts";
import { lyon } from "./fixtures.ts";
import type { TestApp } from "./test-app.ts";

// What the tests of attendees, booths' leads and messages share: a wine fair at Eurexpo with one hall, a booth
// application to it, and the accounts of the people in a test.

/** Today in Paris, the shows' time zone in these tests. */
export const today = () => localDateTime(new Date(), "Europe/Paris").date;

/** The dates of a show that opened yesterday and closes tomorrow: its online access is open all day. */
export const underWay = () => ({
  startDate: addDays(today(), -1),
  endDate: addDays(today(), 1),
  openingTime: "00:00",
  closingTime: "23:59",
});

/** "Salon des vins", public and physical, in ten days, with one hall, "Hall des vins" (`hall-1`). */
export const wineFair = (overrides: Record<string, unknown> = {}) => ({
  name: "Salon des vins",
  category: "wine-fair",
  startDate: addDays(today(), 10),
  endDate: addDays(today(), 12),
  openingTime: "09:00",
  closingTime: "18:00",
  place: {
    address: { streetNumberAndStreet: "Eurexpo, boulevard de l'Europe", city: "Lyon", country: "FR" },
    location: { lat: 45.7326, lng: 4.9477 },
  },
  themes: ["Vins"],
  presentation: "Trois jours de dégustation.",
  organiser: { name: "Ana Martin", email: "ana@salon.example" },
  socialLinks: {},
  mode: "physical",
  listing: "public",
  halls: [{ id: "hall-1", name: "Hall des vins", theme: "Vins" }],
  legalAccepted: true,
  ...overrides,
});

/** A booth application of `companyName` in the fair's hall. */
export const boothApplication = (companyName: string) => ({
  style: "modern",
  colour: "#8A1538",
  avatar: "avatar-2",
  companyName,
  hallId: "hall-1",
});

/** Lyon, and an account per person, named after its uid ("ana Durand"). */
export async function seedAccounts(t: TestApp, people: Principal[]): Promise<void> {
  await createCityRepository(t.db.kysely).upsertMany([lyon]);
  const users = createUserRepository(t.db.kysely);
  for (const p of people) {
    await users.create(p.uid, p.email, {
      firstName: p.uid,
      lastName: "Durand",
      city: null,
      company: null,
      phone: null,
      photoUrl: null,
    });
  }
}
