import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { createSuggestionRepository } from "#app/activities/suggestion-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon, makeActivity, montreal } from "#app/test-support/fixtures.ts";
import { type PagePurges, recordPagePurges } from "#app/test-support/page-purges.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const owner: Principal = { uid: "owner-1", email: "owner@example.fr", role: "user" };
const stranger: Principal = { uid: "someone", email: "someone@example.fr", role: "user" };
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };

describe.each(databaseKinds)("public directory on %s", (kind) => {
  let t: TestApp;
  let purges: PagePurges;

  beforeEach(async () => {
    purges = await recordPagePurges();
    t = await createTestApp(kind, {
      env: purges.env,
    });
    await createCityRepository(t.db.kysely).upsertMany([lyon, montreal]);
    await createActivityRepository(t.db.kysely).insertMany([
      makeActivity({ slug: "musee-des-confluences", quality: 4.8, ownerId: owner.uid }),
      makeActivity({
        slug: "parc-de-la-tete-d-or",
        name: "Parc de la Tête d'Or",
        category: "leisure-nature",
        subCategory: "parks-gardens",
        pricing: "free",
        priceList: [],
        setting: "outdoor",
        profiles: ["family", "friends"],
        quality: 4.9,
      }),
      makeActivity({
        slug: "bouchon-lyonnais",
        name: "Le Bouchon des Cordeliers",
        category: "gastronomy",
        subCategory: "restaurant",
        profiles: ["couple", "friends"],
        quality: 4.1,
      }),
      makeActivity({ slug: "brouillon", name: "Pas encore publié", published: false, ownerId: owner.uid }),
      makeActivity({
        slug: "mont-royal",
        name: "Parc du Mont-Royal",
        category: "leisure-nature",
        subCategory: "parks-gardens",
        address: { streetNumberAndStreet: "1260 chemin Remembrance", city: "Montréal", citySlug: "montreal", country: "CA" },
        location: montreal.location,
        timeZone: "America/Toronto",
      }),
    ]);
  });
  afterEach(async () => {
    await t.close();
    await purges.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("compresses an answer over 1 kB when the caller asks, brotli first, and keeps it cacheable", async () => {
    const plain = await get("/api/cities/lyon/activities");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await get("/api/cities/lyon/activities", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=60");
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString("utf8"))).toEqual(plain.json());
    const gzipped = await get("/api/cities/lyon/activities", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("serves a published activity with every field, cacheable, and 404 in the caller's language otherwise", async () => {
    const response = await get("/api/activities/musee-des-confluences");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.json()).toMatchObject({
      slug: "musee-des-confluences",
      category: "art-culture",
      subCategory: "museum",
      profiles: ["couple", "family"],
      address: { city: "Lyon", citySlug: "lyon", country: "FR" },
      location: { lat: 45.7326, lng: 4.8181 },
      timeZone: "Europe/Paris",
      openingHours: { mode: "same-every-day" },
      priceList: [{ label: "Plein tarif", amount: 1200, currency: "EUR" }],
      contact: { email: "contact@confluences.example" },
    });
    const missing = await get("/api/activities/nulle-part", { "accept-language": "en" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("resource/not-found");
    expect((await t.app.inject({ method: "HEAD", url: "/api/activities/nulle-part" })).statusCode).toBe(404);
  });

  it("hides an unpublished activity from everyone but its owner and the support team", async () => {
    expect((await get("/api/activities/brouillon")).statusCode).toBe(404);
    expect((await get("/api/activities/brouillon", t.as(stranger))).statusCode).toBe(404);
    expect((await get("/api/activities/brouillon", t.as(owner))).statusCode).toBe(200);
    expect((await get("/api/activities/brouillon", t.as(support))).statusCode).toBe(200);
  });

  it("lists a city's best first, by category and by visitor profile, published only", async () => {
    const all = (await get("/api/cities/lyon/activities")).json();
    expect(all.map((a: { slug: string }) => a.slug)).toEqual([
      "parc-de-la-tete-d-or",
      "musee-des-confluences",
      "bouchon-lyonnais",
    ]);
    const couples = (await get("/api/cities/lyon/activities?profile=couple")).json();
    expect(couples.map((a: { slug: string }) => a.slug)).toEqual(["musee-des-confluences", "bouchon-lyonnais"]);
    const food = (await get("/api/cities/lyon/activities?category=gastronomy&limit=1")).json();
    expect(food.map((a: { slug: string }) => a.slug)).toEqual(["bouchon-lyonnais"]);
    const parks = (await get("/api/cities/lyon/activities?category=leisure-nature&subCategory=parks-gardens")).json();
    expect(parks).toHaveLength(1);
    expect((await get("/api/cities/lyon/activities?profile=pets")).statusCode).toBe(400);
    expect((await get("/api/cities/atlantis/activities")).statusCode).toBe(404);
  });

  it("names top destinations with their counts, a city, and the nearest city to a point", async () => {
    const top = (await get("/api/cities?limit=5")).json();
    expect(top.map((c: { slug: string; activityCount: number }) => [c.slug, c.activityCount])).toEqual([
      ["lyon", 3],
      ["montreal", 1],
    ]);
    expect((await get("/api/cities/montreal")).json()).toMatchObject({ name: "Montréal", timeZone: "America/Toronto" });
    const near = await get("/api/cities/nearest?lat=45.75&lng=4.85");
    expect(near.json().slug).toBe("lyon");
    // Villeurbanne is closer but has nothing to show yet: the visitor goes to Lyon.
    await createCityRepository(t.db.kysely).upsertMany([
      { ...lyon, slug: "villeurbanne", name: "Villeurbanne", location: { lat: 45.7719, lng: 4.8902 } },
    ]);
    expect((await get("/api/cities/nearest?lat=45.772&lng=4.89")).json().slug).toBe("lyon");
    expect((await get("/api/cities/nearest?lat=100&lng=0")).statusCode).toBe(400);
  });

  it("keeps each city's count right as activities are added, published, moved and removed", async () => {
    const activities = createActivityRepository(t.db.kysely);
    const count = async (slug: string) => (await get(`/api/cities/${slug}`)).json().activityCount;
    const now = new Date("2026-11-27T12:00:00Z");
    expect([await count("lyon"), await count("montreal")]).toEqual([3, 1]);

    const draft = await activities.findBySlug("brouillon");
    await activities.setPublished(draft?.id ?? "", true, now);
    expect(await count("lyon")).toBe(4);
    await activities.setPublished(draft?.id ?? "", false, now);
    expect(await count("lyon")).toBe(3);

    // An owner's edit writes every column back: the count moves only with the city.
    const museum = await activities.findBySlug("musee-des-confluences");
    if (!museum) throw new Error("fixture missing");
    await activities.update({ ...museum, name: "Musée des Confluences (rénové)" }, now);
    expect(await count("lyon")).toBe(3);
    await activities.update(
      { ...museum, address: { ...museum.address, city: "Montréal", citySlug: "montreal" }, location: montreal.location },
      now,
    );
    expect([await count("lyon"), await count("montreal")]).toEqual([2, 2]);

    await activities.remove(museum.id);
    expect(await count("montreal")).toBe(1);
    await activities.insert(makeActivity({ slug: "nouveau-musee", name: "Nouveau musée" }));
    expect(await count("lyon")).toBe(3);

    // A city listed after its activities were stored starts from their count; a city with none is not a destination.
    await activities.insertMany([
      makeActivity({ slug: "tnp", name: "Théâtre national populaire", address: { ...museum.address, citySlug: "villeurbanne" } }),
      makeActivity({ slug: "tnp-brouillon", published: false, address: { ...museum.address, citySlug: "villeurbanne" } }),
    ]);
    await createCityRepository(t.db.kysely).upsertMany([
      { ...lyon, slug: "villeurbanne", name: "Villeurbanne", location: { lat: 45.7719, lng: 4.8902 } },
      { ...lyon, slug: "bron", name: "Bron", location: { lat: 45.738, lng: 4.913 } },
    ]);
    expect(await count("villeurbanne")).toBe(1);
    const top = (await get("/api/cities?limit=5")).json();
    expect(top.map((c: { slug: string; activityCount: number }) => [c.slug, c.activityCount])).toEqual([
      ["lyon", 3],
      ["montreal", 1],
      ["villeurbanne", 1],
    ]);
  });

  it("suggests similar activities of the same city and category", async () => {
    await createActivityRepository(t.db.kysely).insertMany([
      makeActivity({ slug: "musee-gadagne", name: "Musée Gadagne", quality: 4.0 }),
      makeActivity({ slug: "theatre-celestins", name: "Théâtre des Célestins", subCategory: "theatre", quality: 4.7 }),
    ]);
    const similar = (await get("/api/activities/musee-des-confluences/similar?limit=2")).json();
    expect(similar.map((a: { slug: string }) => a.slug)).toEqual(["musee-gadagne", "theatre-celestins"]);
  });

  it("stores a suggested modification, checks it, and limits how many an address sends", async () => {
    const send = (payload: object, language = "en") =>
      t.app.inject({
        method: "POST",
        url: "/api/activities/musee-des-confluences/suggestions",
        payload,
        headers: { "accept-language": language },
      });
    const ok = await send({ message: "Le musée est fermé le lundi, pas le mardi.", email: "" });
    expect(ok.statusCode).toBe(201);
    const activity = await createActivityRepository(t.db.kysely).findBySlug("musee-des-confluences");
    const stored = await createSuggestionRepository(t.db.kysely).listForActivity(activity?.id ?? "");
    expect(stored).toMatchObject([{ message: "Le musée est fermé le lundi, pas le mardi.", email: null, status: "open" }]);

    const short = await send({ message: "faux" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.message.code).toBe("field/too-short");
    for (let i = 0; i < 8; i++) await send({ message: `Suggestion numéro ${i} pour l'équipe.` });
    const limited = await send({ message: "Une suggestion de trop pour aujourd'hui." }, "fr");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Trop de tentatives/);
  });

  it("lets only the owner or the support team edit, sanitises the description, and purges the public pages", async () => {
    const patch = (slug: string, principal: Principal | null, payload: object) =>
      t.app.inject({ method: "PATCH", url: `/api/activities/${slug}`, payload, headers: principal ? t.as(principal) : {} });
    expect((await patch("musee-des-confluences", null, { name: "Piraté" })).statusCode).toBe(401);
    expect((await patch("musee-des-confluences", stranger, { name: "Piraté" })).statusCode).toBe(403);
    expect((await patch("parc-de-la-tete-d-or", owner, { name: "Pas à moi" })).statusCode).toBe(403);
    expect(purges.requests).toEqual([]);

    const edited = await patch("musee-des-confluences", owner, {
      name: "Musée des Confluences (Lyon)",
      descriptionHtml:
        '<h2>Nouveau</h2><p>Texte<script>alert("x")</script></p><img src="https://e.org/x.png" onerror="steal()" alt="Vue">',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().descriptionHtml).toBe('<h2>Nouveau</h2><p>Texte</p><img src="https://e.org/x.png" alt="Vue" />');
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThan(Date.parse("2026-01-15T09:00:00.000Z"));
    expect((await get("/api/activities/musee-des-confluences")).json().name).toBe("Musée des Confluences (Lyon)");
    expect(purges.requests).toEqual(["POST /internal/revalidate a-secret-of-sixteen+"]);

    expect((await patch("parc-de-la-tete-d-or", support, { pricing: "paid" })).statusCode).toBe(200);
    expect((await patch("parc-de-la-tete-d-or", support, { slug: "autre" })).statusCode).toBe(400);
  });

  it("pages the sitemap of published activities", async () => {
    const first = (await get("/api/sitemap/activities?page=0&size=2")).json();
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(2);
    const rest = (await get("/api/sitemap/activities?page=1&size=2")).json();
    expect([...first.items, ...rest.items].map((i: { slug: string }) => i.slug)).not.toContain("brouillon");
    // A page past any real sitemap is a clear 400, never a database error.
    for (const page of ["9007199254740991", "4611686018427387", "1e300", "-1", "x"]) {
      const huge = await get(`/api/sitemap/activities?page=${page}&size=50000`);
      expect(huge.statusCode, page).toBe(400);
      expect(huge.json().error.code, page).toBe("request/validation-failed");
    }
  });
});
