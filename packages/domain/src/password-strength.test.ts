import { describe, expect, it } from "vitest";
import { isPasswordAccepted } from "./password.ts";
import { passwordStrength } from "./password-strength.ts";

describe("passwordStrength (docs/product.md#passwords: too short, weak, middle, enough, strong)", () => {
  it("calls anything under 8 characters too short", () => {
    expect(passwordStrength("")).toBe("too-short");
    expect(passwordStrength("x7!Qa9z")).toBe("too-short");
  });

  it("finds common French and English passwords weak", () => {
    for (const password of ["password123", "motdepasse", "azertyuiop", "bonjour2024", "soleil123", "qwertyuiop"]) {
      expect(passwordStrength(password), password).toBe("weak");
      expect(isPasswordAccepted(passwordStrength(password))).toBe(false);
    }
  });

  it("rises with length and unpredictability, with no composition rules", () => {
    expect(passwordStrength("correct horse battery staple plage")).toBe("strong");
    expect(passwordStrength("tournesol-violon-29")).not.toBe("weak");
    expect(isPasswordAccepted(passwordStrength("la girafe mange des crêpes à minuit"))).toBe(true);
  });

  it("accepts long passwords without truncating the comparison", () => {
    const long = "un très long mot de passe ".repeat(5);
    expect(long.length).toBeGreaterThan(64);
    expect(passwordStrength(long)).not.toBe("too-short");
  });
});
