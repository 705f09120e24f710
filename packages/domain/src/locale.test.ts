import { describe, expect, it } from "vitest";
import { defaultLocale, isLocale, pickLocale } from "./locale.ts";

describe("isLocale", () => {
  it("accepts only the supported locales", () => {
    expect(isLocale("fr")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(isLocale("FR")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("pickLocale", () => {
  it("defaults to French without a usable header", () => {
    expect(defaultLocale).toBe("fr");
    expect(pickLocale(null)).toBe("fr");
    expect(pickLocale(undefined)).toBe("fr");
    expect(pickLocale("")).toBe("fr");
    expect(pickLocale("de-DE, es;q=0.8")).toBe("fr");
  });

  it("follows the order of q-values", () => {
    expect(pickLocale("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(pickLocale("fr;q=0.5, en;q=0.9")).toBe("en");
    expect(pickLocale("de, en-GB;q=0.7, fr;q=0.3")).toBe("en");
    expect(pickLocale("en;q=0.8, fr;q=0.8")).toBe("en");
  });

  it("matches the primary subtag case-insensitively", () => {
    expect(pickLocale("FR-ca")).toBe("fr");
    expect(pickLocale("EN")).toBe("en");
  });

  it("skips unacceptable and malformed ranges", () => {
    expect(pickLocale("fr;q=0, en")).toBe("en");
    expect(pickLocale("en;q=abc, fr;q=0.1")).toBe("fr");
    expect(pickLocale("en;q=, de")).toBe("fr");
    expect(pickLocale("en;q=2")).toBe("fr");
  });

  it("treats the wildcard as the default locale", () => {
    expect(pickLocale("de, *;q=0.5, en;q=0.1")).toBe("fr");
  });
});
