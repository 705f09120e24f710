import { AppError } from "@alentour/domain/errors";
import { APIError } from "better-auth/api";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "#app/auth/auth.ts";
import { codeOf, forwardCookies, headersOf } from "#app/auth/auth-routes.ts";
import type { RateLimits } from "#app/auth/rate-limits.ts";
import type { Suspensions } from "#app/auth/suspensions.ts";
import { clearTokenCookie } from "#app/auth/token-cookie.ts";
import { requirePrincipal } from "#app/http/guards.ts";
import { doc } from "#app/http/openapi.ts";

const deletionBody = z.object({ password: z.string().max(128).optional() }).strict();

/** The signed-in person's own data: the export (GDPR access and portability) and the account's deletion. */
export function registerMeRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    limits: RateLimits;
    suspensions: Suspensions;
    exportUser: (userId: string) => Promise<unknown>;
    eraseAccount: (userId: string) => Promise<void>;
    secureCookies: boolean;
    tokenTtlSeconds: number;
  },
) {
  const { auth } = deps;
  const cookieOptions = { ttlSeconds: deps.tokenTtlSeconds, secure: deps.secureCookies };

  app.get(
    "/api/me/export",
    doc({ summary: "Everything stored about the caller, as JSON", tags: ["me"], access: "signed-in" }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const data = await deps.exportUser(principal.uid);
      request.log.info({ uid: principal.uid }, "account: data exported");
      reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="alentour-export-${new Date().toISOString().slice(0, 10)}.json"`);
      return JSON.stringify(data, null, 2);
    },
  );

  // The password is asked again: a session left open on a shared computer must not be enough to erase everything.
  app.delete(
    "/api/me",
    doc({
      summary: "Delete the caller's account and everything it owns",
      tags: ["me"],
      access: "signed-in",
      body: deletionBody,
      responses: { 204: "Deleted" },
    }),
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { password } = deletionBody.parse(request.body ?? {});
      if (!password) {
        throw new AppError("account/confirmation-required", { fields: { password: "account/confirmation-required" } });
      }
      // Each try counts with the sign-ins of the address: an open session is no way round that limit.
      await deps.limits.consume("sign-in-email", principal.email);
      const headers = headersOf(request);
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
      } catch (error) {
        if (codeOf(error) === "INVALID_PASSWORD") {
          throw new AppError("auth/wrong-password", { fields: { password: "auth/wrong-password" } });
        }
        if (error instanceof APIError) throw new AppError("auth/unauthenticated");
        throw error;
      }
      // This session's cookie is cleared the way sign-out clears it; deleting the account ends every other one.
      const { headers: cleared } = await auth.api.signOut({ headers, returnHeaders: true });
      await deps.eraseAccount(principal.uid);
      // A token minted before the deletion would stay valid for minutes: this process refuses it from now on.
      deps.suspensions.mark(principal.uid, true);
      forwardCookies(cleared, reply);
      clearTokenCookie(reply, cookieOptions);
      request.log.info({ uid: principal.uid }, "account: deleted by its owner");
      reply.status(204);
    },
  );
}
