import type { Activity } from "@alentour/domain/directory";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon, makeActivity, wizardInput } from "#app/test-support/fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const owner: Principal = { uid: "owner-1", email: "owner@example.fr", role: "user" };
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const admin: Principal = { uid: "ada", email: "ada@alentour.example", role: "admin" };

const wizard = wizardInput;

// Invalid data of issue 14: what was stored before, and is now refused or cleaned, on both databases.
describe.each(databaseKinds)("clean data on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await createActivityRepository(t.db.kysely).insertMany([makeActivity({ slug: "musee", ownerId: owner.uid })]);
  });
  afterEach(() => t.close());

  const call = (method: "POST" | "PATCH" | "PUT", url: string, principal: Principal | null, payload: object, locale = "en") =>
    t.app.inject({ method, url, payload, headers: { ...(principal ? t.as(principal) : {}), "accept-language": locale } });
  const mine = async () =>
    (await t.app.inject({ method: "GET", url: "/api/me/activities", headers: t.as(owner) })).json() as Activity[];
  const cityCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom("cities")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses a NUL character anywhere with a 400 in the caller's language, and stores nothing", async () => {
    const named = await call("POST", "/api/activities", owner, { ...wizard, name: "Atelier\u0000 de poterie" }, "fr");
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toMatchObject({
      code: "request/nul-character",
      message: "La requête contient un caractère NUL, qui n'est jamais accepté.",
    });
    const deep = await call("PATCH", "/api/activities/musee", owner, { contact: { name: "a", extra: [["\u0000"]] } });
    expect(deep.statusCode).toBe(400);
    const contact = await call("POST", "/api/contact", null, {
      name: "Ana\u0000",
      email: "ana@example.fr",
      subject: "Bonjour",
      message: "Un message assez long pour le formulaire.",
    });
    expect(contact.statusCode).toBe(400);
    const profile = await call("PUT", "/api/users/owner-1", owner, { firstName: "Ana", lastName: "B\u0000" });
    expect(profile.statusCode).toBe(400);
    expect(await mine()).toHaveLength(1);
    expect(await t.db.kysely.selectFrom("contact_messages").selectAll().execute()).toEqual([]);
  });

  it("stores names in NFC without control characters, and refuses one with nothing visible", async () => {
    const created = await call("POST", "/api/activities", owner, {
      ...wizard,
      name: " Atelier\u0007 de pote\u0301rie\n ",
      address: { ...wizard.address, streetNumberAndStreet: "12\u001b rue Saint-Jean" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: "Atelier de potérie",
      address: { streetNumberAndStreet: "12 rue Saint-Jean" },
    });

    const invisible = await call("POST", "/api/activities", owner, { ...wizard, name: "\u200b\u200d\u2060\ufeff" }, "fr");
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error.fields.name).toMatchObject({
      code: "field/invisible-only",
      message: "Ce champ ne contient que des caractères invisibles. Veuillez saisir un texte visible.",
    });
    const renamed = await call("PATCH", "/api/activities/musee", owner, { name: "\u200b\u200b\u200b" });
    expect(renamed.json().error.fields.name.code).toBe("field/invisible-only");
    // A name with no letter or digit keeps a word of its own in the slug, never the bare city's.
    const punctuation = await call("POST", "/api/activities", owner, { ...wizard, name: "!!" });
    expect(punctuation.json().slug).toBe("activite-lyon");
    expect((await mine()).map((activity) => activity.name).sort()).toEqual(["!!", "Atelier de potérie", "Musée des Confluences"]);
  });

  it("refuses a country outside ISO 3166-1", async () => {
    const response = await call("POST", "/api/activities", owner, { ...wizard, address: { ...wizard.address, country: "ZZ" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields["address.country"]).toMatchObject({
      code: "address/unknown-country",
      message: "Please choose a country from the list.",
    });
    const moved = await call("PATCH", "/api/activities/musee", owner, {
      place: { address: { ...wizard.address, country: "EU" }, location: wizard.location },
    });
    expect(moved.json().error.fields["place.address.country"].code).toBe("address/unknown-country");
  });

  it("creates cities from the gazetteer only: an unknown name lists the place under the nearest known city", async () => {
    // A hamlet with no entry in the gazetteer, 9 km north-west of Lyon: listed under the gazetteer city nearest its pin.
    const hamlet = await call("POST", "/api/activities", owner, {
      ...wizard,
      address: { streetNumberAndStreet: "Chemin du Moulin", city: "Le Hameau Imaginaire", country: "FR" },
      location: { lat: 45.8228, lng: 4.7664 },
    });
    expect(hamlet.statusCode).toBe(201);
    const { address } = hamlet.json() as Activity;
    expect(address.city).not.toBe("Le Hameau Imaginaire");
    expect((await t.app.inject({ method: "GET", url: `/api/cities/${address.citySlug}` })).json()).toMatchObject({
      name: address.city,
      country: "FR",
    });
    expect((await t.app.inject({ method: "GET", url: "/api/cities/le-hameau-imaginaire" })).statusCode).toBe(404);

    // Out at sea, no city is near: a clear error on the city field, and no city is made up.
    const before = await cityCount();
    const atSea = await call(
      "POST",
      "/api/activities",
      owner,
      { ...wizard, address: { ...wizard.address, city: "Atlantide" }, location: { lat: 46, lng: -10 } },
      "fr",
    );
    expect(atSea.statusCode).toBe(400);
    expect(atSea.json().error.fields["address.city"].code).toBe("address/unknown-city");
    expect(atSea.json().error.fields["address.city"].message).toContain("Nous ne connaissons pas de ville de ce nom");
    const moved = await call("PATCH", "/api/activities/musee", owner, {
      place: { address: { ...wizard.address, city: "Atlantide" }, location: { lat: 46, lng: -10 } },
    });
    expect(moved.json().error.fields["place.address.city"].code).toBe("address/unknown-city");
    expect(await cityCount()).toBe(before);

    // The support team may add a city the gazetteer does not know, by typing its name.
    const bySupport = await call("PATCH", "/api/activities/musee", support, {
      place: { address: { ...wizard.address, city: "Atlantide" }, location: { lat: 46, lng: -10 } },
    });
    expect(bySupport.statusCode).toBe(200);
    expect(bySupport.json().address).toMatchObject({ city: "Atlantide", citySlug: "atlantide" });
  });

  it("counts the description's limit on the sanitised HTML that is stored", async () => {
    // Under 50,000 characters as sent, but each link gains rel and target attributes when sanitised.
    const links = '<a href="https://example.fr">x</a>'.repeat(1400);
    expect(links.length).toBeLessThan(50_000);
    const tooLong = await call("PATCH", "/api/activities/musee", owner, { descriptionHtml: links }, "fr");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.descriptionHtml).toMatchObject({
      code: "field/too-long",
      message: "Veuillez saisir au plus 50000 caractères.",
    });
    // Over 50,000 as sent, but what is dropped (here unknown tags) does not count.
    const padded = `<p>Bienvenue</p>${"<span></span>".repeat(4000)}`;
    expect(padded.length).toBeGreaterThan(50_000);
    const accepted = await call("PATCH", "/api/activities/musee", owner, { descriptionHtml: padded });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().descriptionHtml).toBe("<p>Bienvenue</p>");
  });

  it("counts a blog article's limit on its sanitised body, and refuses one that sanitising empties", async () => {
    const article = {
      slug: "bienvenue",
      titleFr: "Bienvenue",
      titleEn: "Welcome",
      summaryFr: "Le blog ouvre.",
      summaryEn: "The blog opens.",
      bodyFr: "<p>Bonjour</p>",
      bodyEn: "<p>Hello</p>",
    };
    const links = '<a href="https://example.fr">x</a>'.repeat(2900);
    expect(links.length).toBeLessThan(100_000);
    const tooLong = await call("POST", "/api/admin/blog", admin, { ...article, bodyEn: links });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.bodyEn).toMatchObject({
      code: "field/too-long",
      message: "Please enter at most 100000 characters.",
    });
    const scriptOnly = await call("POST", "/api/admin/blog", admin, { ...article, bodyFr: "<script>alert(1)</script>" });
    expect(scriptOnly.json().error.fields.bodyFr.code).toBe("field/required");
    expect(await t.db.kysely.selectFrom("blog_articles").selectAll().execute()).toEqual([]);
  });
});
