import { readFile } from "node:fs/promises";
import path from "node:path";
import { SignJWT } from "jose";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cookieJar as jar } from "#app/test-support/accounts.ts";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";

const origin = "http://localhost:3000";
const strongPassword = "la girafe mange des crêpes";
const signUpBody = (email: string, extra: object = {}) => ({
  firstName: "Camille",
  lastName: "Durand",
  email,
  password: strongPassword,
  passwordConfirmation: strongPassword,
  city: "Nantes",
  ...extra,
});

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { realAuth: true });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { origin, ...headers } });
  const outbox = () => t.config.mail.outboxDir;

  async function signUpAndVerify(email: string) {
    expect((await post("/api/auth/sign-up", signUpBody(email))).statusCode).toBe(201);
    const token = await lastLinkToken(outbox(), email);
    expect((await post("/api/auth/verification/confirm", { token })).statusCode).toBe(200);
  }

  async function signIn(email: string, password = strongPassword) {
    const cookies = jar();
    const response = await post("/api/auth/sign-in", { email, password });
    cookies.take(response.headers["set-cookie"]);
    return { response, cookies };
  }

  it("signs up, mails a verification link in the user's language, and creates the users record", async () => {
    const response = await post("/api/auth/sign-up", signUpBody("camille@example.fr"), { "accept-language": "en" });
    expect(response.statusCode).toBe(201);
    const [mail] = await readOutbox(outbox());
    expect(mail).toMatchObject({ to: "camille@example.fr", subject: "Confirm your e-mail address" });
    expect(mail?.html).toContain("<a href=");
    expect(mail?.links.at(-1)).toMatch(/^http:\/\/localhost:3000\/en\/auth\/verify-email\/confirm\?token=/);

    const french = await post("/api/auth/sign-up", signUpBody("louis@example.fr"), { "accept-language": "fr-FR" });
    expect(french.statusCode).toBe(201);
    const frenchMail = (await readOutbox(outbox())).find((m) => m.to === "louis@example.fr");
    expect(frenchMail?.subject).toBe("Confirmez votre adresse e-mail");
    expect(frenchMail?.links.at(-1)).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\/confirm\?token=/);
  });

  it("survives a double submit: one account, one answer that the address is taken, nothing deleted", async () => {
    const [a, b] = await Promise.all([
      post("/api/auth/sign-up", signUpBody("double@example.fr")),
      post("/api/auth/sign-up", signUpBody("double@example.fr")),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const token = await lastLinkToken(outbox(), "double@example.fr");
    expect((await post("/api/auth/verification/confirm", { token })).statusCode).toBe(200);
    expect((await signIn("double@example.fr")).response.statusCode).toBe(200);
  });

  it("refuses an existing e-mail, a weak password and different passwords, next to the right field", async () => {
    await post("/api/auth/sign-up", signUpBody("camille@example.fr"));
    const taken = await post("/api/auth/sign-up", signUpBody("Camille@Example.fr"), { "accept-language": "en" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email.message).toBe("A user is already associated with this email address");

    const weak = await post(
      "/api/auth/sign-up",
      signUpBody("weak@example.fr", { password: "password123", passwordConfirmation: "password123" }),
      {
        "accept-language": "en",
      },
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error).toMatchObject({ code: "auth/weak-password", message: "Your password is not strong enough" });
    expect(weak.json().error.fields.password.code).toBe("auth/weak-password");

    const mismatch = await post(
      "/api/auth/sign-up",
      signUpBody("mismatch@example.fr", { passwordConfirmation: "autre chose encore" }),
      {
        "accept-language": "en",
      },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.passwordConfirmation.message).toBe("The two passwords do not match.");

    const short = await post(
      "/api/auth/sign-up",
      signUpBody("short@example.fr", { password: "abc", passwordConfirmation: "abc" }),
    );
    expect(short.json().error.fields.password.code).toBe("auth/password-too-short");
    expect((await readOutbox(outbox())).map((m) => m.to)).toEqual(["camille@example.fr"]);
  });

  it("requires a verified e-mail to sign in, then sets an HttpOnly `token` cookie with a verifiable JWT", async () => {
    await post("/api/auth/sign-up", signUpBody("camille@example.fr"));
    const unverified = await post("/api/auth/sign-in", { email: "camille@example.fr", password: strongPassword });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe("auth/email-not-verified");

    const token = await lastLinkToken(outbox(), "camille@example.fr");
    const confirmed = await post("/api/auth/verification/confirm", { token });
    expect(confirmed.json()).toEqual({ email: "camille@example.fr" });

    const { response, cookies } = await signIn("camille@example.fr");
    expect(response.statusCode).toBe(200);
    const tokenCookie = [response.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("token="));
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).not.toMatch(/Secure/);
    expect(cookies.get("token")?.split(".")).toHaveLength(3);

    // The token alone identifies the caller: no session cookie sent.
    const session = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { cookie: `token=${cookies.get("token")}` },
    });
    expect(session.json().principal).toMatchObject({ email: "camille@example.fr", role: "user" });

    const jwks = await t.app.inject({ method: "GET", url: "/api/auth/jwks" });
    expect(jwks.json().keys.length).toBeGreaterThan(0);

    const uid = response.json().uid;
    const record = await t.app.inject({ method: "GET", url: `/api/users/${uid}`, headers: { cookie: cookies.header() } });
    expect(record.json()).toMatchObject({
      id: uid,
      email: "camille@example.fr",
      firstName: "Camille",
      lastName: "Durand",
      city: "Nantes",
    });

    const account = await t.app.inject({ method: "GET", url: "/api/auth/account", headers: { cookie: cookies.header() } });
    expect(account.json()).toMatchObject({
      email: "camille@example.fr",
      emailVerified: true,
      displayName: "Camille Durand",
      isAnonymous: false,
      providerData: [{ providerId: "password", email: "camille@example.fr" }],
    });
    expect(Date.parse(account.json().metadata.lastSignInTime)).not.toBeNaN();
  });

  it("tells an unknown e-mail from a wrong password", async () => {
    await signUpAndVerify("camille@example.fr");
    const unknown = await post(
      "/api/auth/sign-in",
      { email: "nobody@example.fr", password: strongPassword },
      { "accept-language": "en" },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields.email.message).toBe("No user associated with this email address");
    const wrong = await post(
      "/api/auth/sign-in",
      { email: "camille@example.fr", password: "not the password" },
      { "accept-language": "en" },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields.password.message).toBe("Wrong password");
  });

  it("ends a suspended account's sessions and token, and refuses its sign-in", async () => {
    await signUpAndVerify("camille@example.fr");
    await signUpAndVerify("ada@example.fr");
    await t.db.kysely.updateTable("users").set({ role: "admin" }).where("email", "=", "ada@example.fr").execute();
    const admin = await signIn("ada@example.fr");
    const camille = await signIn("camille@example.fr");
    const me = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: camille.cookies.header() } });
    expect(me.statusCode).toBe(200);
    const uid = me.json().principal.uid;

    const suspend = await post(`/api/admin/users/${uid}/suspension`, { suspended: true }, { cookie: admin.cookies.header() });
    expect(suspend.statusCode).toBe(200);
    // Her still-unexpired token and her session cookie no longer identify her.
    const after = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: camille.cookies.header() } });
    expect(after.statusCode).toBe(401);
    expect((await post("/api/auth/token", {}, { cookie: camille.cookies.header() })).statusCode).toBe(401);
    const again = await post(
      "/api/auth/sign-in",
      { email: "camille@example.fr", password: strongPassword },
      { "accept-language": "en" },
    );
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe("This account is suspended. Please contact customer service.");

    await post(`/api/admin/users/${uid}/suspension`, { suspended: false }, { cookie: admin.cookies.header() });
    expect((await signIn("camille@example.fr")).response.statusCode).toBe(200);
  });

  it("gives a new session at each sign-in, refreshes the token, and signs out to an empty cookie", async () => {
    await signUpAndVerify("camille@example.fr");
    const first = await signIn("camille@example.fr");
    const second = await signIn("camille@example.fr");
    const sessionCookie = (c: ReturnType<typeof jar>) => c.header().match(/alentour\.session_token=([^;]+)/)?.[1];
    expect(sessionCookie(first.cookies)).toBeTruthy();
    expect(sessionCookie(first.cookies)).not.toBe(sessionCookie(second.cookies));

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await post("/api/auth/token", {}, { cookie: first.cookies.header() });
    expect(refreshed.statusCode).toBe(200);
    const before = first.cookies.get("token");
    first.cookies.take(refreshed.headers["set-cookie"]);
    expect(first.cookies.get("token")).toBeTruthy();
    expect(first.cookies.get("token")).not.toBe(before);

    const out = await post("/api/auth/sign-out", {}, { cookie: first.cookies.header() });
    expect(out.statusCode).toBe(204);
    const cleared = [out.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("token="));
    expect(cleared).toMatch(/^token=;/);
    first.cookies.take(out.headers["set-cookie"]);
    const afterOut = await post("/api/auth/token", {}, { cookie: first.cookies.header() });
    expect(afterOut.statusCode).toBe(401);
  });

  it("tells expired, reused and forged verification links apart", async () => {
    await post("/api/auth/sign-up", signUpBody("camille@example.fr"));
    const token = await lastLinkToken(outbox(), "camille@example.fr");
    const forged = await post(
      "/api/auth/verification/confirm",
      { token: `${token.slice(0, -4)}AAAA` },
      { "accept-language": "en" },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe("The link is no longer valid");
    expect((await post("/api/auth/verification/confirm", { token })).statusCode).toBe(200);
    const reused = await post("/api/auth/verification/confirm", { token }, { "accept-language": "en" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe("The link is no longer valid");

    // A link of 25 hours ago for an account still waiting: signed as the api signs them, now past its 24 hours.
    await post("/api/auth/sign-up", signUpBody("eve@example.fr"));
    const secret = (await readFile(path.join(t.config.dataDir, "auth-secret"), "utf8")).trim();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: "eve@example.fr" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(now - 25 * 3600)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(secret));
    const old = await post("/api/auth/verification/confirm", { token: expired }, { "accept-language": "en" });
    expect(old.statusCode).toBe(410);
    expect(old.json().error.message).toBe("The link has expired");
  });

  it("resends the verification mail", async () => {
    await post("/api/auth/sign-up", signUpBody("camille@example.fr"));
    const resent = await post("/api/auth/verification/resend", { email: "camille@example.fr" });
    expect(resent.statusCode).toBe(202);
    expect((await readOutbox(outbox())).filter((m) => m.to === "camille@example.fr")).toHaveLength(2);
    expect((await post("/api/auth/verification/resend", { email: "nobody@example.fr" })).statusCode).toBe(202);
  });

  it("resets a password once with a mailed link, ends every session and does not sign in", async () => {
    await signUpAndVerify("camille@example.fr");
    const { cookies } = await signIn("camille@example.fr");
    expect(
      (await post("/api/auth/password-reset/request", { email: "camille@example.fr" }, { "accept-language": "en" })).statusCode,
    ).toBe(202);
    const mail = (await readOutbox(outbox())).at(-1);
    expect(mail?.subject).toBe("Reset your password");
    const token = await lastLinkToken(outbox(), "camille@example.fr");

    // The page checks the link first; checking does not use it up.
    expect((await post("/api/auth/password-reset/check", { token })).json()).toEqual({ valid: true });
    expect((await post("/api/auth/password-reset/check", { token })).statusCode).toBe(200);
    const forged = await post("/api/auth/password-reset/check", { token: "forged" }, { "accept-language": "en" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe("Password edit link invalid");

    const weak = await post("/api/auth/password-reset/confirm", {
      token,
      password: "password123",
      passwordConfirmation: "password123",
    });
    expect(weak.json().error.code).toBe("auth/weak-password");

    const newPassword = "un nouveau mot de passe solide";
    const done = await post("/api/auth/password-reset/confirm", {
      token,
      password: newPassword,
      passwordConfirmation: newPassword,
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers["set-cookie"]).toBeUndefined();
    const again = await post(
      "/api/auth/password-reset/confirm",
      { token, password: newPassword, passwordConfirmation: newPassword },
      { "accept-language": "en" },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("Password edit link invalid");
    expect((await post("/api/auth/password-reset/check", { token })).json().error.code).toBe("auth/reset-link-invalid");

    const oldSession = await post("/api/auth/token", {}, { cookie: cookies.header().replace(/token=[^;]+;?\s*/, "") });
    expect(oldSession.statusCode).toBe(401);
    expect((await signIn("camille@example.fr")).response.statusCode).toBe(401);
    expect((await signIn("camille@example.fr", newPassword)).response.statusCode).toBe(200);
  });

  it("says a reset link has expired after its hour", async () => {
    await signUpAndVerify("camille@example.fr");
    await post("/api/auth/password-reset/request", { email: "camille@example.fr" });
    const token = await lastLinkToken(outbox(), "camille@example.fr");
    // An hour later: the stored expiry moved into the past, in whatever form this database keeps it.
    const { rows } = await sql<{ expiresAt: unknown }>`select "expiresAt" from auth_verification`.execute(t.db.kysely);
    const stored = rows[0]?.expiresAt;
    const past = new Date(Date.now() - 60_000);
    const value = typeof stored === "number" ? past.getTime() : typeof stored === "string" ? past.toISOString() : past;
    await sql`update auth_verification set "expiresAt" = ${value}`.execute(t.db.kysely);
    // The page asks first: the link is expired, not merely invalid.
    const checked = await post("/api/auth/password-reset/check", { token }, { "accept-language": "en" });
    expect(checked.statusCode).toBe(410);
    expect(checked.json().error.message).toBe("Password reset link expired");
    // Asked again (the visitor reloads), it is gone: better-auth drops expired entries whenever it reads one.
    const again = await post(
      "/api/auth/password-reset/confirm",
      { token, password: "un nouveau mot de passe solide", passwordConfirmation: "un nouveau mot de passe solide" },
      {
        "accept-language": "en",
      },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("Password edit link invalid");
  });

  it("changes the password with the current one, and can end the other sessions", async () => {
    await signUpAndVerify("camille@example.fr");
    const here = await signIn("camille@example.fr");
    const elsewhere = await signIn("camille@example.fr");
    const newPassword = "encore un autre mot de passe long";
    const wrong = await post(
      "/api/auth/password/change",
      { currentPassword: "nope nope nope", password: newPassword, passwordConfirmation: newPassword },
      { cookie: here.cookies.header(), "accept-language": "en" },
    );
    expect(wrong.json().error.fields.currentPassword.message).toBe("Wrong password");
    const changed = await post(
      "/api/auth/password/change",
      { currentPassword: strongPassword, password: newPassword, passwordConfirmation: newPassword, revokeOtherSessions: true },
      { cookie: here.cookies.header() },
    );
    expect(changed.statusCode).toBe(200);
    here.cookies.take(changed.headers["set-cookie"]);
    expect((await post("/api/auth/token", {}, { cookie: here.cookies.header() })).statusCode).toBe(200);
    const other = elsewhere.cookies.header().replace(/token=[^;]+;?\s*/, "");
    expect((await post("/api/auth/token", {}, { cookie: other })).statusCode).toBe(401);
  });

  it("keeps the account when the verification mail cannot be sent; the resend action then delivers it", async () => {
    let down = true;
    const sent: string[] = [];
    const flaky = await createTestApp(kind, {
      realAuth: true,
      mailer: {
        send: async (mail) => {
          if (down) throw new Error("SMTP refused");
          sent.push(mail.to);
        },
        close: () => {},
      },
    });
    try {
      const signUp = await flaky.app.inject({
        method: "POST",
        url: "/api/auth/sign-up",
        payload: signUpBody("camille@example.fr"),
        headers: { origin },
      });
      expect(signUp.statusCode).toBe(201);
      const taken = await flaky.app.inject({
        method: "POST",
        url: "/api/auth/sign-up",
        payload: signUpBody("camille@example.fr"),
        headers: { origin },
      });
      expect(taken.json().error.code).toBe("auth/email-already-in-use");
      down = false;
      const resend = await flaky.app.inject({
        method: "POST",
        url: "/api/auth/verification/resend",
        payload: { email: "camille@example.fr" },
        headers: { origin },
      });
      expect(resend.statusCode).toBe(202);
      await expect.poll(() => sent).toEqual(["camille@example.fr"]);
    } finally {
      await flaky.close();
    }
  });

  it("refuses state-changing calls that carry cookies from another origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "https://evil.example", cookie: "token=x" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("request/origin-rejected");
  });
});
