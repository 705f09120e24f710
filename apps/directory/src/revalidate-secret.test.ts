import { describe, expect, it } from "vitest";
import { isRevalidateSecret } from "./revalidate-secret.ts";

describe("the purge call's secret", () => {
  const secret = "s".repeat(24);
  it("is the api's only with the configured secret", () => {
    expect(isRevalidateSecret(secret, secret)).toBe(true);
    expect(isRevalidateSecret(`${secret}x`, secret)).toBe(false);
    expect(isRevalidateSecret("t".repeat(24), secret)).toBe(false);
    expect(isRevalidateSecret(null, secret)).toBe(false);
  });
  it("is never the api's when no secret is configured", () => {
    expect(isRevalidateSecret("", undefined)).toBe(false);
    expect(isRevalidateSecret(undefined, undefined)).toBe(false);
  });
});
