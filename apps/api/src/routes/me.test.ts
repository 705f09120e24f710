import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createActivityRepository, createCityRepository } from "#app/activities/activity-repository.ts";
import { createRateLimits, type RateLimits } from "#app/auth/rate-limits.ts";
import { cookieJar as jar } from "#app/test-support/accounts.ts";
import { lyon, makeActivity } from "#app/test-support/fixtures.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const origin = "http://localhost:3000";
const password = "la girafe mange des crêpes";

// Several sign-ups and sign-ins per test, each hashing a password: more than the default five seconds.
describe.each(databaseKinds)("my account on %s", { timeout: 30_000 }, (kind) => {
  let t: TestApp;
  let limits: RateLimits;
  let removed: string[];
  beforeEach(async () => {
    limits = createRateLimits(null);
    removed = [];
    // What the page cache and the search index hear (ADR 030).
    const activityListeners = [{ onActivityRemoved: (id: string) => void removed.push(id) }];
    t = await createTestApp(kind, { realAuth: true, rateLimits: limits, activityListeners });
    await createCityRepository(t.db.kysely).upsertMany([lyon]);
  });
  afterEach(() => t.close());

  const outbox = () => t.config.mail.outboxDir;
  type Method = "GET" | "POST" | "PATCH" | "DELETE";
  const call = (method: Method, url: string, cookie: string | null, payload?: object, locale = "en") =>
    t.app.inject({
      method,
      url,
      headers: { origin, "accept-language": locale, ...(cookie && { cookie }) },
      ...(payload && { payload }),
    });

  /** Signs up, confirms the address and signs in: the browser's cookies and the user's id. */
  async function member(email: string, extra: object = {}) {
    const signUp = await call("POST", "/api/auth/sign-up", null, {
      firstName: "Camille",
      lastName: "Durand",
      email,
      password,
      passwordConfirmation: password,
      ...extra,
    });
    expect(signUp.statusCode).toBe(201);
    const token = await lastLinkToken(outbox(), email);
    expect((await call("POST", "/api/auth/verification/confirm", null, { token })).statusCode).toBe(200);
    const cookies = jar();
    const signIn = await call("POST", "/api/auth/sign-in", null, { email, password });
    expect(signIn.statusCode).toBe(200);
    cookies.take(signIn.headers["set-cookie"]);
    return { uid: signIn.json().uid as string, cookies };
  }

  it("exports the profile, the activities and the stored files as a JSON download, to the signed-in person only", async () => {
    const camille = await member("camille@example.fr", { city: "Nantes", phone: "06 12 34 56 78" });
    const louis = await member("louis@example.fr");
    const activity = makeActivity({ slug: "atelier-de-camille", name: "Atelier de Camille", ownerId: camille.uid });
    await createActivityRepository(t.db.kysely).insertMany([activity]);
    const folder = path.join(t.config.filesDir, "activities", activity.id);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "banner.webp"), "image");

    expect((await call("GET", "/api/me/export", null)).statusCode).toBe(401);
    const response = await call("GET", "/api/me/export", camille.cookies.header());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="alentour-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data).toMatchObject({
      format: "alentour-export",
      profile: { email: "camille@example.fr", firstName: "Camille", city: "Nantes", phone: "06 12 34 56 78" },
      account: { email: "camille@example.fr", emailVerified: true },
      files: [`activities/${activity.id}/banner.webp`],
    });
    expect(data.activities.map((a: { name: string }) => a.name)).toEqual(["Atelier de Camille"]);
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);

    // Another person's export holds nothing of Camille's.
    const other = (await call("GET", "/api/me/export", louis.cookies.header())).json();
    expect(other.profile.email).toBe("louis@example.fr");
    expect(other.activities).toEqual([]);
    expect(other.files).toEqual([]);
  });

  it("deletes the account only with its password: sessions end, data and files go, the old cookie stops working", async () => {
    const camille = await member("camille@example.fr");
    const louis = await member("louis@example.fr");
    const activity = makeActivity({ slug: "atelier-de-camille", ownerId: camille.uid });
    const louisActivity = makeActivity({ slug: "atelier-de-louis", ownerId: louis.uid });
    await createActivityRepository(t.db.kysely).insertMany([activity, louisActivity]);
    const folder = path.join(t.config.filesDir, "activities", activity.id);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "banner.webp"), "image");
    // A second browser of the same person.
    const elsewhere = jar();
    elsewhere.take(
      (await call("POST", "/api/auth/sign-in", null, { email: "camille@example.fr", password })).headers["set-cookie"],
    );

    expect((await call("DELETE", "/api/me", null, { password })).statusCode).toBe(401);
    const noPassword = await call("DELETE", "/api/me", camille.cookies.header(), {});
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().error.fields.password.message).toBe("Please enter your password to confirm.");
    const wrong = await call("DELETE", "/api/me", camille.cookies.header(), { password: "pas le bon mot de passe" }, "fr");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields.password.message).toBe("Mot de passe incorrect");
    expect((await call("GET", "/api/session", camille.cookies.header())).statusCode).toBe(200);

    const oldCookie = camille.cookies.header();
    const deleted = await call("DELETE", "/api/me", oldCookie, { password });
    expect(deleted.statusCode).toBe(204);
    const cleared = [deleted.headers["set-cookie"] ?? []].flat().join("\n");
    expect(cleared).toMatch(/token=;/);
    expect(cleared).toMatch(/session_token=;/);

    expect((await call("GET", "/api/session", oldCookie)).statusCode).toBe(401);
    expect((await call("GET", "/api/session", elsewhere.header())).statusCode).toBe(401);
    const signIn = await call("POST", "/api/auth/sign-in", null, { email: "camille@example.fr", password });
    expect(signIn.statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom("users").select("id").where("id", "=", camille.uid).execute()).toEqual([]);
    const left = await t.db.kysely.selectFrom("activities").select("slug").execute();
    expect(left.map((row) => row.slug)).toEqual(["atelier-de-louis"]);
    expect(removed).toEqual([activity.id]);
    expect(await readdir(folder).catch(() => [])).toEqual([]);
    // The other person is untouched.
    expect((await call("GET", "/api/session", louis.cookies.header())).statusCode).toBe(200);
  });

  it("counts password checks of the profile with the sign-ins of the address, so a session cannot guess it", async () => {
    const camille = await member("camille@example.fr");
    // The sign-in made one attempt of the 25 an hour; the others are used up elsewhere.
    for (let i = 0; i < 24; i++) await limits.consume("sign-in-email", "camille@example.fr");
    const deletion = await call("DELETE", "/api/me", camille.cookies.header(), { password });
    expect(deletion.statusCode).toBe(429);
    expect(deletion.json().error.message).toBe("Too many attempts. Please try again in 60 minutes.");
    const change = await call("POST", "/api/auth/email/change", camille.cookies.header(), {
      newEmail: "c.durand@example.fr",
      currentPassword: password,
    });
    expect(change.statusCode).toBe(429);
    expect((await call("GET", "/api/session", camille.cookies.header())).statusCode).toBe(200);
  });

  it("changes the e-mail address once the link mailed to the new one is opened, with the current password", async () => {
    const camille = await member("camille@example.fr");
    await member("louis@example.fr");
    const cookie = camille.cookies.header();
    const url = "/api/auth/email/change";

    expect((await call("POST", url, null, { newEmail: "c.durand@example.fr", currentPassword: password })).statusCode).toBe(401);
    const wrong = await call("POST", url, cookie, { newEmail: "c.durand@example.fr", currentPassword: "pas le bon" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields.currentPassword.message).toBe("Wrong password");
    const taken = await call("POST", url, cookie, { newEmail: "Louis@example.fr", currentPassword: password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.newEmail.message).toBe("A user is already associated with this email address");
    const same = await call("POST", url, cookie, { newEmail: "camille@example.fr", currentPassword: password });
    expect(same.json().error.fields.newEmail.message).toBe("This is already your e-mail address.");
    const invalid = await call("POST", url, cookie, { newEmail: "pas une adresse", currentPassword: password });
    expect(invalid.json().error.fields.newEmail.message).toBe("Please enter a valid e-mail address.");

    const asked = await call("POST", url, cookie, { newEmail: "C.Durand@example.fr", currentPassword: password });
    expect(asked.statusCode).toBe(202);
    const mail = (await readOutbox(outbox())).find((m) => m.to === "c.durand@example.fr");
    expect(mail?.subject).toBe("Confirm your new e-mail address");
    expect(mail?.links.at(-1)).toMatch(/^http:\/\/localhost:3000\/en\/auth\/verify-email\/confirm\?token=/);
    // Until the link is opened, nothing has changed.
    expect((await call("POST", "/api/auth/sign-in", null, { email: "camille@example.fr", password })).statusCode).toBe(200);

    const token = await lastLinkToken(outbox(), "c.durand@example.fr");
    const confirmed = await call("POST", "/api/auth/verification/confirm", null, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: "c.durand@example.fr" });
    expect((await call("POST", "/api/auth/sign-in", null, { email: "camille@example.fr", password })).statusCode).toBe(404);
    expect((await call("POST", "/api/auth/sign-in", null, { email: "c.durand@example.fr", password })).statusCode).toBe(200);
    const record = await t.db.kysely.selectFrom("users").select("email").where("id", "=", camille.uid).executeTakeFirstOrThrow();
    expect(record.email).toBe("c.durand@example.fr");
    // Opening the link signed nobody in: the only sessions are the ones made by signing in.
    const sessions = await t.db.kysely
      .selectFrom("auth_session" as never)
      .select("userId" as never)
      .execute();
    expect(sessions).toHaveLength(4);
    const reused = await call("POST", "/api/auth/verification/confirm", null, { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe("The link is no longer valid");
  });

  it("keeps where a visitor was going through sign-up and the verification link, and only paths of this site", async () => {
    const body = { firstName: "Camille", lastName: "Durand", password, passwordConfirmation: password };
    await call("POST", "/api/auth/sign-up", null, { ...body, email: "camille@example.fr", redirectTo: "/add-activity" }, "fr");
    const link = (await readOutbox(outbox())).find((m) => m.to === "camille@example.fr")?.links.at(-1) ?? "";
    expect(new URL(link).pathname).toBe("/auth/verify-email/confirm");
    expect(new URL(link).searchParams.get("redirectTo")).toBe("/add-activity");

    await call("POST", "/api/auth/sign-up", null, { ...body, email: "louis@example.fr", redirectTo: "//evil.example/x" });
    const elsewhere = (await readOutbox(outbox())).find((m) => m.to === "louis@example.fr")?.links.at(-1) ?? "";
    expect(new URL(elsewhere).searchParams.has("redirectTo")).toBe(false);
    // A dot segment in front of "//" resolves to another host: refused the same way.
    await call("POST", "/api/auth/sign-up", null, { ...body, email: "jade@example.fr", redirectTo: "/.//evil.example/phish" });
    const dotted = (await readOutbox(outbox())).find((m) => m.to === "jade@example.fr")?.links.at(-1) ?? "";
    expect(new URL(dotted).pathname).toMatch(/\/auth\/verify-email\/confirm$/);
    expect(new URL(dotted).searchParams.has("redirectTo")).toBe(false);

    const resent = await call("POST", "/api/auth/verification/resend", null, {
      email: "camille@example.fr",
      redirectTo: "/add-activity",
    });
    expect(resent.statusCode).toBe(202);
    const again =
      (await readOutbox(outbox()))
        .filter((m) => m.to === "camille@example.fr")
        .at(-1)
        ?.links.at(-1) ?? "";
    expect(new URL(again).searchParams.get("redirectTo")).toBe("/add-activity");
  });

  it("edits the profile fields and refuses a phone number that is not a real one", async () => {
    const camille = await member("camille@example.fr");
    const url = `/api/users/${camille.uid}`;
    const edited = await call("PATCH", url, camille.cookies.header(), {
      firstName: "Camille",
      lastName: "Martin",
      city: "Lyon",
      company: "Atelier Martin",
      phone: "+33 6 12 34 56 78",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      lastName: "Martin",
      city: "Lyon",
      company: "Atelier Martin",
      phone: "+33 6 12 34 56 78",
    });
    const bad = await call("PATCH", url, camille.cookies.header(), { phone: "06 12" }, "fr");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone.message).toBe("Un numéro de téléphone doit être valide");
    const louis = await member("louis@example.fr");
    expect((await call("PATCH", url, louis.cookies.header(), { city: "Paris" })).statusCode).toBe(403);
    expect((await call("PATCH", url, null, { city: "Paris" })).statusCode).toBe(401);
  });
});
