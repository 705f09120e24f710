import { AppError } from "@alentour/domain/errors";
import { SEARCHES_PER_ADDRESS_PER_MINUTE } from "@alentour/domain/search-bounds";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

// Issue-set limits: attempts per window, counted per client address or per e-mail address.
const limits = {
  "sign-in-ip": { points: 25, duration: 5 * 60 },
  "sign-in-email": { points: 25, duration: 60 * 60 },
  // A browser holding a device cookie for the account (device-cookie.ts) is counted apart, per cookie, so that
  // guesses from elsewhere cannot lock its owner out.
  "sign-in-device": { points: 25, duration: 60 * 60 },
  "sign-up-ip": { points: 25, duration: 5 * 60 },
  "reset-email": { points: 5, duration: 30 * 60 },
  // Reset requests from a browser with the account's device cookie: counted apart, like its sign-ins.
  "reset-device": { points: 5, duration: 30 * 60 },
  "verification-email": { points: 5, duration: 30 * 60 },
  // Reset and verification mails asked from one client address, whatever the addresses they name: counted
  // before anything is looked up, so the answer is the same for an address with or without an account.
  "account-mail-ip": { points: 10, duration: 30 * 60 },
  // Suggestions of a modification from one address: generous for people, tight for scripts.
  "suggestion-ip": { points: 10, duration: 60 * 60 },
  // Claim requests to the support team: as many as suggestions.
  "claim-ip": { points: 10, duration: 60 * 60 },
  // The contact page and the data-rights form: a few a day is plenty for a person.
  "contact-ip": { points: 5, duration: 60 * 60 },
  "data-rights-ip": { points: 5, duration: 60 * 60 },
  // Invitations to a trade show's team, per inviting account: a team is a handful of people.
  "trade-show-invitation": { points: 30, duration: 60 * 60 },
  // Messages to booth staff and answers, per sending account: a conversation at a person's pace passes, a
  // script writing to every booth is held (docs/messages.md#limits).
  "message-sender": { points: 30, duration: 5 * 60 },
  // Reports to the support team, per account.
  "message-report": { points: 10, duration: 60 * 60 },
  // Address look-ups while an owner types: a few a second is plenty, and outside services ask for restraint.
  geocode: { points: 120, duration: 60 },
  // Searches from one address, each query of a multi-query counted: a visitor typing sends a few a second at
  // most; a school or office behind one address gets ten times that; a script looping is held (ADR 052).
  "search-ip": { points: SEARCHES_PER_ADDRESS_PER_MINUTE, duration: 60 },
} as const;

export type LimitName = keyof typeof limits;

export type RateLimits = {
  /**
   * Counts one attempt (or `points`, for work worth several); throws `request/too-many` (429, with the wait) once
   * the limit is passed.
   */
  consume: (name: LimitName, key: string, points?: number) => Promise<void>;
};

/** In this process's memory by default; in Redis when a client is given, so that api instances share counts. */
export function createRateLimits(redis: Redis | null): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([name, { points, duration }]) => [
      name,
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `alentour:rl:${name}`, points, duration, useRedisPackage: false })
        : new RateLimiterMemory({ keyPrefix: name, points, duration }),
    ]),
  ) as Record<LimitName, RateLimiterMemory | RateLimiterRedis>;

  return {
    async consume(name, key, points = 1) {
      try {
        await limiters[name].consume(key.toLowerCase(), points);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new AppError("request/too-many", {
          params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds },
        });
      }
    },
  };
}
