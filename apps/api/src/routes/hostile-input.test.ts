import { accessibilitySchema, activityInputSchema, DESCRIPTION_MAX_LENGTH, suggestionSchema } from "@alentour/domain/activity";
import { boothInputSchema, boothRefusalSchema, colleagueInputSchema } from "@alentour/domain/booth";
import { claimBodySchema } from "@alentour/domain/claim";
import { conferenceInputSchema } from "@alentour/domain/conference";
import { isCountryCode } from "@alentour/domain/countries";
import type { Activity } from "@alentour/domain/directory";
import { messageSettingsSchema } from "@alentour/domain/message";
import {
  BLOG_BODY_MAX_LENGTH,
  blogArticleSchema,
  contactMessageSchema,
  dataRightsRequestSchema,
  faqEntrySchema,
} from "@alentour/domain/support";
import { invitationInputSchema, type TradeShow, tradeShowInputSchema } from "@alentour/domain/trade-show";
import { UPLOADS_PATH } from "@alentour/domain/upload";
import { userSchema, userWritableSchema } from "@alentour/domain/user";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { cityNamed } from "#app/geocoding/gazetteer.ts";
import { lyon, makeActivity, wizardInput } from "#app/test-support/fixtures.ts";
import { createTestApp, databaseKinds, hostileInputRuns, type TestApp } from "#app/test-support/test-app.ts";

// Issue 14: every write endpoint of the api, driven with generated hostile input, answers no 5xx and stores
// nothing the domain's schemas would refuse. The search endpoints have their own such test.
// HOSTILE_INPUT_RUNS raises the number of cases per endpoint and database (30 by default, a few seconds).
const numRuns = hostileInputRuns;
// Two seconds a case at worst (a password hashed on a busy machine), and never less than two minutes.
const timeout = Math.max(120_000, numRuns * 2_000);

const owner: Principal = { uid: "owner-1", email: "owner@example.fr", role: "user" };
const claimant: Principal = { uid: "claimant-1", email: "claimant@example.fr", role: "user" };
const admin: Principal = { uid: "ada", email: "ada@alentour.example", role: "admin" };

// ---- Hostile values -------------------------------------------------------------------------------------

const hostileCharacters = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\r\n",
  "\t",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "\u202e",
  "\u2066",
  "\ud800",
  "\udfff",
  "e\u0301",
  "💥",
  "%00",
  "\\u0000",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "../../etc/passwd",
  '"',
  "{{7*7}}",
];
const hostileCharacter = fc.constantFrom(...hostileCharacters);
// Strings made of hostile characters, of ordinary and any code points, and huge ones.
const hostileString = fc.oneof(
  fc.array(hostileCharacter, { minLength: 1, maxLength: 12 }).map((parts) => parts.join("")),
  fc.string({ unit: fc.oneof(hostileCharacter, fc.constantFrom("a", "é", " ", "-")), maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(120, 2001, 50_001, 200_001, 600_000).map((length) => "a".repeat(length)),
  fc.constantFrom(50_001, 200_001).map((length) => "\u200b".repeat(length)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-320, -0, 0.5, -1, 2_147_483_648),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
// Deep nesting cannot go through JSON.stringify (it recurses); a marker in the body is replaced by the text.
const DEEP = "__deeply_nested__";
const deepText = (depth: number, kind: "array" | "object") =>
  kind === "array" ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const deep = fc.record({
  depth: fc.constantFrom(100, 5_000, 50_000),
  kind: fc.constantFrom<"array" | "object">("array", "object"),
});

type Hostile = { value: unknown; deep?: { depth: number; kind: "array" | "object" } };
const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((value) => ({ value })) },
  { weight: 2, arbitrary: hostileNumber.map((value) => ({ value })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<unknown>(true, false, null, {}, [], [null], { constructor: { prototype: 1 } })
      .map((value) => ({ value })),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 60 }).map((value) => ({ value })) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 5 }).map((value) => ({ value })) },
  { weight: 1, arbitrary: deep.map((shape) => ({ value: DEEP, deep: shape })) },
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value in a JSON body, the body itself included. */
function pathsOf(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  if (value && typeof value === "object") {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  }
  return here;
}

function setAt(body: Json, path: Array<string | number>, next: (current: unknown) => unknown): unknown {
  if (path.length === 0) return next(body);
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  copy[head] = setAt(copy[head] as Json, rest, next);
  return copy;
}

type Mutation =
  | { kind: "replace"; path: number; hostile: Hostile }
  | { kind: "sprinkle"; path: number; characters: string[]; at: number }
  | { kind: "extra"; path: number; key: string; hostile: Hostile };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("replace" as const), path: fc.nat(), hostile: hostileValue }),
  fc.record({
    kind: fc.constant("sprinkle" as const),
    path: fc.nat(),
    characters: fc.array(hostileCharacter, { minLength: 1, maxLength: 4 }),
    at: fc.nat(),
  }),
  fc.record({ kind: fc.constant("extra" as const), path: fc.nat(), key: hostileString, hostile: hostileValue }),
);

/** A valid body with one to three hostile changes, serialised (deep nesting spliced in as text). */
function mutate(body: Json, mutations: Mutation[]): string {
  let current: unknown = body;
  const deepValues: string[] = [];
  const valueFor = (hostile: Hostile) => {
    if (!hostile.deep) return hostile.value;
    deepValues.push(deepText(hostile.deep.depth, hostile.deep.kind));
    return `${DEEP}${deepValues.length - 1}`;
  };
  for (const change of mutations) {
    const paths = pathsOf(current as Json);
    const path = paths[change.path % paths.length] ?? [];
    if (change.kind === "replace") current = setAt(current as Json, path, () => valueFor(change.hostile));
    else if (change.kind === "sprinkle") {
      current = setAt(current as Json, path, (value) => {
        if (typeof value !== "string") return value;
        const at = change.at % (value.length + 1);
        return `${value.slice(0, at)}${change.characters.join("")}${value.slice(at)}`;
      });
    } else {
      current = setAt(current as Json, path, (value) =>
        value && typeof value === "object" && !Array.isArray(value)
          ? { ...value, [change.key]: valueFor(change.hostile) }
          : value,
      );
    }
  }
  return JSON.stringify(current).replace(new RegExp(`"${DEEP}(\\d+)"`, "g"), (_match, index) => deepValues[Number(index)] ?? "");
}

const hostileBody = (valid: fc.Arbitrary<Json>) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([body, changes]) => mutate(body, changes)),
    },
    { weight: 1, arbitrary: valid.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: hostileValue.map((hostile) => mutate(null, [{ kind: "replace", path: 0, hostile }])) },
  );

// A path segment: a real id, or a hostile one (percent-encoded, so NUL and controls reach the router decoded).
// Undecodable escapes (a lone surrogate, bytes that are no UTF-8) are written out, as encodeURIComponent refuses them.
const segment = (real: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(real) },
    { weight: 1, arbitrary: hostileString.map((text) => encodeURIComponent(text.slice(0, 300).toWellFormed())) },
    { weight: 1, arbitrary: fc.constantFrom("%ED%A0%80", "%FF", "%C0%AE%C0%AE", "%", "%00", "..", "%2e%2e%2f") },
  );

// ---- What is stored must pass the domain's schemas unchanged ------------------------------------------------

/** A stored value is clean when the schema that let it in accepts it again and leaves it as it is. */
function expectFixedPoint(schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }, stored: object) {
  const parsed = schema.safeParse(stored);
  expect(parsed.success, JSON.stringify(stored).slice(0, 500)).toBe(true);
  expect(parsed.data).toEqual(stored);
}

const controlsButLines = /[^\P{Cc}\t\n]/u;

/** No string anywhere in the stored rows holds a control character (line breaks and tabs aside) or is not NFC. */
async function expectCleanTables(t: TestApp) {
  const tables = ["users", "cities", "activities", "activity_suggestions", "claim_requests", "contact_messages"] as const;
  const more = ["data_rights_requests", "faq_entries", "blog_articles", "page_views", "audit_log"] as const;
  const shows = [
    "trade_shows",
    "trade_show_halls",
    "trade_show_members",
    "trade_show_invitations",
    "booths",
    "booth_colleagues",
  ] as const;
  for (const table of [...tables, ...more, ...shows]) {
    const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== "string") continue;
        expect(controlsButLines.test(value), `${table}.${column}: ${JSON.stringify(value.slice(0, 200))}`).toBe(false);
        expect(value === value.normalize("NFC") && value.isWellFormed(), `${table}.${column} not NFC`).toBe(true);
      }
    }
  }
}

function expectValidActivity(activity: Activity) {
  const { citySlug: _, ...address } = activity.address;
  expectFixedPoint(activityInputSchema, {
    name: activity.name,
    category: activity.category,
    subCategory: activity.subCategory,
    pricing: activity.pricing,
    setting: activity.setting,
    profiles: activity.profiles,
    address,
    openingHours: activity.openingHours,
    dates: activity.dates,
    priceList: activity.priceList,
    contact: activity.contact,
    socialLinks: activity.socialLinks,
  });
  expectFixedPoint(accessibilitySchema, activity.accessibility);
  expect(isCountryCode(activity.address.country)).toBe(true);
  expect(activity.descriptionHtml.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
}

/** A stored trade show passes the whole-show schema unchanged. */
function expectValidTradeShow(show: TradeShow) {
  expectFixedPoint(tradeShowInputSchema, {
    name: show.name,
    category: show.category,
    startDate: show.startDate,
    endDate: show.endDate,
    openingTime: show.openingTime,
    closingTime: show.closingTime,
    place: {
      address: {
        streetNumberAndStreet: show.place.address.streetNumberAndStreet,
        city: show.place.address.city,
        country: show.place.address.country,
      },
      location: show.place.location,
    },
    themes: show.themes,
    presentation: show.presentation,
    organiser: show.organiser,
    socialLinks: show.socialLinks,
    mode: show.mode,
    listing: show.listing,
    halls: show.halls.map((hall) => ({ id: hall.id, theme: hall.theme, ...(hall.name !== null && { name: hall.name }) })),
  }); // The venue's accessibility (ADR 106): known values only, each once, in the lists' order.
  expectFixedPoint(accessibilitySchema, show.accessibility);
}

const checkTradeShows = async (t: TestApp) => {
  const list = await t.app.inject({ method: "GET", url: "/api/trade-shows/mine", headers: t.as(owner) });
  for (const show of list.json() as TradeShow[]) expectValidTradeShow(show);
};

/** Every stored booth passes the wizard's schema unchanged. */
const checkBooths = async (t: TestApp) => {
  for (const row of await t.db.kysely.selectFrom("booths").selectAll().execute()) {
    expectFixedPoint(boothInputSchema, {
      companyName: row.company_name,
      hallId: row.hall_id,
      style: row.style,
      colour: row.colour,
      avatar: row.avatar,
      ...(row.website !== null && { website: row.website }),
      ...(row.phone !== null && { phone: row.phone }),
      ...(row.email !== null && { email: row.email }),
      ...(row.calendar_url !== null && { calendarUrl: row.calendar_url }),
      ...(row.catchphrase !== null && { catchphrase: row.catchphrase }),
    });
  }
};

// ---- The endpoints --------------------------------------------------------------------------------------

const boothWizard = {
  companyName: "Cave Martin",
  website: "https://cave-martin.example",
  phone: "04 78 00 00 00",
  email: "contact@cave-martin.example",
  calendarUrl: "https://cal.example/cave-martin",
  catchphrase: "Des vins vivants",
  hallId: "hall-1",
  style: "modern",
  colour: "#8A1538",
  avatar: "avatar-2",
};

const wizard = {
  ...wizardInput,
  priceList: [{ label: "Adulte", amount: 1200, currency: "EUR" }],
  contact: { name: "Ana", email: "ana@example.fr", phone: "04 78 00 00 00", website: "https://atelier.example.fr" },
  socialLinks: { instagram: "https://www.instagram.com/atelier" },
} satisfies Json;

const sections: Json[] = [
  { name: "Atelier de la Saône" },
  { descriptionHtml: '<h2>Bienvenue</h2><p>Un <a href="https://example.fr">atelier</a>.</p>' },
  { contact: wizard.contact },
  { priceList: wizard.priceList },
  { socialLinks: wizard.socialLinks },
  { openingHours: { mode: "24h", days: ["monday", "sunday"] } },
  { dates: { start: "2026-12-01", end: "2026-12-03" } },
  {
    place: {
      address: { streetNumberAndStreet: "1 place Bellecour", city: "Lyon", country: "FR" },
      location: { lat: 45.757, lng: 4.832 },
    },
  },
  { profiles: ["family"], pricing: "paid", setting: "outdoor" },
  { accessibility: ["hearing", "stepFreeEntrance", "quietHours"] },
];

const tradeShowWizard = {
  name: "Salon",
  category: "trade-show",
  startDate: "2027-05-10",
  endDate: "2027-05-12",
  openingTime: "09:00",
  closingTime: "18:00",
  place: {
    address: { streetNumberAndStreet: "1 place Bellecour", city: "Lyon", country: "FR" },
    location: { lat: 45.757, lng: 4.832 },
  },
  themes: ["Numérique", "Cloud"],
  presentation: "Trois jours.\n\nEntrée libre.",
  organiser: {
    name: "Ana",
    email: "ana@example.fr",
    phone: "04 78 00 00 00",
    website: "https://salon.example.fr",
    company: "Salons",
  },
  socialLinks: { linkedin: "https://www.linkedin.com/company/salon" },
  accessibility: ["stepFreeEntrance", "hearingLoop"],
  mode: "physical",
  listing: "public",
  // The second hall comes without an id: the api names it.
  halls: [{ id: "hall-1", name: "Grand hall", theme: "Cloud" }, { theme: "Numérique" }] as Json[],
  legalAccepted: true,
} satisfies Json;

const tradeShowSections: Json[] = [
  { name: "Salon du Rhône" },
  { presentation: "Un salon.\nDeux lignes." },
  { themes: ["Numérique", "Cloud", "Données"] },
  {
    halls: [
      { id: "hall-1", theme: "Cloud" },
      { id: "hall-9", name: "Annexe", theme: "Cloud" },
    ],
  },
  { plan: [{ hallId: "hall-1", row: 2, column: 3 }] },
  { organiser: tradeShowWizard.organiser },
  { mode: "hybrid" },
  { listing: "private" },
  { accessibility: ["motor", "stepFreeEntrance", "hearingLoop", "signLanguage"] },
];

const profile = {
  firstName: "Ana",
  lastName: "Bernard",
  city: "Lyon",
  company: "Atelier",
  phone: "06 12 34 56 78",
  photoUrl: "https://example.fr/ana.jpg",
};

type Endpoint = {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  principal: Principal | null;
  url: fc.Arbitrary<string>;
  body: fc.Arbitrary<string>;
  headers?: fc.Arbitrary<Record<string, string>>;
  /** A share of the cases, for an endpoint whose every call is slow (a password hashed). */
  share?: number;
  /** Reads back what an accepted request stored and checks it against the domain. */
  check?: (t: TestApp) => Promise<void>;
};

const constant = (url: string) => fc.constant(url);

const endpoints: Endpoint[] = [
  {
    name: "create an activity",
    method: "POST",
    principal: owner,
    url: constant("/api/activities"),
    body: hostileBody(fc.constant(wizard)),
    check: async (t) => {
      const list = await t.app.inject({ method: "GET", url: "/api/me/activities", headers: t.as(owner) });
      for (const activity of list.json() as Activity[]) expectValidActivity(activity);
    },
  },
  {
    name: "modify an activity",
    method: "PATCH",
    principal: owner,
    url: segment("musee").map((slug) => `/api/activities/${slug}`),
    body: hostileBody(fc.constantFrom(...sections)),
    check: async (t) => {
      const list = await t.app.inject({ method: "GET", url: "/api/me/activities", headers: t.as(owner) });
      for (const activity of list.json() as Activity[]) expectValidActivity(activity);
    },
  },
  {
    name: "create a trade show",
    method: "POST",
    principal: owner,
    url: constant("/api/trade-shows"),
    body: hostileBody(fc.constant(tradeShowWizard)),
    check: checkTradeShows,
  },
  {
    name: "modify a trade show",
    method: "PATCH",
    principal: owner,
    url: segment("salon-lyon").map((slug) => `/api/trade-shows/${slug}`),
    body: hostileBody(fc.constantFrom(...tradeShowSections)),
    check: checkTradeShows,
  },
  {
    name: "propose a conference",
    method: "POST",
    principal: owner,
    url: segment("salon-lyon").map((slug) => `/api/trade-shows/${slug}/conferences`),
    body: hostileBody(
      fc.constant({
        name: "Les données demain",
        date: "2027-05-11",
        startTime: "10:00",
        endTime: "11:00",
        description: "Une table ronde.\nDeux lignes.",
        liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        replayUrl: "https://vimeo.com/76979871",
        speakers: [{ name: "Ana Bernard", email: "ana@example.fr" }, { name: "Sans adresse" }],
        accessibility: ["captions", "signLanguage"],
        termsAccepted: true,
      }),
    ),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("conferences").selectAll().execute()) {
        const speakers = await t.db.kysely
          .selectFrom("conference_speakers")
          .selectAll()
          .where("conference_id", "=", row.id)
          .orderBy("position")
          .execute();
        expectFixedPoint(conferenceInputSchema, {
          name: row.name,
          date: row.date,
          startTime: row.start_time,
          endTime: row.end_time,
          description: row.description,
          ...(row.live_stream_url !== null && { liveStreamUrl: row.live_stream_url }),
          ...(row.replay_url !== null && { replayUrl: row.replay_url }),
          speakers: speakers.map((speaker) => ({ name: speaker.name, ...(speaker.email !== null && { email: speaker.email }) })),
          accessibility: JSON.parse(row.accessibility),
        });
      }
    },
  },
  {
    name: "list or unlist a trade show",
    method: "PUT",
    principal: owner,
    url: segment("salon-lyon").map((slug) => `/api/trade-shows/${slug}/listing`),
    body: hostileBody(fc.constantFrom<Json>({ listing: "public" }, { listing: "private" })),
    check: checkTradeShows,
  },
  {
    name: "make a trade show hybrid",
    method: "POST",
    principal: owner,
    url: segment("salon-lyon").map((slug) => `/api/trade-shows/${slug}/hybrid`),
    body: hostileBody(fc.constant({})),
    check: checkTradeShows,
  },
  {
    name: "add a hall",
    method: "POST",
    principal: owner,
    url: segment("salon-lyon").map((slug) => `/api/trade-shows/${slug}/halls`),
    body: hostileBody(fc.constantFrom<Json>({ theme: "Cloud" }, { id: "hall-7", name: "Annexe", theme: "Numérique" })),
    check: checkTradeShows,
  },
  {
    name: "modify a hall",
    method: "PATCH",
    principal: owner,
    url: fc.tuple(segment("salon-lyon"), segment("hall-1")).map(([slug, hall]) => `/api/trade-shows/${slug}/halls/${hall}`),
    body: hostileBody(
      fc.constantFrom<Json>(
        { name: "Grand hall" },
        { theme: "Numérique" },
        { placement: { row: 1, column: 2 } },
        { placement: null },
      ),
    ),
    check: checkTradeShows,
  },
  {
    name: "invite to a trade show's team",
    method: "POST",
    principal: owner,
    url: segment("salon-lyon").map((slug) => `/api/trade-shows/${slug}/invitations`),
    body: hostileBody(
      fc.constantFrom<Json>({ email: "bob@example.fr", role: "staff" }, { email: "eve@example.fr", role: "organiser" }),
    ),
    check: async (t) => {
      const list = await t.app.inject({ method: "GET", url: "/api/trade-shows/salon-lyon/invitations", headers: t.as(owner) });
      for (const invitation of list.json() as Array<{ email: string; role: string }>) {
        expectFixedPoint(invitationInputSchema, { email: invitation.email, role: invitation.role });
      }
    },
  },
  {
    name: "apply for a booth",
    method: "POST",
    principal: owner,
    url: segment("salon-lyon").map((slug) => `/api/trade-shows/${slug}/booths`),
    body: hostileBody(fc.constant(boothWizard)),
    check: checkBooths,
  },
  {
    name: "edit a booth",
    method: "PUT",
    principal: claimant,
    url: segment("stand-lyon").map((id) => `/api/booths/${id}`),
    body: hostileBody(fc.constant(boothWizard)),
    check: checkBooths,
  },
  {
    name: "refuse a booth",
    method: "POST",
    principal: owner,
    url: segment("stand-lyon").map((id) => `/api/booths/${id}/refuse`),
    body: hostileBody(fc.constant({ reason: "Le logo manque." })),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("booths").select("refusal_reason").execute()) {
        if (row.refusal_reason !== null) expectFixedPoint(boothRefusalSchema, { reason: row.refusal_reason });
      }
    },
  },
  {
    name: "change a team member's role",
    method: "PATCH",
    principal: owner,
    url: fc.tuple(segment("salon-lyon"), segment(claimant.uid)).map(([slug, user]) => `/api/trade-shows/${slug}/members/${user}`),
    body: hostileBody(fc.constantFrom<Json>({ role: "staff" }, { role: "organiser" })),
  },
  {
    name: "preview or accept an invitation",
    method: "POST",
    principal: claimant,
    url: fc.constantFrom("/api/trade-show-invitations/preview", "/api/trade-show-invitations/accept"),
    body: hostileBody(fc.constant({ token: "a-link-token-that-was-never-sent" })),
  },
  {
    name: "withdraw an invitation, remove a hall or a member, delete a show (unknown ones)",
    method: "DELETE",
    principal: owner,
    url: fc.oneof(
      segment("no-such-show").map((slug) => `/api/trade-shows/${slug}`),
      segment("no-such-hall").map((hall) => `/api/trade-shows/salon-lyon/halls/${hall}`),
      segment("no-such-user").map((user) => `/api/trade-shows/salon-lyon/members/${user}`),
      segment("no-such-invitation").map((id) => `/api/trade-shows/salon-lyon/invitations/${id}`),
    ),
    body: fc.constant(""),
  },
  {
    name: "name a booth colleague",
    method: "POST",
    principal: claimant,
    url: segment("stand-lyon").map((id) => `/api/booths/${id}/colleagues`),
    body: hostileBody(fc.constant({ email: "cid@cave.example" })),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("booth_colleagues").select("email").execute()) {
        expectFixedPoint(colleagueInputSchema, { email: row.email });
      }
    },
  },
  {
    name: "suggest a modification",
    method: "POST",
    principal: null,
    url: segment("musee").map((slug) => `/api/activities/${slug}/suggestions`),
    body: hostileBody(fc.constant({ message: "Les horaires ont changé en septembre.", email: "ana@example.fr" })),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("activity_suggestions").selectAll().execute()) {
        expectFixedPoint(suggestionSchema, { message: row.message, ...(row.email && { email: row.email }) });
      }
    },
  },
  {
    name: "claim an activity",
    method: "POST",
    principal: claimant,
    url: segment("sans-proprietaire").map((slug) => `/api/activities/${slug}/claim`),
    body: hostileBody(fc.constant({ message: "Je tiens ce lieu depuis 2019, voici le Kbis." })),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("claim_requests").selectAll().execute()) {
        expectFixedPoint(claimBodySchema, { message: row.message });
      }
    },
  },
  {
    name: "write a profile",
    method: "PUT",
    principal: owner,
    url: fc.constantFrom("", "?merge=true").chain((query) => segment("owner-1").map((id) => `/api/users/${id}${query}`)),
    body: hostileBody(fc.constant(profile)),
    check: async (t) => {
      const stored = await t.app.inject({ method: "GET", url: "/api/users/owner-1", headers: t.as(owner) });
      if (stored.statusCode === 200) {
        const { role: _, suspended: __, ...user } = stored.json();
        expectFixedPoint(userSchema, user);
      }
    },
  },
  {
    name: "update a profile",
    method: "PATCH",
    principal: owner,
    url: segment("owner-1").map((id) => `/api/users/${id}`),
    body: hostileBody(fc.constantFrom<Json>(profile, { city: "" }, { firstName: "Zoé" })),
  },
  {
    name: "send a contact message",
    method: "POST",
    principal: null,
    url: constant("/api/contact"),
    body: hostileBody(
      fc.constant({
        name: "Ana",
        email: "ana@example.fr",
        subject: "Horaires",
        message: "Les horaires du musée ont changé.",
        website: "",
      }),
    ),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("contact_messages").selectAll().execute()) {
        expectFixedPoint(contactMessageSchema, { name: row.name, email: row.email, subject: row.subject, message: row.message });
      }
    },
  },
  {
    name: "file a data-rights request",
    method: "POST",
    principal: null,
    url: constant("/api/data-rights"),
    body: hostileBody(
      fc.constant({ type: "access", name: "Ana Bernard", email: "ana@example.fr", details: "Mon compte\nde 2024." }),
    ),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("data_rights_requests").selectAll().execute()) {
        expectFixedPoint(dataRightsRequestSchema, { type: row.type, name: row.name, email: row.email, details: row.details });
      }
    },
  },
  {
    name: "choose one's message settings",
    method: "PUT",
    principal: owner,
    url: constant("/api/me/message-settings"),
    body: hostileBody(
      fc.constantFrom<Json>({ mailUnread: false, firstContact: "nobody" }, { mailUnread: true, firstContact: "card-holders" }),
    ),
    check: async (t) => {
      const stored = await t.app.inject({ method: "GET", url: "/api/me/message-settings", headers: t.as(owner) });
      expectFixedPoint(messageSettingsSchema, stored.json());
    },
  },
  {
    name: "write to a booth, to a lead or in a conversation (unknown or closed ones)",
    method: "POST",
    principal: owner,
    url: fc.oneof(
      segment("stand-lyon").map((id) => `/api/booths/${id}/messages`),
      fc.tuple(segment("stand-lyon"), segment("lead-1")).map(([id, lead]) => `/api/booths/${id}/leads/${lead}/messages`),
      segment("conversation-1").map((id) => `/api/messages/conversations/${id}`),
    ),
    body: hostileBody(fc.constant({ body: "Bonjour, avez-vous du Condrieu ?" })),
  },
  {
    name: "save or unsave a booth or a conference (unknown ones)",
    method: "PUT",
    principal: owner,
    url: fc
      .tuple(fc.constantFrom("saved-booths", "saved-conferences"), segment("stand-lyon"))
      .map(([list, id]) => `/api/me/${list}/${id}`),
    body: fc.constant(""),
  },
  {
    name: "count a page view",
    method: "POST",
    principal: null,
    url: constant("/api/analytics/collect"),
    body: hostileBody(fc.constant({ path: "/fr/lyon", query: "?utm_source=x", referrer: "https://example.fr/" })),
  },
  {
    name: "delete one's account",
    method: "DELETE",
    principal: claimant,
    url: constant("/api/me"),
    body: hostileBody(fc.constant({ password: "not the password" })),
  },
  {
    name: "publish or unpublish (console)",
    method: "POST",
    principal: admin,
    url: segment("musee-id").map((id) => `/api/admin/activities/${id}/publication`),
    body: hostileBody(fc.constantFrom<Json>({ published: true }, { published: false })),
  },
  {
    name: "decide a suggestion (console)",
    method: "POST",
    principal: admin,
    url: segment("no-such-suggestion").map((id) => `/api/admin/suggestions/${id}/decision`),
    body: hostileBody(fc.constant({ decision: "dismissed" })),
  },
  {
    name: "decide a claim (console)",
    method: "POST",
    principal: admin,
    url: segment("no-such-claim").map((id) => `/api/admin/claims/${id}/decision`),
    body: hostileBody(fc.constant({ decision: "refused", reason: "Aucune preuve fournie." })),
  },
  {
    name: "change a role (console)",
    method: "POST",
    principal: admin,
    url: segment("someone").map((id) => `/api/admin/users/${id}/role`),
    body: hostileBody(fc.constant({ role: "user" })),
  },
  {
    name: "suspend a user (console)",
    method: "POST",
    principal: admin,
    url: segment("someone").map((id) => `/api/admin/users/${id}/suspension`),
    body: hostileBody(fc.constant({ suspended: false })),
  },
  {
    name: "handle a contact message (console)",
    method: "POST",
    principal: admin,
    url: segment("no-such-message").map((id) => `/api/admin/contact-messages/${id}/status`),
    body: hostileBody(fc.constant({ status: "handled" })),
  },
  {
    name: "answer a data-rights request (console)",
    method: "POST",
    principal: admin,
    url: fc
      .constantFrom("status", "extension")
      .chain((action) => segment("no-such-request").map((id) => `/api/admin/data-rights/${id}/${action}`)),
    body: hostileBody(
      fc.constantFrom<Json>(
        { status: "refused", reason: "Demande sans objet." },
        { reason: "Demande complexe : deux mois de plus." },
      ),
    ),
  },
  {
    name: "write a FAQ entry (console)",
    method: "POST",
    principal: admin,
    url: constant("/api/admin/faq"),
    body: hostileBody(
      fc.constant({
        audience: "visitors",
        position: 1,
        questionFr: "Comment ça marche ?",
        answerFr: "Cherchez,\npuis allez-y.",
        questionEn: "How does it work?",
        answerEn: "Search,\nthen go.",
      }),
    ),
    check: async (t) => {
      for (const { id: _, updatedAt: __, ...entry } of (
        await t.app.inject({ method: "GET", url: "/api/admin/faq", headers: t.as(admin) })
      ).json() as Array<{ id: string; updatedAt: string }>) {
        expectFixedPoint(faqEntrySchema, entry);
      }
    },
  },
  {
    name: "write a blog article (console)",
    method: "POST",
    principal: admin,
    url: constant("/api/admin/blog"),
    body: hostileBody(
      fc.constant({
        slug: "bienvenue",
        titleFr: "Bienvenue",
        titleEn: "Welcome",
        summaryFr: "Le blog ouvre.",
        summaryEn: "The blog opens.",
        bodyFr: "<p>Bonjour</p>",
        bodyEn: "<p>Hello</p>",
        published: true,
      }),
    ),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("blog_articles").selectAll().execute()) {
        const parsed = blogArticleSchema.safeParse({
          slug: row.slug,
          titleFr: row.title_fr,
          titleEn: row.title_en,
          summaryFr: row.summary_fr,
          summaryEn: row.summary_en,
          bodyFr: row.body_fr,
          bodyEn: row.body_en,
        });
        expect(parsed.success).toBe(true);
        for (const body of [row.body_fr, row.body_en]) expect(body.length).toBeLessThanOrEqual(BLOG_BODY_MAX_LENGTH);
      }
    },
  },
  {
    name: "unlist or hand over a trade show (console)",
    method: "POST",
    principal: admin,
    url: fc
      .constantFrom("unlist", "transfer")
      .chain((action) => segment("salon-lyon").map((id) => `/api/admin/trade-shows/${id}/${action}`)),
    body: hostileBody(
      fc.constantFrom<Json>(
        { reason: "Salon de test resté public." },
        { email: "claimant@example.fr", reason: "Reprise par la nouvelle équipe." },
      ),
    ),
    check: checkTradeShows,
  },
  {
    name: "start an upload",
    method: "POST",
    principal: owner,
    url: constant(UPLOADS_PATH),
    body: fc.constant(""),
    // tus reads its metadata from headers: base64 values, which may decode to anything.
    headers: fc
      .record({
        purpose: fc.oneof(fc.constantFrom("activity-banner", "user-picture"), hostileString),
        target: fc.oneof(fc.constantFrom("musee", "owner-1"), hostileString),
        length: fc.oneof(
          fc.constantFrom("1000", "0", "-1", "1e9", "99999999999999999999", "", " 12", "0x10"),
          fc.nat().map(String),
        ),
      })
      .map(({ purpose, target, length }) => ({
        "tus-resumable": "1.0.0",
        "upload-length": length,
        "upload-metadata": `purpose ${Buffer.from(purpose.slice(0, 2000)).toString("base64")},target ${Buffer.from(target.slice(0, 2000)).toString("base64")}`,
      })),
  },
];

/** The account routes, with the real sign-in: they store a profile too. */
const accountEndpoints: Endpoint[] = [
  {
    name: "sign up",
    method: "POST",
    share: 0.5,
    principal: null,
    url: constant("/api/auth/sign-up"),
    body: hostileBody(
      fc.nat().map((n) => ({
        firstName: "Ana",
        lastName: "Bernard",
        city: "Lyon",
        email: `ana.${n}@example.fr`,
        password: "Poterie-du-Vieux-Lyon-1986",
        passwordConfirmation: "Poterie-du-Vieux-Lyon-1986",
      })),
    ),
    check: async (t) => {
      for (const row of await t.db.kysely.selectFrom("users").selectAll().execute()) {
        expectFixedPoint(userWritableSchema, {
          firstName: row.first_name,
          lastName: row.last_name,
          city: row.city,
          company: row.company,
          phone: row.phone,
          photoUrl: row.photo_url,
        });
      }
    },
  },
  {
    name: "sign in",
    method: "POST",
    principal: null,
    url: constant("/api/auth/sign-in"),
    body: hostileBody(fc.constant({ email: "ana.1@example.fr", password: "Poterie-du-Vieux-Lyon-1986" })),
  },
  {
    name: "ask for a password reset or a new verification mail",
    method: "POST",
    principal: null,
    url: fc.constantFrom("/api/auth/password-reset/request", "/api/auth/verification/resend"),
    body: hostileBody(fc.constant({ email: "ana.1@example.fr" })),
  },
  {
    name: "confirm a link",
    method: "POST",
    principal: null,
    url: fc.constantFrom("/api/auth/password-reset/confirm", "/api/auth/verification/confirm"),
    body: hostileBody(
      fc.constant({
        token: "a-link-token",
        password: "Poterie-du-Vieux-Lyon-1986",
        passwordConfirmation: "Poterie-du-Vieux-Lyon-1986",
      }),
    ),
  },
];

/** One endpoint's property: no 5xx and, after each accepted case, the endpoint's read-back. */
async function drive(t: TestApp, endpoint: Endpoint) {
  const statuses = new Map<number, number>();
  const runs = Math.ceil(numRuns * (endpoint.share ?? 1));
  const accepted = () => [...statuses.keys()].some((status) => status < 300);
  // An endpoint with two ids in its path and a body is accepted in about one random case in twenty: its cases are
  // drawn again (up to four rounds) until one gets through, so that the check below fails only when none can.
  await driveRound(t, endpoint, statuses, runs);
  for (let round = 1; endpoint.check && round < 4 && !accepted(); round++) await driveRound(t, endpoint, statuses, runs);
  await expectCleanTables(t);
  // Cities come from the gazetteer or the fixtures only, whatever the addresses sent.
  for (const city of await t.db.kysely.selectFrom("cities").selectAll().execute()) {
    expect(city.slug === lyon.slug || cityNamed(city.name, city.country, { lat: city.lat, lng: city.lng }) !== null).toBe(true);
  }
  // Some of the cases must get through, or the test would only be exercising the validation's refusals.
  if (endpoint.check && runs >= 15) expect(accepted(), JSON.stringify([...statuses])).toBe(true);
}

/** `runs` random cases of one endpoint: no 5xx, a catalogue error for each refusal, the read-back after each acceptance. */
async function driveRound(t: TestApp, endpoint: Endpoint, statuses: Map<number, number>, runs: number) {
  await fc.assert(
    fc.asyncProperty(endpoint.url, endpoint.body, endpoint.headers ?? fc.constant({}), async (url, payload, headers) => {
      const response = await t.app.inject({
        method: endpoint.method,
        url,
        ...(payload !== "" && { payload }),
        headers: {
          ...(payload !== "" && { "content-type": "application/json" }),
          "accept-language": "fr",
          ...headers,
          ...(endpoint.principal ? t.as(endpoint.principal) : {}),
        },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, `${url} ${payload.slice(0, 300)} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
      // Every refusal is a catalogue error in the caller's language.
      if (response.statusCode >= 400) expect(response.json().error.code).toEqual(expect.any(String));
      if (response.statusCode < 300) await endpoint.check?.(t);
    }),
    { numRuns: runs },
  );
}

describe.each(databaseKinds)("hostile input to every write endpoint on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Limits would soon answer 429 to every call; what is tested here is what passes them.
    t = await createTestApp(kind, { rateLimits: { consume: async () => {} } });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await createActivityRepository(t.db.kysely).insertMany([
      makeActivity({ id: "musee-id", slug: "musee", ownerId: owner.uid }),
      makeActivity({ slug: "sans-proprietaire", ownerId: null }),
    ]);
    for (const principal of [owner, claimant]) {
      const url = `/api/users/${principal.uid}`;
      const created = await t.app.inject({ method: "PUT", url, payload: profile, headers: t.as(principal) });
      expect(created.statusCode).toBe(201);
    }
    // The show the "modify a trade show" cases edit.
    const show = await t.app.inject({ method: "POST", url: "/api/trade-shows", payload: tradeShowWizard, headers: t.as(owner) });
    expect(show.json().slug).toBe("salon-lyon");
    // The booth the "edit a booth" cases change, the claimant's.
    const stamp = new Date().toISOString();
    await t.db.kysely
      .insertInto("booths")
      .values({
        id: "stand-lyon",
        show_id: show.json().id,
        hall_id: "hall-1",
        owner_id: claimant.uid,
        company_name: boothWizard.companyName,
        website: null,
        phone: null,
        email: null,
        calendar_url: null,
        catchphrase: null,
        logo_url: null,
        refusal_reason: null,
        decided_at: null,
        style: boothWizard.style,
        colour: boothWizard.colour,
        avatar: boothWizard.avatar,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }, 60_000);
  afterAll(() => t?.close());

  it.each(endpoints)("$method $name: no 5xx, nothing invalid stored", (endpoint) => drive(t, endpoint), timeout);
});

describe.each(databaseKinds)("hostile input to the account routes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { realAuth: true, rateLimits: { consume: async () => {} } });
  }, 60_000);
  afterAll(() => t?.close());

  it.each(accountEndpoints)("$method $name: no 5xx, nothing invalid stored", (endpoint) => drive(t, endpoint), timeout);
});
