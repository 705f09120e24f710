import type { AuthAccount } from "@alentour/domain/auth-account";
import { SIGNED_IN_HINT_COOKIE, TOKEN_REFRESH_INTERVAL_MS } from "@alentour/domain/constants";
import type { User } from "@alentour/domain/user";
import { ApiError } from "./api-client.ts";
import type { AuthApi } from "./auth.ts";
import type { Documents } from "./documents.ts";

/** docs/product.md#signed-in-state: undefined while loading, null when signed out, else the auth account and the users record. */
export type AuthState = undefined | null | { authUser: AuthAccount; userData: User | null };

export type AuthStore = {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** Finds out who is signed in (renewing the token), then keeps the token fresh until sign-out. */
  start: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Refetches the users record. */
  reload: () => Promise<void>;
  /** Renews the token, and with it the claims it carries. */
  refreshClaims: () => Promise<void>;
  stop: () => void;
};

/** False only in a browser without the hint cookie the api sets with every token: no session to renew there. */
function maySignedIn(): boolean {
  if (typeof document === "undefined") return true;
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

export function createAuthStore(deps: { auth: AuthApi; documents: Documents }): AuthStore {
  const { auth, documents } = deps;
  // The api says how often to renew (every 10 minutes, docs/product.md#signed-in-state); the constant stands in until it has.
  let interval = TOKEN_REFRESH_INTERVAL_MS;
  let state: AuthState;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function load(): Promise<void> {
    const authUser = await auth.account();
    const read = await documents.read<User>("users", authUser.uid);
    set({ authUser, userData: read.data ?? null });
  }

  const stopRefreshing = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };

  function keepFresh() {
    stopRefreshing();
    timer = setInterval(() => {
      auth.refreshToken().catch((error: unknown) => {
        // The session ended elsewhere (sign-out, password reset): this tab is signed out too.
        if (error instanceof ApiError && error.status === 401) {
          stopRefreshing();
          set(null);
        }
      });
    }, interval);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (!maySignedIn()) {
        set(null);
        return;
      }
      try {
        interval = (await auth.refreshToken()).refreshInMs || interval;
      } catch (error) {
        // Signed out, or the api cannot say: the page shows the signed-out state rather than loading forever.
        set(null);
        if (error instanceof ApiError && error.status === 401) return;
        throw error;
      }
      await load();
      keepFresh();
    },
    async signIn(email, password) {
      interval = (await auth.signIn(email, password)).refreshInMs || interval;
      await load();
      keepFresh();
    },
    async signOut() {
      stopRefreshing();
      await auth.signOut();
      set(null);
    },
    async reload() {
      if (!state) return;
      const read = await documents.read<User>("users", state.authUser.uid);
      set({ ...state, userData: read.data ?? null });
    },
    async refreshClaims() {
      await auth.refreshToken();
    },
    stop: stopRefreshing,
  };
}
