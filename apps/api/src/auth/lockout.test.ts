import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lastLinkToken, readOutbox } from "#app/test-support/outbox.ts";
import { rateLimitStores } from "#app/test-support/rate-limit-stores.ts";
import { createTestApp, type TestApp } from "#app/test-support/test-app.ts";

const stores = rateLimitStores();

const origin = "http://localhost:3000";
const password = "la girafe mange des crêpes";
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** The cookies a response sets, as a Cookie header. */
const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair?.endsWith("="))
    .join("; ");

// Lock-out and enumeration abuse (docs/security-accounts.md): the device cookie and the per-address mail limit.
describe.each(stores)("lock-out on %s", (_name, makeLimits) => {
  let t: TestApp;
  let email: string;
  beforeEach(async () => {
    t = await createTestApp("sqlite", { realAuth: true, rateLimits: makeLimits() });
    email = `owner-${randomUUID()}@example.fr`;
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, options: { ip?: string; cookie?: string; locale?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: options.ip ?? randomIp(),
      headers: { origin, "accept-language": options.locale ?? "en", ...(options.cookie && { cookie: options.cookie }) },
    });

  async function owner() {
    expect(
      (
        await post("/api/auth/sign-up", {
          firstName: "Camille",
          lastName: "Durand",
          email,
          password,
          passwordConfirmation: password,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await post("/api/auth/verification/confirm", { token: await lastLinkToken(t.config.mail.outboxDir, email) })).statusCode,
    ).toBe(200);
  }

  it("lets the owner's browser sign in after 26 wrong passwords from 25 addresses; other browsers stay limited", {
    timeout: 180_000,
  }, async () => {
    await owner();
    const home = randomIp();
    const first = await post("/api/auth/sign-in", { email, password }, { ip: home });
    expect(first.statusCode).toBe(200);
    const device = [first.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("alentour_device="));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/api\/auth/);
    const deviceCookie = cookiesOf(device);
    // Signing out keeps the browser's device cookie.
    expect((await post("/api/auth/sign-out", {}, { ip: home, cookie: cookiesOf(first.headers["set-cookie"]) })).statusCode).toBe(
      204,
    );

    // Someone guesses from 25 addresses until the address is locked.
    const guesses = Array.from({ length: 25 }, randomIp);
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) {
      statuses.push(
        (await post("/api/auth/sign-in", { email, password: `guess ${i} au hasard` }, { ip: guesses[i % 25] })).statusCode,
      );
    }
    expect(statuses.slice(0, 24)).toEqual(Array(24).fill(401));
    expect(statuses.at(-1)).toBe(429);

    // The owner's browser gets in with the right password, and is handed a fresh device cookie.
    const back = await post("/api/auth/sign-in", { email, password }, { ip: home, cookie: deviceCookie });
    expect(back.statusCode).toBe(200);
    expect(cookiesOf(back.headers["set-cookie"])).toContain("alentour_device=");

    // Any other browser is limited as before, whether it has no cookie, a forged one, or one of another account.
    const [login = "", nonce = ""] = (deviceCookie.split("=")[1] ?? "").split(".");
    const forged = `alentour_device=${login}.${nonce}.${"A".repeat(43)}`;
    const otherAccount = `alentour_device=${Buffer.from(`x${email}`).toString("base64url")}.${nonce}.${deviceCookie.split(".").at(-1)}`;
    for (const cookie of [undefined, forged, otherAccount]) {
      const refused = await post("/api/auth/sign-in", { email, password }, { ip: randomIp(), ...(cookie && { cookie }) });
      expect(refused.statusCode, cookie ?? "no cookie").toBe(429);
      expect(refused.json().error.message).toBe("Too many attempts. Please try again in 60 minutes.");
    }
  });

  it("counts a trusted browser's own wrong passwords per device: it cannot guess without limit either", {
    timeout: 180_000,
  }, async () => {
    await owner();
    const signedIn = await post("/api/auth/sign-in", { email, password });
    const deviceCookie = cookiesOf(
      [signedIn.headers["set-cookie"] ?? []].flat().filter((line) => line.startsWith("alentour_device=")),
    );
    for (let i = 0; i < 25; i++) {
      expect(
        (await post("/api/auth/sign-in", { email, password: `guess ${i} au hasard` }, { cookie: deviceCookie })).statusCode,
      ).toBe(401);
    }
    expect((await post("/api/auth/sign-in", { email, password }, { cookie: deviceCookie })).statusCode).toBe(429);
  });

  it("sends the owner's browser a reset link even once requests from elsewhere used up the address's limit", async () => {
    await owner();
    const signedIn = await post("/api/auth/sign-in", { email, password });
    const deviceCookie = cookiesOf(
      [signedIn.headers["set-cookie"] ?? []].flat().filter((line) => line.startsWith("alentour_device=")),
    );
    for (let i = 0; i < 5; i++) expect((await post("/api/auth/password-reset/request", { email })).statusCode).toBe(202);
    expect((await post("/api/auth/password-reset/request", { email })).statusCode).toBe(429);
    expect((await post("/api/auth/password-reset/request", { email }, { cookie: deviceCookie })).statusCode).toBe(202);
    const resets = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.subject === "Reset your password");
    expect(resets).toHaveLength(6);
  });

  it("limits reset and verification mails per client address, answering alike for addresses with and without an account", async () => {
    await owner();
    const ip = randomIp();
    const answers: Array<{ status: number; body: string }> = [];
    for (let i = 0; i < 10; i++) {
      const target = i % 2 === 0 ? email : `nobody-${i}-${randomUUID()}@example.fr`;
      const url = i < 5 ? "/api/auth/password-reset/request" : "/api/auth/verification/resend";
      const answer = await post(url, { email: target }, { ip });
      answers.push({ status: answer.statusCode, body: answer.body });
    }
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`))).toEqual(new Set(['202 {"sent":true}']));
    for (const target of [email, `nobody-${randomUUID()}@example.fr`]) {
      const refused = await post("/api/auth/password-reset/request", { email: target }, { ip, locale: "fr" });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe("Trop de tentatives. Veuillez réessayer dans 30 minutes.");
    }
    // Only the account's own reset mails went out: three, the verification resends of a verified account none.
    const resets = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.subject === "Reset your password");
    expect(resets).toHaveLength(3);
  });
});
