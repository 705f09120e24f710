"use client";
import { createApiClient } from "@alentour/backend-client/api-client";
import { type AuthApi, createAuthApi } from "@alentour/backend-client/auth";
import { type AuthState, type AuthStore, createAuthStore } from "@alentour/backend-client/auth-store";
import { createDocuments } from "@alentour/backend-client/documents";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { useLocale } from "../i18n/i18n-provider.tsx";

type AuthContextValue = { store: AuthStore; api: AuthApi };

const AuthContext = createContext<AuthContextValue | null>(null);

/** Keeps the browser's view of who is signed in (docs/product.md#signed-in-state), and the token fresh while they are. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const value = useMemo(() => {
    const client = createApiClient({ baseUrl: "", locale });
    const api = createAuthApi(client);
    const store = createAuthStore({ auth: api, documents: createDocuments(client) });
    return { store, api };
  }, [locale]);
  useEffect(() => {
    value.store.start().catch(() => undefined);
    return () => value.store.stop();
  }, [value]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth needs an <AuthProvider> above it");
  return context;
}

/** `undefined` while loading, `null` signed out, else `{ authUser, userData }`; with the store's actions. */
export function useAuth(): { state: AuthState; store: AuthStore; api: AuthApi } {
  const { store, api } = useAuthContext();
  const state = useSyncExternalStore(store.subscribe, store.getState, () => undefined);
  return { state, store, api };
}
