import { describe, expect, it } from "vitest";
import { authAccountSchema } from "./auth-account.ts";

describe("authAccountSchema", () => {
  const account = {
    uid: "abc",
    email: "ana@example.fr",
    emailVerified: false,
    displayName: null,
    photoURL: null,
    phoneNumber: null,
    isAnonymous: false,
    providerData: [{ providerId: "password", uid: "ana@example.fr", email: "ana@example.fr", displayName: null }],
    metadata: { creationTime: "2025-01-02T03:04:05Z", lastSignInTime: "2025-02-03T04:05:06Z" },
  };

  it("parses an account", () => {
    expect(authAccountSchema.parse(account)).toEqual(account);
  });

  it("accepts anonymous accounts without e-mail", () => {
    expect(authAccountSchema.safeParse({ ...account, email: null, isAnonymous: true, providerData: [] }).success).toBe(true);
  });

  it("requires ISO metadata times", () => {
    const metadata = { creationTime: "yesterday", lastSignInTime: account.metadata.lastSignInTime };
    expect(authAccountSchema.safeParse({ ...account, metadata }).success).toBe(false);
  });
});
