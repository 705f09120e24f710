import { isRole } from "@alentour/domain/roles";
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Auth } from "./auth.ts";
import type { Principal, PrincipalResolver } from "./principal.ts";
import { TOKEN_COOKIE } from "./token-cookie.ts";
import type { TokenRevocations } from "./token-revocations.ts";

/**
 * Who calls: the `token` cookie's JWT when it verifies and has not been revoked (the account's state is
 * cached for a few seconds, see token-revocations.ts), else the better-auth session cookie (one lookup), else
 * nobody. A revoked token with a live session behind it thus gives way to the session, with its current role.
 */
export function createPrincipalResolver(options: {
  auth: Auth;
  db: Kysely<Database>;
  origin: string;
  revocations: TokenRevocations;
}): PrincipalResolver {
  const { auth, db, origin, revocations } = options;
  let keys: ReturnType<typeof createLocalJWKSet> | undefined;
  const loadKeys = async () => {
    keys = createLocalJWKSet((await auth.api.getJwks()) as JSONWebKeySet);
    return keys;
  };

  async function fromToken(token: string): Promise<Principal | null> {
    const verify = async (jwks: ReturnType<typeof createLocalJWKSet>) =>
      (await jwtVerify(token, jwks, { issuer: origin, audience: origin })).payload;
    let payload: Awaited<ReturnType<typeof verify>>;
    try {
      payload = await verify(keys ?? (await loadKeys()));
    } catch (error) {
      // A key minted after our copy of the key set was taken: take it again, once.
      if ((error as { code?: string }).code !== "ERR_JWKS_NO_MATCHING_KEY") return null;
      try {
        payload = await verify(await loadKeys());
      } catch {
        return null;
      }
    }
    const { sub, email, role } = payload;
    // Tokens minted before generations existed carry none: they belong to generation 0.
    const generation = payload.gen ?? 0;
    if (!sub || typeof email !== "string" || !isRole(role) || typeof generation !== "number") return null;
    if (!(await revocations.accepts({ uid: sub, role, generation }))) return null;
    return { uid: sub, email, role };
  }

  return async (request) => {
    const token = request.cookies[TOKEN_COOKIE];
    if (token) {
      const principal = await fromToken(token);
      if (principal) return principal;
    }
    if (!request.headers.cookie?.includes("session_token")) return null;
    const session = await auth.api.getSession({ headers: new Headers({ cookie: request.headers.cookie }) });
    if (!session) return null;
    const record = await db.selectFrom("users").select("role").where("id", "=", session.user.id).executeTakeFirst();
    return { uid: session.user.id, email: session.user.email, role: record?.role ?? "user" };
  };
}
