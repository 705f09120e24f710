import { timingSafeEqual } from "node:crypto";

/**
 * Whether a purge call carries the api's shared secret (REVALIDATE_SECRET), compared in constant time so the
 * answer's timing tells nothing about it. No secret configured: no call is the api's.
 */
export function isRevalidateSecret(given: string | null | undefined, secret: string | undefined): boolean {
  if (!secret) return false;
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
