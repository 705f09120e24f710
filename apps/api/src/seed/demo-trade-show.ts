// The demo trade show: one listed show in Lyon a fortnight after the seed, so that a new visitor of `npm start`
// meets a trade show in the directory and on its public page (docs/trade-shows.md, ADR 095). Written through the
// trade-show service, as an organiser's wizard would, so its directory entry is the activity service's.
import { randomUUID } from "node:crypto";
import { addDays } from "@alentour/domain/event-dates";
import type { TradeShowCreateInput } from "@alentour/domain/trade-show";
import type { FastifyBaseLogger } from "fastify";
import { createActivityEvents } from "#app/activities/activity-events.ts";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { createActivityService } from "#app/activities/activity-service.ts";
import type { Principal } from "#app/auth/principal.ts";
import type { Db } from "#app/db/database.ts";
import type { FileStorage } from "#app/storage/file-storage.ts";
import { createAuditLog } from "#app/support/audit-log.ts";
import { createPageViews } from "#app/support/page-views.ts";
import { createTradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { createTradeShowService } from "#app/trade-shows/trade-show-service.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

/** How many days after the seed the demo show opens, and how many days it runs. */
export const DEMO_SHOW_OPENS_IN_DAYS = 14;
export const DEMO_SHOW_DAYS = 3;

/** The organiser's profile: no sign-in account goes with it (nobody signs in as it); the support team may hand it over. */
export const DEMO_ORGANISER_EMAIL = "salons@demo.alentour.invalid";

const themes = ["Métiers d'art", "Design et mobilier", "Textile et mode", "Gastronomie artisanale"];

/** What the creation wizard would send for the demo show, opening `DEMO_SHOW_OPENS_IN_DAYS` after `now`. */
export function demoTradeShow(now: Date): TradeShowCreateInput {
  const startDate = addDays(now.toISOString().slice(0, 10), DEMO_SHOW_OPENS_IN_DAYS);
  return {
    name: "Salon des métiers d'art",
    category: "craft-fair",
    startDate,
    endDate: addDays(startDate, DEMO_SHOW_DAYS - 1),
    openingTime: "10:00",
    closingTime: "19:00",
    place: {
      address: { streetNumberAndStreet: "50 quai Charles de Gaulle", city: "Lyon", country: "FR" },
      location: { lat: 45.7853, lng: 4.8525 },
    },
    themes,
    presentation: [
      "Trois jours pour rencontrer celles et ceux qui fabriquent : ébénistes, céramistes, tisserands, " +
        "verriers, relieurs et maîtres d'art venus de toute la région.",
      "Démonstrations dans chaque hall, ateliers pour les enfants le samedi et le dimanche, " +
        "et un espace de dégustation des producteurs locaux.",
      "Entrée libre. Accès en tramway T1, arrêt Cité Internationale.",
    ].join("\n\n"),
    organiser: {
      name: "Claire Fontaine",
      email: DEMO_ORGANISER_EMAIL,
      website: "https://salon-metiers-art.example",
      company: "Ateliers de Lyon",
    },
    socialLinks: { instagram: "https://www.instagram.com/salonmetiersartlyon" },
    // The venue as its organiser would describe it (ADR 106): its public page and search facet show it.
    accessibility: ["stepFreeEntrance", "accessibleToilets", "accessibleParking", "hearingLoop"],
    mode: "physical",
    listing: "public",
    halls: themes.map((theme, index) => ({ id: `hall-${index + 1}`, name: `Hall ${index + 1}`, theme })),
    legalAccepted: true,
  };
}

/**
 * Creates the demo show and places its halls on the floor grid, with a demo organiser's profile as its team.
 * The directory must hold the demo cities (Lyon). Nothing is purged and no search index is written here: the
 * seed runs before the site starts, and the api builds its index from the database when it does.
 */
export async function seedDemoTradeShow(deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger; now: Date }) {
  const { db, storage, log, now } = deps;
  const users = createUserRepository(db.kysely);
  const audit = createAuditLog(db.kysely);
  const organiser: Principal = { uid: randomUUID(), email: DEMO_ORGANISER_EMAIL, role: "user" };
  await users.create(organiser.uid, organiser.email, {
    firstName: "Claire",
    lastName: "Fontaine",
    city: "Lyon",
    company: "Ateliers de Lyon",
    phone: null,
    photoUrl: null,
  });
  const activities = createActivityService({
    activities: createActivityRepository(db.kysely),
    cities: createCityRepository(db.kysely),
    storage,
    events: createActivityEvents(log),
    audit,
    log,
    now: () => now,
  });
  const service = createTradeShowService({
    shows: createTradeShowRepository(db.kysely),
    activities,
    users,
    storage,
    pageCache: { purge: async () => {} },
    pageViews: createPageViews(db.kysely),
    mailer: { send: async () => {}, close: () => {} },
    audit,
    publicOrigin: "",
    log,
    now: () => now,
  });
  const show = await service.create(organiser, demoTradeShow(now));
  // Two rows of two halls, as on the console's plan page.
  await service.update(organiser, show.slug, {
    plan: show.halls.map((hall, index) => ({ hallId: hall.id, row: Math.floor(index / 2), column: index % 2 })),
  });
  return show;
}
