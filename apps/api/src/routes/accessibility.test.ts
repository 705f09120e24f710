import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon, makeActivity, wizardInput } from "#app/test-support/fixtures.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const owner: Principal = { uid: "owner-1", email: "owner@example.fr", role: "user" };
const stranger: Principal = { uid: "someone", email: "someone@example.fr", role: "user" };
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };

const setups = [
  ...databaseKinds.map((kind) => ({ name: `embedded engine on ${kind}`, kind, engine: "embedded" })),
  ...databaseKinds.filter((kind) => kind === "postgres").map((kind) => ({ name: "postgres engine", kind, engine: "postgres" })),
];

// An activity's accessibility (ADR 087): saved by the modify wizard's section, found by the search's facet on
// either engine, and by the feeds of a search through the search page's address.
describe.each(setups)("accessibility information, $name", ({ kind, engine }) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind, { env: { SEARCH_ENGINE: engine, PUBLIC_ORIGIN: "https://alentour.example" } });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    await createActivityRepository(t.db.kysely).insertMany([
      makeActivity({ slug: "musee-des-confluences", ownerId: owner.uid }),
      makeActivity({ slug: "musee-sans-acces", name: "Musée Gadagne", ownerId: null }),
    ]);
    await t.app.searchEngine.warmUp();
  });
  afterEach(() => t.close());

  const patch = (slug: string, principal: Principal | null, payload: object) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/activities/${slug}`,
      payload,
      headers: { ...(principal ? t.as(principal) : {}), "accept-language": "fr" },
    });
  const read = async (slug: string) => (await t.app.inject({ method: "GET", url: `/api/activities/${slug}` })).json();
  const search = async (params: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/search/1/indexes/*/queries",
      headers: { "x-algolia-api-key": "public-search-key", "x-algolia-application-id": "alentour" },
      payload: { requests: [{ indexName: "event", ...params }] },
    });
    expect(response.statusCode).toBe(200);
    return response.json().results[0] as { hits: Array<{ slug: string }>; facets?: Record<string, Record<string, number>> };
  };
  const wheelchair = { facetFilters: [["accessibility:motor"]], facets: ["accessibility"] };

  it("saves the section the owner sends, each tick once, and the search finds it under wheelchair access at once", async () => {
    expect((await search(wheelchair)).hits).toEqual([]);
    const saved = await patch("musee-des-confluences", owner, {
      accessibility: ["hearingLoop", "stepFreeEntrance", "hearingLoop"],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);
    expect((await read("musee-des-confluences")).accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);
    // Another section leaves it as it was.
    expect((await patch("musee-des-confluences", owner, { name: "Musée des Confluences, Lyon" })).statusCode).toBe(200);
    expect((await read("musee-des-confluences")).accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);

    const found = await search(wheelchair);
    expect(found.hits.map((hit) => hit.slug)).toEqual(["musee-des-confluences"]);
    expect(found.facets?.accessibility).toEqual({ motor: 1, hearing: 1, hearingLoop: 1, stepFreeEntrance: 1 });
    const hearing = await search({ facetFilters: ["accessibility:hearingLoop", "city:Lyon"] });
    expect(hearing.hits.map((hit) => hit.slug)).toEqual(["musee-des-confluences"]);

    // Unticking everything takes it out of the filter.
    expect((await patch("musee-des-confluences", owner, { accessibility: [] })).statusCode).toBe(200);
    expect((await search(wheelchair)).hits).toEqual([]);
  });

  it("lets only the owner or the support team change it", async () => {
    const body = { accessibility: ["stepFreeEntrance"] };
    expect((await patch("musee-des-confluences", null, body)).statusCode).toBe(401);
    expect((await patch("musee-des-confluences", stranger, body)).statusCode).toBe(403);
    expect((await patch("musee-sans-acces", owner, body)).statusCode).toBe(403);
    expect((await read("musee-sans-acces")).accessibility).toEqual([]);
    expect((await patch("musee-sans-acces", support, body)).statusCode).toBe(200);
    expect((await read("musee-sans-acces")).accessibility).toEqual(["stepFreeEntrance"]);
  });

  it("refuses an unknown value with the catalogue's message, writing nothing of the request", async () => {
    await patch("musee-des-confluences", owner, { accessibility: ["quietHours"] });
    const refused = await patch("musee-des-confluences", owner, {
      name: "Nouveau nom",
      accessibility: ["stepFreeEntrance", "lift"],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields["accessibility.1"]).toMatchObject({
      code: "field/invalid",
      message: "Cette valeur n'est pas valide.",
    });
    const kept = await read("musee-des-confluences");
    expect(kept).toMatchObject({ name: "Musée des Confluences", accessibility: ["quietHours"] });
    expect((await patch("musee-des-confluences", owner, { accessibility: "stepFreeEntrance" })).statusCode).toBe(400);
  });

  it("takes the add-activity wizard's ticks with the new activity, checked as the modify wizard's section", async () => {
    const create = (payload: object, locale = "fr") =>
      t.app.inject({
        method: "POST",
        url: "/api/activities",
        payload,
        headers: { ...t.as(owner), "accept-language": locale },
      });
    const refused = await create({ ...wizardInput, accessibility: ["stepFreeEntrance", "lift"] }, "en");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields["accessibility.1"]).toMatchObject({
      code: "field/invalid",
      message: "This value is invalid.",
    });
    expect((await create({ ...wizardInput, accessibility: "stepFreeEntrance" })).statusCode).toBe(400);

    const created = await create({ ...wizardInput, accessibility: ["hearingLoop", "stepFreeEntrance", "hearingLoop"] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);
    expect((await read(created.json().slug)).accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);
    expect((await search(wheelchair)).hits.map((hit) => hit.slug)).toEqual([created.json().slug]);
  });

  it("puts the activity in the feeds of a search filtered on wheelchair access, and of its city", async () => {
    await patch("musee-des-confluences", owner, { accessibility: ["stepFreeEntrance", "hearingLoop"] });
    const feed = await t.app.inject({ method: "GET", url: "/api/feeds/search.rss?city=Lyon&access=motor" });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain("https://alentour.example/activity/musee-des-confluences");
    expect(feed.body).not.toContain("/activity/musee-sans-acces");
    const city = await t.app.inject({ method: "GET", url: "/api/feeds/city/lyon.rss" });
    expect(city.body).toContain("https://alentour.example/activity/musee-des-confluences");
  });
});
