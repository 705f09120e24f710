import { AppError } from "@alentour/domain/errors";
import { type Role, roleRank } from "@alentour/domain/roles";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Principal } from "#app/auth/principal.ts";

// Every authorisation rule of the api, in one place (docs/security.md, "Roles"). Routes call the `require…`
// guards with their request; services, which see a principal and no request, call the `assert…` ones. Nothing
// else compares roles.

/** Whether the principal's role is `minimum` or above, in the order user < support < admin. */
export const hasRole = (principal: Principal, minimum: Role): boolean => roleRank(principal.role) >= roleRank(minimum);

/** The support team: support and admin. */
export const isStaff = (principal: Principal): boolean => hasRole(principal, "support");

/** Whether the principal owns what `ownerId` names, or is on the support team. */
export const isOwnerOrStaff = (principal: Principal, ownerId: string | null): boolean =>
  principal.uid === ownerId || isStaff(principal);

/**
 * Whether the principal may change, suspend or delete the account `target`: their own, or, for the support
 * team, an account of a lower role. An admin acts on every account, other admins included (the last admin
 * keeps their role: console-data.ts).
 */
export const mayActOnAccount = (principal: Principal, target: { id: string; role: Role }): boolean =>
  principal.uid === target.id ||
  (isStaff(principal) && (principal.role === "admin" || roleRank(principal.role) > roleRank(target.role)));

function refuse(log: FastifyBaseLogger, principal: Principal, details: Record<string, unknown>): never {
  log.warn({ uid: principal.uid, role: principal.role, ...details }, "authorisation refused");
  throw new AppError("auth/forbidden");
}

/** The caller must be signed in (401 otherwise). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError("auth/unauthenticated");
  return request.principal;
}

/** The caller must hold `minimum` or a higher role (401 when anonymous, 403 below it). */
export function requireRole(request: FastifyRequest, minimum: Role): Principal {
  const principal = requirePrincipal(request);
  if (!hasRole(principal, minimum)) refuse(request.log, principal, { required: minimum, url: request.url });
  return principal;
}

/** Only the support team (support and admin roles). */
export const requireStaff = (request: FastifyRequest): Principal => requireRole(request, "support");

/** The caller must own the resource, or be on the support team (alone, for what nobody owns). */
export function requireOwnerOrStaff(request: FastifyRequest, ownerId: string | null): Principal {
  const principal = requirePrincipal(request);
  if (!isOwnerOrStaff(principal, ownerId)) refuse(request.log, principal, { ownerId, url: request.url });
  return principal;
}

/** For services: the principal must hold `minimum` or a higher role. */
export function assertRole(principal: Principal, minimum: Role, log: FastifyBaseLogger): void {
  if (!hasRole(principal, minimum)) refuse(log, principal, { required: minimum });
}

/** For services: the principal must own the resource or be on the support team. */
export function assertOwnerOrStaff(principal: Principal, ownerId: string | null, log: FastifyBaseLogger): void {
  if (!isOwnerOrStaff(principal, ownerId)) refuse(log, principal, { ownerId });
}

/** For routes and services: the principal may act on the account `target` (mayActOnAccount). */
export function assertMayActOnAccount(principal: Principal, target: { id: string; role: Role }, log: FastifyBaseLogger): void {
  if (!mayActOnAccount(principal, target)) refuse(log, principal, { target: target.id, targetRole: target.role });
}
