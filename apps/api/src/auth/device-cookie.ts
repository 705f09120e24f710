import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * OWASP's device cookie, against lock-out by password guessing (docs/security-accounts.md):
 * a browser that signed in to an account once carries a signed cookie naming that account. Its later sign-in
 * attempts for that account are counted per device, not with the per-e-mail limit that anyone can exhaust, so an
 * attacker without the password cannot keep its owner out.
 */
export const DEVICE_COOKIE = "alentour_device";

// Half a year: a browser used now and then stays trusted; each successful sign-in issues a fresh one.
const MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

export type DeviceCookies = {
  /** After a successful sign-in: a new cookie for `email`, with a new nonce. */
  issue: (reply: FastifyReply, email: string) => void;
  /** The nonce of the request's device cookie when it is genuine and names `email`; null otherwise. */
  trustedFor: (request: FastifyRequest, email: string) => string | null;
};

export function createDeviceCookies(options: { secret: string; secure: boolean }): DeviceCookies {
  // A key of its own, derived from the auth secret, so that no other signature of ours passes for one.
  const key = createHmac("sha256", options.secret).update("alentour device cookie v1").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest();
  const login = (email: string) => Buffer.from(email.toLowerCase()).toString("base64url");

  return {
    issue(reply, email) {
      const payload = `${login(email)}.${randomBytes(18).toString("base64url")}`;
      reply.setCookie(DEVICE_COOKIE, `${payload}.${sign(payload).toString("base64url")}`, {
        // Only the sign-in and account routes read it; nothing else needs to carry it.
        path: "/api/auth",
        httpOnly: true,
        sameSite: "strict",
        secure: options.secure,
        maxAge: MAX_AGE_SECONDS,
      });
    },

    trustedFor(request, email) {
      const value = request.cookies[DEVICE_COOKIE];
      if (!value || value.length > 512) return null;
      const [name, nonce, signature, ...rest] = value.split(".");
      if (!name || !nonce || !signature || rest.length > 0 || name !== login(email)) return null;
      const expected = sign(`${name}.${nonce}`);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return nonce;
    },
  };
}
