import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Activity } from "@alentour/domain/directory";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon, makeActivity, wizardInput } from "#app/test-support/fixtures.ts";
import { type PagePurges, recordPagePurges } from "#app/test-support/page-purges.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const owner: Principal = { uid: "owner-1", email: "owner@example.fr", role: "user" };
const stranger: Principal = { uid: "someone", email: "someone@example.fr", role: "user" };
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };

// What the add-activity wizard sends: hours past midnight, a name longer than the fixture's.
const wizard = {
  ...wizardInput,
  name: "Atelier de poterie du Vieux Lyon",
  openingHours: { mode: "same-every-day", days: ["tuesday", "saturday"], ranges: [{ start: "22:00", end: "02:00" }] },
};

describe.each(databaseKinds)("activity writes on %s", (kind) => {
  let t: TestApp;
  let purges: PagePurges;
  let events: string[];

  beforeEach(async () => {
    events = [];
    purges = await recordPagePurges();
    t = await createTestApp(kind, {
      env: purges.env,
      activityListeners: [
        {
          onActivityChanged: (id) => {
            events.push(`changed ${id}`);
          },
          onActivityRemoved: (id) => {
            events.push(`removed ${id}`);
          },
        },
        {
          onActivityChanged: () => {
            throw new Error("a broken index must not undo the write");
          },
        },
      ],
    });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await createActivityRepository(t.db.kysely).insertMany([
      makeActivity({ slug: "musee-des-confluences", ownerId: owner.uid }),
      makeActivity({ slug: "sans-proprietaire", ownerId: null }),
    ]);
  });
  afterEach(async () => {
    await t.close();
    await purges.close();
  });

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, principal: Principal | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { ...(principal ? t.as(principal) : {}), "accept-language": "en" },
    });

  it("publishes a new activity owned by the caller, with a unique slug, the city's time zone, and tells listeners", async () => {
    const response = await call("POST", "/api/activities", owner, wizard);
    expect(response.statusCode).toBe(201);
    const created = response.json() as Activity;
    expect(created).toMatchObject({
      slug: "atelier-de-poterie-du-vieux-lyon-lyon",
      ownerId: owner.uid,
      published: true,
      address: { streetNumberAndStreet: "12 rue Saint-Jean", city: "Lyon", citySlug: "lyon", country: "FR" },
      timeZone: "Europe/Paris",
      openingHours: { ranges: [{ start: "22:00", end: "02:00" }] },
      // What the owner chose, nothing else.
      pricing: "paid",
      setting: "indoor",
      profiles: ["friends", "family"],
    });
    expect(response.headers.location).toBe(`/api/activities/${created.slug}`);
    expect((await call("GET", `/api/activities/${created.slug}`, null)).statusCode).toBe(200);
    expect(events).toEqual([`changed ${created.id}`]);
    expect(purges.requests.length).toBe(1);

    const again = (await call("POST", "/api/activities", stranger, wizard)).json() as Activity;
    expect(again.slug).toBe("atelier-de-poterie-du-vieux-lyon-lyon-2");
    expect(again.ownerId).toBe(stranger.uid);
  });

  it("adds a city the directory did not list yet, from the gazetteer, in its own time zone", async () => {
    const response = await call("POST", "/api/activities", owner, {
      ...wizard,
      address: { streetNumberAndStreet: "3 rue Peel", city: "montreal", country: "CA" },
      location: { lat: 45.5, lng: -73.57 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      address: { city: "Montréal", citySlug: "montreal" },
      timeZone: "America/Toronto",
    });
    const city = await call("GET", "/api/cities/montreal", null);
    expect(city.json()).toMatchObject({ name: "Montréal", country: "CA", activityCount: 1 });
  });

  it("publishes nothing the owner did not choose: pricing, setting and visitor profiles are asked for", async () => {
    const { pricing: _p, setting: _s, profiles: _v, ...unanswered } = wizard;
    const refused = await call("POST", "/api/activities", owner, unanswered);
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields;
    expect(fields.pricing.message).toBe("This field is required.");
    expect(fields.setting.message).toBe("This field is required.");
    expect(fields.profiles.message).toBe("This field is required.");
    expect((await call("POST", "/api/activities", owner, { ...wizard, profiles: [] })).json().error.fields.profiles.code).toBe(
      "field/required",
    );
    expect((await call("GET", "/api/me/activities", owner)).json()).toHaveLength(1);
  });

  it("refuses an incomplete wizard with the spec's messages, field by field, and writes nothing", async () => {
    const { legalAccepted: _, ...unaccepted } = wizard;
    const refused = await call("POST", "/api/activities", owner, {
      ...unaccepted,
      subCategory: "football",
      address: { ...wizard.address, streetNumberAndStreet: "" },
      openingHours: { mode: "same-every-day", days: [], ranges: [{ start: "9h", end: "18:00" }] },
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields;
    expect(fields.legalAccepted.message).toBe("You must accept the terms and conditions to continue.");
    expect(fields["address.streetNumberAndStreet"].code).toBe("field/required");
    expect(fields["openingHours.days"].code).toBe("field/required");
    expect(fields["openingHours.ranges.0.start"].code).toBe("field/invalid");
    expect((await call("GET", "/api/me/activities", owner)).json()).toHaveLength(1);

    const mismatch = await call("POST", "/api/activities", owner, { ...wizard, subCategory: "football" });
    expect(mismatch.json().error.fields.subCategory.message).toBe("This sub-category does not belong to the chosen category.");
    expect(events).toEqual([]);
  });

  it("publishes and modifies a dated event, refusing bad ranges with the catalogue's messages and writing nothing", async () => {
    const dates = { start: "2026-11-28", end: "2026-12-01" };
    const created = await call("POST", "/api/activities", owner, { ...wizard, dates });
    expect(created.statusCode).toBe(201);
    const event = created.json() as Activity;
    expect(event.dates).toEqual(dates);
    expect((await call("GET", `/api/activities/${event.slug}`, null)).json()).toMatchObject({ dates });
    expect(((await call("POST", "/api/activities", owner, wizard)).json() as Activity).dates).toBeNull();

    const backwards = await call("POST", "/api/activities", owner, {
      ...wizard,
      dates: { start: "2026-12-01", end: "2026-11-28" },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields["dates.end"]).toMatchObject({
      code: "event-dates/end-before-start",
      message: "The last day must be on or after the first day.",
    });
    const tooLong = await call("PATCH", `/api/activities/${event.slug}`, owner, {
      dates: { start: "2026-01-01", end: "2027-01-02" },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields["dates.end"].message).toBe("A dated event lasts at most 366 days.");
    const french = await t.app.inject({
      method: "PATCH",
      url: `/api/activities/${event.slug}`,
      payload: { dates: { start: "2026-02-30", end: "2026-03-02" } },
      headers: { ...t.as(owner), "accept-language": "fr" },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().error.fields["dates.start"].message).toBe("Veuillez saisir une date valide.");
    expect((await call("GET", `/api/activities/${event.slug}`, null)).json()).toMatchObject({ dates });

    const moved = await call("PATCH", `/api/activities/${event.slug}`, owner, {
      dates: { start: "2027-03-05", end: "2027-03-07" },
    });
    expect(moved.statusCode).toBe(200);
    expect((await call("GET", `/api/activities/${event.slug}`, null)).json().dates).toEqual({
      start: "2027-03-05",
      end: "2027-03-07",
    });
    const undated = await call("PATCH", `/api/activities/${event.slug}`, owner, { dates: null });
    expect(undated.json().dates).toBeNull();
    const exported = (await call("GET", "/api/me/export", owner)).json() as { activities: Activity[] };
    expect(exported.activities.find((activity) => activity.id === event.id)?.dates).toBeNull();
  });

  it("lets only signed-in callers create, and lists each caller's own activities", async () => {
    expect((await call("POST", "/api/activities", null, wizard)).statusCode).toBe(401);
    expect((await call("GET", "/api/me/activities", null)).statusCode).toBe(401);
    await call("POST", "/api/activities", owner, wizard);
    const mine = (await call("GET", "/api/me/activities", owner)).json() as Activity[];
    expect(mine.map((a) => a.slug)).toEqual(["atelier-de-poterie-du-vieux-lyon-lyon", "musee-des-confluences"]);
    expect((await call("GET", "/api/me/activities", stranger)).json()).toEqual([]);
  });

  it("lets only the owner or the support team modify, re-placing the activity when the address moves", async () => {
    expect((await call("PATCH", "/api/activities/musee-des-confluences", null, { name: "Piraté" })).statusCode).toBe(401);
    expect((await call("PATCH", "/api/activities/musee-des-confluences", stranger, { name: "Piraté" })).statusCode).toBe(403);
    expect((await call("PATCH", "/api/activities/sans-proprietaire", owner, { name: "Pas à moi" })).statusCode).toBe(403);
    expect((await call("PATCH", "/api/activities/nulle-part", owner, { name: "Rien" })).statusCode).toBe(404);
    expect(events).toEqual([]);

    const moved = await call("PATCH", "/api/activities/musee-des-confluences", owner, {
      place: {
        address: { streetNumberAndStreet: "1 place de la Comédie", city: "Montpellier", country: "FR" },
        location: { lat: 43.6085, lng: 3.8797 },
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ address: { city: "Montpellier", citySlug: "montpellier" }, timeZone: "Europe/Paris" });

    const wrong = await call("PATCH", "/api/activities/musee-des-confluences", owner, { category: "sport" });
    expect(wrong.json().error.fields.subCategory.code).toBe("activity/sub-category-mismatch");
    // A category cleared in the owner's form is asked for, not called invalid.
    const cleared = await call("PATCH", "/api/activities/musee-des-confluences", owner, { category: "", subCategory: "" });
    expect(cleared.json().error.fields.category.message).toBe("This field is required.");
    expect(cleared.json().error.fields.subCategory.code).toBe("field/required");
    expect((await call("PATCH", "/api/activities/sans-proprietaire", support, { pricing: "free" })).statusCode).toBe(200);
    expect(events).toHaveLength(2);
    expect(purges.requests.length).toBe(2);
  });

  it("deletes an activity's stored files first, then the activity, for its owner or the support team only", async () => {
    const created = (await call("POST", "/api/activities", owner, wizard)).json() as Activity;
    const folder = path.join(t.config.filesDir, "activities", created.id);
    await mkdir(path.join(folder, "banner"), { recursive: true });
    await writeFile(path.join(folder, "banner", "banner-1020.webp"), "x");
    await writeFile(path.join(folder, "menu.pdf"), "x");
    const neighbour = path.join(t.config.filesDir, "activities", `${created.id}-other`);
    await mkdir(neighbour, { recursive: true });
    await writeFile(path.join(neighbour, "keep.webp"), "x");

    expect((await call("DELETE", `/api/activities/${created.slug}`, null)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/activities/${created.slug}`, stranger)).statusCode).toBe(403);
    expect(await readdir(folder, { recursive: true })).toHaveLength(3);

    expect((await call("DELETE", `/api/activities/${created.slug}`, owner)).statusCode).toBe(204);
    expect(await readdir(folder, { recursive: true }).catch(() => [])).not.toContain("menu.pdf");
    expect(await readdir(neighbour)).toEqual(["keep.webp"]);
    expect((await call("GET", `/api/activities/${created.slug}`, null)).statusCode).toBe(404);
    expect(events).toEqual([`changed ${created.id}`, `removed ${created.id}`]);

    expect((await call("DELETE", "/api/activities/sans-proprietaire", support)).statusCode).toBe(204);
    expect((await call("DELETE", "/api/activities/sans-proprietaire", support)).statusCode).toBe(404);
  });

  it("geocodes offline by default, for visitors too (they sign in only to publish)", async () => {
    expect((await call("GET", "/api/geocode?q=lyon", null)).json()[0]).toMatchObject({ city: "Lyon" });
    const found = await call("GET", "/api/geocode?q=Lyon&country=FR&limit=2", owner);
    expect(found.statusCode).toBe(200);
    expect(found.json()[0]).toMatchObject({ city: "Lyon", country: "FR", precision: "city" });
    expect((await call("GET", "/api/geocode?q=Lyon&country=france", owner)).statusCode).toBe(400);
  });

  it("checks each section: social links against their network, the phone against the country, http(s) websites", async () => {
    const patch = (payload: object) => call("PATCH", "/api/activities/musee-des-confluences", owner, payload);
    const social = await patch({
      socialLinks: { instagram: "https://www.facebook.com/confluences", x: "https://x.com/confluences" },
    });
    expect(social.statusCode).toBe(400);
    expect(social.json().error.fields["socialLinks.instagram"].message).toBe(
      "A website address must start with https://www.instagram.com",
    );
    const contact = await patch({ contact: { phone: "04 78", website: "ftp://confluences.example", email: "nope" } });
    expect(contact.json().error.fields).toMatchObject({
      "contact.website": { code: "url/invalid" },
      "contact.email": { code: "email/invalid" },
    });
    const phone = await patch({ contact: { phone: "(514) 872-0311" } });
    expect(phone.json().error.fields["contact.phone"].message).toBe("A phone number must be valid");
    const saved = await patch({
      contact: { phone: "04 72 69 05 00", website: "https://confluences.example", name: "Musée" },
      socialLinks: { x: "https://x.com/confluences" },
      descriptionHtml:
        '<h2>Titre</h2><p onclick="x()">Texte</p><img src="https://img.example/a.jpg" alt="Façade"><script>x()</script>',
      priceList: [{ label: "Tarif réduit", amount: 800, currency: "EUR" }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      contact: { phone: "04 72 69 05 00" },
      socialLinks: { x: "https://x.com/confluences" },
      descriptionHtml: '<h2>Titre</h2><p>Texte</p><img src="https://img.example/a.jpg" alt="Façade" />',
    });
  });
});
