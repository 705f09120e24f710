import { describe, expect, it } from "vitest";
import { businessCardSchema, sharedValues } from "./business-card.ts";

describe("businessCardSchema", () => {
  const card = {
    values: { firstName: "Ana", lastName: "Martin", email: "ana@example.fr", company: "Cave Martin" },
    shared: ["firstName", "lastName", "company"],
  };

  it("accepts the values and the fields the card shares", () => {
    expect(businessCardSchema.parse(card)).toEqual(card);
    expect(businessCardSchema.safeParse({ values: {}, shared: [] }).success).toBe(true);
  });

  it("refuses a bad e-mail, an unknown field and a field shared twice", () => {
    expect(businessCardSchema.safeParse({ ...card, values: { email: "ana" } }).success).toBe(false);
    expect(businessCardSchema.safeParse({ ...card, shared: ["birthday"] }).success).toBe(false);
    expect(businessCardSchema.safeParse({ ...card, shared: ["email", "email"] }).success).toBe(false);
  });
});

describe("sharedValues", () => {
  it("shows only the shared fields that have a value", () => {
    const shown = sharedValues({
      values: { firstName: "Ana", email: "ana@example.fr", phone: "06 12 34 56 78" },
      shared: ["firstName", "phone", "website"],
    });
    expect(shown).toEqual({ firstName: "Ana", phone: "06 12 34 56 78" });
  });
});
