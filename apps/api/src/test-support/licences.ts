import { randomUUID } from "node:crypto";
import { addDays } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { createUserRepository } from "#app/users/user-repository.ts";
import { lyon } from "./fixtures.ts";
import type { TestApp } from "./test-app.ts";

// What the licence tests share: a show made through the api, and booths written straight into `booths` (the
// booth wizard is another part of the api; only the columns of migration 0017 are used).

export const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
export const bob: Principal = { uid: "bob", email: "bob@salon.example", role: "user" };
export const eve: Principal = { uid: "eve", email: "eve@ailleurs.example", role: "user" };
/** Signed in, with no part in any show. */
export const dan: Principal = { uid: "dan", email: "dan@nulle-part.example", role: "user" };
export const sam: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
export const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };

const today = () => localDateTime(new Date(), "Europe/Paris").date;

export const showInput = (name = "Salon du numérique", listing: "public" | "private" = "public") => ({
  name,
  category: "trade-show",
  startDate: addDays(today(), 30),
  endDate: addDays(today(), 32),
  openingTime: "09:00",
  closingTime: "18:00",
  place: {
    address: { streetNumberAndStreet: "Eurexpo, boulevard de l'Europe", city: "Lyon", country: "FR" },
    location: { lat: 45.7326, lng: 4.9477 },
  },
  themes: ["Cloud"],
  presentation: "Trois jours pour découvrir le numérique.",
  organiser: { name: "Ana Martin", email: "ana@salon.example" },
  socialLinks: {},
  mode: "virtual",
  listing,
  halls: [{ id: "hall-1", theme: "Cloud" }],
  legalAccepted: true,
});

/** The n-th (from 1) of the exhibitors' accounts `seedPeople` makes. */
export const company = (n: number): Principal => ({
  uid: `exhibitor-${n}`,
  email: `exposant${n}@societe.example`,
  role: "user",
});

/**
 * Lyon, and the accounts of the tests: ana organises, bob is her staff, eve organises another show, dan has no
 * part in any; then `exhibitors` companies' accounts.
 */
export async function seedPeople(t: TestApp, exhibitors = 0): Promise<Principal[]> {
  await createCityRepository(t.db.kysely).upsertMany([lyon]);
  const users = createUserRepository(t.db.kysely);
  const people = [ana, bob, eve, dan, sam, abe];
  const companies = Array.from({ length: exhibitors }, (_, i) => company(i + 1));
  for (const p of [...people, ...companies]) {
    await users.create(p.uid, p.email, {
      firstName: p.uid,
      lastName: "Durand",
      city: null,
      company: null,
      phone: null,
      photoUrl: null,
    });
  }
  return companies;
}

export const inject = (t: TestApp, who: Principal | null, method: string, url: string, payload?: unknown, locale = "en") =>
  t.app.inject({
    method: method as "GET",
    url,
    headers: { ...(who ? t.as(who) : {}), "accept-language": locale },
    ...(payload !== undefined && { payload: payload as object }),
  });

/** A show of `by`'s; with `staff`, that account joins its team as staff. */
export async function makeShow(t: TestApp, by: Principal, name?: string): Promise<{ id: string; slug: string }> {
  const created = await inject(t, by, "POST", "/api/trade-shows", showInput(name));
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json();
}

export async function addStaff(t: TestApp, showId: string, who: Principal) {
  await t.db.kysely
    .insertInto("trade_show_members")
    .values({ show_id: showId, user_id: who.uid, role: "staff", joined_at: new Date().toISOString() })
    .execute();
}

let stamp = 0;
export async function insertBooth(
  t: TestApp,
  showId: string,
  ownerId: string,
  status: "pending" | "validated" | "refused",
): Promise<string> {
  const id = randomUUID();
  // Distinct creation times keep the applicants in a known order.
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, stamp++)).toISOString();
  await t.db.kysely
    .insertInto("booths")
    .values({ id, show_id: showId, hall_id: "hall-1", owner_id: ownerId, status, created_at: at, updated_at: at })
    .execute();
  return id;
}
