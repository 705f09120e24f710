import { randomUUID } from "node:crypto";
import { addDays } from "@alentour/domain/event-dates";
import { instantOf, localDateTime } from "@alentour/domain/local-time";
import type { WhenFilter } from "@alentour/domain/search";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { recordPagePurges } from "#app/test-support/page-purges.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@ailleurs.example", role: "user" };
const sam: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };

const today = () => localDateTime(new Date(), "Europe/Paris").date;

/** What the creation wizard sends: a virtual show in Lyon running from today to the day after tomorrow. */
const wizard = (overrides: Record<string, unknown> = {}) => ({
  name: "Salon du numérique",
  category: "trade-show",
  startDate: today(),
  endDate: addDays(today(), 2),
  openingTime: "00:00",
  closingTime: "23:59",
  place: {
    address: { streetNumberAndStreet: "Eurexpo, boulevard de l'Europe", city: "Lyon", country: "FR" },
    location: { lat: 45.7326, lng: 4.9477 },
  },
  themes: ["Intelligence artificielle", "Cybersécurité", "Cloud"],
  presentation: "Trois jours pour découvrir le numérique.\n\nEntrée libre.",
  organiser: {
    name: "Ana Martin",
    email: "ana@salon.example",
    website: "https://salon.example",
    phone: "04 72 00 00 00",
    company: "Salons de Lyon",
  },
  socialLinks: {},
  mode: "virtual",
  listing: "public",
  halls: [
    { id: "hall-1", theme: "Intelligence artificielle" },
    { id: "hall-2", theme: "Cloud" },
  ],
  legalAccepted: true,
  ...overrides,
});

/** A test app with Lyon and the accounts of the tests. */
async function setUp(kind: "sqlite" | "postgres", env?: Record<string, string>) {
  const t = await createTestApp(kind, env ? { env } : {});
  await createCityRepository(t.db.kysely).upsertMany([lyon]);
  const users = createUserRepository(t.db.kysely);
  for (const p of [ana, bob, eve, sam, abe]) {
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

/** The slugs the directory's search finds for "numérique" with these filters, as the search page asks. */
async function searchSlugs(t: TestApp, filters: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/search/1/indexes/*/queries",
    headers: { "x-algolia-api-key": t.config.search.apiKey, "x-algolia-application-id": t.config.search.appId },
    payload: { requests: [{ indexName: "event", query: "numérique", filters }] },
  });
  return (response.json().results[0].hits as Array<{ slug: string }>).map((hit) => hit.slug).sort();
}

/**
 * The search's when-filters read the show's local time (packages/domain/src/search.ts): on a Wednesday at 10:00
 * in Lyon, "today" is what is left of it, "tonight" 19:00 to 02:00, "tomorrow" Thursday, "weekend" Saturday and
 * Sunday, "week" until Sunday night. The clock is set to that moment whatever day the suite runs.
 */
const wednesday = "2027-03-10";
const whenShows: Array<{ name: string; dates: [number, number]; hours: [string, string]; foundBy: WhenFilter[] }> = [
  { name: "Salon du numérique du jour", dates: [0, 0], hours: ["09:00", "18:00"], foundBy: ["today", "week"] },
  { name: "Nocturne du numérique", dates: [0, 0], hours: ["17:00", "23:00"], foundBy: ["today", "tonight", "week"] },
  // Closed before tonight's window reaches Thursday's small hours.
  { name: "Salon du numérique de demain", dates: [1, 1], hours: ["09:00", "18:00"], foundBy: ["tomorrow", "week"] },
  { name: "Salon du numérique du week-end", dates: [3, 4], hours: ["09:00", "18:00"], foundBy: ["weekend", "week"] },
  { name: "Salon du numérique de lundi", dates: [5, 5], hours: ["09:00", "18:00"], foundBy: [] },
];

/** Lists the shows of `whenShows` on that Wednesday and checks each when-filter finds exactly its shows. */
async function expectWhenFilters(t: TestApp) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(instantOf(wednesday, "10:00", "Europe/Paris"));
  try {
    const found = new Map<WhenFilter, string[]>();
    for (const { name, dates, hours, foundBy } of whenShows) {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/trade-shows",
        headers: t.as(ana),
        payload: wizard({
          name,
          startDate: addDays(wednesday, dates[0]),
          endDate: addDays(wednesday, dates[1]),
          openingTime: hours[0],
          closingTime: hours[1],
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      for (const when of foundBy) found.set(when, [...(found.get(when) ?? []), created.json().slug]);
    }
    for (const when of ["today", "tonight", "tomorrow", "weekend", "week"] as const) {
      const expected = (found.get(when) ?? []).sort();
      expect(await searchSlugs(t, `when:${when} AND category:trade-shows-fairs`), when).toEqual(expected);
    }
  } finally {
    vi.useRealTimers();
  }
}

describe.each(databaseKinds)("trade shows on %s", (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await setUp(kind);
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

  async function createShow(overrides: Record<string, unknown> = {}, by: Principal = ana) {
    const response = await call(by, "POST", "/api/trade-shows", wizard(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; slug: string; activitySlug: string | null; halls: Array<{ id: string }> };
  }

  /** Adds bob to a show's team through an invitation he accepts. */
  async function addToTeam(slug: string, who: Principal, role: "organiser" | "staff") {
    expect((await call(ana, "POST", `/api/trade-shows/${slug}/invitations`, { email: who.email, role })).statusCode).toBe(201);
    const token = await lastLinkToken(t.config.mail.outboxDir, who.email);
    const accepted = await call(who, "POST", "/api/trade-show-invitations/accept", { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  const insertBooth = (showId: string, hallId: string, status: "pending" | "validated" | "refused", owner: Principal = eve) =>
    t.db.kysely
      .insertInto("booths")
      .values({
        id: randomUUID(),
        show_id: showId,
        hall_id: hallId,
        owner_id: owner.uid,
        status,
        created_at: "2026-01-01T00:00:00Z",
        updated_at: "2026-01-01T00:00:00Z",
      })
      .execute();

  it("creates a show whose creator is its organiser, with derived time state and online access", async () => {
    const show = await createShow();
    expect(show.slug).toBe("salon-du-numerique-lyon");
    const read = await call(null, "GET", `/api/trade-shows/${show.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      name: "Salon du numérique",
      timeZone: "Europe/Paris",
      timeState: "ongoing",
      onlineAccessOpen: true,
      myRole: null,
      halls: [
        { id: "hall-1", theme: "Intelligence artificielle", name: null },
        { id: "hall-2", theme: "Cloud", name: null },
      ],
      place: { address: { city: "Lyon", citySlug: "lyon" } },
    });
    expect((await call(ana, "GET", `/api/trade-shows/${show.id}`)).json().myRole).toBe("organiser");
    const mine = await call(ana, "GET", "/api/trade-shows/mine");
    expect(mine.json().map((s: { slug: string; myRole: string }) => [s.slug, s.myRole])).toEqual([[show.slug, "organiser"]]);
    expect((await call(bob, "GET", "/api/trade-shows/mine")).json()).toEqual([]);
  });

  it("derives upcoming and finished, and online access until a month after the opening, in the show's time zone", async () => {
    const later = await createShow({ name: "Salon à venir", startDate: addDays(today(), 10), endDate: addDays(today(), 12) });
    expect((await call(null, "GET", `/api/trade-shows/${later.slug}`)).json()).toMatchObject({
      timeState: "upcoming",
      onlineAccessOpen: true,
    });
    const past = await createShow({ name: "Salon passé", startDate: addDays(today(), -20), endDate: addDays(today(), -18) });
    expect((await call(null, "GET", `/api/trade-shows/${past.slug}`)).json()).toMatchObject({
      timeState: "finished",
      onlineAccessOpen: true,
    });
    const old = await createShow({ name: "Salon ancien", startDate: addDays(today(), -40), endDate: addDays(today(), -38) });
    expect((await call(null, "GET", `/api/trade-shows/${old.slug}`)).json()).toMatchObject({
      timeState: "finished",
      onlineAccessOpen: false,
    });
  });

  it("answers the spec's messages in both languages: a theme is required, and each hall's theme", async () => {
    const noTheme = await call(ana, "POST", "/api/trade-shows", wizard({ themes: [], halls: [] }));
    expect(noTheme.statusCode).toBe(400);
    expect(noTheme.json().error.fields.themes.message).toBe("You must choose at least one theme for your trade show.");
    const noThemeFr = await call(ana, "POST", "/api/trade-shows", wizard({ themes: [], halls: [] }), "fr");
    expect(noThemeFr.json().error.fields.themes.message).toBe("Vous devez choisir au moins une thématique pour votre salon.");

    const noHallTheme = await call(ana, "POST", "/api/trade-shows", wizard({ halls: [{ id: "hall-1", theme: " " }] }));
    expect(noHallTheme.statusCode).toBe(400);
    expect(noHallTheme.json().error.fields["halls.0.theme"].message).toBe("Please enter the hall's theme");
    const noHallThemeFr = await call(ana, "POST", "/api/trade-shows", wizard({ halls: [{ theme: "" }] }), "fr");
    expect(noHallThemeFr.json().error.fields["halls.0.theme"].message).toBe("Veuillez saisir la thématique du hall");

    const strangerTheme = await call(ana, "POST", "/api/trade-shows", wizard({ halls: [{ theme: "Jardinage" }] }));
    expect(strangerTheme.json().error.fields["halls.0.theme"].code).toBe("trade-show/hall-theme-unknown");
    const sixThemes = await call(ana, "POST", "/api/trade-shows", wizard({ themes: ["a", "b", "c", "d", "e", "f"], halls: [] }));
    expect(sixThemes.json().error.fields.themes.message).toBe("You can add at most 4 custom themes.");
    expect(
      (await call(ana, "POST", "/api/trade-shows", wizard({ themes: ["a", "b", "c", "d", "e"], halls: [] }))).statusCode,
    ).toBe(201);
  });

  it("refuses a show longer than a month, a fake phone, a website that is not http(s), and no legal acceptance", async () => {
    const long = await call(ana, "POST", "/api/trade-shows", wizard({ startDate: "2027-01-31", endDate: "2027-03-01" }));
    expect(long.json().error.fields.endDate.message).toBe("A trade show lasts at most one month.");
    expect(
      (await call(ana, "POST", "/api/trade-shows", wizard({ startDate: "2027-01-31", endDate: "2027-02-28" }))).statusCode,
    ).toBe(201);
    const organiser = wizard().organiser;
    const phone = await call(
      ana,
      "POST",
      "/api/trade-shows",
      wizard({ organiser: { ...organiser, phone: "01 23 45 67 89 00" } }),
    );
    expect(phone.json().error.fields["organiser.phone"].code).toBe("phone/invalid");
    const site = await call(
      ana,
      "POST",
      "/api/trade-shows",
      wizard({ organiser: { ...organiser, website: "ftp://salon.example" } }),
    );
    expect(site.json().error.fields["organiser.website"].code).toBe("url/invalid");
    const legal = await call(ana, "POST", "/api/trade-shows", wizard({ legalAccepted: false }));
    expect(legal.json().error.fields.legalAccepted.code).toBe("legal/acceptance-required");
  });

  it("converts a physical or virtual show to hybrid, never back", async () => {
    const show = await createShow({ mode: "physical" });
    const back = await call(ana, "PATCH", `/api/trade-shows/${show.slug}`, { mode: "virtual" });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe("trade-show/mode-change-refused");
    const hybrid = await call(ana, "POST", `/api/trade-shows/${show.slug}/hybrid`);
    expect(hybrid.statusCode).toBe(200);
    expect(hybrid.json().mode).toBe("hybrid");
    for (const mode of ["physical", "virtual"]) {
      const undo = await call(ana, "PATCH", `/api/trade-shows/${show.slug}`, { mode }, "fr");
      expect(undo.statusCode).toBe(409);
      expect(undo.json().error.message).toMatch(/^Un salon physique ou virtuel/);
    }
    expect((await call(ana, "GET", `/api/trade-shows/${show.slug}`)).json().mode).toBe("hybrid");
  });

  it("keeps a private show from everyone but its team and the support team", async () => {
    const show = await createShow({ listing: "private" });
    expect(show.activitySlug).toBeNull();
    for (const who of [null, eve]) expect((await call(who, "GET", `/api/trade-shows/${show.slug}`)).statusCode).toBe(404);
    for (const who of [ana, sam, abe]) expect((await call(who, "GET", `/api/trade-shows/${show.slug}`)).statusCode).toBe(200);
    expect((await call(null, "GET", `/api/trade-shows/${show.slug}/calendar.ics`)).statusCode).toBe(404);
    expect((await call(eve, "PATCH", `/api/trade-shows/${show.slug}`, { name: "Pris" })).statusCode).toBe(404);
    const sitemap = await call(null, "GET", "/api/sitemap/trade-shows");
    expect(sitemap.json()).toEqual([]);
  });

  it("refuses to delete a show while an exhibitor is active, and a hall while a booth is in it, in both languages", async () => {
    const show = await createShow();
    await insertBooth(show.id, "hall-1", "validated");
    const refused = await call(ana, "DELETE", `/api/trade-shows/${show.slug}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("This trade show cannot be deleted while exhibitors are active.");
    const refusedFr = await call(ana, "DELETE", `/api/trade-shows/${show.slug}`, undefined, "fr");
    expect(refusedFr.json().error.message).toBe("Ce salon ne peut pas être supprimé tant que des exposants sont actifs.");

    const hall = await call(ana, "DELETE", `/api/trade-shows/${show.slug}/halls/hall-1`);
    expect(hall.statusCode).toBe(409);
    expect(hall.json().error.message).toBe("This hall cannot be deleted while an exhibitor booth is in it.");
    const hallFr = await call(ana, "DELETE", `/api/trade-shows/${show.slug}/halls/hall-1`, undefined, "fr");
    expect(hallFr.json().error.message).toBe("Ce hall ne peut pas être supprimé tant qu'il contient un stand d'exposant.");
    // Leaving the hall out of the list is a deletion too.
    const dropped = await call(ana, "PATCH", `/api/trade-shows/${show.slug}`, { halls: [{ id: "hall-2", theme: "Cloud" }] });
    expect(dropped.statusCode).toBe(409);
    // The empty hall goes.
    const emptyHall = await call(ana, "DELETE", `/api/trade-shows/${show.slug}/halls/hall-2`);
    expect(emptyHall.statusCode).toBe(200);
    expect(emptyHall.json().halls.map((h: { id: string }) => h.id)).toEqual(["hall-1"]);

    // A pending or refused application is not an active exhibitor: the show goes, with its booths.
    await t.db.kysely.updateTable("booths").set({ status: "refused" }).execute();
    // One application per account and show (migration 0024): another applicant's.
    await insertBooth(show.id, "hall-1", "pending", bob);
    expect((await call(ana, "DELETE", `/api/trade-shows/${show.slug}`)).statusCode).toBe(204);
    expect((await call(ana, "GET", `/api/trade-shows/${show.slug}`)).statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom("booths").selectAll().execute()).toEqual([]);
  });

  it("answers a hall patch that names nothing with the hall unchanged, not a server error", async () => {
    const show = await createShow();
    const hall = show.halls[0] as { id: string; name: string | null; theme: string };
    const answer = await call(ana, "PATCH", `/api/trade-shows/${show.slug}/halls/${hall.id}`, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json().halls[0]).toMatchObject({ id: hall.id, name: hall.name, theme: hall.theme });
  });

  it("keeps another show's halls, members and invitations out of reach through one's own show", async () => {
    const mine = await createShow();
    const theirs = await createShow({ name: "Foire aux vins", category: "wine-fair", listing: "private" }, eve);
    const invited = await call(eve, "POST", `/api/trade-shows/${theirs.slug}/invitations`, { email: bob.email, role: "staff" });
    expect(invited.statusCode).toBe(201);
    const invitationId = invited.json().id as string;
    expect((await call(eve, "POST", `/api/trade-shows/${theirs.slug}/halls`, { id: "hall-9", theme: "Cloud" })).statusCode).toBe(
      201,
    );
    // Ana organises her show; the ids below are eve's show's, sent through ana's.
    const attempts: Array<[string, string, unknown?]> = [
      ["DELETE", `/api/trade-shows/${mine.slug}/invitations/${invitationId}`],
      ["PATCH", `/api/trade-shows/${mine.slug}/members/${eve.uid}`, { role: "staff" }],
      ["DELETE", `/api/trade-shows/${mine.slug}/members/${eve.uid}`],
      ["PATCH", `/api/trade-shows/${mine.slug}/halls/hall-9`, { name: "Pris" }],
      ["DELETE", `/api/trade-shows/${mine.slug}/halls/hall-9`],
    ];
    for (const [method, url, body] of attempts) {
      expect((await call(ana, method as "PATCH" | "DELETE", url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // And straight at eve's private show: as if it did not exist, its slug and its id alike.
    for (const target of [theirs.slug, theirs.id]) {
      expect((await call(ana, "GET", `/api/trade-shows/${target}`)).statusCode).toBe(404);
      expect((await call(ana, "GET", `/api/trade-shows/${target}/members`)).statusCode).toBe(404);
      expect((await call(ana, "DELETE", `/api/trade-shows/${target}/invitations/${invitationId}`)).statusCode).toBe(404);
      expect((await call(null, "GET", `/api/trade-shows/${target}/calendar.ics`)).statusCode).toBe(404);
    }
    // Nothing of eve's show moved.
    const invitations = (await call(eve, "GET", `/api/trade-shows/${theirs.slug}/invitations`)).json();
    expect(invitations.map((i: { id: string }) => i.id)).toEqual([invitationId]);
    const members = (await call(eve, "GET", `/api/trade-shows/${theirs.slug}/members`)).json();
    expect(members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([[eve.uid, "organiser"]]);
    const halls = (await call(eve, "GET", `/api/trade-shows/${theirs.slug}`)).json().halls;
    expect(halls.find((hall: { id: string }) => hall.id === "hall-9")).toMatchObject({ name: null, theme: "Cloud" });
  });

  it("lets staff edit but neither delete nor manage the team; organisers do both", async () => {
    const show = await createShow();
    await addToTeam(show.slug, bob, "staff");
    expect(
      (await call(bob, "PATCH", `/api/trade-shows/${show.slug}`, { presentation: "Nouveau texte." })).json().presentation,
    ).toBe("Nouveau texte.");
    expect((await call(bob, "DELETE", `/api/trade-shows/${show.slug}`)).statusCode).toBe(403);
    // A member's data export names the teams they are on.
    const exported = (await call(bob, "GET", "/api/me/export")).json();
    expect(exported.tradeShows).toEqual([
      { id: show.id, slug: show.slug, name: "Salon du numérique", role: "staff", joinedAt: expect.any(String) },
    ]);
    expect(
      (await call(bob, "POST", `/api/trade-shows/${show.slug}/invitations`, { email: eve.email, role: "staff" })).statusCode,
    ).toBe(403);
    expect(
      (await call(bob, "GET", `/api/trade-shows/${show.slug}/members`))
        .json()
        .map((m: { userId: string; role: string }) => [m.userId, m.role]),
    ).toEqual([
      ["ana", "organiser"],
      ["bob", "staff"],
    ]);
    // The last organiser stays.
    expect((await call(ana, "DELETE", `/api/trade-shows/${show.slug}/members/ana`)).json().error.code).toBe(
      "trade-show/last-organiser",
    );
    expect((await call(ana, "PATCH", `/api/trade-shows/${show.slug}/members/bob`, { role: "organiser" })).statusCode).toBe(200);
    expect((await call(bob, "DELETE", `/api/trade-shows/${show.slug}/members/ana`)).statusCode).toBe(204);
    expect((await call(ana, "GET", `/api/trade-shows/${show.slug}`)).json().myRole).toBeNull();
  });

  it("invites by e-mail with a single-use link that expires, for the invited address only", async () => {
    const show = await createShow();
    const sent = await call(
      ana,
      "POST",
      `/api/trade-shows/${show.slug}/invitations`,
      { email: "BOB@salon.example", role: "staff" },
      "fr",
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: "bob@salon.example", role: "staff", acceptedAt: null });
    const mail = (await readOutbox(t.config.mail.outboxDir)).at(-1);
    expect(mail?.to).toBe("bob@salon.example");
    expect(mail?.subject).toBe("Invitation à l'équipe du salon Salon du numérique");
    const token = await lastLinkToken(t.config.mail.outboxDir, "bob@salon.example");
    expect(mail?.links.at(-1)).toMatch(/\/tradeshow\/invitation\?token=/);
    // The table keeps only a hash of the secret.
    const stored = await t.db.kysely.selectFrom("trade_show_invitations").select("token_hash").executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    expect((await call(null, "POST", "/api/trade-show-invitations/preview", { token })).json()).toEqual({
      tradeShowName: "Salon du numérique",
      tradeShowSlug: show.slug,
      role: "staff",
      email: "bob@salon.example",
    });
    expect((await call(null, "POST", "/api/trade-show-invitations/accept", { token })).statusCode).toBe(401);
    const other = await call(eve, "POST", "/api/trade-show-invitations/accept", { token });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe("trade-show/invitation-other-account");
    const accepted = await call(bob, "POST", "/api/trade-show-invitations/accept", { token });
    expect(accepted.json()).toEqual({ tradeShowId: show.id, tradeShowSlug: show.slug, role: "staff" });
    const again = await call(bob, "POST", "/api/trade-show-invitations/accept", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("The link is no longer valid");

    // A second invitation, past its time.
    await call(ana, "POST", `/api/trade-shows/${show.slug}/invitations`, { email: eve.email, role: "organiser" });
    const late = await lastLinkToken(t.config.mail.outboxDir, eve.email);
    await t.db.kysely
      .updateTable("trade_show_invitations")
      .set({ expires_at: "2020-01-01T00:00:00.000Z" })
      .where("email", "=", eve.email)
      .execute();
    const expired = await call(eve, "POST", "/api/trade-show-invitations/accept", { token: late }, "fr");
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe("Le lien a expiré");
    expect((await call(ana, "GET", `/api/trade-shows/${show.slug}/members`)).json()).toHaveLength(2);
    // Someone already on the team is not invited again.
    expect(
      (await call(ana, "POST", `/api/trade-shows/${show.slug}/invitations`, { email: bob.email, role: "staff" })).statusCode,
    ).toBe(409);
  });

  it("is a dated activity of the directory while listed, and leaves it at once when unlisted or deleted", async () => {
    const show = await createShow();
    expect(show.activitySlug).toBe(show.slug);
    const activity = await call(null, "GET", `/api/activities/${show.activitySlug}`);
    expect(activity.statusCode).toBe(200);
    expect(activity.json()).toMatchObject({
      category: "trade-shows-fairs",
      subCategory: "trade-show",
      dates: { start: today(), end: addDays(today(), 2) },
      address: { citySlug: "lyon" },
      ownerId: null,
    });
    const onCityPage = async () =>
      (await call(null, "GET", "/api/cities/lyon/activities?category=trade-shows-fairs")).json() as Array<{ slug: string }>;
    expect((await onCityPage()).map((a) => a.slug)).toEqual([show.slug]);
    const search = (filters: string) => searchSlugs(t, filters);
    expect(await search("when:week")).toEqual([show.slug]);
    expect(await search("category:trade-shows-fairs")).toEqual([show.slug]);

    // The entry is the show's team's, not anyone's to claim, not even with the organiser's address.
    const claim = await call(ana, "POST", `/api/activities/${show.slug}/claim`, { message: "C'est mon salon, je l'organise." });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error.code).toBe("claim/trade-show");

    // Edits follow at once.
    await call(ana, "PATCH", `/api/trade-shows/${show.slug}`, { name: "Salon du numérique responsable" });
    expect((await call(null, "GET", `/api/activities/${show.slug}`)).json().name).toBe("Salon du numérique responsable");

    const unlisted = await call(ana, "PUT", `/api/trade-shows/${show.slug}/listing`, { listing: "private" });
    expect(unlisted.json()).toMatchObject({ listing: "private", activitySlug: null });
    expect((await call(null, "GET", `/api/activities/${show.slug}`)).statusCode).toBe(404);
    expect(await onCityPage()).toEqual([]);
    expect(await search("when:week")).toEqual([]);
    expect((await call(null, "GET", "/api/sitemap/trade-shows")).json()).toEqual([]);

    const relisted = await call(ana, "PUT", `/api/trade-shows/${show.slug}/listing`, { listing: "public" });
    expect(relisted.json().activitySlug).toBe(show.slug);
    // The switch sends the listing alone: the presentation stays as it was.
    expect(relisted.json().presentation).toBe("Trois jours pour découvrir le numérique.\n\nEntrée libre.");
    expect(await search("when:week")).toEqual([show.slug]);
    expect((await call(null, "GET", "/api/sitemap/trade-shows")).json().map((s: { slug: string }) => s.slug)).toEqual([
      show.slug,
    ]);

    expect((await call(ana, "DELETE", `/api/trade-shows/${show.slug}`)).statusCode).toBe(204);
    expect(await search("when:week")).toEqual([]);
    expect(await onCityPage()).toEqual([]);
  });

  it("is found by the when-filters whose window it is open in: today, tonight, tomorrow, the weekend, and by no other", async () => {
    await expectWhenFilters(t);
  });

  it("empties the page cache at once when a show is unlisted or deleted, so its page goes", async () => {
    const purges = await recordPagePurges();
    await t.close();
    t = await setUp(kind, purges.env);
    try {
      const purge = `POST /internal/revalidate ${purges.env.REVALIDATE_SECRET}`;
      const since = (before: number) => purges.requests.slice(before);
      const first = await createShow();
      const second = await createShow({ name: "Salon du numérique responsable" });

      let before = purges.requests.length;
      expect((await call(ana, "PUT", `/api/trade-shows/${first.slug}/listing`, { listing: "private" })).statusCode).toBe(200);
      expect(since(before)).toContain(purge);
      // Deleted while unlisted, or while listed.
      before = purges.requests.length;
      expect((await call(ana, "DELETE", `/api/trade-shows/${first.slug}`)).statusCode).toBe(204);
      expect(since(before)).toContain(purge);
      before = purges.requests.length;
      expect((await call(ana, "DELETE", `/api/trade-shows/${second.slug}`)).statusCode).toBe(204);
      expect(since(before)).toContain(purge);
    } finally {
      await purges.close();
    }
  });

  it("names the show's page on its directory entry, even when an activity had the show's slug, and leaves it out of the activity sitemap", async () => {
    const show = await createShow({ listing: "private" });
    // An activity added while the show was a private test took the show's slug.
    await createActivityRepository(t.db.kysely).insertMany([makeActivity({ slug: show.slug, name: "Autre chose" })]);
    const listed = await call(ana, "PUT", `/api/trade-shows/${show.slug}/listing`, { listing: "public" });
    const activitySlug = listed.json().activitySlug as string;
    expect(activitySlug).not.toBe(show.slug);

    // What the city page's cards, the search hits and the map's popups read: the show's slug, to link /salon/{slug}.
    const cards = (await call(null, "GET", "/api/cities/lyon/activities?category=trade-shows-fairs")).json();
    expect(cards).toMatchObject([{ slug: activitySlug, tradeShowSlug: show.slug }]);
    const other = (await call(null, "GET", "/api/cities/lyon/activities?category=art-culture")).json();
    expect(other).toMatchObject([{ slug: show.slug, tradeShowSlug: null }]);
    const search = await t.app.inject({
      method: "POST",
      url: "/api/search/1/indexes/*/queries",
      headers: { "x-algolia-api-key": t.config.search.apiKey, "x-algolia-application-id": t.config.search.appId },
      payload: {
        requests: [
          { indexName: "event", query: "numérique" },
          {
            indexName: "event",
            query: "",
            filters: "category:trade-shows-fairs",
            attributesToRetrieve: ["objectID", "name", "slug", "tradeShowSlug", "_geoloc"],
          },
        ],
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    for (const result of search.json().results) {
      expect(result.hits).toMatchObject([{ slug: activitySlug, tradeShowSlug: show.slug }]);
    }
    expect((await call(null, "GET", `/api/activities/${activitySlug}`)).json().tradeShowSlug).toBe(show.slug);

    // The show's page is in the trade-show sitemap; its entry is not in the activities' as well.
    const sitemap = (await call(null, "GET", "/api/sitemap/activities?page=0&size=100")).json();
    expect(sitemap).toMatchObject({ total: 1, items: [{ slug: show.slug }] });
  });

  it("serves the show as an iCalendar file, one event a day at the show's local hours in its time zone", async () => {
    const show = await createShow({
      startDate: "2027-07-01",
      endDate: "2027-07-02",
      openingTime: "09:00",
      closingTime: "18:30",
      mode: "physical",
    });
    const ics = await call(null, "GET", `/api/trade-shows/${show.slug}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    // Read back as a calendar application reads it: the zone's definition registered, then each entry.
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const zones = calendar.getAllSubcomponents("vtimezone");
    expect(zones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["Europe/Paris"]);
    for (const zone of zones) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(
      events.map((event) => ({
        zone: event.startDate.zone?.tzid,
        local: `${event.startDate.toString()}–${event.endDate.toString()}`,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      })),
    ).toEqual([
      // Paris is UTC+2 in July.
      {
        zone: "Europe/Paris",
        local: "2027-07-01T09:00:00–2027-07-01T18:30:00",
        start: "2027-07-01T07:00:00.000Z",
        end: "2027-07-01T16:30:00.000Z",
      },
      {
        zone: "Europe/Paris",
        local: "2027-07-02T09:00:00–2027-07-02T18:30:00",
        start: "2027-07-02T07:00:00.000Z",
        end: "2027-07-02T16:30:00.000Z",
      },
    ]);
    const [first] = events;
    expect(first?.summary).toBe("Salon du numérique");
    expect(first?.uid).toBe(`${show.id}-2027-07-01@alentour`);
    expect(first?.location).toBe("Eurexpo, boulevard de l'Europe, Lyon, FR");
    expect(first?.description).toContain("Trois jours pour découvrir le numérique.");
    expect(first?.description).toContain(`/salon/${show.slug}`);
    expect(first?.component.getFirstPropertyValue("geo")).toEqual([45.7326, 4.9477]);
    // A private show's file is no more public than its page.
    await call(ana, "PUT", `/api/trade-shows/${show.slug}/listing`, { listing: "private" });
    expect((await call(null, "GET", `/api/trade-shows/${show.slug}/calendar.ics`)).statusCode).toBe(404);
  });

  it("answers garbage in the reading routes' paths and queries with the catalogue's errors, never a 5xx", async () => {
    const show = await createShow();
    const refusals = [
      [ana, `/api/trade-shows/${show.slug}/statistics?days=0`],
      [ana, `/api/trade-shows/${show.slug}/statistics?days=367`],
      [ana, `/api/trade-shows/${show.slug}/statistics?days=abc`],
      [ana, `/api/trade-shows/${show.slug}/statistics?days=1&days=2`],
      [ana, `/api/trade-shows/${show.slug}/statistics?days=${"9".repeat(400)}`],
      [sam, `/api/admin/trade-shows?q=${"a".repeat(121)}`],
      [sam, "/api/admin/trade-shows?q=a&q=b"],
      [sam, "/api/admin/trade-shows?page=-1"],
      [sam, "/api/admin/trade-shows?size=1000000"],
      [sam, "/api/admin/trade-shows?from=2027-02-30"],
      [sam, "/api/admin/trade-shows?listing=secret"],
      [null, `/api/trade-shows/${"a".repeat(201)}`],
      [null, "/api/trade-shows/%00"],
      [null, "/api/trade-shows/Salon%20du%20num%C3%A9rique/calendar.ics"],
      [null, "/api/trade-shows/..%2f..%2fetc%2fpasswd/calendar.ics"],
    ] as const;
    for (const [who, url] of refusals) {
      const response = await call(who, "GET", url, undefined, "fr");
      expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json().error, url).toMatchObject({
        code: expect.stringMatching(/^request\//),
        message: expect.stringMatching(/requête|champs/),
      });
    }
    // Wildcards typed by the support team are searched for as they are.
    for (const q of ["%", "_", "\\", "'; drop table trade_shows; --"]) {
      const response = await call(sam, "GET", `/api/admin/trade-shows?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(0);
    }
    // Unknown ids of the right shape are "not found", as for a show that does not exist.
    for (const url of ["/api/trade-shows/no-such-show", "/api/trade-shows/no-such-show/calendar.ics"]) {
      expect((await call(null, "GET", url)).statusCode).toBe(404);
    }
    expect((await call(ana, "GET", `/api/trade-shows/${show.slug}/statistics?days=366`)).json().perDay).toHaveLength(366);
  });

  it("counts the views of the show's public pages per day for its team", async () => {
    const show = await createShow();
    const day = new Date().toISOString().slice(0, 10);
    await t.db.kysely
      .insertInto("page_views")
      .values([
        { day, path: `/salon/${show.slug}`, referrer: "", campaign: "", views: 3 },
        { day, path: `/en/salon/${show.slug}`, referrer: "example.com", campaign: "", views: 2 },
        { day, path: `/salon/${show.slug}-autre`, referrer: "", campaign: "", views: 50 },
        { day, path: "/place/lyon", referrer: "", campaign: "", views: 7 },
      ])
      .execute();
    const stats = await call(ana, "GET", `/api/trade-shows/${show.slug}/statistics?days=7`);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().days).toBe(7);
    expect(stats.json().perDay).toHaveLength(7);
    expect(stats.json().perDay.at(-1)).toEqual({ day, views: 5 });
    expect((await call(eve, "GET", `/api/trade-shows/${show.slug}/statistics`)).statusCode).toBe(403);
  });

  it("gives the support team every show, unlisting and handing over, each in the audit log", async () => {
    const show = await createShow();
    await createShow({ name: "Foire aux vins", category: "wine-fair", mode: "physical", listing: "private" }, eve);
    const listed = await call(sam, "GET", "/api/admin/trade-shows?listing=public");
    expect(listed.json()).toMatchObject({ total: 1, items: [{ slug: show.slug, timeState: "ongoing" }] });
    expect((await call(sam, "GET", "/api/admin/trade-shows?q=vins")).json().total).toBe(1);
    expect((await call(sam, "GET", "/api/admin/trade-shows?mode=physical")).json().total).toBe(1);
    expect((await call(ana, "GET", "/api/admin/trade-shows")).statusCode).toBe(403);

    const unlisted = await call(sam, "POST", `/api/admin/trade-shows/${show.id}/unlist`, { reason: "Contenu trompeur" });
    expect(unlisted.json().listing).toBe("private");
    expect((await call(null, "GET", `/api/activities/${show.slug}`)).statusCode).toBe(404);

    const handed = await call(sam, "POST", `/api/admin/trade-shows/${show.id}/transfer`, {
      email: "BOB@salon.example",
      reason: "Reprise",
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      ["ana", "staff"],
      ["bob", "organiser"],
    ]);
    const unknown = await call(sam, "POST", `/api/admin/trade-shows/${show.id}/transfer`, {
      email: "personne@nulle.part",
      reason: "",
    });
    expect(unknown.statusCode).toBe(400);

    const log = await t.db.kysely.selectFrom("audit_log").select(["action", "actor_id", "target_id"]).orderBy("at").execute();
    expect(log.filter((entry) => entry.target_id === show.id)).toEqual([
      { action: "trade-show.unlisted", actor_id: "sam", target_id: show.id },
      { action: "trade-show.transferred", actor_id: "sam", target_id: show.id },
    ]);
  });
});

// The PostgreSQL search engine follows the show's activity like the embedded one.
describe.each(databaseKinds.filter((kind) => kind === "postgres"))(
  "a listed trade show in the PostgreSQL search engine",
  (kind) => {
    let t: TestApp;

    beforeEach(async () => {
      t = await createTestApp(kind, { env: { SEARCH_ENGINE: "postgres" } });
      await createCityRepository(t.db.kysely).upsertMany([lyon]);
      await createUserRepository(t.db.kysely).create(ana.uid, ana.email, {
        firstName: "Ana",
        lastName: "Martin",
        city: null,
        company: null,
        phone: null,
        photoUrl: null,
      });
      await t.app.searchEngine.warmUp();
    });
    afterEach(() => t.close());

    it("is found this week, and no longer once unlisted", async () => {
      const created = await t.app.inject({ method: "POST", url: "/api/trade-shows", headers: t.as(ana), payload: wizard() });
      expect(created.statusCode, created.body).toBe(201);
      const { slug } = created.json();
      const search = () => searchSlugs(t, "when:week AND category:trade-shows-fairs");
      expect(await search()).toEqual([slug]);
      await t.app.inject({
        method: "PUT",
        url: `/api/trade-shows/${slug}/listing`,
        headers: t.as(ana),
        payload: { listing: "private" },
      });
      expect(await search()).toEqual([]);
    });

    it("is found by the when-filters whose window it is open in, and by no other", async () => {
      await expectWhenFilters(t);
    });
  },
);

// The authorisation matrix of the trade shows' routes (ADR 049, 065): every route, five callers.
describe.each(databaseKinds)("trade-show authorisation matrix on %s", (kind) => {
  let t: TestApp;
  // Route patterns until a test makes a show: the lines' names and the route check read them so.
  let showId = ":id";
  let slug = ":slug";
  let hallToken = 0;

  beforeEach(async () => {
    t = await createTestApp(kind);
    hallToken = 0;
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    const users = createUserRepository(t.db.kysely);
    for (const p of [ana, bob, eve, sam, abe]) {
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
  afterEach(() => t.close());

  const call = (who: Principal | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: who ? t.as(who) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });

  /** A fresh show of ana's, with bob on its staff and eve organising another show. */
  async function freshShow() {
    const created = await call(ana, "POST", "/api/trade-shows", wizard());
    expect(created.statusCode, created.body).toBe(201);
    ({ id: showId, slug } = created.json());
    await call(ana, "POST", `/api/trade-shows/${slug}/invitations`, { email: bob.email, role: "staff" });
    await call(bob, "POST", "/api/trade-show-invitations/accept", {
      token: await lastLinkToken(t.config.mail.outboxDir, bob.email),
    });
    await call(eve, "POST", "/api/trade-shows", wizard({ name: "Salon d'Eve" }));
  }

  type Caller = "anonymous" | "other organiser" | "staff" | "support" | "admin";
  const callers: Array<[Caller, Principal | null]> = [
    ["anonymous", null],
    ["other organiser", eve],
    ["staff", bob],
    ["support", sam],
    ["admin", abe],
  ];
  type Line = { method: string; url: () => string; body?: () => unknown; expect: Record<Caller, number> };
  const open = { anonymous: 200, "other organiser": 200, staff: 200, support: 200, admin: 200 };
  const team = (ok: number) => ({ anonymous: 401, "other organiser": 403, staff: ok, support: ok, admin: ok });
  const organisers = (ok: number) => ({ anonymous: 401, "other organiser": 403, staff: 403, support: ok, admin: ok });
  const signedIn = (ok: number) => ({ anonymous: 401, "other organiser": ok, staff: ok, support: ok, admin: ok });
  const supportTeam = (ok: number) => ({ anonymous: 401, "other organiser": 403, staff: 403, support: ok, admin: ok });

  const matrix: Line[] = [
    {
      method: "POST",
      url: () => "/api/trade-shows",
      body: () => wizard({ name: `Salon ${randomUUID().slice(0, 6)}` }),
      expect: signedIn(201),
    },
    { method: "GET", url: () => "/api/trade-shows/mine", expect: signedIn(200) },
    { method: "GET", url: () => `/api/trade-shows/${slug}`, expect: open },
    { method: "PATCH", url: () => `/api/trade-shows/${slug}`, body: () => ({ presentation: "Bienvenue." }), expect: team(200) },
    // The venue's accessibility (ADR 106) is one more section of the show's edit form, for its team alone.
    {
      method: "PATCH",
      url: () => `/api/trade-shows/${slug}`,
      body: () => ({ accessibility: ["stepFreeEntrance", "hearingLoop"] }),
      expect: team(200),
    },
    { method: "DELETE", url: () => `/api/trade-shows/${slug}`, expect: organisers(204) },
    { method: "PUT", url: () => `/api/trade-shows/${slug}/listing`, body: () => ({ listing: "public" }), expect: team(200) },
    { method: "POST", url: () => `/api/trade-shows/${slug}/hybrid`, expect: team(200) },
    {
      method: "POST",
      url: () => `/api/trade-shows/${slug}/halls`,
      body: () => ({ id: `hall-x${hallToken++}`, theme: "Cloud" }),
      expect: team(201),
    },
    {
      method: "PATCH",
      url: () => `/api/trade-shows/${slug}/halls/hall-1`,
      body: () => ({ name: "Grand hall" }),
      expect: team(200),
    },
    { method: "DELETE", url: () => `/api/trade-shows/${slug}/halls/hall-2`, expect: team(200) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/members`, expect: team(200) },
    {
      method: "PATCH",
      url: () => `/api/trade-shows/${slug}/members/bob`,
      body: () => ({ role: "staff" }),
      expect: organisers(200),
    },
    { method: "DELETE", url: () => `/api/trade-shows/${slug}/members/bob`, expect: { ...organisers(204), staff: 204 } },
    { method: "GET", url: () => `/api/trade-shows/${slug}/invitations`, expect: organisers(200) },
    {
      method: "POST",
      url: () => `/api/trade-shows/${slug}/invitations`,
      body: () => ({ email: `x${randomUUID().slice(0, 6)}@salon.example`, role: "staff" }),
      expect: organisers(201),
    },
    { method: "DELETE", url: () => `/api/trade-shows/${slug}/invitations/${randomUUID()}`, expect: organisers(404) },
    {
      method: "POST",
      url: () => "/api/trade-show-invitations/preview",
      body: () => ({ token: "unknown" }),
      expect: { ...open, ...mapAll(400) },
    },
    {
      method: "POST",
      url: () => "/api/trade-show-invitations/accept",
      body: () => ({ token: "unknown" }),
      expect: signedIn(400),
    },
    { method: "GET", url: () => `/api/trade-shows/${slug}/statistics`, expect: team(200) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/calendar.ics`, expect: open },
    { method: "GET", url: () => "/api/sitemap/trade-shows", expect: open },
    { method: "GET", url: () => "/api/admin/trade-shows", expect: supportTeam(200) },
    {
      method: "POST",
      url: () => `/api/admin/trade-shows/${showId}/unlist`,
      body: () => ({ reason: "test" }),
      expect: supportTeam(200),
    },
    {
      method: "POST",
      url: () => `/api/admin/trade-shows/${showId}/transfer`,
      body: () => ({ email: ana.email, reason: "test" }),
      expect: supportTeam(200),
    },
  ];

  function mapAll(status: number): Record<Caller, number> {
    return { anonymous: status, "other organiser": status, staff: status, support: status, admin: status };
  }

  it("has a line for every trade-show route", () => {
    const routes = t.app.routeTable
      .filter((route) => /^\/api\/(trade-show|admin\/trade-shows|sitemap\/trade-shows)/.test(route.url))
      // The licence routes have their own matrix (routes/licences.test.ts).
      .filter((route) => !/\/licence/.test(route.url))
      // The conferences' routes have their own matrix (conferences.test.ts).
      .filter((route) => !/^\/api\/trade-shows\/:slug\/(conferences|programme)/.test(route.url))
      // The booths' routes under a show have their own matrix (booths.test.ts).
      .filter((route) => !/^\/api\/trade-shows\/:slug\/(booths|exhibitors)/.test(route.url))
      // The attendees' routes under a show have their own matrix (attendees.test.ts).
      .filter((route) => !/^\/api\/trade-shows\/:slug\/(attendance|attendees)/.test(route.url))
      // The statistics' CSV and events have their own matrix (statistics.test.ts).
      .filter((route) => !/^\/api\/trade-shows\/:slug\/statistics[./]/.test(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const lines = matrix.map(patternOf).sort();
    expect([...new Set(lines)]).toEqual(routes);
  });

  function patternOf(line: Line) {
    const url = line
      .url()
      .replace(/halls\/hall-\d/, "halls/:hallId")
      .replace("members/bob", "members/:userId")
      .replace(/invitations\/[0-9a-f-]{36}/, "invitations/:invitationId");
    return `${line.method} ${url}`;
  }

  for (const line of matrix) {
    it(patternOf(line), async () => {
      for (const [caller, who] of callers) {
        // Every caller meets the same state: a show that nobody has changed yet.
        await freshShow();
        const response = await call(who, line.method, line.url(), line.body?.());
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(line.expect[caller]);
      }
    });
  }
});
