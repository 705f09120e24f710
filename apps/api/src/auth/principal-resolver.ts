import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Auth } from "./auth.ts";
import type { Principal, PrincipalResolver, Role } from "./principal.ts";
import { TOKEN_COOKIE } from "./token-cookie.ts";

const roles = new Set<Role>(["user", "support", "admin"]);

/**
 * Who calls: the `token` cookie's JWT when it verifies (no database hit), else the better-auth session
 * cookie (one lookup), else nobody.
 */
export function createPrincipalResolver(options: { auth: Auth; db: Kysely<Database>; origin: string }): PrincipalResolver {
  const { auth, db, origin } = options;
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
    const role = payload.role as Role;
    if (!payload.sub || typeof payload.email !== "string" || !roles.has(role)) return null;
    return { uid: payload.sub, email: payload.email, role };
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
