import { addDays } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { createStatisticsRecorder } from "#app/statistics/statistics-recorder.ts";
import { createStatisticsRepository } from "#app/statistics/statistics-repository.ts";
import { lyon } from "#app/test-support/fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createTradeShowRepository } from "#app/trade-shows/trade-show-repository.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

// The statistics of a show's booths (docs/trade-shows.md#statistics, ADR 102): visits (once per attendee, booth and
// day), cards, messages, calls and conference views, counted per hall and booth for the organisers and per day for
// each exhibitor, in the show's time zone, with their CSV; and who may read them.

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@cave.example", role: "user" };
const fay: Principal = { uid: "fay", email: "fay@fromages.example", role: "user" };
const ida: Principal = { uid: "ida", email: "ida@visite.example", role: "user" };
const dan: Principal = { uid: "dan", email: "dan@ailleurs.example", role: "user" };
const sam: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };
const everyone = [ana, bob, eve, fay, ida, dan, sam, abe];

/** The statistics' routes, which the trade-show and booth matrices leave to this one. */
const statisticsRoute = /^\/api\/(trade-shows\/:slug\/statistics[./]|booths\/:boothId\/(statistics|visits))/;

const today = () => localDateTime(new Date(), "Europe/Paris").date;

/** A show in Lyon from today to the day after tomorrow, with two halls. */
const show = (overrides: Record<string, unknown> = {}) => ({
  name: "Salon des vins",
  category: "wine-fair",
  startDate: today(),
  endDate: addDays(today(), 2),
  openingTime: "00:00",
  closingTime: "23:59",
  place: {
    address: { streetNumberAndStreet: "Eurexpo, boulevard de l'Europe", city: "Lyon", country: "FR" },
    location: { lat: 45.7326, lng: 4.9477 },
  },
  themes: ["Vins", "Fromages"],
  presentation: "Trois jours de dégustation.",
  organiser: { name: "Ana Martin", email: "ana@salon.example" },
  socialLinks: {},
  mode: "virtual",
  listing: "public",
  halls: [
    { id: "hall-1", name: "Hall des vins", theme: "Vins" },
    { id: "hall-2", name: "Hall des fromages", theme: "Fromages" },
  ],
  legalAccepted: true,
  ...overrides,
});

const wizard = (companyName: string, hallId: string) => ({
  style: "modern",
  colour: "#8A1538",
  avatar: "avatar-2",
  companyName,
  hallId,
});

const professionalCard = {
  values: { firstName: "Ida", lastName: "Morel", email: "ida@morel-vins.example", company: "Morel Vins" },
  shared: ["firstName", "lastName", "company", "email"],
};

const conference = (date: string) => ({
  name: "Les vins de demain",
  date,
  startTime: "10:00",
  endTime: "11:00",
  description: "Une table ronde.",
  liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  speakers: [{ name: "Ana Martin" }],
  termsAccepted: true,
});

function setup(kind: (typeof databaseKinds)[number]) {
  const state = { t: undefined as unknown as TestApp };
  beforeEach(async () => {
    state.t = await createTestApp(kind);
    await createCityRepository(state.t.db.kysely).upsertMany([lyon]);
    const users = createUserRepository(state.t.db.kysely);
    for (const p of everyone) {
      await users.create(p.uid, p.email, {
        firstName: p.uid,
        lastName: "Durand",
        city: null,
        company: null,
        phone: null,
        photoUrl: null,
      });
    }
  });
  afterEach(() => state.t.close());

  const call = (who: Principal | null, method: string, url: string, payload?: unknown) =>
    state.t.app.inject({
      method: method as "GET",
      url,
      headers: { ...(who ? state.t.as(who) : {}), "accept-language": "en" },
      ...(payload !== undefined && { payload: payload as object }),
    });

  /**
   * ana's show (bob on its staff) with eve's booth in the first hall and fay's in the second, both validated; ida
   * attends with a professional card; a conference of the programme.
   */
  async function showWithBooths(eveCompany = "Cave Martin") {
    const created = await call(ana, "POST", "/api/trade-shows", show());
    expect(created.statusCode, created.body).toBe(201);
    const { slug, id } = created.json() as { slug: string; id: string };
    await createTradeShowRepository(state.t.db.kysely).putMember(id, bob.uid, "staff", new Date().toISOString());
    const booth = (await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard(eveCompany, "hall-1"))).json().id as string;
    const other = (await call(fay, "POST", `/api/trade-shows/${slug}/booths`, wizard("Fromagerie Fay", "hall-2"))).json()
      .id as string;
    for (const boothId of [booth, other])
      expect((await call(ana, "POST", `/api/booths/${boothId}/validate`)).statusCode).toBe(200);
    expect((await call(ida, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(201);
    expect((await call(ida, "PUT", "/api/me/business-cards/professional", professionalCard)).statusCode).toBe(200);
    const proposed = await call(ana, "POST", `/api/trade-shows/${slug}/conferences`, conference(today()));
    expect(proposed.statusCode, proposed.body).toBe(201);
    const conferenceId = proposed.json().id as string;
    await call(ana, "POST", `/api/trade-shows/${slug}/conferences/decisions`, { ids: [conferenceId], status: "accepted" });
    return { slug, showId: id, booth, other, conferenceId };
  }

  return { state, call, showWithBooths };
}

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe.each(databaseKinds)("trade-show statistics on %s", (kind) => {
  const { state, call, showWithBooths } = setup(kind);

  it("counts visits once a day, cards, messages and views per hall and booth, for the organisers and the exhibitor", async () => {
    const { slug, booth, other, conferenceId } = await showWithBooths();

    // Two openings of the same page on the same day are one visit.
    expect((await call(ida, "POST", `/api/booths/${booth}/visits`)).json()).toEqual({ recorded: true });
    expect((await call(ida, "POST", `/api/booths/${booth}/visits`)).json()).toEqual({ recorded: false });
    expect((await call(ida, "POST", `/api/booths/${other}/visits`)).json()).toEqual({ recorded: true });
    // Someone who does not attend, and the booth's own people, are not counted.
    expect((await call(dan, "POST", `/api/booths/${booth}/visits`)).json()).toEqual({ recorded: false });
    expect((await call(eve, "POST", `/api/booths/${booth}/visits`)).json()).toEqual({ recorded: false });

    // A card handed twice to the same booth is one card.
    expect((await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" })).statusCode).toBe(201);
    expect((await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" })).statusCode).toBe(201);
    // Each message a visitor writes counts; the booth's answers do not.
    const sent = await call(ida, "POST", `/api/booths/${booth}/messages`, { body: "Bonjour" });
    expect(sent.statusCode, sent.body).toBe(201);
    await call(ida, "POST", `/api/booths/${booth}/messages`, { body: "Encore moi" });
    await call(eve, "POST", `/api/messages/conversations/${sent.json().conversationId}`, { body: "Bienvenue" });
    // A conference of the programme played twice the same day is one view.
    const view = `/api/trade-shows/${slug}/statistics/conference-views`;
    expect((await call(ida, "POST", view, { conferenceId })).json()).toEqual({ recorded: true });
    expect((await call(ida, "POST", view, { conferenceId })).json()).toEqual({ recorded: false });
    expect((await call(ida, "POST", view, { conferenceId: "nope" })).statusCode).toBe(404);

    // The calls' hook, as the video contact calls it.
    const recorder = createStatisticsRecorder({
      repository: createStatisticsRepository(state.t.db.kysely),
      log: state.t.app.log,
    });
    expect(await recorder.record({ kind: "call-accepted", boothId: other, userId: ida.uid })).toBe(true);
    expect(await recorder.record({ kind: "call-missed", boothId: other, userId: ida.uid })).toBe(true);
    expect(await recorder.record({ kind: "visit", boothId: "no-such-booth", userId: ida.uid })).toBe(false);

    const figures = (await call(bob, "GET", `/api/trade-shows/${slug}/statistics`)).json();
    expect(figures.perDay).toBeDefined();
    const zero = { visit: 0, card: 0, message: 0, "call-accepted": 0, "call-missed": 0, "conference-view": 0 };
    expect(figures.activity).toMatchObject({
      live: true,
      timeZone: "Europe/Paris",
      totals: { visit: 2, card: 1, message: 2, "call-accepted": 1, "call-missed": 1, "conference-view": 1 },
      perDay: [{ day: today(), counts: { visit: 2, card: 1, message: 2 } }],
      halls: [
        { id: "hall-1", name: "Hall des vins", counts: { ...zero, visit: 1, card: 1, message: 2 } },
        { id: "hall-2", name: "Hall des fromages", counts: { ...zero, visit: 1, "call-accepted": 1, "call-missed": 1 } },
      ],
      booths: [
        { id: booth, companyName: "Cave Martin", hallId: "hall-1", counts: { ...zero, visit: 1, card: 1, message: 2 } },
        { id: other, companyName: "Fromagerie Fay", hallId: "hall-2" },
      ],
    });

    const mine = await call(eve, "GET", `/api/booths/${booth}/statistics`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      boothId: booth,
      companyName: "Cave Martin",
      live: true,
      totals: { ...zero, visit: 1, card: 1, message: 2 },
      perDay: [{ day: today(), counts: { ...zero, visit: 1, card: 1, message: 2 } }],
    });
    // The exhibitor's CSV: one line a day.
    const boothCsv = await call(eve, "GET", `/api/booths/${booth}/statistics.csv`);
    expect(boothCsv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csvLines(boothCsv.body)).toEqual([
      '"day","visits","cards","messages","calls_accepted","calls_missed","conference_views"',
      `"${today()}","1","1","2","0","0","0"`,
    ]);
  });

  it("counts a day in the show's time zone, not the server's", async () => {
    const { slug, booth } = await showWithBooths();
    const recorder = createStatisticsRecorder({
      repository: createStatisticsRepository(state.t.db.kysely),
      log: state.t.app.log,
    });
    // 22:30 UTC on 10 June is already 11 June in Lyon (UTC+2): the same visitor visits again "the next day".
    await recorder.record({ kind: "visit", boothId: booth, userId: ida.uid, at: new Date("2026-06-10T21:30:00Z") });
    await recorder.record({ kind: "visit", boothId: booth, userId: ida.uid, at: new Date("2026-06-10T22:30:00Z") });
    expect(await recorder.record({ kind: "visit", boothId: booth, userId: ida.uid, at: new Date("2026-06-11T10:00:00Z") })).toBe(
      false,
    );
    const figures = (await call(ana, "GET", `/api/trade-shows/${slug}/statistics`)).json();
    expect(figures.activity.perDay.map((d: { day: string; counts: { visit: number } }) => [d.day, d.counts.visit])).toEqual([
      ["2026-06-10", 1],
      ["2026-06-11", 1],
    ]);
  });

  it("defuses formula cells in the organisers' CSV, one line per booth under its hall", async () => {
    const { slug, booth } = await showWithBooths('=HYPERLINK("https://evil.example")');
    await call(ida, "POST", `/api/booths/${booth}/visits`);
    const csv = await call(ana, "GET", `/api/trade-shows/${slug}/statistics.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="statistics-${slug}.csv"`);
    expect(csvLines(csv.body)).toEqual([
      '"hall","booth","visits","cards","messages","calls_accepted","calls_missed","conference_views"',
      '"Hall des vins","\'=HYPERLINK(""https://evil.example"")","1","0","0","0","0","0"',
      '"Hall des fromages","Fromagerie Fay","0","0","0","0","0","0"',
    ]);
  });
});

// The authorisation matrix of the statistics' routes (ADR 049, 102): every route, every kind of caller.
describe.each(databaseKinds)("statistics authorisation matrix on %s", (kind) => {
  const { state, call, showWithBooths } = setup(kind);
  let slug = ":slug";
  let booth = ":boothId";
  let conferenceId = "";

  type Caller =
    | "anonymous"
    | "attendee"
    | "other user"
    | "exhibitor"
    | "other exhibitor"
    | "organiser"
    | "staff"
    | "support"
    | "admin";
  const callers: Array<[Caller, Principal | null]> = [
    ["anonymous", null],
    ["attendee", ida],
    ["other user", dan],
    ["exhibitor", eve],
    ["other exhibitor", fay],
    ["organiser", ana],
    ["staff", bob],
    ["support", sam],
    ["admin", abe],
  ];
  type Line = { method: string; url: () => string; body?: () => unknown; expect: Record<Caller, number> };
  const all = (status: number): Record<Caller, number> => ({
    anonymous: status,
    attendee: status,
    "other user": status,
    exhibitor: status,
    "other exhibitor": status,
    organiser: status,
    staff: status,
    support: status,
    admin: status,
  });
  const signedIn = (ok: number) => ({ ...all(ok), anonymous: 401 });
  const team = (ok: number) => ({ ...all(403), anonymous: 401, organiser: ok, staff: ok, support: ok, admin: ok });
  // A booth's figures are its people's and the support team's; its show's organisers read them on their page.
  const exhibitor = (ok: number) => ({ ...all(403), anonymous: 401, exhibitor: ok, support: ok, admin: ok });

  const matrix: Line[] = [
    { method: "GET", url: () => `/api/trade-shows/${slug}/statistics.csv`, expect: team(200) },
    {
      method: "POST",
      url: () => `/api/trade-shows/${slug}/statistics/conference-views`,
      body: () => ({ conferenceId }),
      expect: signedIn(200),
    },
    { method: "GET", url: () => `/api/booths/${booth}/statistics`, expect: exhibitor(200) },
    { method: "GET", url: () => `/api/booths/${booth}/statistics.csv`, expect: exhibitor(200) },
    { method: "POST", url: () => `/api/booths/${booth}/visits`, expect: signedIn(200) },
  ];

  function patternOf(line: Line) {
    return `${line.method} ${line
      .url()
      .replace(/trade-shows\/[a-z0-9-]+\//, "trade-shows/:slug/")
      .replace(/booths\/[0-9a-f-]{36}|booths\/:boothId/, "booths/:boothId")}`;
  }

  it("has a line for every statistics route", () => {
    const routes = state.t.app.routeTable
      .filter((route) => statisticsRoute.test(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect([...new Set(matrix.map(patternOf))].sort()).toEqual(routes);
  });

  for (const line of matrix) {
    it(patternOf(line), async () => {
      ({ slug, booth, conferenceId } = await showWithBooths());
      for (const [caller, who] of callers) {
        const response = await call(who, line.method, line.url(), line.body?.());
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(line.expect[caller]);
      }
    });
  }

  it("tells nothing of a private show's booths to outsiders", async () => {
    const { slug: privateSlug, showId, booth: privateBooth } = await showWithBooths();
    await state.t.db.kysely.updateTable("trade_shows").set({ listing: "private" }).where("id", "=", showId).execute();
    expect((await call(dan, "GET", `/api/trade-shows/${privateSlug}/statistics.csv`)).statusCode).toBe(404);
    expect((await call(dan, "GET", `/api/booths/${privateBooth}/statistics`)).statusCode).toBe(404);
    expect((await call(dan, "POST", `/api/booths/${privateBooth}/visits`)).statusCode).toBe(404);
    expect((await call(eve, "GET", `/api/booths/${privateBooth}/statistics`)).statusCode).toBe(200);
  });
});
