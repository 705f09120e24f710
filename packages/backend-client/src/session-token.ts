import { isRole } from "@alentour/domain/roles";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Session } from "./session.ts";

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * The signed-in user of a request, read from its `token` cookie and checked against the api's published
 * keys (fetched once, then cached): no database and no api round trip per request. Null when absent,
 * expired or forged.
 */
export async function verifySessionToken(
  cookieHeader: string | null,
  options: { apiOrigin: string; publicOrigin: string },
): Promise<Session | null> {
  const token = /(?:^|;\s*)token=([^;]+)/.exec(cookieHeader ?? "")?.[1];
  if (!token) return null;
  let keys = keySets.get(options.apiOrigin);
  if (!keys) {
    keys = createRemoteJWKSet(new URL("/api/auth/jwks", options.apiOrigin));
    keySets.set(options.apiOrigin, keys);
  }
  try {
    const { payload } = await jwtVerify(token, keys, { issuer: options.publicOrigin, audience: options.publicOrigin });
    if (!payload.sub || typeof payload.email !== "string" || !isRole(payload.role)) return null;
    return { uid: payload.sub, email: payload.email, role: payload.role };
  } catch {
    return null;
  }
}
