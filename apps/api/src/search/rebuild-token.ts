import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What `cli.ts search:rebuild` shows the running api to have it rebuild its index: derived from the auth
 * secret both read from the same configuration, so nobody without the server's secrets can ask.
 */
export function rebuildToken(authSecret: string): string {
  return createHmac("sha256", authSecret).update("alentour search:rebuild").digest("base64url");
}

export function isRebuildToken(authSecret: string, candidate: unknown): boolean {
  if (typeof candidate !== "string") return false;
  const expected = Buffer.from(rebuildToken(authSecret));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
