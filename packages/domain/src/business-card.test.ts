import { describe, expect, it } from "vitest";
import { businessCardSchema } from "./business-card.ts";

describe("businessCardSchema", () => {
  const card = {
    personal: { firstName: "Ana", lastName: "Martin", email: "ana@example.fr" },
    professional: { company: "Cave Martin", jobTitle: "Gérante", website: "https://cave-martin.fr" },
  };

  it("accepts personal and professional information", () => {
    expect(businessCardSchema.parse(card)).toEqual(card);
    expect(businessCardSchema.safeParse({ ...card, professional: {} }).success).toBe(true);
  });

  it("requires a name and a valid e-mail", () => {
    expect(businessCardSchema.safeParse({ ...card, personal: { ...card.personal, lastName: "" } }).success).toBe(false);
    expect(businessCardSchema.safeParse({ ...card, personal: { ...card.personal, email: "ana" } }).success).toBe(false);
  });
});
