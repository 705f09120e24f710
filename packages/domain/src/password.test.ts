import { describe, expect, it } from "vitest";
import {
  checkPasswordLength,
  isPasswordAccepted,
  passwordLength,
  passwordSchema,
  passwordStrengths,
  passwordsMatch,
  strengthFromScore,
} from "./password.ts";

describe("password strength", () => {
  it("maps scores to levels, length first", () => {
    expect(strengthFromScore(4, 7)).toBe("too-short");
    expect(strengthFromScore(0, 8)).toBe("weak");
    expect(strengthFromScore(1, 12)).toBe("weak");
    expect(strengthFromScore(2, 12)).toBe("middle");
    expect(strengthFromScore(3, 12)).toBe("enough");
    expect(strengthFromScore(4, 12)).toBe("strong");
  });

  it("rejects too-short and weak passwords only", () => {
    expect(passwordStrengths.filter(isPasswordAccepted)).toEqual(["middle", "enough", "strong"]);
  });
});

describe("password length", () => {
  it("counts characters, not UTF-16 units", () => {
    expect(passwordLength("🔒🔒🔒🔒🔒🔒🔒")).toBe(7);
    expect(checkPasswordLength("🔒🔒🔒🔒🔒🔒🔒")).toEqual({ code: "auth/password-too-short", params: { min: 8 } });
  });

  it("accepts 8 to 128 characters, 64 included", () => {
    expect(checkPasswordLength("a".repeat(8))).toBeNull();
    expect(checkPasswordLength("a".repeat(64))).toBeNull();
    expect(checkPasswordLength("a".repeat(128))).toBeNull();
    expect(checkPasswordLength("a".repeat(129))).toEqual({ code: "auth/password-too-long", params: { max: 128 } });
  });

  it("validates in a schema with catalogue codes", () => {
    expect(passwordSchema.safeParse("correct horse").success).toBe(true);
    const issue = passwordSchema.safeParse("short").error?.issues[0];
    expect(issue?.message).toBe("auth/password-too-short");
  });
});

describe("passwordsMatch", () => {
  it("compares exactly", () => {
    expect(passwordsMatch("Secret-123", "Secret-123")).toBe(true);
    expect(passwordsMatch("Secret-123", "secret-123")).toBe(false);
  });
});
