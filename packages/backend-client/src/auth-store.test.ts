import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import type { AuthApi } from "./auth.ts";
import { createAuthStore } from "./auth-store.ts";
import type { Documents } from "./documents.ts";

const account = {
  uid: "u1",
  email: "camille@example.fr",
  emailVerified: true,
  displayName: "Camille Durand",
  photoURL: null,
  phoneNumber: null,
  isAnonymous: false,
  providerData: [],
  metadata: { creationTime: "2026-11-01T00:00:00.000Z", lastSignInTime: "2026-11-21T00:00:00.000Z" },
};
const record = { id: "u1", firstName: "Camille" };
const unauthenticated = () => new ApiError(401, { error: { code: "auth/unauthenticated", message: "You must be signed in." } });

function fakes(signedIn: boolean) {
  const calls: string[] = [];
  let session = signedIn;
  const auth = {
    refreshToken: vi.fn(async () => {
      calls.push("refresh");
      if (!session) throw unauthenticated();
      return { uid: "u1", expiresInSeconds: 900, refreshInMs: 600_000 };
    }),
    signIn: vi.fn(async () => {
      session = true;
      return { uid: "u1", refreshInMs: 600_000 };
    }),
    signOut: vi.fn(async () => {
      session = false;
    }),
    account: vi.fn(async () => account),
  } as unknown as AuthApi;
  const documents = { read: vi.fn(async () => ({ data: record })) } as unknown as Documents;
  return { auth, documents, calls, endSession: () => (session = false) };
}

afterEach(() => vi.useRealTimers());

describe("auth state (docs/product.md#signed-in-state)", () => {
  it("is undefined while loading, then null when nobody is signed in", async () => {
    const { auth, documents } = fakes(false);
    const store = createAuthStore({ auth, documents });
    expect(store.getState()).toBeUndefined();
    await store.start();
    expect(store.getState()).toBeNull();
  });

  it("holds the auth account and the users record once signed in, and tells every subscriber", async () => {
    const { auth, documents } = fakes(false);
    const store = createAuthStore({ auth, documents });
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState()));
    await store.start();
    await store.signIn("camille@example.fr", "secret phrase");
    expect(store.getState()).toEqual({ authUser: account, userData: record });
    await store.signOut();
    expect(store.getState()).toBeNull();
    expect(seen).toEqual([null, { authUser: account, userData: record }, null]);
  });

  it("renews the token every 10 minutes while signed in, and stops after sign-out", async () => {
    vi.useFakeTimers();
    const { auth, documents, calls } = fakes(true);
    const store = createAuthStore({ auth, documents });
    await store.start();
    expect(calls).toEqual(["refresh"]);
    await vi.advanceTimersByTimeAsync(599_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(3);
    await store.signOut();
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(calls).toHaveLength(3);
  });

  it("falls to null when the session ends elsewhere (a reset, a sign-out in another tab)", async () => {
    vi.useFakeTimers();
    const { auth, documents, endSession } = fakes(true);
    const store = createAuthStore({ auth, documents });
    await store.start();
    expect(store.getState()).not.toBeNull();
    endSession();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(store.getState()).toBeNull();
  });

  it("reload refetches the users record", async () => {
    const { auth, documents } = fakes(true);
    const store = createAuthStore({ auth, documents });
    await store.start();
    vi.mocked(documents.read).mockResolvedValueOnce({ data: { ...record, firstName: "Camila" } });
    await store.reload();
    expect(store.getState()).toMatchObject({ userData: { firstName: "Camila" } });
  });
});
