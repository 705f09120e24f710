import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_MAX_AGE_SECONDS } from "@alentour/domain/constants";
import type { FastifyReply } from "fastify";

/** The cookie that carries the short-lived ID token (docs/product.md#signed-in-state): HttpOnly, SameSite=Lax, Secure over https. */
export const TOKEN_COOKIE = "token";

type Options = { ttlSeconds: number; secure: boolean };

export function setTokenCookie(reply: FastifyReply, token: string, options: Options): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    maxAge: options.ttlSeconds,
  });
  // Readable by scripts on purpose: it holds nothing but "1", and only says whether asking for a token can work.
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure: options.secure,
    maxAge: SIGNED_IN_HINT_MAX_AGE_SECONDS,
  });
}

/** Signed out: the cookie is cleared to empty. */
export function clearTokenCookie(reply: FastifyReply, options: Options): void {
  reply.setCookie(TOKEN_COOKIE, "", { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: 0 });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "", { path: "/", httpOnly: false, sameSite: "lax", secure: options.secure, maxAge: 0 });
}
