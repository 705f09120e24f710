import {
  changeEmailSchema,
  changePasswordSchema,
  emailOnlySchema,
  linkTokenSchema,
  newPasswordSchema,
  redirectPathSchema,
  signInSchema,
  signUpSchema,
} from "@alentour/domain/account";
import type { AuthAccount } from "@alentour/domain/auth-account";
import { AppError } from "@alentour/domain/errors";
import { isPasswordAccepted } from "@alentour/domain/password";
import { passwordStrength } from "@alentour/domain/password-strength";
import { APIError } from "better-auth/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { decodeJwt } from "jose";
import { z } from "zod";
import { requirePrincipal } from "#app/http/guards.ts";
import { requestLocale } from "#app/http/locale.ts";
import { doc } from "#app/http/openapi.ts";
import type { UserRepository } from "#app/users/user-repository.ts";
import { type Auth, mailContext } from "./auth.ts";
import type { DeviceCookies } from "./device-cookie.ts";
import type { RateLimits } from "./rate-limits.ts";
import type { Suspensions } from "./suspensions.ts";
import { clearTokenCookie, setTokenCookie } from "./token-cookie.ts";
import type { TokenRevocations } from "./token-revocations.ts";

type Deps = {
  auth: Auth;
  users: UserRepository;
  limits: RateLimits;
  suspensions: Suspensions;
  devices: DeviceCookies;
  revocations: TokenRevocations;
  tokenTtlSeconds: number;
  refreshMs: number;
  secureCookies: boolean;
};

/** The request's headers as better-auth expects them. */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto our reply, and returns a Cookie header holding them. */
export function forwardCookies(from: Headers, reply: FastifyReply): string {
  const cookies = from.getSetCookie();
  for (const cookie of cookies) reply.header("set-cookie", cookie);
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

export const codeOf = (error: unknown) =>
  error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;

function requireStrong(password: string, field: string) {
  if (!isPasswordAccepted(passwordStrength(password))) {
    throw new AppError("auth/weak-password", { fields: { [field]: "auth/weak-password" } });
  }
}

// Read apart from the forms' schemas: where to come back to after confirming the address. A path that is not
// ours is dropped rather than refused: the account matters more than the detour.
const backTo = z.object({ redirectTo: redirectPathSchema.optional().catch(undefined) });

/** Only what is needed to tell attempts apart in the logs: never the whole address. */
const maskEmail = (email: string) => email.replace(/^(.).*@/, "$1…@");

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  const { auth, users, limits, revocations } = deps;
  const cookieOptions = { ttlSeconds: deps.tokenTtlSeconds, secure: deps.secureCookies };
  const adapter = async () => (await auth.$context).internalAdapter;

  /**
   * Counts a password attempt for `email`: per device when the browser signed in to that account before (its
   * device cookie), per e-mail otherwise, so that guesses from elsewhere cannot keep the owner out.
   */
  async function countPasswordAttempt(request: FastifyRequest, email: string) {
    const device = deps.devices.trustedFor(request, email);
    if (device) await limits.consume("sign-in-device", device);
    else await limits.consume("sign-in-email", email);
  }

  /** Mints the `token` JWT for the session whose cookie is in `cookie`, and sets it on the reply. */
  async function issueToken(reply: FastifyReply, cookie: string) {
    const { token } = await auth.api.getToken({ headers: new Headers({ cookie }) });
    setTokenCookie(reply, token, cookieOptions);
    return token;
  }

  app.post(
    "/api/auth/sign-up",
    doc({
      summary: "Create an account; a confirmation link is mailed",
      tags: ["auth"],
      body: signUpSchema,
      responses: { 201: "Account created" },
    }),
    async (request, reply) => {
      await limits.consume("sign-up-ip", request.ip);
      const input = signUpSchema.parse(request.body);
      const { redirectTo } = backTo.parse(request.body);
      requireStrong(input.password, "password");
      const email = input.email.toLowerCase();
      if (await (await adapter()).findUserByEmail(email)) {
        throw new AppError("auth/email-already-in-use", { fields: { email: "auth/email-already-in-use" } });
      }
      const internal = await adapter();
      // Nothing half-written: an account whose verification mail or users record failed is removed again.
      const undo = async (uid: string) => {
        await internal.deleteAccounts(uid);
        await internal.deleteUser(uid);
      };
      const taken = () => new AppError("auth/email-already-in-use", { fields: { email: "auth/email-already-in-use" } });
      let user: { id: string };
      try {
        ({ user } = await mailContext.run({ locale: requestLocale(request), redirectTo }, () =>
          auth.api.signUpEmail({ body: { name: `${input.firstName} ${input.lastName}`, email, password: input.password } }),
        ));
      } catch (error) {
        // The other request of a double submit inserted the address first (a unique-key failure here).
        if (await internal.findUserByEmail(email)) throw taken();
        throw error;
      }
      // A concurrent sign-up for the same address won the race: better-auth then answers with a stand-in user
      // (it hides existing addresses once verification is required). That account is not ours to touch.
      if (!(await internal.findUserById(user.id))) throw taken();
      try {
        await users.create(user.id, email, {
          firstName: input.firstName,
          lastName: input.lastName,
          city: input.city ?? null,
          company: input.company ?? null,
          phone: input.phone ?? null,
          photoUrl: null,
        });
      } catch (error) {
        await undo(user.id);
        throw error;
      }
      request.log.info({ uid: user.id }, "auth: account created, verification mail sent");
      reply.status(201);
      return { email, verificationSent: true };
    },
  );

  app.post(
    "/api/auth/sign-in",
    doc({ summary: "Sign in with e-mail and password; sets the session and token cookies", tags: ["auth"], body: signInSchema }),
    async (request, reply) => {
      const { email: typed, password } = signInSchema.parse(request.body);
      const email = typed.toLowerCase();
      await limits.consume("sign-in-ip", request.ip);
      await countPasswordAttempt(request, email);
      const log = request.log.child({ email: maskEmail(email), ip: request.ip });
      if (!(await (await adapter()).findUserByEmail(email))) {
        log.info("auth: sign-in refused, unknown e-mail");
        throw new AppError("auth/user-not-found", { fields: { email: "auth/user-not-found" } });
      }
      if (await deps.suspensions.isSuspendedEmail(email)) {
        log.info("auth: sign-in refused, account suspended");
        throw new AppError("auth/suspended");
      }
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: headersOf(request),
          returnHeaders: true,
        });
        await issueToken(reply, forwardCookies(headers, reply));
        deps.devices.issue(reply, email);
        log.info({ uid: response.user.id }, "auth: signed in");
        return { uid: response.user.id, refreshInMs: deps.refreshMs };
      } catch (error) {
        const code = codeOf(error);
        log.info({ code }, "auth: sign-in refused");
        if (code === "INVALID_EMAIL_OR_PASSWORD")
          throw new AppError("auth/wrong-password", { fields: { password: "auth/wrong-password" } });
        if (code === "EMAIL_NOT_VERIFIED") throw new AppError("auth/email-not-verified");
        throw error;
      }
    },
  );

  // The browser calls this every 10 minutes while signed in, and whenever it needs a fresh token.
  app.post(
    "/api/auth/token",
    doc({ summary: "A fresh signed token for the current session", tags: ["auth"], access: "signed-in" }),
    async (request, reply) => {
      const session = await auth.api.getSession({ headers: headersOf(request) });
      if (!session) {
        clearTokenCookie(reply, cookieOptions);
        throw new AppError("auth/unauthenticated");
      }
      await issueToken(reply, request.headers.cookie ?? "");
      return { uid: session.user.id, expiresInSeconds: deps.tokenTtlSeconds, refreshInMs: deps.refreshMs };
    },
  );

  // Who the api takes the caller to be (401 when anonymous). App servers ask it when the `token` cookie they
  // verify themselves is missing or stale; with a live session the answer carries a fresh token cookie.
  app.get(
    "/api/session",
    doc({ summary: "Who is calling: the principal of the session or token", tags: ["auth"], access: "signed-in" }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (request.headers.cookie?.includes("session_token")) {
        await issueToken(reply, request.headers.cookie).catch(() => undefined);
      }
      return { principal };
    },
  );

  // Signing out ends the account's tokens everywhere, not only this browser's cookie: a copy of the token taken
  // elsewhere stops working too. The account's other sessions go on, and get a new token at their next call.
  app.post(
    "/api/auth/sign-out",
    doc({ summary: "End the session and clear the cookies", tags: ["auth"] }),
    async (request, reply) => {
      if (request.principal) await revocations.revoke(request.principal.uid);
      try {
        const { headers } = await auth.api.signOut({ headers: headersOf(request), returnHeaders: true });
        forwardCookies(headers, reply);
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
      }
      clearTokenCookie(reply, cookieOptions);
      request.log.info({ uid: request.principal?.uid }, "auth: signed out");
      reply.status(204);
    },
  );

  app.get(
    "/api/auth/jwks",
    doc({ summary: "The public keys that verify the signed tokens (JWKS)", tags: ["auth"] }),
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return auth.api.getJwks();
    },
  );

  app.post(
    "/api/auth/verification/resend",
    doc({ summary: "Mail the address confirmation link again", tags: ["auth"], body: emailOnlySchema }),
    async (request, reply) => {
      const { email: typed } = emailOnlySchema.parse(request.body);
      const { redirectTo } = backTo.parse(request.body);
      const email = typed.toLowerCase();
      await limits.consume("account-mail-ip", request.ip);
      await limits.consume("verification-email", email);
      await mailContext.run({ locale: requestLocale(request), redirectTo }, () =>
        auth.api.sendVerificationEmail({ body: { email } }),
      );
      // The same answer whether or not the address has an account waiting for verification.
      reply.status(202);
      return { sent: true };
    },
  );

  app.post(
    "/api/auth/verification/confirm",
    doc({ summary: "Confirm an address with the mailed link's token", tags: ["auth"], body: linkTokenSchema }),
    async (request, reply) => {
      const { token } = linkTokenSchema.parse(request.body);
      // better-auth answers a link of an already verified account as a success: a used link is ours to refuse.
      let email: unknown;
      let updateTo: unknown;
      try {
        ({ email, updateTo } = decodeJwt(token));
      } catch {
        throw new AppError("auth/verification-link-invalid");
      }
      const account = typeof email === "string" ? await (await adapter()).findUserByEmail(email) : null;
      if (account && typeof updateTo === "string") return confirmEmailChange(request, reply, token, account.user, updateTo);
      if (!account || account.user.emailVerified) throw new AppError("auth/verification-link-invalid");
      try {
        await auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (codeOf(error) === "TOKEN_EXPIRED") throw new AppError("auth/verification-link-expired");
        if (error instanceof APIError) throw new AppError("auth/verification-link-invalid");
        throw error;
      }
      request.log.info({ uid: account.user.id }, "auth: e-mail verified");
      return { email: account.user.email };
    },
  );

  // A new address is asked for with the current password, and replaces the old one only when the link mailed
  // to it is opened (better-auth's change-email flow): until then, the account keeps its address.
  app.post(
    "/api/auth/email/change",
    doc({
      summary: "Change the account's address (confirmed by mail)",
      tags: ["auth"],
      access: "signed-in",
      body: changeEmailSchema,
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const input = changeEmailSchema.parse(request.body);
      const newEmail = input.newEmail.toLowerCase();
      await limits.consume("verification-email", newEmail);
      if (newEmail === principal.email.toLowerCase()) {
        throw new AppError("auth/same-email", { fields: { newEmail: "auth/same-email" } });
      }
      // Each try counts with the sign-ins of the address: an open session is no way round that limit.
      await limits.consume("sign-in-email", principal.email);
      const headers = headersOf(request);
      try {
        await auth.api.verifyPassword({ body: { password: input.currentPassword }, headers });
      } catch (error) {
        if (codeOf(error) === "INVALID_PASSWORD") {
          throw new AppError("auth/wrong-password", { fields: { currentPassword: "auth/wrong-password" } });
        }
        if (error instanceof APIError) throw new AppError("auth/unauthenticated");
        throw error;
      }
      if (await (await adapter()).findUserByEmail(newEmail)) {
        throw new AppError("auth/email-already-in-use", { fields: { newEmail: "auth/email-already-in-use" } });
      }
      await mailContext.run({ locale: requestLocale(request) }, () => auth.api.changeEmail({ body: { newEmail }, headers }));
      request.log.info({ uid: principal.uid }, "auth: e-mail change asked, link mailed to the new address");
      reply.status(202);
      return { sent: true, email: newEmail };
    },
  );

  /** The link of a change of address was opened: the account takes the new address, verified. */
  async function confirmEmailChange(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    user: { id: string; email: string },
    newEmail: string,
  ) {
    const internal = await adapter();
    if (await internal.findUserByEmail(newEmail)) throw new AppError("auth/email-already-in-use");
    // With the browser's own session the change applies to it; without one, better-auth opens a session for the
    // account, which we close again: opening the link is not signing in.
    const signedIn = request.principal?.uid === user.id;
    try {
      const { headers } = await auth.api.verifyEmail({
        query: { token },
        headers: signedIn ? headersOf(request) : new Headers(),
        returnHeaders: true,
      });
      if (signedIn) {
        // The session now names the new address; so must the token.
        const cookie = forwardCookies(headers, reply);
        await issueToken(reply, cookie || (request.headers.cookie ?? "")).catch(() => undefined);
      } else {
        const cookie = headers
          .getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; ");
        const opened = await auth.api.getSession({ headers: new Headers({ cookie }) }).catch(() => null);
        if (opened) await internal.deleteSession(opened.session.token);
      }
    } catch (error) {
      if (codeOf(error) === "TOKEN_EXPIRED") throw new AppError("auth/verification-link-expired");
      if (error instanceof APIError) throw new AppError("auth/verification-link-invalid");
      throw error;
    }
    await users.setEmail(user.id, newEmail);
    request.log.info({ uid: user.id }, "auth: e-mail changed");
    return { email: newEmail };
  }

  app.post(
    "/api/auth/password-reset/request",
    doc({ summary: "Mail a password reset link", tags: ["auth"], body: emailOnlySchema }),
    async (request, reply) => {
      const { email: typed } = emailOnlySchema.parse(request.body);
      const email = typed.toLowerCase();
      await limits.consume("account-mail-ip", request.ip);
      // Requests made elsewhere for the address cannot keep the owner's own browser from getting a link.
      const device = deps.devices.trustedFor(request, email);
      if (device) await limits.consume("reset-device", device);
      else await limits.consume("reset-email", email);
      await mailContext.run({ locale: requestLocale(request) }, () =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } }),
      );
      reply.status(202);
      return { sent: true };
    },
  );

  /** A reset link's pending entry; told apart before better-auth consumes it: gone (used or forged) versus past its hour. */
  async function pendingReset(token: string) {
    const pending = await (await adapter()).findVerificationValue(`reset-password:${token}`);
    if (!pending) throw new AppError("auth/reset-link-invalid");
    if (pending.expiresAt.getTime() < Date.now()) throw new AppError("auth/reset-link-expired");
    return pending;
  }

  // The new-password page asks this first, so a dead link says so before anyone types a password twice.
  // It consumes nothing: the link still works for the confirm call that follows.
  app.post(
    "/api/auth/password-reset/check",
    doc({ summary: "Whether a password reset token is still valid", tags: ["auth"], body: linkTokenSchema }),
    async (request) => {
      const { token } = linkTokenSchema.parse(request.body);
      await pendingReset(token);
      return { valid: true };
    },
  );

  app.post(
    "/api/auth/password-reset/confirm",
    doc({ summary: "Choose a new password with a reset token", tags: ["auth"], body: newPasswordSchema }),
    async (request) => {
      const { token, password } = newPasswordSchema.parse(request.body);
      const pending = await pendingReset(token);
      requireStrong(password, "password");
      try {
        await auth.api.resetPassword({ body: { newPassword: password, token } });
      } catch (error) {
        if (codeOf(error) === "INVALID_TOKEN") throw new AppError("auth/reset-link-invalid");
        throw error;
      }
      await revocations.revoke(pending.value);
      request.log.info({ uid: pending.value }, "auth: password reset, every session ended");
      return { reset: true };
    },
  );

  app.post(
    "/api/auth/password/change",
    doc({
      summary: "Change the password (the current one required)",
      tags: ["auth"],
      access: "signed-in",
      body: changePasswordSchema,
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const input = changePasswordSchema.parse(request.body);
      requireStrong(input.password, "password");
      try {
        const { headers } = await auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.password,
            revokeOtherSessions: input.revokeOtherSessions,
          },
          headers: headersOf(request),
          returnHeaders: true,
        });
        const cookie = forwardCookies(headers, reply);
        // Every token of the account ends with the old password; this browser gets a new one at once, for its
        // session (a new one when the others were ended).
        await revocations.revoke(principal.uid);
        await issueToken(reply, cookie || (request.headers.cookie ?? ""));
      } catch (error) {
        if (codeOf(error) === "INVALID_PASSWORD") {
          throw new AppError("auth/wrong-password", { fields: { currentPassword: "auth/wrong-password" } });
        }
        throw error;
      }
      request.log.info({ uid: principal.uid, revokeOtherSessions: input.revokeOtherSessions }, "auth: password changed");
      return { changed: true };
    },
  );

  // The authentication account of docs/product.md#authentication-account.
  app.get(
    "/api/auth/account",
    doc({ summary: "The caller's account: address, confirmation, role", tags: ["auth"], access: "signed-in" }),
    async (request): Promise<AuthAccount> => {
      const principal = requirePrincipal(request);
      const internal = await adapter();
      const found = await internal.findUserById(principal.uid);
      if (!found) throw new AppError("auth/unauthenticated");
      const sessions = await internal.listSessions(principal.uid);
      const lastSignIn = sessions.map((s) => s.createdAt.getTime()).sort((a, b) => b - a)[0];
      return {
        uid: found.id,
        email: found.email,
        emailVerified: found.emailVerified,
        displayName: found.name || null,
        photoURL: found.image ?? null,
        phoneNumber: (await users.find(found.id))?.phone ?? null,
        isAnonymous: false,
        providerData: [{ providerId: "password", uid: found.email, email: found.email, displayName: found.name || null }],
        metadata: {
          creationTime: found.createdAt.toISOString(),
          lastSignInTime: new Date(lastSignIn ?? found.createdAt.getTime()).toISOString(),
        },
      };
    },
  );
}
