import { randomUUID } from "node:crypto";
import { addDays } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon } from "#app/test-support/fixtures.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

// Exhibitors' booths (docs/trade-shows.md#exhibitors): the wizard's application, the organisers' decisions and
// their mails, colleagues, what visitors see, the deletion guards on real booths, the free plan's gate.

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@cave.example", role: "user" };
const cid: Principal = { uid: "cid", email: "cid@cave.example", role: "user" };
const dan: Principal = { uid: "dan", email: "dan@ailleurs.example", role: "user" };
const fay: Principal = { uid: "fay", email: "fay@fromages.example", role: "user" };
const sam: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };
const everyone = [ana, bob, eve, cid, dan, fay, sam, abe];

const today = () => localDateTime(new Date(), "Europe/Paris").date;

const show = (overrides: Record<string, unknown> = {}) => ({
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
  themes: ["Vins", "Fromages"],
  presentation: "Trois jours de dégustation.",
  organiser: { name: "Ana Martin", email: "ana@salon.example" },
  socialLinks: {},
  mode: "physical",
  listing: "public",
  halls: [
    { id: "hall-1", name: "Hall des vins", theme: "Vins" },
    { id: "hall-2", theme: "Fromages" },
  ],
  legalAccepted: true,
  ...overrides,
});

/** What the booth wizard sends at its summary step. */
const wizard = (overrides: Record<string, unknown> = {}) => ({
  style: "modern",
  colour: "#8A1538",
  avatar: "avatar-2",
  companyName: "Cave Martin",
  website: "https://cave-martin.example",
  phone: "04 78 00 00 00",
  email: "contact@cave-martin.example",
  calendarUrl: "https://cal.example/cave-martin",
  catchphrase: "Des vins vivants",
  hallId: "hall-1",
  ...overrides,
});

async function seedUsers(t: TestApp, principals: Principal[]) {
  const users = createUserRepository(t.db.kysely);
  for (const p of principals) {
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

describe.each(databaseKinds)("exhibitors' booths on %s", (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await seedUsers(t, everyone);
  });
  afterEach(() => t.close());

  const call = (
    who: Principal | null,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
    locale = "en",
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? t.as(who) : {}), "accept-language": locale },
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function createShow(overrides: Record<string, unknown> = {}) {
    const response = await call(ana, "POST", "/api/trade-shows", show(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; slug: string };
  }

  async function apply(slug: string, who: Principal, overrides: Record<string, unknown> = {}, locale = "en") {
    const response = await call(who, "POST", `/api/trade-shows/${slug}/booths`, wizard(overrides), locale);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; status: string };
  }

  const mailsTo = async (to: string) => (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to === to);
  const exhibitors = async (slug: string) =>
    ((await call(null, "GET", `/api/trade-shows/${slug}/exhibitors`)).json() as Array<{ companyName: string }>).map(
      (booth) => booth.companyName,
    );

  it("takes an application from the wizard as pending, visible to visitors only once validated", async () => {
    const { slug } = await createShow();
    const booth = await apply(slug, eve, {}, "fr");
    expect(booth).toMatchObject({
      status: "pending",
      companyName: "Cave Martin",
      catchphrase: "Des vins vivants",
      hallId: "hall-1",
      style: "modern",
      colour: "#8A1538",
      avatar: "avatar-2",
      locale: "fr",
      myRole: "owner",
      showSlug: slug,
    });
    expect(await exhibitors(slug)).toEqual([]);
    expect((await call(null, "GET", `/api/trade-shows/${slug}/exhibitors/${booth.id}`)).statusCode).toBe(404);
    // Someone with no part in a pending booth is not told it exists.
    expect((await call(dan, "GET", `/api/booths/${booth.id}`)).statusCode).toBe(404);
    expect((await call(eve, "GET", "/api/booths/mine")).json().map((b: { id: string }) => b.id)).toEqual([booth.id]);
    const listed = (await call(ana, "GET", `/api/trade-shows/${slug}/booths`)).json();
    expect(listed).toMatchObject([{ id: booth.id, status: "pending", colleagues: [] }]);

    expect((await call(ana, "POST", `/api/booths/${booth.id}/validate`)).json().status).toBe("validated");
    const seen = (await call(null, "GET", `/api/trade-shows/${slug}/exhibitors`)).json();
    expect(seen).toEqual([
      {
        id: booth.id,
        showSlug: slug,
        showName: "Salon des vins",
        hallId: "hall-1",
        hallName: "Hall des vins",
        hallTheme: "Vins",
        companyName: "Cave Martin",
        website: "https://cave-martin.example",
        logoUrl: null,
        calendarUrl: "https://cal.example/cave-martin",
        catchphrase: "Des vins vivants",
        colour: "#8A1538",
      },
    ]);
    // Visitors never see the exhibitor's phone, address or account.
    expect(JSON.stringify(seen)).not.toContain("04 78");
    expect((await call(null, "GET", `/api/trade-shows/${slug}/exhibitors/${booth.id}`)).json().companyName).toBe("Cave Martin");

    // A private show's exhibitors are nobody's business but its team's.
    await call(ana, "PUT", `/api/trade-shows/${slug}/listing`, { listing: "private" });
    expect((await call(null, "GET", `/api/trade-shows/${slug}/exhibitors`)).statusCode).toBe(404);
    expect((await call(ana, "GET", `/api/trade-shows/${slug}/exhibitors`)).statusCode).toBe(200);
  });

  it("refuses with a reason only, then validates, mailing each decision in the language the exhibitor applied in", async () => {
    const { slug } = await createShow();
    const booth = await apply(slug, eve, {}, "fr");

    const noReason = await call(ana, "POST", `/api/booths/${booth.id}/refuse`, { reason: "   " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason.message).toBe(
      "Please give the reason for the refusal: the applicant receives it.",
    );
    const noReasonFr = await call(ana, "POST", `/api/booths/${booth.id}/refuse`, {}, "fr");
    expect(noReasonFr.statusCode).toBe(400);
    expect((await call(eve, "GET", `/api/booths/${booth.id}`)).json().status).toBe("pending");
    expect(await mailsTo(eve.email)).toEqual([]);

    // The organiser works in English; the exhibitor applied in French.
    const refused = await call(ana, "POST", `/api/booths/${booth.id}/refuse`, { reason: "Le logo manque." });
    expect(refused.json()).toMatchObject({ status: "refused", refusalReason: "Le logo manque." });
    const [refusal] = await mailsTo(eve.email);
    expect(refusal?.subject).toBe("Votre candidature au salon Salon des vins est refusée");
    expect(refusal?.text).toContain("Le logo manque.");
    expect(refusal?.text).toContain(`/tradeshow/booths/${booth.id}`);
    expect((await call(ana, "POST", `/api/booths/${booth.id}/refuse`, { reason: "Encore" })).json().error.code).toBe(
      "booth/already-decided",
    );

    // The exhibitor changes the refused booth: it goes back to the organisers.
    const edited = await call(eve, "PUT", `/api/booths/${booth.id}`, wizard({ catchphrase: "Des vins vivants, et un logo" }));
    expect(edited.json()).toMatchObject({ status: "pending", refusalReason: null, catchphrase: "Des vins vivants, et un logo" });

    expect((await call(ana, "POST", `/api/booths/${booth.id}/validate`)).statusCode).toBe(200);
    const validation = (await mailsTo(eve.email)).at(1);
    expect(validation?.subject).toBe("Votre stand au salon Salon des vins est validé");
    expect((await call(ana, "POST", `/api/booths/${booth.id}/validate`)).statusCode).toBe(409);

    // An application in English is answered in English.
    const other = await apply(slug, fay, { companyName: "Fromagerie Fay", hallId: "hall-2" }, "en");
    await call(ana, "POST", `/api/booths/${other.id}/refuse`, { reason: "Out of theme." }, "fr");
    expect((await mailsTo(fay.email)).map((mail) => mail.subject)).toEqual(["Your application to Salon des vins is refused"]);
    expect(await exhibitors(slug)).toEqual(["Cave Martin"]);
  });

  it("checks the wizard: the hall among the show's, the catchphrase's 100 characters, one application per show", async () => {
    const { slug } = await createShow();
    const strangerHall = await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard({ hallId: "hall-9" }), "fr");
    expect(strangerHall.statusCode).toBe(400);
    expect(strangerHall.json().error.fields.hallId).toEqual({
      code: "booth/hall-unknown",
      message: "Choisissez le hall du stand parmi les halls du salon.",
    });
    const long = await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard({ catchphrase: "x".repeat(101) }));
    expect(long.json().error.fields.catchphrase.message).toBe("The catchphrase must not exceed 100 characters.");
    const badColour = await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard({ colour: "red", avatar: "cat" }));
    expect(Object.keys(badColour.json().error.fields).sort()).toEqual(["avatar", "colour"]);
    expect(await t.db.kysely.selectFrom("booths").selectAll().execute()).toEqual([]);

    const booth = await apply(slug, eve, { catchphrase: "x".repeat(100) });
    const again = await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("booth/already-applied");
    const moved = await call(eve, "PUT", `/api/booths/${booth.id}`, wizard({ hallId: "nowhere" }));
    expect(moved.json().error.fields.hallId.code).toBe("booth/hall-unknown");
    expect((await call(eve, "GET", `/api/booths/${booth.id}`)).json().hallId).toBe("hall-1");

    const hidden = await createShow({ name: "Salon privé", listing: "private" });
    expect((await call(eve, "POST", `/api/trade-shows/${hidden.slug}/booths`, wizard())).statusCode).toBe(404);
  });

  it("lets an exhibitor name colleagues whom the organisers accredit; an accredited colleague acts for the booth", async () => {
    const { slug } = await createShow();
    const booth = await apply(slug, eve);
    const named = await call(eve, "POST", `/api/booths/${booth.id}/colleagues`, { email: "CID@cave.example" });
    expect(named.statusCode).toBe(201);
    const colleague = named.json() as { id: string };
    expect(named.json()).toMatchObject({ email: "cid@cave.example", status: "pending" });
    expect((await call(eve, "POST", `/api/booths/${booth.id}/colleagues`, { email: cid.email })).statusCode).toBe(409);

    // Not yet accredited: cid does not act for the booth.
    expect((await call(cid, "PUT", `/api/booths/${booth.id}`, wizard({ companyName: "Cave Cid" }))).statusCode).toBe(404);
    expect((await call(eve, "PUT", `/api/booths/${booth.id}/colleagues/${colleague.id}`, { status: "granted" })).statusCode).toBe(
      403,
    );
    expect(
      (await call(ana, "PUT", `/api/booths/${booth.id}/colleagues/${colleague.id}`, { status: "granted" })).json().status,
    ).toBe("granted");
    const mine = (await call(cid, "GET", "/api/booths/mine")).json();
    expect(mine).toMatchObject([{ id: booth.id, myRole: "colleague" }]);
    const edited = await call(cid, "PUT", `/api/booths/${booth.id}`, wizard({ companyName: "Cave Martin & Cid" }));
    expect(edited.statusCode).toBe(200);
    expect((await call(eve, "GET", `/api/booths/${booth.id}`)).json().companyName).toBe("Cave Martin & Cid");

    await call(ana, "PUT", `/api/booths/${booth.id}/colleagues/${colleague.id}`, { status: "denied" });
    expect((await call(cid, "PUT", `/api/booths/${booth.id}`, wizard())).statusCode).toBe(404);
    expect((await call(cid, "GET", "/api/booths/mine")).json()).toEqual([]);

    expect((await call(ana, "DELETE", `/api/booths/${booth.id}/colleagues/${colleague.id}`)).statusCode).toBe(204);
    expect((await call(eve, "GET", `/api/booths/${booth.id}/colleagues`)).json()).toEqual([]);
  });

  it("holds the deletion guards on real booths: a hall with a booth, a show with a validated exhibitor", async () => {
    const { slug } = await createShow();
    const booth = await apply(slug, eve, { hallId: "hall-2" });
    const hall = await call(ana, "DELETE", `/api/trade-shows/${slug}/halls/hall-2`);
    expect(hall.statusCode).toBe(409);
    expect(hall.json().error.code).toBe("trade-show/hall-not-empty");
    expect((await call(ana, "DELETE", `/api/trade-shows/${slug}/halls/hall-1`)).statusCode).toBe(200);

    await call(ana, "POST", `/api/booths/${booth.id}/validate`);
    const refused = await call(ana, "DELETE", `/api/trade-shows/${slug}`, undefined, "fr");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Ce salon ne peut pas être supprimé tant que des exposants sont actifs.");

    // Once no exhibitor is active, the show goes with its booths and their colleagues.
    await call(eve, "POST", `/api/booths/${booth.id}/colleagues`, { email: cid.email });
    await call(ana, "POST", `/api/booths/${booth.id}/refuse`, { reason: "Annulé" });
    expect((await call(ana, "DELETE", `/api/trade-shows/${slug}`)).statusCode).toBe(204);
    expect(await t.db.kysely.selectFrom("booths").selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom("booth_colleagues").selectAll().execute()).toEqual([]);
  });

  it("validates up to 10 exhibitors on the free plan, then asks for a Business licence and changes nothing", async () => {
    const { slug } = await createShow();
    const applicants: Principal[] = Array.from({ length: 11 }, (_, n) => ({
      uid: `exhibitor-${n}`,
      email: `exhibitor-${n}@stand.example`,
      role: "user",
    }));
    await seedUsers(t, applicants);
    const booths = [];
    for (const [n, applicant] of applicants.entries()) booths.push(await apply(slug, applicant, { companyName: `Stand ${n}` }));
    for (const booth of booths.slice(0, 10)) {
      expect((await call(ana, "POST", `/api/booths/${booth.id}/validate`)).statusCode).toBe(200);
    }
    const eleventh = booths[10] as { id: string };
    const refused = await call(ana, "POST", `/api/booths/${eleventh.id}/validate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "booth/licence-required",
      message:
        "Beyond 10 exhibitors, each exhibitor needs a Business licence: buy one and assign it on the Licences page, then validate again.",
    });
    const refusedFr = await call(ana, "POST", `/api/booths/${eleventh.id}/validate`, undefined, "fr");
    expect(refusedFr.json().error.message).toMatch(/^Au-delà de 10 exposants/);
    expect((await call(ana, "GET", `/api/booths/${eleventh.id}`)).json().status).toBe("pending");
    expect(await mailsTo(`exhibitor-10@stand.example`)).toEqual([]);
    expect(await exhibitors(slug)).toHaveLength(10);

    // Withdrawing one validation frees a place.
    await call(ana, "POST", `/api/booths/${booths[0]?.id}/refuse`, { reason: "Désistement" });
    expect((await call(ana, "POST", `/api/booths/${eleventh.id}/validate`)).statusCode).toBe(200);
  });

  it("tells the booth's exhibitor whether a Business licence is assigned to it, or the free plan counts it", async () => {
    const { slug } = await createShow();
    const booth = await apply(slug, eve);
    expect((await call(eve, "GET", `/api/booths/${booth.id}`)).json().businessLicence).toBeNull();

    const ordered = await call(ana, "POST", `/api/trade-shows/${slug}/licence-orders`, { quantity: 1 });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect((await call(sam, "POST", `/api/admin/licence-orders/${ordered.json().order.id}/paid`)).statusCode).toBe(200);
    const [licence] = (await call(ana, "GET", `/api/trade-shows/${slug}/licences`)).json().licences as Array<{ id: string }>;
    const assigned = await call(ana, "PUT", `/api/trade-shows/${slug}/licences/${licence?.id}/booth`, { boothId: booth.id });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const seen = (await call(eve, "GET", `/api/booths/${booth.id}`)).json().businessLicence;
    expect(seen).toEqual({ assignedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect((await call(ana, "GET", `/api/booths/${booth.id}`)).json().businessLicence).toEqual(seen);
  });

  it("lets the support team decide on any show, in the audit log", async () => {
    const { slug } = await createShow();
    const booth = await apply(slug, eve);
    expect((await call(sam, "POST", `/api/booths/${booth.id}/validate`)).statusCode).toBe(200);
    const log = await t.db.kysely.selectFrom("audit_log").select(["action", "actor_id", "target_id"]).execute();
    expect(log).toEqual([{ action: "booth.validated", actor_id: "sam", target_id: booth.id }]);
  });
});

// The authorisation matrix of the booths' routes (ADR 049, 089): every route, every kind of caller.
describe.each(databaseKinds)("booth authorisation matrix on %s", (kind) => {
  let t: TestApp;
  let slug = ":slug";
  /** eve's booth, validated, with cid accredited. */
  let booth = ":boothId";
  /** fay's booth, pending. */
  let pending = ":boothId";
  let colleague = ":colleagueId";

  beforeEach(async () => {
    t = await createTestApp(kind);
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await seedUsers(t, everyone);
  });
  afterEach(() => t.close());

  const call = (who: Principal | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: who ? t.as(who) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });

  /** A fresh listed show of ana's with bob on its staff, eve's validated booth (cid accredited), fay's pending one. */
  async function fresh() {
    const created = await call(ana, "POST", "/api/trade-shows", show());
    expect(created.statusCode, created.body).toBe(201);
    ({ slug } = created.json());
    await call(ana, "POST", `/api/trade-shows/${slug}/invitations`, { email: bob.email, role: "staff" });
    await call(bob, "POST", "/api/trade-show-invitations/accept", {
      token: await lastLinkToken(t.config.mail.outboxDir, bob.email),
    });
    booth = (await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard())).json().id;
    pending = (await call(fay, "POST", `/api/trade-shows/${slug}/booths`, wizard({ companyName: "Fromagerie" }))).json().id;
    colleague = (await call(eve, "POST", `/api/booths/${booth}/colleagues`, { email: cid.email })).json().id;
    await call(ana, "PUT", `/api/booths/${booth}/colleagues/${colleague}`, { status: "granted" });
    expect((await call(ana, "POST", `/api/booths/${booth}/validate`)).statusCode).toBe(200);
  }

  type Caller = "anonymous" | "other user" | "exhibitor" | "colleague" | "staff" | "organiser" | "support" | "admin";
  const callers: Array<[Caller, Principal | null]> = [
    ["anonymous", null],
    ["other user", dan],
    ["exhibitor", eve],
    ["colleague", cid],
    ["staff", bob],
    ["organiser", ana],
    ["support", sam],
    ["admin", abe],
  ];
  type Line = { method: string; url: () => string; body?: () => unknown; expect: Record<Caller, number> };
  const all = (status: number): Record<Caller, number> => ({
    anonymous: status,
    "other user": status,
    exhibitor: status,
    colleague: status,
    staff: status,
    organiser: status,
    support: status,
    admin: status,
  });
  const signedIn = (ok: number) => ({ ...all(ok), anonymous: 401 });
  const team = (ok: number) => ({ ...all(ok), anonymous: 401, "other user": 403, exhibitor: 403, colleague: 403 });
  // On a validated booth, visitors know it exists: outsiders are refused rather than told it is not there.
  const boothReaders = (ok: number) => ({ ...all(ok), anonymous: 401, "other user": 403 });
  const boothActors = (ok: number) => ({ ...boothReaders(ok), staff: 403 });
  const organisersOnValidated = (ok: number) => ({ ...team(ok), staff: 403 });
  // On a pending booth of someone else's, outsiders are told it does not exist.
  const organisersOnPending = (ok: number) => ({
    ...all(ok),
    anonymous: 401,
    "other user": 404,
    exhibitor: 404,
    colleague: 404,
    staff: 403,
  });

  const matrix: Line[] = [
    {
      method: "POST",
      url: () => `/api/trade-shows/${slug}/booths`,
      body: () => wizard(),
      // eve has applied already.
      expect: { ...signedIn(201), exhibitor: 409 },
    },
    { method: "GET", url: () => `/api/trade-shows/${slug}/booths`, expect: team(200) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/exhibitors`, expect: all(200) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/exhibitors/${booth}`, expect: all(200) },
    { method: "GET", url: () => "/api/booths/mine", expect: signedIn(200) },
    { method: "GET", url: () => `/api/booths/${booth}`, expect: boothReaders(200) },
    { method: "PUT", url: () => `/api/booths/${booth}`, body: () => wizard({ companyName: "Cave" }), expect: boothActors(200) },
    { method: "POST", url: () => `/api/booths/${pending}/validate`, expect: organisersOnPending(200) },
    {
      method: "POST",
      url: () => `/api/booths/${pending}/refuse`,
      body: () => ({ reason: "Hors sujet" }),
      expect: organisersOnPending(200),
    },
    { method: "GET", url: () => `/api/booths/${booth}/colleagues`, expect: boothReaders(200) },
    {
      method: "POST",
      url: () => `/api/booths/${booth}/colleagues`,
      body: () => ({ email: `x${randomUUID().slice(0, 6)}@cave.example` }),
      expect: boothActors(201),
    },
    {
      method: "PUT",
      url: () => `/api/booths/${booth}/colleagues/${colleague}`,
      body: () => ({ status: "denied" }),
      expect: organisersOnValidated(200),
    },
    { method: "DELETE", url: () => `/api/booths/${booth}/colleagues/${colleague}`, expect: organisersOnValidated(204) },
  ];

  function patternOf(line: Line) {
    return `${line.method} ${line
      .url()
      .replace(/booths\/[0-9a-f-]{36}|booths\/:boothId/, "booths/:boothId")
      .replace(/exhibitors\/[0-9a-f-]{36}/, "exhibitors/:boothId")
      .replace(/colleagues\/[0-9a-f-]{36}/, "colleagues/:colleagueId")}`;
  }

  it("has a line for every booth route", () => {
    const routes = t.app.routeTable
      .filter((route) => /^\/api\/(booths|trade-shows\/:slug\/(booths|exhibitors))/.test(route.url))
      // The cards left at a booth and its leads have their own matrix (attendees.test.ts), its messages too
      // (messages.test.ts), its statistics too (statistics.test.ts).
      .filter((route) => !/^\/api\/booths\/:boothId\/(cards|leads|messages|statistics|visits)/.test(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect([...new Set(matrix.map(patternOf))].sort()).toEqual(routes);
  });

  for (const line of matrix) {
    it(patternOf(line), async () => {
      for (const [caller, who] of callers) {
        await fresh();
        const response = await call(who, line.method, line.url(), line.body?.());
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(line.expect[caller]);
      }
    });
  }
});
