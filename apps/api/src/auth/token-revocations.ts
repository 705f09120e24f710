import type { Role } from "@alentour/domain/roles";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** What a token is checked against: the account as it stands, or null once it is gone. */
type AccountState = { generation: number; role: Role; suspended: boolean } | null;

/** The claims of a verified token that must still match the account. */
export type TokenClaims = { uid: string; role: Role; generation: number };

/** Past this many remembered accounts, the expired ones are dropped. */
const MAX_ENTRIES = 10_000;

/**
 * Ends signed tokens before they expire (docs/security.md, "Revocation"). A token carries its account's
 * `token_generation` when it was minted; each event that must end the account's tokens moves the count on,
 * and a token is accepted only while its count, its role and the account's existence still match. The
 * account's state is read once per `maxAgeMs` per account, so an instance learns of a revocation made by
 * another one within that time, and of its own at once. A count rather than a "valid after" time: a token
 * minted in the same second as a sign-out is refused, and one minted just after it is accepted.
 */
export function createTokenRevocations(db: Kysely<Database>, options: { maxAgeMs?: number } = {}) {
  const maxAgeMs = options.maxAgeMs ?? 2_000;
  const cache = new Map<string, { state: AccountState; loadedAt: number }>();
  const loading = new Map<string, Promise<AccountState>>();
  // Bumped by each local revocation, so that a read begun before it cannot put the old state back.
  const epochs = new Map<string, number>();

  async function load(uid: string): Promise<AccountState> {
    const row = await db
      .selectFrom("users")
      .select(["role", "suspended", "token_generation"])
      .where("id", "=", uid)
      .executeTakeFirst();
    return row ? { generation: Number(row.token_generation), role: row.role, suspended: row.suspended === 1 } : null;
  }

  function prune(now: number) {
    if (cache.size < MAX_ENTRIES) return;
    for (const [uid, entry] of cache) if (now - entry.loadedAt > maxAgeMs) cache.delete(uid);
    if (cache.size >= MAX_ENTRIES) cache.clear();
  }

  async function stateOf(uid: string): Promise<AccountState> {
    const now = Date.now();
    const cached = cache.get(uid);
    if (cached && now - cached.loadedAt <= maxAgeMs) return cached.state;
    let pending = loading.get(uid);
    if (!pending) {
      const epoch = epochs.get(uid) ?? 0;
      pending = load(uid)
        .then((state) => {
          if ((epochs.get(uid) ?? 0) === epoch) {
            prune(now);
            cache.set(uid, { state, loadedAt: now });
          }
          return state;
        })
        .finally(() => loading.delete(uid));
      loading.set(uid, pending);
    }
    return pending;
  }

  /** Forgets what this instance knew of the account: its next request reads the database. */
  function forget(uid: string) {
    epochs.set(uid, (epochs.get(uid) ?? 0) + 1);
    cache.delete(uid);
    loading.delete(uid);
  }

  return {
    /** Whether a verified token still speaks for its account. */
    async accepts(claims: TokenClaims): Promise<boolean> {
      const state = await stateOf(claims.uid);
      return state !== null && !state.suspended && state.role === claims.role && state.generation === claims.generation;
    },

    /** Ends every token the account holds: on this instance at once, on the others within `maxAgeMs`. */
    async revoke(uid: string): Promise<void> {
      forget(uid);
      await db
        .updateTable("users")
        .set((eb) => ({ token_generation: eb("token_generation", "+", 1) }))
        .where("id", "=", uid)
        .execute();
      forget(uid);
    },

    forget,
  };
}

export type TokenRevocations = ReturnType<typeof createTokenRevocations>;
