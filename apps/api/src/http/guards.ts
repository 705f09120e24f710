import type { BoothRole } from "@alentour/domain/booth";
import { AppError } from "@alentour/domain/errors";
import { type Role, roleRank } from "@alentour/domain/roles";
import type { TradeShowRole } from "@alentour/domain/trade-show";
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

// Trade shows (ADR 065). `teamRole` is the principal's role on the show's organising team, null when not on it;
// the trade-show service reads it from the memberships table. The support team sees and acts on every show.

/** Whether the principal may see a private show and edit a show: its team (organisers and staff) or the support team. */
export const mayManageTradeShow = (principal: Principal, teamRole: TradeShowRole | null): boolean =>
  teamRole !== null || isStaff(principal);

/** Whether the principal holds the organiser's rights on a show (its team, deletion, billing): organisers or the support team. */
export const mayOrganiseTradeShow = (principal: Principal, teamRole: TradeShowRole | null): boolean =>
  teamRole === "organiser" || isStaff(principal);

/** For services: the principal is on the show's team, or on the support team. */
export function assertMayManageTradeShow(
  principal: Principal,
  show: { id: string; teamRole: TradeShowRole | null },
  log: FastifyBaseLogger,
): void {
  if (!mayManageTradeShow(principal, show.teamRole)) refuse(log, principal, { tradeShow: show.id });
}

/** For services: the principal is one of the show's organisers, or on the support team (staff members are refused). */
export function assertMayOrganiseTradeShow(
  principal: Principal,
  show: { id: string; teamRole: TradeShowRole | null },
  log: FastifyBaseLogger,
): void {
  if (!mayOrganiseTradeShow(principal, show.teamRole)) {
    refuse(log, principal, { tradeShow: show.id, teamRole: show.teamRole, required: "organiser" });
  }
}

// Exhibitors' booths (ADR 089). `boothRole` is the principal's part in the booth, read by the booth repository:
// "owner" (who applied) or "colleague" (an accreditation the organisers granted), null otherwise.

/**
 * Whether the principal acts for a booth (edits it, names colleagues, proposes its conferences): its owner, an
 * accredited colleague, and whoever holds the organiser's rights on its show (`teamRole`: the show's organisers
 * and the support team).
 */
export const mayActForBooth = (
  principal: Principal,
  boothRole: BoothRole | null,
  teamRole: TradeShowRole | null = null,
): boolean => boothRole !== null || mayOrganiseTradeShow(principal, teamRole);

/** For services: the principal acts for the booth (mayActForBooth). */
export function assertMayActForBooth(
  principal: Principal,
  booth: { id: string; boothRole: BoothRole | null; teamRole: TradeShowRole | null },
  log: FastifyBaseLogger,
): void {
  if (!mayActForBooth(principal, booth.boothRole, booth.teamRole)) refuse(log, principal, { booth: booth.id });
}
