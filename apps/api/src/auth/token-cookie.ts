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
}

/** Signed out: the cookie is cleared to empty. */
export function clearTokenCookie(reply: FastifyReply, options: Options): void {
  reply.setCookie(TOKEN_COOKIE, "", { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: 0 });
}
