import { describe, expect, it } from "vitest";
import { invoiceLabel, LICENCE_UNIT_AMOUNT_CENTS, licenceOrderInputSchema, orderAmounts } from "./licence.ts";

describe("licence orders", () => {
  it("prices a licence at the Business plan's $300 excluding tax, in cents", () => {
    expect(LICENCE_UNIT_AMOUNT_CENTS).toBe(30_000);
  });

  it("computes the tax once on the order's total, rounded to the cent", () => {
    expect(orderAmounts(1)).toEqual({ amountExclTaxCents: 30_000, taxCents: 6_000, totalCents: 36_000 });
    expect(orderAmounts(3)).toEqual({ amountExclTaxCents: 90_000, taxCents: 18_000, totalCents: 108_000 });
    // 5.5 % of $300 is $16.50; of 3 × $300, $49.50.
    expect(orderAmounts(3, 550)).toEqual({ amountExclTaxCents: 90_000, taxCents: 4_950, totalCents: 94_950 });
    expect(orderAmounts(1, 0).totalCents).toBe(30_000);
  });

  it("accepts whole quantities from 1 to 100 only", () => {
    for (const quantity of [1, 100]) expect(licenceOrderInputSchema.safeParse({ quantity }).success).toBe(true);
    for (const quantity of [0, 101, 1.5, "2", null]) expect(licenceOrderInputSchema.safeParse({ quantity }).success).toBe(false);
  });

  it("prints invoice numbers from the sequence, zero-padded", () => {
    expect(invoiceLabel(1)).toBe("ALT-000001");
    expect(invoiceLabel(1234567)).toBe("ALT-1234567");
  });
});
