import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import type { Principal } from "#app/auth/principal.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { type PagePurges, recordPagePurges } from "#app/test-support/page-purges.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createUserRepository } from "#app/users/user-repository.ts";

const origin = "http://localhost:3000";
const password = "la girafe mange des crêpes";
const support: Principal = { uid: "sam", email: "sam@alentour.example", role: "support" };
const message = "Je suis la gérante de ce musée depuis 2019, voici mon numéro de SIRET : 123 456 789 00012.";

describe.each(databaseKinds)("activity claims on %s", (kind) => {
  let t: TestApp;
  let purges: PagePurges;
  let events: string[];

  beforeEach(async () => {
    events = [];
    purges = await recordPagePurges();
    t = await createTestApp(kind, {
      env: purges.env,
      activityListeners: [{ onActivityChanged: (id) => void events.push(`changed ${id}`) }],
    });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
    const users = createUserRepository(t.db.kysely);
    await users.create(support.uid, support.email, {
      firstName: "Sam",
      lastName: "Support",
      city: null,
      company: null,
      phone: null,
      photoUrl: null,
    });
    await t.db.kysely.updateTable("users").set({ role: "support" }).where("id", "=", support.uid).execute();
  });
  afterEach(async () => {
    await t.close();
    await purges.close();
  });

  /** A real account made through sign-up, its address confirmed or not; the caller then acts as it. */
  async function account(email: string, options: { verified: boolean; locale?: "fr" | "en" }): Promise<Principal> {
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      headers: { origin, "accept-language": options.locale ?? "fr" },
      payload: { firstName: "Camille", lastName: "Durand", email, password, passwordConfirmation: password },
    });
    expect(signUp.statusCode).toBe(201);
    if (options.verified) {
      const token = await lastLinkToken(t.config.mail.outboxDir, email.toLowerCase());
      const confirmed = await t.app.inject({ method: "POST", url: "/api/auth/verification/confirm", payload: { token } });
      expect(confirmed.statusCode).toBe(200);
    }
    const row = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirstOrThrow();
    return { uid: row.id, email: email.toLowerCase(), role: "user" };
  }

  const call = (principal: Principal | null, method: "GET" | "POST", url: string, payload?: object, locale = "en") =>
    t.app.inject({
      method,
      url,
      headers: { ...(principal ? t.as(principal) : {}), "accept-language": locale },
      ...(payload && { payload }),
    });

  async function museum(overrides: Parameters<typeof makeActivity>[0] = {}) {
    const activity = makeActivity({
      slug: "musee-des-confluences-lyon",
      contact: { email: "Contact@Confluences.example", name: "Musée", phone: "04 28 38 12 12" },
      ownerId: null,
      ...overrides,
    });
    await createActivityRepository(t.db.kysely).insertMany([activity]);
    return activity;
  }

  const ownerOf = async (id: string) =>
    (await t.db.kysely.selectFrom("activities").select("owner_id").where("id", "=", id).executeTakeFirstOrThrow()).owner_id;

  it("refuses anonymous callers, and answers 404 for an unknown or unpublished activity", async () => {
    await museum();
    expect((await call(null, "GET", "/api/activities/musee-des-confluences-lyon/claim")).statusCode).toBe(401);
    const anonymous = await call(null, "POST", "/api/activities/musee-des-confluences-lyon/claim", { message });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe("You must be signed in.");
    const someone = await account("someone@example.fr", { verified: true });
    expect((await call(someone, "POST", "/api/activities/nothing-here/claim", { message })).statusCode).toBe(404);
    await museum({ slug: "hidden-place", published: false });
    expect((await call(someone, "POST", "/api/activities/hidden-place/claim", { message })).statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom("claim_requests").selectAll().execute()).toEqual([]);
  });

  it("hands the activity over at once to a verified e-mail equal to the contact's, case aside", async () => {
    const activity = await museum({ ownerId: null });
    const claimant = await account("contact@confluences.example", { verified: true });
    const standing = await call(claimant, "GET", `/api/activities/${activity.slug}/claim`);
    expect(standing.json()).toEqual({ owned: false, instant: true, openRequest: null });

    const claimed = await call(claimant, "POST", `/api/activities/${activity.slug}/claim`, {});
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ status: "claimed", slug: activity.slug });
    expect(await ownerOf(activity.id)).toBe(claimant.uid);
    // Through the activity service: public pages purged, listeners (the search index) told.
    expect(purges.requests.length).toBeGreaterThanOrEqual(1);
    expect(events).toContain(`changed ${activity.id}`);
    const mine = await call(claimant, "GET", "/api/me/activities");
    expect(mine.json().map((a: { slug: string }) => a.slug)).toEqual([activity.slug]);
    const audit = await t.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "activity.claimed").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(claimant.uid);

    const again = await call(claimant, "POST", `/api/activities/${activity.slug}/claim`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This activity is already yours.");
    expect((await call(claimant, "GET", `/api/activities/${activity.slug}/claim`)).json().owned).toBe(true);
  });

  it("does not trust an unverified address, even the contact's: a request with a message is needed", async () => {
    const activity = await museum({ ownerId: "previous-owner" });
    const unverified = await account("contact@confluences.example", { verified: false });
    expect((await call(unverified, "GET", `/api/activities/${activity.slug}/claim`)).json().instant).toBe(false);
    const bare = await call(unverified, "POST", `/api/activities/${activity.slug}/claim`, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().error.fields.message.message).toBe(
      "Please tell the support team in at least 20 characters who you are and why this activity is yours.",
    );
    const short = await call(unverified, "POST", `/api/activities/${activity.slug}/claim`, { message: "C'est à moi" }, "fr");
    expect(short.json().error.fields.message.message).toContain("au moins 20 caractères");
    expect(await ownerOf(activity.id)).toBe("previous-owner");

    const requested = await call(unverified, "POST", `/api/activities/${activity.slug}/claim`, { message });
    expect(requested.statusCode).toBe(201);
    expect(requested.json()).toMatchObject({ status: "requested" });
    expect(await ownerOf(activity.id)).toBe("previous-owner");
  });

  it("files a request for a different e-mail, one open request per person and activity", async () => {
    const activity = await museum();
    const other = await account("camille@example.fr", { verified: true });
    const stranger = await account("louis@example.fr", { verified: true });
    const first = await call(other, "POST", `/api/activities/${activity.slug}/claim`, { message });
    expect(first.statusCode).toBe(201);
    const standing = (await call(other, "GET", `/api/activities/${activity.slug}/claim`)).json();
    expect(standing).toMatchObject({ owned: false, instant: false, openRequest: { id: first.json().id } });
    const second = await call(other, "POST", `/api/activities/${activity.slug}/claim`, { message });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      "You have already asked to claim this activity; the support team will answer by e-mail.",
    );
    // Someone else may ask too; nobody sees another person's request.
    expect((await call(stranger, "GET", `/api/activities/${activity.slug}/claim`)).json().openRequest).toBeNull();
    expect((await call(stranger, "POST", `/api/activities/${activity.slug}/claim`, { message })).statusCode).toBe(201);
    expect(await ownerOf(activity.id)).toBeNull();
  });

  it("lets the support team approve (the activity changes hands) and mails the requester in their language", async () => {
    const activity = await museum({ ownerId: "previous-owner" });
    const requester = await account("camille@example.fr", { verified: true, locale: "en" });
    const requested = await call(requester, "POST", `/api/activities/${activity.slug}/claim`, { message }, "en");
    const id = requested.json().id as string;

    expect((await call(null, "GET", "/api/admin/claims")).statusCode).toBe(401);
    expect((await call(requester, "GET", "/api/admin/claims")).statusCode).toBe(403);
    expect((await call(requester, "POST", `/api/admin/claims/${id}/decision`, { decision: "approved" })).statusCode).toBe(403);
    expect(await ownerOf(activity.id)).toBe("previous-owner");

    const queue = (await call(support, "GET", "/api/admin/claims")).json();
    expect(queue.total).toBe(1);
    expect(queue.items[0]).toMatchObject({
      id,
      status: "open",
      message,
      locale: "en",
      activity: { slug: activity.slug, contactEmail: "contact@confluences.example", ownerId: "previous-owner" },
      requester: { id: requester.uid, email: "camille@example.fr", name: "Camille Durand" },
    });

    const approved = await call(support, "POST", `/api/admin/claims/${id}/decision`, { decision: "approved" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", decidedBy: support.uid });
    expect(await ownerOf(activity.id)).toBe(requester.uid);
    expect(events).toContain(`changed ${activity.id}`);
    expect((await call(requester, "GET", "/api/me/activities")).json()).toHaveLength(1);

    const mail = (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === "camille@example.fr").at(-1);
    expect(mail?.subject).toBe("Your activity claim request");
    expect(mail?.text).toContain(`Your request to claim "${activity.name}" is approved`);
    expect(mail?.text).toContain("http://localhost:3000/dashboard/activities");

    const twice = await call(support, "POST", `/api/admin/claims/${id}/decision`, {
      decision: "refused",
      reason: "Non, pas deux fois",
    });
    expect(twice.statusCode).toBe(409);
    const audit = await t.db.kysely.selectFrom("audit_log").selectAll().where("target_id", "=", id).orderBy("at").execute();
    expect(audit.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ["claim.requested", requester.uid],
      ["claim.approved", support.uid],
    ]);
    expect((await call(support, "GET", "/api/admin/claims?status=approved")).json().total).toBe(1);
    expect((await call(support, "GET", "/api/admin/claims")).json().total).toBe(0);
  });

  it("refuses a request only with a reason, which the requester reads in French", async () => {
    const activity = await museum();
    const requester = await account("louise@example.fr", { verified: true });
    const id = (await call(requester, "POST", `/api/activities/${activity.slug}/claim`, { message }, "fr")).json().id as string;

    const noReason = await call(support, "POST", `/api/admin/claims/${id}/decision`, { decision: "refused" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason.message).toBe(
      "Please give the reason for the refusal; the requester will be told.",
    );
    const refused = await call(support, "POST", `/api/admin/claims/${id}/decision`, {
      decision: "refused",
      reason: "Le SIRET indiqué appartient à une autre entreprise.",
    });
    expect(refused.json()).toMatchObject({ status: "refused", reason: "Le SIRET indiqué appartient à une autre entreprise." });
    expect(await ownerOf(activity.id)).toBeNull();
    const mail = (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === "louise@example.fr").at(-1);
    expect(mail?.subject).toBe("Votre demande de revendication d'activité");
    expect(mail?.text).toContain("n'a pas été acceptée");
    expect(mail?.text).toContain("Le SIRET indiqué appartient à une autre entreprise.");
    // Decided: the person may ask again.
    expect((await call(requester, "POST", `/api/activities/${activity.slug}/claim`, { message })).statusCode).toBe(201);
  });

  it("keeps nothing of a claim once its activity is deleted", async () => {
    const activity = await museum();
    const requester = await account("camille@example.fr", { verified: true });
    await call(requester, "POST", `/api/activities/${activity.slug}/claim`, { message });
    await createActivityRepository(t.db.kysely).remove(activity.id);
    expect(await t.db.kysely.selectFrom("claim_requests").selectAll().execute()).toEqual([]);
  });
});
