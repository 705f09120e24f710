import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Principal } from "#app/auth/principal.ts";
import { lastLinkToken } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { seedAccounts, wineFair } from "#app/test-support/trade-show-fixtures.ts";

const ana: Principal = { uid: "ana", email: "ana@salon.example", role: "user" };
const bob: Principal = { uid: "bob", email: "bob@salon.example", role: "user" };
const eve: Principal = { uid: "eve", email: "eve@ailleurs.example", role: "user" };

/** A physical show at Eurexpo, as the creation wizard sends it. */
const wizard = (overrides: Record<string, unknown> = {}) =>
  wineFair({ name: "Salon de l'habitat", presentation: "Trois jours pour la maison.", ...overrides });

// A trade show's venue accessibility (ADR 106): the activity's list (ADR 087), edited by the show's team, checked
// with the catalogue's messages, given on the show and on its directory entry, where the search's facet finds it.
describe.each(databaseKinds)("a trade show's venue accessibility on %s", (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
    await seedAccounts(t, [ana, bob, eve]);
  });
  afterEach(() => t.close());

  const call = (who: Principal | null, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown, locale = "fr") =>
    t.app.inject({
      method,
      url,
      headers: { ...(who ? t.as(who) : {}), "accept-language": locale },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const show = async (slug: string) => (await call(null, "GET", `/api/trade-shows/${slug}`)).json();
  const wheelchair = async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/search/1/indexes/*/queries",
      headers: { "x-algolia-api-key": t.config.search.apiKey, "x-algolia-application-id": t.config.search.appId },
      payload: { requests: [{ indexName: "event", facetFilters: [["accessibility:motor"]] }] },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().results[0].hits as Array<{ slug: string }>).map((hit) => hit.slug);
  };

  it("says nothing until the team ticks, then keeps each tick once through the other sections' edits", async () => {
    const created = await call(ana, "POST", "/api/trade-shows", wizard());
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json();
    expect((await show(slug)).accessibility).toEqual([]);
    expect((await call(null, "GET", `/api/activities/${slug}`)).json().accessibility).toEqual([]);
    expect(await wheelchair()).toEqual([]);

    const saved = await call(ana, "PATCH", `/api/trade-shows/${slug}`, {
      accessibility: ["hearingLoop", "stepFreeEntrance", "hearingLoop"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);
    expect((await show(slug)).accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);
    // The show's directory entry carries it: the search's wheelchair filter finds the show at once.
    expect((await call(null, "GET", `/api/activities/${slug}`)).json().accessibility).toEqual([
      "stepFreeEntrance",
      "hearingLoop",
    ]);
    expect(await wheelchair()).toEqual([slug]);

    // The page form's sections and the listing switch leave it, and the presentation, as they were.
    expect((await call(ana, "PATCH", `/api/trade-shows/${slug}`, { name: "Salon de l'habitat durable" })).statusCode).toBe(200);
    expect((await call(ana, "PUT", `/api/trade-shows/${slug}/listing`, { listing: "private" })).statusCode).toBe(200);
    expect((await call(ana, "PUT", `/api/trade-shows/${slug}/listing`, { listing: "public" })).statusCode).toBe(200);
    expect((await show(slug)).accessibility).toEqual(["stepFreeEntrance", "hearingLoop"]);
    expect((await show(slug)).presentation).toBe("Trois jours pour la maison.");
    expect(await wheelchair()).toEqual([slug]);

    // Unticking everything says nothing again.
    expect((await call(ana, "PATCH", `/api/trade-shows/${slug}`, { accessibility: [] })).json().accessibility).toEqual([]);
    expect(await wheelchair()).toEqual([]);
  });

  it("takes the ticks from the creation wizard; a virtual show's directory entry states none, having no venue", async () => {
    const physical = await call(ana, "POST", "/api/trade-shows", wizard({ accessibility: ["signLanguage", "motor"] }));
    expect(physical.statusCode, physical.body).toBe(201);
    expect(physical.json().accessibility).toEqual(["motor", "signLanguage"]);
    const virtual = await call(
      ana,
      "POST",
      "/api/trade-shows",
      wizard({ name: "Salon en ligne", mode: "virtual", accessibility: ["stepFreeEntrance"] }),
    );
    expect(virtual.statusCode, virtual.body).toBe(201);
    expect((await call(null, "GET", `/api/activities/${virtual.json().slug}`)).json().accessibility).toEqual([]);
    expect(await wheelchair()).toEqual([physical.json().slug]);
  });

  it("refuses an unknown value with the catalogue's message in the caller's language, writing nothing of the request", async () => {
    const { slug } = (await call(ana, "POST", "/api/trade-shows", wizard())).json();
    await call(ana, "PATCH", `/api/trade-shows/${slug}`, { accessibility: ["quietHours"] });
    for (const [locale, message] of [
      ["fr", "Cette valeur n'est pas valide."],
      ["en", "This value is invalid."],
    ]) {
      const refused = await call(
        ana,
        "PATCH",
        `/api/trade-shows/${slug}`,
        { name: "Nouveau nom", accessibility: ["stepFreeEntrance", "lift"] },
        locale,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields["accessibility.1"]).toMatchObject({ code: "field/invalid", message });
    }
    for (const wrong of ["stepFreeEntrance", [42], { stepFreeEntrance: true }, Array(30).fill("motor")]) {
      expect((await call(ana, "PATCH", `/api/trade-shows/${slug}`, { accessibility: wrong })).statusCode).toBe(400);
    }
    const refusedAtCreation = await call(ana, "POST", "/api/trade-shows", wizard({ name: "Autre", accessibility: ["lift"] }));
    expect(refusedAtCreation.statusCode).toBe(400);
    expect(refusedAtCreation.json().error.fields).toHaveProperty(["accessibility.0"]);
    expect(await show(slug)).toMatchObject({ name: "Salon de l'habitat", accessibility: ["quietHours"] });
  });

  it("is the show's team's to change: its staff may, another organiser and a visitor may not", async () => {
    const { slug } = (await call(ana, "POST", "/api/trade-shows", wizard())).json();
    await call(ana, "POST", `/api/trade-shows/${slug}/invitations`, { email: bob.email, role: "staff" });
    await call(bob, "POST", "/api/trade-show-invitations/accept", {
      token: await lastLinkToken(t.config.mail.outboxDir, bob.email),
    });
    await call(eve, "POST", "/api/trade-shows", wizard({ name: "Salon d'Eve" }));
    const body = { accessibility: ["accessibleToilets"] };
    expect((await call(null, "PATCH", `/api/trade-shows/${slug}`, body)).statusCode).toBe(401);
    expect((await call(eve, "PATCH", `/api/trade-shows/${slug}`, body)).statusCode).toBe(403);
    expect((await show(slug)).accessibility).toEqual([]);
    expect((await call(bob, "PATCH", `/api/trade-shows/${slug}`, body)).statusCode).toBe(200);
    expect((await show(slug)).accessibility).toEqual(["accessibleToilets"]);
  });
});
