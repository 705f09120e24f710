import { isStaffRole, type Role } from "@alentour/domain/roles";
import { verifySessionToken } from "./session-token.ts";

export type Session = { uid: string; email: string; role: Role };

/**
 * The signed-in user of a request to an app's server, and the Set-Cookie headers to pass on to the browser.
 * A user's `token` cookie is verified locally; the api is asked when it is missing or stale and a session
 * cookie is there (which also renews the token), and always when the token claims the support team's powers:
 * a revoked token (sign-out, demotion, suspension…) must not show anyone a console it can no longer use
 * (docs/security.md, "Revocation"). The api refuses every write of a revoked token in any case.
 */
export async function resolveSession(
  request: Request,
  options: { apiOrigin: string; publicOrigin: string },
): Promise<{ session: Session | null; setCookies: string[] }> {
  const cookie = request.headers.get("cookie");
  const verified = await verifySessionToken(cookie, options);
  if (verified && !isStaffRole(verified.role)) return { session: verified, setCookies: [] };
  if (!cookie || (!verified && !cookie.includes("session_token"))) return { session: null, setCookies: [] };
  const response = await fetch(new URL("/api/session", options.apiOrigin), { headers: { cookie, accept: "application/json" } });
  if (!response.ok) return { session: null, setCookies: [] };
  const { principal } = (await response.json()) as { principal: Session };
  return { session: principal, setCookies: response.headers.getSetCookie() };
}

/** resolveSession, with the cookies to pass on already in a Headers object, as a route loader returns them. */
export async function sessionWithHeaders(request: Request, options: { apiOrigin: string; publicOrigin: string }) {
  const { session, setCookies } = await resolveSession(request, options);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return { session, headers };
}
