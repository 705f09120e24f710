import { describe, expect, it } from "vitest";
import { typedPrice } from "./search-filters.tsx";

describe("typedPrice", () => {
  it("reads what a visitor types in a price field, brought within the prices there are", () => {
    expect(typedPrice("12", 80)).toBe(12);
    expect(typedPrice("12.5", 80)).toBe(12.5);
    expect(typedPrice("12,5", 80)).toBe(12.5);
    expect(typedPrice("-4", 80)).toBe(0);
    expect(typedPrice("250", 80)).toBe(80);
    expect(typedPrice("250", undefined)).toBe(250);
  });

  it("takes an empty field or one without a number for no bound", () => {
    expect(typedPrice("", 80)).toBeUndefined();
    expect(typedPrice("abc", 80)).toBeUndefined();
  });
});
