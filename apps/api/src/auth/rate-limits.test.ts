import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rateLimitStores } from "#app/test-support/rate-limit-stores.ts";
import { createTestApp } from "#app/test-support/test-app.ts";

const stores = rateLimitStores();

const origin = "http://localhost:3000";

describe.each(stores)("rate limits in %s", (_name, makeLimits) => {
  it("answers sign-in attempts from one address with 429 at 26, with Retry-After and a clear message", async () => {
    const t = await createTestApp("sqlite", { realAuth: true, rateLimits: makeLimits() });
    try {
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const attempt = (i: number, language = "en") =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in",
          remoteAddress: ip,
          headers: { origin, "accept-language": language },
          payload: { email: `nobody-${i}-${randomUUID()}@example.fr`, password: "whatever it is" },
        });
      for (let i = 1; i <= 25; i++) expect((await attempt(i)).statusCode, `attempt ${i}`).toBe(404);
      const refused = await attempt(26);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(200);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(300);
      expect(refused.json().error.message).toBe("Too many attempts. Please try again in 5 minutes.");
      expect((await attempt(27, "fr")).json().error.message).toBe("Trop de tentatives. Veuillez réessayer dans 5 minutes.");
    } finally {
      await t.close();
    }
  });

  it("counts per e-mail and per limit: 5 reset requests per 30 minutes for one address", async () => {
    const limits = makeLimits();
    const email = `reset-${randomUUID()}@example.fr`;
    for (let i = 0; i < 5; i++) await limits.consume("reset-email", email);
    await expect(limits.consume("reset-email", email.toUpperCase())).rejects.toMatchObject({
      code: "request/too-many",
      status: 429,
    });
    await expect(limits.consume("verification-email", email)).resolves.toBeUndefined();
    await expect(limits.consume("reset-email", `other-${email}`)).resolves.toBeUndefined();
  });

  it("limits sign-in per e-mail at 25 an hour, from any address", async () => {
    const limits = makeLimits();
    const email = `target-${randomUUID()}@example.fr`;
    for (let i = 0; i < 25; i++) await limits.consume("sign-in-email", email);
    await expect(limits.consume("sign-in-email", email)).rejects.toMatchObject({ params: { minutes: 60 } });
  });

  if (_name === "redis") {
    it("shares counts between two api instances", async () => {
      const a = makeLimits();
      const b = makeLimits();
      const email = `shared-${randomUUID()}@example.fr`;
      for (let i = 0; i < 3; i++) await a.consume("verification-email", email);
      for (let i = 0; i < 2; i++) await b.consume("verification-email", email);
      await expect(a.consume("verification-email", email)).rejects.toMatchObject({ code: "request/too-many" });
    });
  }
});
