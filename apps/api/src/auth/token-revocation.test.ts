import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#app/app.ts";
import { accounts, strongPassword, testOrigin } from "#app/test-support/accounts.ts";
import { lastLinkToken } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

// Each event that must end an account's tokens, seen from someone who holds a copy of the `token` cookie alone
// (no session cookie to fall back on): the api refuses it from the next request, reads and writes alike.
describe.each(databaseKinds)("token revocation on %s", (kind) => {
  let t: TestApp;
  const a = accounts(() => t);
  // A fresh database per test: on a loaded machine creating one outlasts the default 10 s hook timeout.
  beforeEach(async () => {
    t = await createTestApp(kind, { realAuth: true });
  }, 30_000);
  afterEach(() => t.close());

  const profileWrite = (cookie: string, uid: string) => a.request("PATCH", `/api/users/${uid}`, cookie, { city: "Brest" });

  it("sign-out ends the token everywhere; a sign-in in the same second gets a token that works", async () => {
    const uid = await a.signUp("camille@example.fr");
    const browser = await a.signIn("camille@example.fr");
    const copy = browser.tokenOnly();
    expect(await a.whoIs(copy)).toMatchObject({ uid, role: "user" });

    expect((await a.request("POST", "/api/auth/sign-out", browser.header())).statusCode).toBe(204);
    expect(await a.whoIs(copy)).toBe(401);
    expect((await profileWrite(copy, uid)).statusCode).toBe(401);

    // Right after the sign-out, within the same second as the revoked token was minted.
    const again = await a.signIn("camille@example.fr");
    expect(await a.whoIs(again.tokenOnly())).toMatchObject({ uid });
    expect((await profileWrite(again.tokenOnly(), uid)).statusCode).toBe(200);
  });

  it("a password change ends the other browsers' tokens and gives this one a new token", async () => {
    const uid = await a.signUp("camille@example.fr");
    const here = await a.signIn("camille@example.fr");
    const elsewhere = await a.signIn("camille@example.fr");
    const newPassword = "encore un autre mot de passe long";
    const changed = await a.request("POST", "/api/auth/password/change", here.header(), {
      currentPassword: strongPassword,
      password: newPassword,
      passwordConfirmation: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    here.take(changed.headers["set-cookie"]);
    expect(await a.whoIs(elsewhere.tokenOnly())).toBe(401);
    expect((await profileWrite(elsewhere.tokenOnly(), uid)).statusCode).toBe(401);
    expect(await a.whoIs(here.tokenOnly())).toMatchObject({ uid });
  });

  it("a password reset ends every token; signing in with the new password right after works", async () => {
    const uid = await a.signUp("camille@example.fr");
    const stolen = (await a.signIn("camille@example.fr")).tokenOnly();
    await a.request("POST", "/api/auth/password-reset/request", "", { email: "camille@example.fr" });
    const token = await lastLinkToken(t.config.mail.outboxDir, "camille@example.fr");
    const newPassword = "un nouveau mot de passe solide";
    const reset = await a.request("POST", "/api/auth/password-reset/confirm", "", {
      token,
      password: newPassword,
      passwordConfirmation: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(await a.whoIs(stolen)).toBe(401);
    expect((await profileWrite(stolen, uid)).statusCode).toBe(401);
    const fresh = await a.signIn("camille@example.fr", newPassword);
    expect(await a.whoIs(fresh.tokenOnly())).toMatchObject({ uid });
  });

  it("a demoted support member stops acting as support at once, and nothing is logged in their name", async () => {
    await a.signUp("ada@example.fr", "admin");
    const supportId = await a.signUp("sam@example.fr", "support");
    const admin = await a.signIn("ada@example.fr");
    const support = await a.signIn("sam@example.fr");
    const faq = {
      audience: "owners",
      questionFr: "Comment ajouter mon activité ?",
      answerFr: "Avec l'assistant d'ajout.",
      questionEn: "How do I add my activity?",
      answerEn: "With the add-activity wizard.",
    };
    expect((await a.request("POST", "/api/admin/faq", support.header(), faq)).statusCode).toBe(201);

    const demoted = await a.request("POST", `/api/admin/users/${supportId}/role`, admin.header(), { role: "user" });
    expect(demoted.statusCode).toBe(200);
    const entriesBefore = await t.db.kysely.selectFrom("audit_log").select("id").where("actor_id", "=", supportId).execute();
    expect(await a.whoIs(support.tokenOnly())).toBe(401);
    expect((await a.request("POST", "/api/admin/faq", support.tokenOnly(), faq)).statusCode).toBe(401);
    expect((await a.request("POST", "/api/admin/faq", support.header(), faq)).statusCode).toBe(401);
    const entriesAfter = await t.db.kysely.selectFrom("audit_log").select("id").where("actor_id", "=", supportId).execute();
    expect(entriesAfter).toHaveLength(entriesBefore.length);

    // Signed in again, they are a user: the console refuses them.
    const asUser = await a.signIn("sam@example.fr");
    expect(await a.whoIs(asUser.tokenOnly())).toMatchObject({ uid: supportId, role: "user" });
    expect((await a.request("POST", "/api/admin/faq", asUser.tokenOnly(), faq)).statusCode).toBe(403);
  });

  it("a promotion ends the old token too: the next one carries the new role", async () => {
    await a.signUp("ada@example.fr", "admin");
    const uid = await a.signUp("camille@example.fr");
    const admin = await a.signIn("ada@example.fr");
    const before = (await a.signIn("camille@example.fr")).tokenOnly();
    expect((await a.request("POST", `/api/admin/users/${uid}/role`, admin.header(), { role: "support" })).statusCode).toBe(200);
    expect(await a.whoIs(before)).toBe(401);
    expect(await a.whoIs((await a.signIn("camille@example.fr")).tokenOnly())).toMatchObject({ uid, role: "support" });
  });

  it("a suspension ends the token", async () => {
    await a.signUp("ada@example.fr", "admin");
    const uid = await a.signUp("camille@example.fr");
    const admin = await a.signIn("ada@example.fr");
    const stolen = (await a.signIn("camille@example.fr")).tokenOnly();
    const suspend = await a.request("POST", `/api/admin/users/${uid}/suspension`, admin.header(), { suspended: true });
    expect(suspend.statusCode).toBe(200);
    expect(await a.whoIs(stolen)).toBe(401);
    expect((await profileWrite(stolen, uid)).statusCode).toBe(401);
  });

  it("an account deletion ends the token: it can neither write nor bring the users record back", async () => {
    const uid = await a.signUp("camille@example.fr");
    const browser = await a.signIn("camille@example.fr");
    const stolen = browser.tokenOnly();
    expect((await a.request("DELETE", "/api/me", browser.header(), { password: strongPassword })).statusCode).toBe(204);
    expect(await a.whoIs(stolen)).toBe(401);
    const recreate = await a.request("PUT", `/api/users/${uid}`, stolen, { firstName: "Camille", lastName: "Durand" });
    expect(recreate.statusCode).toBe(401);
    expect(await t.db.kysely.selectFrom("users").select("id").where("id", "=", uid).executeTakeFirst()).toBeUndefined();
  });

  it("another api instance on the same database refuses revoked tokens within its cache window", async () => {
    const other = await buildApp({ config: t.config, db: t.db });
    await other.ready();
    try {
      await a.signUp("ada@example.fr", "admin");
      const admin = await a.signIn("ada@example.fr");
      const signedOut = { uid: await a.signUp("camille@example.fr"), browser: await a.signIn("camille@example.fr") };
      const suspended = { uid: await a.signUp("louis@example.fr"), browser: await a.signIn("louis@example.fr") };
      const deleted = { uid: await a.signUp("ines@example.fr"), browser: await a.signIn("ines@example.fr") };
      const all = [signedOut, suspended, deleted];
      // The other instance has seen each token and remembers each account as it was.
      for (const { uid, browser } of all) expect(await a.whoIs(browser.tokenOnly(), other)).toMatchObject({ uid });

      expect((await a.request("POST", "/api/auth/sign-out", signedOut.browser.header())).statusCode).toBe(204);
      const suspension = await a.request("POST", `/api/admin/users/${suspended.uid}/suspension`, admin.header(), {
        suspended: true,
      });
      expect(suspension.statusCode).toBe(200);
      const deletion = await a.request("DELETE", "/api/me", deleted.browser.header(), { password: strongPassword });
      expect(deletion.statusCode).toBe(204);
      for (const { browser } of all) expect(await a.whoIs(browser.tokenOnly())).toBe(401);

      // Past the window (2 s) the other instance has read the accounts again.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      for (const { uid, browser } of all) {
        expect(await a.whoIs(browser.tokenOnly(), other)).toBe(401);
        const write = await other.inject({
          method: "PUT",
          url: `/api/users/${uid}`,
          payload: { firstName: "Camille", lastName: "Durand" },
          headers: { origin: testOrigin, cookie: browser.tokenOnly() },
        });
        expect(write.statusCode).toBe(401);
      }
    } finally {
      await other.close();
    }
  });
});
