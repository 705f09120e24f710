import { describe, expect, it } from "vitest";
import { isPhoneNumberOf } from "./phone.ts";

describe("phone numbers", () => {
  it("accepts real numbers of the country, written nationally or internationally", () => {
    expect(isPhoneNumberOf("04 78 42 12 12", "FR")).toBe(true);
    expect(isPhoneNumberOf("+33 4 78 42 12 12", "FR")).toBe(true);
    expect(isPhoneNumberOf("(514) 872-0311", "CA")).toBe(true);
    expect(isPhoneNumberOf("+44 20 7946 0958", "FR")).toBe(true);
  });

  it("refuses what no numbering plan has", () => {
    expect(isPhoneNumberOf("04 78", "FR")).toBe(false);
    expect(isPhoneNumberOf("00 00 00 00 00", "FR")).toBe(false);
    expect(isPhoneNumberOf("12345678901234", "FR")).toBe(false);
    expect(isPhoneNumberOf("appelez-nous", "FR")).toBe(false);
  });
});
