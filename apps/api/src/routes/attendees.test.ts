import { addDays } from "@alentour/domain/event-dates";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Principal } from "#app/auth/principal.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { boothApplication, seedAccounts, today, underWay, wineFair } from "#app/test-support/trade-show-fixtures.ts";

// Attendees and business cards (docs/trade-shows.md#attendees, ADR 097): joining and leaving, the organisers'
// list and CSV, the two cards and what each shares, leaving a card at a booth or having its QR code read, the
// exhibitors' leads (rating, notes, tags, CSV, vCard) and the attendee's withdrawal.

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@cave.example", role: "user" };
const fay: Principal = { uid: "fay", email: "fay@fromages.example", role: "user" };
const ida: Principal = { uid: "ida", email: "ida@visite.example", role: "user" };
const dan: Principal = { uid: "dan", email: "dan@ailleurs.example", role: "user" };
const sam: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const abe: Principal = { uid: "abe", email: "abe@alentour.example", role: "admin" };
const everyone = [ana, eve, fay, ida, dan, sam, abe];

/** The attendees' routes, which the trade-show and booth matrices leave to this one. */
const attendeeRoute =
  /^\/api\/(trade-shows\/:slug\/(attendance|attendees)|me\/(trade-shows|business-cards|held-cards|saved-booths|saved-conferences)|booths\/:boothId\/(cards|leads))/;

const show = wineFair;
const wizard = boothApplication;

const professionalCard = {
  values: {
    firstName: "Ida",
    lastName: "Morel",
    email: "ida@morel-vins.example",
    phone: "06 12 34 56 78",
    company: "Morel Vins",
    jobTitle: "Acheteuse",
    website: "https://morel-vins.example",
  },
  shared: ["firstName", "lastName", "company", "jobTitle", "email"],
};

function setup(kind: (typeof databaseKinds)[number]) {
  const state = { t: undefined as unknown as TestApp };
  beforeEach(async () => {
    state.t = await createTestApp(kind);
    await seedAccounts(state.t, everyone);
  });
  afterEach(() => state.t.close());

  const call = (who: Principal | null, method: string, url: string, payload?: unknown) =>
    state.t.app.inject({
      method: method as "GET",
      url,
      headers: { ...(who ? state.t.as(who) : {}), "accept-language": "en" },
      ...(payload !== undefined && { payload: payload as object }),
    });

  /** ana's show with eve's and fay's booths, both validated. */
  async function showWithBooths(overrides: Record<string, unknown> = {}) {
    const created = await call(ana, "POST", "/api/trade-shows", show(overrides));
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json() as { slug: string };
    const booth = (await call(eve, "POST", `/api/trade-shows/${slug}/booths`, wizard("Cave Martin"))).json().id as string;
    const other = (await call(fay, "POST", `/api/trade-shows/${slug}/booths`, wizard("Fromagerie Fay"))).json().id as string;
    for (const id of [booth, other]) expect((await call(ana, "POST", `/api/booths/${id}/validate`)).statusCode).toBe(200);
    return { slug, booth, other };
  }

  /** An accepted conference of the show's team on its first day, with a live link. */
  async function acceptedConference(slug: string, name = "Les vins de demain", startTime = "10:00") {
    const { startDate } = (await call(ana, "GET", `/api/trade-shows/${slug}`)).json() as { startDate: string };
    const created = await call(ana, "POST", `/api/trade-shows/${slug}/conferences`, {
      name,
      date: startDate,
      startTime,
      endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}:00`,
      description: "Une table ronde.",
      liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      speakers: [{ name: "Ana Martin" }],
      termsAccepted: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const decided = await call(ana, "POST", `/api/trade-shows/${slug}/conferences/decisions`, { ids: [id], status: "accepted" });
    expect(decided.statusCode, decided.body).toBe(200);
    return id;
  }

  return { state, call, showWithBooths, acceptedConference };
}

describe.each(databaseKinds)("attendees and business cards on %s", (kind) => {
  const { state, call, showWithBooths, acceptedConference } = setup(kind);

  it("lets a signed-in user join a show once, leave it and join again; the organisers count and export them", async () => {
    const { slug } = await showWithBooths();
    expect((await call(null, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(401);
    expect((await call(ida, "GET", `/api/trade-shows/${slug}/attendance`)).json()).toMatchObject({ joined: false });

    const joined = await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    expect(joined.statusCode, joined.body).toBe(201);
    // The show opens in ten days: its online part is not open yet.
    expect(joined.json()).toMatchObject({ joined: true, onlineAccessOpen: false });
    const again = await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("attendee/already-joined");
    expect((await call(dan, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(201);

    const mine = (await call(ida, "GET", "/api/me/trade-shows")).json();
    expect(mine).toMatchObject([{ slug, name: "Salon des vins", onlineAccessOpen: false }]);

    const listed = (await call(ana, "GET", `/api/trade-shows/${slug}/attendees`)).json();
    expect(listed.total).toBe(2);
    expect(listed.perDay).toEqual([{ date: today(), count: 2 }]);
    expect(listed.attendees.map((a: { email: string }) => a.email)).toEqual([ida.email, dan.email]);

    const csv = await call(ana, "GET", `/api/trade-shows/${slug}/attendees.csv`);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="attendees-${slug}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"first_name","last_name","email","joined_at"');
    expect(lines.slice(1).map((line) => line.split(",")[2])).toEqual([`"${ida.email}"`, `"${dan.email}"`]);

    expect((await call(ida, "DELETE", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(204);
    expect((await call(ida, "DELETE", `/api/trade-shows/${slug}/attendance`)).json().error.code).toBe("attendee/not-joined");
    expect((await call(ana, "GET", `/api/trade-shows/${slug}/attendees`)).json().total).toBe(1);
    expect((await call(ida, "GET", "/api/me/trade-shows")).json()).toEqual([]);
    expect((await call(ida, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(201);
    expect((await call(ana, "GET", `/api/trade-shows/${slug}/attendees`)).json().total).toBe(2);
  });

  it("keeps a private show's attendance out of reach of outsiders", async () => {
    const created = await call(ana, "POST", "/api/trade-shows", show({ listing: "private" }));
    const { slug } = created.json() as { slug: string };
    expect((await call(ana, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(201);
    expect((await call(ida, "POST", `/api/trade-shows/${slug}/attendance`)).statusCode).toBe(404);
    expect((await call(ida, "GET", `/api/trade-shows/${slug}/attendees`)).statusCode).toBe(404);
  });

  it("shows an exhibitor only the fields the card shares, at once, to rate, tag and export; a withdrawal hides them", async () => {
    const { slug, booth, other } = await showWithBooths();
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);

    // An empty card is refused rather than handed out with nothing on it.
    const empty = await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe("attendee/card-empty");

    const saved = await call(ida, "PUT", "/api/me/business-cards/professional", professionalCard);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: "professional", ...professionalCard });
    const cards = (await call(ida, "GET", "/api/me/business-cards")).json();
    expect(cards.map((card: { kind: string; shared: string[] }) => [card.kind, card.shared.length])).toEqual([
      ["personal", 0],
      ["professional", 5],
    ]);

    const left = await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" });
    expect(left.statusCode, left.body).toBe(201);
    expect(left.json()).toMatchObject({ boothId: booth, companyName: "Cave Martin", kind: "professional", withdrawnAt: null });

    const leads = (await call(eve, "GET", `/api/booths/${booth}/leads`)).json();
    expect(leads).toHaveLength(1);
    // The phone and website are on the card but not shared.
    expect(leads[0].card).toEqual({
      firstName: "Ida",
      lastName: "Morel",
      email: "ida@morel-vins.example",
      company: "Morel Vins",
      jobTitle: "Acheteuse",
    });
    expect((await call(fay, "GET", `/api/booths/${other}/leads`)).json()).toEqual([]);

    const rated = await call(eve, "PATCH", `/api/booths/${booth}/leads/${leads[0].id}`, {
      rating: 4,
      notes: "Wants 12 cases; call back Monday",
      tags: ["buyer", "rhône", "buyer"],
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ rating: 4, notes: "Wants 12 cases; call back Monday", tags: ["buyer", "rhône"] });

    const csv = await call(eve, "GET", `/api/booths/${booth}/leads.csv`);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain('"first_name","last_name","email","phone"');
    expect(row).toContain('"professional","Ida","Morel","ida@morel-vins.example","",');
    expect(row).toContain('"4","buyer, rhône","Wants 12 cases; call back Monday"');

    const vcard = await call(eve, "GET", `/api/booths/${booth}/leads.vcf`);
    expect(vcard.headers["content-type"]).toMatch(/^text\/vcard/);
    expect(vcard.body).toContain("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ida Morel\r\nN:Morel;Ida;;;\r\nORG:Morel Vins\r\n");
    expect(vcard.body).toContain("NOTE:Wants 12 cases\\; call back Monday\r\nEND:VCARD\r\n");
    expect(vcard.body).not.toContain("06 12 34 56 78");

    // The attendee sees who holds the card and withdraws it.
    const held = (await call(ida, "GET", "/api/me/held-cards")).json();
    expect(held).toMatchObject([{ leadId: leads[0].id, companyName: "Cave Martin", showSlug: slug, kind: "professional" }]);
    expect((await call(ida, "DELETE", `/api/me/held-cards/${leads[0].id}`)).statusCode).toBe(204);
    expect((await call(ida, "GET", "/api/me/held-cards")).json()[0].withdrawnAt).not.toBeNull();

    const after = (await call(eve, "GET", `/api/booths/${booth}/leads`)).json();
    expect(after).toMatchObject([{ id: leads[0].id, card: null, rating: 4 }]);
    expect((await call(eve, "GET", `/api/booths/${booth}/leads.csv`)).body).not.toContain("Morel");
    expect((await call(eve, "GET", `/api/booths/${booth}/leads.vcf`)).body).toBe("");
  });

  it("puts the attendance, the cards and who holds them in the person's data export", async () => {
    const { slug, booth } = await showWithBooths();
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    await call(ida, "PUT", "/api/me/business-cards/professional", professionalCard);
    await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" });
    const exported = await call(ida, "GET", "/api/me/export");
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({
      attendance: [{ slug, name: "Salon des vins", leftAt: null }],
      businessCards: [{ kind: "professional", values: professionalCard.values, shared: professionalCard.shared }],
      cardsHeld: [{ company: "Cave Martin", show: slug, kind: "professional", withdrawnAt: null }],
    });
    expect((await call(eve, "GET", "/api/me/export")).json()).toMatchObject({ attendance: [], businessCards: [], cardsHeld: [] });
  });

  it("lets an attendee save booths and conferences, lists them with the programme, and forgets what goes away", async () => {
    const { slug, booth, other } = await showWithBooths();
    const late = await acceptedConference(slug, "Dégustation du soir", "16:00");
    const early = await acceptedConference(slug, "Les vins de demain", "10:00");

    // Not an attendee yet: nothing is saved.
    const refused = await call(ida, "PUT", `/api/me/saved-booths/${booth}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("attendee/not-joined");
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);

    for (const url of [`/api/me/saved-booths/${booth}`, `/api/me/saved-conferences/${late}`]) {
      expect((await call(ida, "PUT", url)).statusCode).toBe(204);
      // Saving again changes nothing.
      expect((await call(ida, "PUT", url)).statusCode).toBe(204);
    }
    expect((await call(ida, "GET", `/api/trade-shows/${slug}/attendance`)).json()).toMatchObject({
      savedBoothIds: [booth],
      savedConferenceIds: [late],
    });
    const [mine] = (await call(ida, "GET", "/api/me/trade-shows")).json();
    expect(mine).toMatchObject({ slug, timeZone: "Europe/Paris", savedBooths: [{ boothId: booth, companyName: "Cave Martin" }] });
    // The programme by hour, the saved conference marked; the show opens in ten days, so no live link yet.
    expect(
      mine.programme.map((c: { id: string; saved: boolean; liveStreamUrl: string | null }) => [c.id, c.saved, c.liveStreamUrl]),
    ).toEqual([
      [early, false, null],
      [late, true, null],
    ]);
    // dan saved nothing.
    await call(dan, "POST", `/api/trade-shows/${slug}/attendance`);
    expect((await call(dan, "GET", "/api/me/trade-shows")).json()[0]).toMatchObject({ savedBooths: [] });

    // Removing twice is the same as once.
    expect((await call(ida, "DELETE", `/api/me/saved-conferences/${late}`)).statusCode).toBe(204);
    expect((await call(ida, "DELETE", `/api/me/saved-conferences/${late}`)).statusCode).toBe(204);
    expect((await call(ida, "GET", "/api/me/trade-shows")).json()[0].programme.some((c: { saved: boolean }) => c.saved)).toBe(
      false,
    );

    // Leaving keeps them; they show again on joining again.
    await call(ida, "PUT", `/api/me/saved-booths/${other}`);
    await call(ida, "DELETE", `/api/trade-shows/${slug}/attendance`);
    expect((await call(ida, "PUT", `/api/me/saved-booths/${booth}`)).statusCode).toBe(409);
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    expect((await call(ida, "GET", "/api/me/trade-shows")).json()[0].savedBooths).toHaveLength(2);

    // A conference refused afterwards and a booth deleted leave the list.
    await call(ida, "PUT", `/api/me/saved-conferences/${early}`);
    await call(ana, "POST", `/api/trade-shows/${slug}/conferences/decisions`, { ids: [early], status: "refused" });
    await state.t.db.kysely.deleteFrom("booths").where("id", "=", other).execute();
    const after = (await call(ida, "GET", "/api/me/trade-shows")).json()[0];
    expect(after.savedBooths.map((b: { boothId: string }) => b.boothId)).toEqual([booth]);
    expect(after.programme.map((c: { id: string }) => c.id)).toEqual([late]);
    expect((await call(ida, "PUT", `/api/me/saved-conferences/${early}`)).statusCode).toBe(404);
  });

  it("gives the programme's live links only while the show's online access is open", async () => {
    const { slug } = await showWithBooths({ startDate: today(), endDate: addDays(today(), 1), openingTime: "00:00" });
    await acceptedConference(slug);
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    const [mine] = (await call(ida, "GET", "/api/me/trade-shows")).json();
    expect(mine.onlineAccessOpen).toBe(true);
    expect(mine.programme[0].liveStreamUrl).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("saves only validated booths and accepted conferences of shows one may see, and checks the ids", async () => {
    const { slug, booth } = await showWithBooths();
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    const pending = (await call(dan, "POST", `/api/trade-shows/${slug}/booths`, wizard("Chez Dan"))).json().id as string;
    const proposed = await call(eve, "POST", `/api/trade-shows/${slug}/conferences`, {
      name: "Proposée",
      date: (await call(ana, "GET", `/api/trade-shows/${slug}`)).json().startDate,
      startTime: "12:00",
      endTime: "13:00",
      description: "",
      liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      speakers: [{ name: "Eve" }],
      termsAccepted: true,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    for (const url of [
      `/api/me/saved-booths/${pending}`,
      `/api/me/saved-booths/00000000-0000-4000-8000-000000000000`,
      `/api/me/saved-conferences/${proposed.json().id}`,
      `/api/me/saved-conferences/${booth}`,
    ]) {
      const response = await call(ida, "PUT", url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe("resource/not-found");
    }
    expect((await call(ida, "PUT", `/api/me/saved-booths/${"x".repeat(65)}`)).statusCode).toBe(400);

    // A private show's booth is unknown to outsiders, even to one who attended it while it was public.
    await call(ana, "PATCH", `/api/trade-shows/${slug}`, { listing: "private" });
    const hidden = await call(ida, "PUT", `/api/me/saved-booths/${booth}`);
    expect(hidden.statusCode).toBe(404);
    expect((await call(ida, "GET", "/api/me/export")).json()).toMatchObject({ savedBooths: [], savedConferences: [] });
  });

  it("puts the saved booths and conferences in the data export, and the erasure removes them", async () => {
    const { slug, booth } = await showWithBooths();
    const conference = await acceptedConference(slug);
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    await call(ida, "PUT", `/api/me/saved-booths/${booth}`);
    await call(ida, "PUT", `/api/me/saved-conferences/${conference}`);
    expect((await call(ida, "GET", "/api/me/export")).json()).toMatchObject({
      savedBooths: [{ boothId: booth, company: "Cave Martin", show: slug }],
      savedConferences: [{ conferenceId: conference, name: "Les vins de demain", show: slug }],
    });
    // The erasure (users/delete-account.ts) deletes the person's row; the saved lines go with it.
    await state.t.db.kysely.deleteFrom("users").where("id", "=", ida.uid).execute();
    for (const table of ["saved_booths", "saved_conferences"] as const) {
      expect(await state.t.db.kysely.selectFrom(table).selectAll().execute()).toEqual([]);
    }
  });

  it("makes a lead of a QR code read at the booth; a new code or a revocation ends the old one", async () => {
    const { slug, booth } = await showWithBooths();
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    await call(ida, "PUT", "/api/me/business-cards/personal", {
      values: { firstName: "Ida", email: "ida@example.fr", city: "Lyon" },
      shared: ["firstName", "city"],
    });
    const code = (await call(ida, "POST", "/api/me/business-cards/personal/qr-code")).json() as { token: string; url: string };
    expect(code.url.endsWith(`/tradeshow/card/${code.token}`)).toBe(true);
    // The QR code carries no personal data, and the table only a hash of its token.
    expect(code.url).not.toMatch(/ida|Lyon/i);
    const stored = await state.t.db.kysely.selectFrom("business_card_tokens").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(code.token);

    const scanned = await call(eve, "POST", `/api/booths/${booth}/leads/scan`, { code: code.url });
    expect(scanned.statusCode, scanned.body).toBe(201);
    expect(scanned.json()).toMatchObject({ kind: "personal", source: "scanned", card: { firstName: "Ida", city: "Lyon" } });
    expect((await call(eve, "GET", `/api/booths/${booth}/leads`)).json()).toHaveLength(1);

    const fresh = (await call(ida, "POST", "/api/me/business-cards/personal/qr-code")).json() as { token: string };
    const stale = await call(eve, "POST", `/api/booths/${booth}/leads/scan`, { code: code.token });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.code).toBe("attendee/card-token-invalid");
    expect((await call(eve, "POST", `/api/booths/${booth}/leads/scan`, { code: fresh.token })).statusCode).toBe(201);
    expect((await call(ida, "DELETE", "/api/me/business-cards/personal/qr-code")).statusCode).toBe(204);
    expect((await call(eve, "POST", `/api/booths/${booth}/leads/scan`, { code: fresh.token })).statusCode).toBe(404);
    expect((await call(eve, "POST", `/api/booths/${booth}/leads/scan`, { code: "not a code" })).statusCode).toBe(404);
  });

  it("refuses bad input with the catalogue's errors and changes nothing", async () => {
    const { slug, booth, other } = await showWithBooths();
    // Not an attendee of the booth's show.
    await call(ida, "PUT", "/api/me/business-cards/professional", professionalCard);
    const notJoined = await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" });
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json().error.code).toBe("attendee/not-joined");

    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    const badCard = await call(ida, "PUT", "/api/me/business-cards/professional", {
      values: { ...professionalCard.values, email: "not-an-address" },
      shared: ["email"],
    });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().error.code).toBe("request/validation-failed");
    expect((await call(ida, "PUT", "/api/me/business-cards/professional", { values: {}, shared: ["birthday"] })).statusCode).toBe(
      400,
    );
    expect((await call(ida, "PUT", "/api/me/business-cards/business", professionalCard)).statusCode).toBe(400);
    expect((await call(ida, "GET", "/api/me/business-cards")).json()[1].values.email).toBe("ida@morel-vins.example");

    await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" });
    const lead = (await call(eve, "GET", `/api/booths/${booth}/leads`)).json()[0];
    for (const body of [
      { rating: 6 },
      { rating: -1 },
      { rating: 2.5 },
      { tags: ["x".repeat(41)] },
      { notes: "n".repeat(2001) },
    ]) {
      expect((await call(eve, "PATCH", `/api/booths/${booth}/leads/${lead.id}`, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    // Another booth's lead is not reached through one's own booth.
    expect((await call(fay, "PATCH", `/api/booths/${other}/leads/${lead.id}`, { rating: 1 })).statusCode).toBe(404);
    expect((await call(eve, "GET", `/api/booths/${booth}/leads`)).json()[0]).toMatchObject({ rating: 0, notes: "", tags: [] });

    // A pending booth takes no cards.
    const created = await call(dan, "POST", `/api/trade-shows/${slug}/booths`, wizard("Chez Dan"));
    expect((await call(ida, "POST", `/api/booths/${created.json().id}/cards`, { kind: "professional" })).statusCode).toBe(404);
    expect((await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "business" })).statusCode).toBe(400);
  });
});

// The authorisation matrix of the attendees' routes (ADR 049, 097): every route, every kind of caller.
describe.each(databaseKinds)("attendee authorisation matrix on %s", (kind) => {
  const { state, call, showWithBooths, acceptedConference } = setup(kind);
  let slug = ":slug";
  let booth = ":boothId";
  let conference = ":conferenceId";
  let lead = ":leadId";
  let token = "";

  /** ida attends, her professional card left at eve's booth and a QR code made; fay has another booth. */
  async function fresh() {
    // Under way, so that the booth may write to the lead (messages are part of the online access).
    ({ slug, booth } = await showWithBooths(underWay()));
    await call(ida, "POST", `/api/trade-shows/${slug}/attendance`);
    await call(ida, "PUT", "/api/me/business-cards/professional", professionalCard);
    lead = (await call(ida, "POST", `/api/booths/${booth}/cards`, { kind: "professional" })).json().leadId;
    token = (await call(ida, "POST", "/api/me/business-cards/professional/qr-code")).json().token;
    conference = await acceptedConference(slug);
  }

  type Caller = "anonymous" | "attendee" | "other user" | "exhibitor" | "other exhibitor" | "organiser" | "support" | "admin";
  const callers: Array<[Caller, Principal | null]> = [
    ["anonymous", null],
    ["attendee", ida],
    ["other user", dan],
    ["exhibitor", eve],
    ["other exhibitor", fay],
    ["organiser", ana],
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
    support: status,
    admin: status,
  });
  const signedIn = (ok: number) => ({ ...all(ok), anonymous: 401 });
  const attendeeOnly = (ok: number, others: number) => ({ ...all(others), anonymous: 401, attendee: ok });
  const team = (ok: number) => ({ ...all(403), anonymous: 401, organiser: ok, support: ok, admin: ok });
  // Leads are the booth's own: its show's organisers and the support team are refused too (ADR 097).
  const exhibitorOnly = (ok: number) => ({ ...all(403), anonymous: 401, exhibitor: ok });

  const matrix: Line[] = [
    { method: "GET", url: () => `/api/trade-shows/${slug}/attendance`, expect: signedIn(200) },
    { method: "POST", url: () => `/api/trade-shows/${slug}/attendance`, expect: { ...signedIn(201), attendee: 409 } },
    { method: "DELETE", url: () => `/api/trade-shows/${slug}/attendance`, expect: attendeeOnly(204, 409) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/attendees`, expect: team(200) },
    { method: "GET", url: () => `/api/trade-shows/${slug}/attendees.csv`, expect: team(200) },
    { method: "GET", url: () => "/api/me/trade-shows", expect: signedIn(200) },
    { method: "GET", url: () => "/api/me/business-cards", expect: signedIn(200) },
    {
      method: "PUT",
      url: () => "/api/me/business-cards/personal",
      body: () => ({ values: {}, shared: [] }),
      expect: signedIn(200),
    },
    { method: "POST", url: () => "/api/me/business-cards/professional/qr-code", expect: attendeeOnly(201, 422) },
    { method: "DELETE", url: () => "/api/me/business-cards/professional/qr-code", expect: signedIn(204) },
    { method: "GET", url: () => "/api/me/held-cards", expect: signedIn(200) },
    { method: "DELETE", url: () => `/api/me/held-cards/${lead}`, expect: attendeeOnly(204, 404) },
    // Saved booths and conferences are for the show's attendees; the others have not joined it (ADR 104).
    { method: "PUT", url: () => `/api/me/saved-booths/${booth}`, expect: attendeeOnly(204, 409) },
    { method: "DELETE", url: () => `/api/me/saved-booths/${booth}`, expect: attendeeOnly(204, 409) },
    { method: "PUT", url: () => `/api/me/saved-conferences/${conference}`, expect: attendeeOnly(204, 409) },
    { method: "DELETE", url: () => `/api/me/saved-conferences/${conference}`, expect: attendeeOnly(204, 409) },
    {
      method: "POST",
      url: () => `/api/booths/${booth}/cards`,
      body: () => ({ kind: "professional" }),
      expect: attendeeOnly(201, 409),
    },
    { method: "POST", url: () => `/api/booths/${booth}/leads/scan`, body: () => ({ code: token }), expect: exhibitorOnly(201) },
    { method: "GET", url: () => `/api/booths/${booth}/leads`, expect: exhibitorOnly(200) },
    { method: "PATCH", url: () => `/api/booths/${booth}/leads/${lead}`, body: () => ({ rating: 3 }), expect: exhibitorOnly(200) },
    {
      // A booth's staff write first to a lead (docs/messages.md#settings); as for conversations, others get 404.
      method: "POST",
      url: () => `/api/booths/${booth}/leads/${lead}/messages`,
      body: () => ({ body: "Merci de votre visite" }),
      expect: { ...all(404), anonymous: 401, exhibitor: 201 },
    },
    { method: "GET", url: () => `/api/booths/${booth}/leads.csv`, expect: exhibitorOnly(200) },
    { method: "GET", url: () => `/api/booths/${booth}/leads.vcf`, expect: exhibitorOnly(200) },
  ];

  function patternOf(line: Line) {
    return `${line.method} ${line
      .url()
      .replace(/trade-shows\/[a-z0-9-]+\//, "trade-shows/:slug/")
      .replace(/booths\/[0-9a-f-]{36}|booths\/:boothId/, "booths/:boothId")
      .replace(/leads\/[0-9a-f-]{36}|leads\/:leadId/, "leads/:leadId")
      .replace(/held-cards\/[0-9a-f-]{36}|held-cards\/:leadId/, "held-cards/:leadId")
      .replace(/saved-booths\/[0-9a-f-]{36}|saved-booths\/:boothId/, "saved-booths/:boothId")
      .replace(/saved-conferences\/[0-9a-f-]{36}|saved-conferences\/:conferenceId/, "saved-conferences/:conferenceId")
      .replace(/business-cards\/(personal|professional)/, "business-cards/:kind")}`;
  }

  it("has a line for every attendee route", () => {
    const routes = state.t.app.routeTable
      .filter((route) => attendeeRoute.test(route.url))
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
