/**
 * The roles of an account, in ascending order of power: a user owns their activities, the support team
 * (support and admin) acts on everyone's, and only an admin acts on the support team (docs/security.md).
 */
export const roles = ["user", "support", "admin"] as const;

export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (roles as readonly string[]).includes(value);

/** The position of a role in the order user < support < admin. */
export const roleRank = (role: Role): number => roles.indexOf(role);

/** True for the support team's roles (support and admin). */
export const isStaffRole = (role: Role): boolean => roleRank(role) >= roleRank("support");
