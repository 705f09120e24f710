import { AppError } from "@alentour/domain/errors";
import type { FastifyRequest } from "fastify";
import { isStaff, type Principal } from "#app/auth/principal.ts";

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError("auth/unauthenticated");
  return request.principal;
}

/** The caller must be the owner of the resource, or on the support team (alone, for what nobody owns). */
export function requireSelfOrStaff(request: FastifyRequest, ownerId: string | null): Principal {
  const principal = requirePrincipal(request);
  if (principal.uid !== ownerId && !isStaff(principal)) {
    request.log.warn({ uid: principal.uid, ownerId, url: request.url }, "authorisation refused");
    throw new AppError("auth/forbidden");
  }
  return principal;
}
