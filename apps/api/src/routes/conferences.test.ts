import { randomUUID } from "node:crypto";
import { addDays } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon } from "#app/test-support/fixtures.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { recordPagePurges } from "#app/test-support/page-purges.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@ailleurs.example", role: "user" };
const xia: Principal = { uid: "xia", email: "xia@exposant.example", role: "user" };
const dan: Principal = { uid: "dan", email: "dan@exposant.example", role: "user" };
const sam: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };
const cid: Principal = { uid: "cid", email: "cid@exposant.example", role: "user" };
const deb: Principal = { uid: "deb", email: "deb@exposant.example", role: "user" };
/** Signed in, with no part in any show. */
const fay: Principal = { uid: "fay", email: "fay@nulle-part.example", role: "user" };
const everyone = [ana, bob, eve, xia, dan, sam, abe, cid, deb, fay];

const today = () => localDateTime(new Date(), "Europe/Paris").date;

/** A listed show in Lyon from today to the day after tomorrow, open 09:00–18:00. */
const wizard = (overrides: Record<string, unknown> = {}) => ({
  name: "Salon du numérique",
  category: "trade-show",
  startDate: today(),
  endDate: addDays(today(), 2),
  openingTime: "09:00",
  closingTime: "18:00",
  place: {
    address: { streetNumberAndStreet: "Eurexpo, boulevard de l'Europe", city: "Lyon", country: "FR" },
    location: { lat: 45.7326, lng: 4.9477 },
  },
  themes: ["Intelligence artificielle", "Cloud"],
  presentation: "Trois jours pour découvrir le numérique.",
  organiser: { name: "Ana Martin", email: "ana@salon.example" },
  socialLinks: {},
  mode: "virtual",
  listing: "public",
  halls: [{ id: "hall-1", theme: "Intelligence artificielle" }],
  legalAccepted: true,
  ...overrides,
});

/** What the propose form sends. */
const proposal = (overrides: Record<string, unknown> = {}) => ({
  name: "Les IA de demain",
  date: addDays(today(), 1),
  startTime: "10:00",
  endTime: "11:00",
  description: "Une table ronde.",
  liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  speakers: [{ name: "Xia Chen" }],
  termsAccepted: true,
  ...overrides,
});

async function setUp(kind: "sqlite" | "postgres", env?: Record<string, string>) {
  const t = await createTestApp(kind, env ? { env } : {});
  await createCityRepository(t.db.kysely).upsertMany([lyon]);
  const users = createUserRepository(t.db.kysely);
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
  return t;
}

function caller(t: TestApp) {
  return (who: Principal | null, method: string, url: string, payload?: unknown, locale = "en") =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: { ...(who ? t.as(who) : {}), "accept-language": locale },
      ...(payload !== undefined && { payload: payload as object }),
    });
}

/** A booth of `owner` at the show, as the booths' wizard will make it. */
async function insertBooth(t: TestApp, showId: string, owner: Principal, status: "pending" | "validated" | "refused") {
  const id = randomUUID();
  await t.db.kysely
    .insertInto("booths")
    .values({
      id,
      show_id: showId,
      hall_id: "hall-1",
      owner_id: owner.uid,
      status,
      created_at: "2026-01-01T00:00:00Z",
      updated_at: "2026-01-01T00:00:00Z",
    })
    .execute();
  return id;
}

/** Ana's show, bob on its staff, xia exhibiting (validated booth), dan applying (pending booth), eve organising another. */
async function showWithExhibitors(t: TestApp, overrides: Record<string, unknown> = {}) {
  const call = caller(t);
  const created = await call(ana, "POST", "/api/trade-shows", wizard(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const show = created.json() as { id: string; slug: string };
  await call(ana, "POST", `/api/trade-shows/${show.slug}/invitations`, { email: bob.email, role: "staff" });
  await call(bob, "POST", "/api/trade-show-invitations/accept", {
    token: await lastLinkToken(t.config.mail.outboxDir, bob.email),
  });
  await call(eve, "POST", "/api/trade-shows", wizard({ name: "Salon d'Eve" }));
  const boothId = await insertBooth(t, show.id, xia, "validated");
  await insertBooth(t, show.id, dan, "pending");
  return { ...show, boothId };
}

describe.each(databaseKinds)("conferences on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeEach(async () => {
    t = await setUp(kind);
    call = caller(t);
  });
  afterEach(() => t.close());

  it("lets an exhibitor propose after the terms; a link no player shows answers the video message, in both languages", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;

    const noTerms = await call(xia, "POST", url, proposal({ termsAccepted: false }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error.fields.termsAccepted.message).toBe("You must first accept the conference terms.");

    for (const [locale, message] of [
      ["en", "The video is not found. Maybe your video link is invalid?"],
      ["fr", "La vidéo est introuvable. Votre lien vidéo n'est peut-être pas valide ?"],
    ]) {
      const bad = await call(xia, "POST", url, proposal({ liveStreamUrl: "https://example.com/my-talk" }), locale);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.liveStreamUrl.message).toBe(message);
    }
    const badReplay = await call(xia, "POST", url, proposal({ replayUrl: "https://vimeo.com/channels" }));
    expect(badReplay.json().error.fields.replayUrl.code).toBe("video/not-found");

    const tooLong = await call(xia, "POST", url, proposal({ name: "x".repeat(101) }));
    expect(tooLong.json().error.fields.name.message).toBe("The conference title must not exceed 100 characters.");
    // Nothing half-written: the refused proposals left no row.
    expect((await call(ana, "GET", url)).json()).toEqual([]);

    const created = await call(xia, "POST", url, proposal());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: "pending", boothId: show.boothId, name: "Les IA de demain", mine: true });
    // The organiser's own proposal belongs to no booth.
    const own = await call(ana, "POST", url, proposal({ name: "Ouverture", startTime: "09:00", endTime: "09:30" }));
    expect(own.json()).toMatchObject({ status: "pending", boothId: null });
  });

  it("keeps a conference inside the show's days and hours", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    for (const outside of [
      { date: addDays(today(), 3) },
      { date: addDays(today(), -1) },
      { startTime: "08:30" },
      { startTime: "17:30", endTime: "18:30" },
    ]) {
      const refused = await call(xia, "POST", url, proposal(outside));
      expect(refused.statusCode, JSON.stringify(outside)).toBe(422);
      expect(refused.json().error.code).toBe("conference/outside-show");
    }
    const backwards = await call(xia, "POST", url, proposal({ startTime: "11:00", endTime: "10:00" }));
    expect(backwards.json().error.fields.endTime.code).toBe("schedule/end-before-start");
    expect((await call(ana, "GET", url)).json()).toEqual([]);
  });

  it("refuses proposals from anyone but the team and exhibitors with a validated booth", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    expect((await call(null, "POST", url, proposal())).statusCode).toBe(401);
    expect((await call(eve, "POST", url, proposal())).statusCode).toBe(403);
    expect((await call(dan, "POST", url, proposal())).statusCode).toBe(403);
    expect((await call(bob, "POST", url, proposal())).statusCode).toBe(201);
  });

  it("lets a granted colleague of a validated booth propose for it and see its conferences; a denied one cannot", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    for (const [who, status] of [
      [cid, "granted"],
      [deb, "denied"],
    ] as const) {
      const named = await call(xia, "POST", `/api/booths/${show.boothId}/colleagues`, { email: who.email });
      expect(named.statusCode, named.body).toBe(201);
      const decided = await call(ana, "PUT", `/api/booths/${show.boothId}/colleagues/${named.json().id}`, { status });
      expect(decided.statusCode, decided.body).toBe(200);
    }

    const proposed = await call(cid, "POST", url, proposal({ name: "Du collègue" }));
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({ boothId: show.boothId, status: "pending" });
    await call(xia, "POST", url, proposal({ name: "De Xia" }));
    const names = async (who: Principal) =>
      ((await call(who, "GET", url)).json() as Array<{ name: string }>).map((c) => c.name).sort();
    expect(await names(cid)).toEqual(["De Xia", "Du collègue"]);
    expect(await names(xia)).toEqual(["De Xia", "Du collègue"]);

    expect((await call(deb, "POST", url, proposal({ name: "Du refusé" }))).statusCode).toBe(403);
    expect((await call(deb, "GET", url)).statusCode).toBe(403);
    expect(await names(ana)).toEqual(["De Xia", "Du collègue"]);
  });

  it("shows the team every conference and an exhibitor their own, with filters", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    await call(xia, "POST", url, proposal({ name: "De Xia" }));
    await call(ana, "POST", url, proposal({ name: "D'Ana", liveStreamUrl: undefined }));
    const names = async (who: Principal, query = "") =>
      ((await call(who, "GET", `${url}${query}`)).json() as Array<{ name: string }>).map((c) => c.name).sort();
    expect(await names(ana)).toEqual(["D'Ana", "De Xia"]);
    expect(await names(xia)).toEqual(["De Xia"]);
    expect(await names(ana, "?withoutLiveLink=1")).toEqual(["D'Ana"]);
    expect(await names(ana, "?status=accepted")).toEqual([]);
  });

  it("decides several at once in one transaction, and puts the accepted ones with a live link in the programme", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    const first = (await call(xia, "POST", url, proposal({ name: "Premier" }))).json();
    const second = (await call(xia, "POST", url, proposal({ name: "Second", startTime: "14:00", endTime: "15:00" }))).json();
    const silent = (await call(ana, "POST", url, proposal({ name: "Sans direct", liveStreamUrl: undefined }))).json();
    const refused = (await call(ana, "POST", url, proposal({ name: "Refusée" }))).json();

    // One unknown id: nothing is decided.
    const partly = await call(ana, "POST", `${url}/decisions`, { ids: [first.id, randomUUID()], status: "accepted" });
    expect(partly.statusCode).toBe(404);
    expect((await call(null, "GET", `/api/trade-shows/${show.slug}/programme`)).json()).toEqual([]);
    // An exhibitor does not decide.
    expect((await call(xia, "POST", `${url}/decisions`, { ids: [first.id], status: "accepted" })).statusCode).toBe(403);

    const accepted = await call(bob, "POST", `${url}/decisions`, { ids: [first.id, second.id, silent.id], status: "accepted" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().map((c: { status: string }) => c.status)).toEqual(["accepted", "accepted", "accepted"]);
    await call(ana, "POST", `${url}/decisions`, { ids: [refused.id], status: "refused" });

    const programme = await call(null, "GET", `/api/trade-shows/${show.slug}/programme`);
    expect(programme.statusCode).toBe(200);
    // Without a live link an accepted conference is left out; a refused one too.
    expect(programme.json()).toEqual([
      expect.objectContaining({
        name: "Premier",
        boothId: show.boothId,
        speakers: ["Xia Chen"],
        liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        startsAt: expect.stringMatching(/T0[89]:00:00\.000Z$/),
      }),
      expect.objectContaining({ name: "Second", boothId: show.boothId }),
    ]);
    expect(JSON.stringify(programme.json())).not.toContain("@");
    expect((await call(ana, "GET", `${url}/summary`)).json()).toEqual({
      pending: 0,
      accepted: 3,
      refused: 1,
      acceptedWithoutLiveLink: 1,
    });

    // Once decided, its exhibitor no longer changes it; the team gives the missing live link.
    const late = await call(xia, "PATCH", `${url}/${first.id}`, { name: "Autre titre" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe("conference/already-decided");
    const linked = await call(ana, "PATCH", `${url}/${silent.id}`, { liveStreamUrl: "https://www.twitch.tv/alentour" });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await call(null, "GET", `/api/trade-shows/${show.slug}/programme`)).json()).toHaveLength(3);
  });

  it("keeps what a talk offers disabled viewers, changed by the team, shown in the programme; a wrong value writes nothing", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    const proposed = await call(xia, "POST", url, proposal({ accessibility: ["signLanguage", "captions"] }));
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json().accessibility).toEqual(["captions", "signLanguage"]);
    await call(ana, "POST", `${url}/decisions`, { ids: [proposed.json().id], status: "accepted" });
    const programme = async () => (await call(null, "GET", `/api/trade-shows/${show.slug}/programme`)).json();
    expect((await programme())[0].accessibility).toEqual(["captions", "signLanguage"]);

    // A venue's feature is not a talk's: the entry is named in the caller's language, and nothing is written.
    for (const [locale, message] of [
      ["fr", "Cette valeur n'est pas valide."],
      ["en", "This value is invalid."],
    ]) {
      const wrong = await call(
        bob,
        "PATCH",
        `${url}/${proposed.json().id}`,
        { name: "Autre", accessibility: ["hearingLoop"] },
        locale,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields["accessibility.0"]).toMatchObject({ code: "field/invalid", message });
    }
    for (const wrong of ["captions", [42], { captions: true }, Array(30).fill("captions")]) {
      expect((await call(bob, "PATCH", `${url}/${proposed.json().id}`, { accessibility: wrong })).statusCode).toBe(400);
    }
    expect((await programme())[0]).toMatchObject({ name: "Les IA de demain", accessibility: ["captions", "signLanguage"] });

    // A change that does not name it leaves it; one that does replaces it.
    await call(bob, "PATCH", `${url}/${proposed.json().id}`, { name: "Renommée" });
    expect((await programme())[0]).toMatchObject({ name: "Renommée", accessibility: ["captions", "signLanguage"] });
    const changed = await call(bob, "PATCH", `${url}/${proposed.json().id}`, { accessibility: ["audioDescription"] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await programme())[0].accessibility).toEqual(["audioDescription"]);
    // The exhibitor's own list of conferences reads it too.
    expect((await call(xia, "GET", url)).json()[0].accessibility).toEqual(["audioDescription"]);
  });

  it("serves each programme conference as an iCalendar file at the show's local hour, in UTC", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    const pending = (await call(xia, "POST", url, proposal())).json();
    expect((await call(null, "GET", `${url}/${pending.id}/calendar.ics`)).statusCode).toBe(404);
    await call(ana, "POST", `${url}/decisions`, { ids: [pending.id], status: "accepted" });
    const ics = await call(null, "GET", `${url}/${pending.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    const day = addDays(today(), 1).replaceAll("-", "");
    expect(ics.body).toContain("SUMMARY:Les IA de demain");
    // 10:00 in Lyon is 08:00 or 09:00 UTC depending on the season.
    expect(ics.body).toMatch(new RegExp(`DTSTART:${day}T0[89]0000Z`));
    // Long lines are folded (RFC 5545): a line break and a space.
    expect(ics.body.replaceAll("\r\n ", "")).toContain(`/salon/${show.slug}#conference-${pending.id}`);
  });

  it("mails the speakers named by an account's address, in the proposer's language", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    const created = await call(
      xia,
      "POST",
      url,
      proposal({
        speakers: [
          { name: "Bob Durand", email: "BOB@salon.example" },
          { name: "Quelqu'un", email: "personne@ailleurs.example" },
          { name: "Sans adresse" },
        ],
      }),
      "fr",
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().speakers).toEqual([
      { name: "Bob Durand", email: "bob@salon.example", userId: "bob" },
      { name: "Quelqu'un", email: "personne@ailleurs.example", userId: null },
      { name: "Sans adresse", email: null, userId: null },
    ]);
    const mails = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.subject.includes("Les IA de demain"));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["bob@salon.example", "Vous intervenez à la conférence « Les IA de demain »"],
    ]);
    expect(mails[0]?.text).toContain(`/salon/${show.slug}`);
  });

  it("lets an exhibitor withdraw their own conference, never another booth's", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    const mine = (await call(xia, "POST", url, proposal())).json();
    const teams = (await call(ana, "POST", url, proposal({ name: "De l'équipe" }))).json();
    expect((await call(xia, "DELETE", `${url}/${teams.id}`)).statusCode).toBe(404);
    expect((await call(xia, "DELETE", `${url}/${mine.id}`)).statusCode).toBe(204);
    expect((await call(ana, "GET", url)).json().map((c: { name: string }) => c.name)).toEqual(["De l'équipe"]);
  });

  it("empties the page cache when the programme changes, so the event page shows it at once", async () => {
    const purges = await recordPagePurges();
    const own = await setUp(kind, purges.env);
    try {
      const show = await showWithExhibitors(own);
      const url = `/api/trade-shows/${show.slug}/conferences`;
      const send = caller(own);
      const created = (await send(xia, "POST", url, proposal())).json();
      const before = purges.requests.length;
      await send(ana, "POST", `${url}/decisions`, { ids: [created.id], status: "accepted" });
      expect(purges.requests.length).toBeGreaterThan(before);
      const afterDecision = purges.requests.length;
      await send(ana, "DELETE", `${url}/${created.id}`);
      expect(purges.requests.length).toBeGreaterThan(afterDecision);
    } finally {
      await own.close();
      await purges.close();
    }
  });

  it("writes the support team's decisions and deletions on others' shows to the audit log, not the team's", async () => {
    const show = await showWithExhibitors(t);
    const url = `/api/trade-shows/${show.slug}/conferences`;
    const first = (await call(xia, "POST", url, proposal())).json();
    await call(ana, "POST", `${url}/decisions`, { ids: [first.id], status: "refused" });
    expect((await call(sam, "POST", `${url}/decisions`, { ids: [first.id], status: "accepted" })).statusCode).toBe(200);
    expect((await call(abe, "DELETE", `${url}/${first.id}`)).statusCode).toBe(204);
    const rows = await t.db.kysely.selectFrom("audit_log").select(["actor_id", "action", "target_id"]).orderBy("at").execute();
    expect(rows.filter((row) => row.action.startsWith("conference."))).toEqual([
      { actor_id: "sam", action: "conference.decided", target_id: show.id },
      { actor_id: "abe", action: "conference.deleted", target_id: show.id },
    ]);
  });

  it("keeps a private show's programme from the public", async () => {
    const show = await showWithExhibitors(t, { listing: "private" });
    expect((await call(null, "GET", `/api/trade-shows/${show.slug}/programme`)).statusCode).toBe(404);
    expect((await call(eve, "GET", `/api/trade-shows/${show.slug}/conferences`)).statusCode).toBe(404);
    expect((await call(xia, "POST", `/api/trade-shows/${show.slug}/conferences`, proposal())).statusCode).toBe(201);
    expect((await call(ana, "GET", `/api/trade-shows/${show.slug}/programme`)).statusCode).toBe(200);
  });
});

// The authorisation matrix of the conferences' routes (ADR 049, 093): every route, seven callers.
describe.each(databaseKinds)("conference authorisation matrix on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let slug = ":slug";
  let conferenceId = ":conferenceId";

  beforeEach(async () => {
    t = await setUp(kind);
    call = caller(t);
  });
  afterEach(() => t.close());

  /** A fresh show with one accepted conference of xia's (exhibitor). */
  async function freshShow() {
    const show = await showWithExhibitors(t, { name: `Salon ${randomUUID().slice(0, 6)}` });
    slug = show.slug;
    const created = await call(xia, "POST", `/api/trade-shows/${slug}/conferences`, proposal());
    expect(created.statusCode, created.body).toBe(201);
    conferenceId = created.json().id;
    await call(ana, "POST", `/api/trade-shows/${slug}/conferences/decisions`, { ids: [conferenceId], status: "accepted" });
  }

  type Caller = "anonymous" | "other user" | "other organiser" | "staff" | "support" | "admin" | "exhibitor";
  const callers: Array<[Caller, Principal | null]> = [
    ["anonymous", null],
    ["other user", fay],
    ["other organiser", eve],
    ["staff", bob],
    ["support", sam],
    ["admin", abe],
    ["exhibitor", xia],
  ];
  type Line = { method: string; url: () => string; body?: () => unknown; expect: Record<Caller, number> };
  const open = {
    anonymous: 200,
    "other user": 200,
    "other organiser": 200,
    staff: 200,
    support: 200,
    admin: 200,
    exhibitor: 200,
  };
  const participants = (ok: number) => ({
    anonymous: 401,
    "other user": 403,
    "other organiser": 403,
    staff: ok,
    support: ok,
    admin: ok,
    exhibitor: ok,
  });
  const team = (ok: number) => ({ ...participants(ok), exhibitor: 403 });

  const matrix: Line[] = [
    { method: "GET", url: () => `/api/trade-shows/${slug}/conferences`, expect: participants(200) },
    { method: "POST", url: () => `/api/trade-shows/${slug}/conferences`, body: () => proposal(), expect: participants(201) },
    {
      method: "POST",
      url: () => `/api/trade-shows/${slug}/conferences/decisions`,
      body: () => ({ ids: [conferenceId], status: "refused" }),
      expect: team(200),
    },
    { method: "GET", url: () => `/api/trade-shows/${slug}/conferences/summary`, expect: team(200) },
    {
      method: "PATCH",
      url: () => `/api/trade-shows/${slug}/conferences/${conferenceId}`,
      body: () => ({ description: "Mise à jour." }),
      // The exhibitor's conference is accepted: only the team changes it now.
      expect: { ...participants(200), exhibitor: 409 },
    },
    { method: "DELETE", url: () => `/api/trade-shows/${slug}/conferences/${conferenceId}`, expect: participants(204) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/programme`, expect: open },
    { method: "GET", url: () => `/api/trade-shows/${slug}/conferences/${conferenceId}/calendar.ics`, expect: open },
  ];

  function patternOf(line: Line) {
    const url = line.url().replace(`/trade-shows/${slug}/`, "/trade-shows/:slug/").replace(conferenceId, ":conferenceId");
    return `${line.method} ${url}`;
  }

  it("has a line for every conference route", () => {
    const routes = t.app.routeTable
      .filter((route) => /^\/api\/trade-shows\/:slug\/(conferences|programme)/.test(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect([...new Set(matrix.map(patternOf))].sort()).toEqual(routes);
  });

  for (const line of matrix) {
    it(patternOf(line), async () => {
      for (const [name, who] of callers) {
        // Every caller meets the same state: a fresh show and its accepted conference.
        await freshShow();
        const response = await call(who, line.method, line.url(), line.body?.());
        expect(response.statusCode, `${name}: ${response.body}`).toBe(line.expect[name]);
      }
    });
  }
});
