import { describe, expect, it } from "vitest";
import { emailSchema, httpUrlSchema, isHttpUrl, isPhoneNumber, minutesOfDay, phoneSchema, timeSchema } from "./fields.ts";

describe("shared fields", () => {
  it("accepts http and https URLs only", () => {
    expect(isHttpUrl("https://alentour.fr/place")).toBe(true);
    expect(isHttpUrl("http://localhost:3000")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("ftp://example.com")).toBe(false);
    expect(isHttpUrl("example.com")).toBe(false);
    expect(httpUrlSchema.safeParse("  https://example.com  ").data).toBe("https://example.com");
    expect(httpUrlSchema.safeParse("nope").error?.issues[0]?.message).toBe("url/invalid");
  });

  it("checks phone numbers loosely but for real", () => {
    expect(isPhoneNumber("+33 6 12 34 56 78")).toBe(true);
    expect(isPhoneNumber("(555) 123-4567")).toBe(true);
    expect(isPhoneNumber("01.23.45.67.89")).toBe(true);
    expect(isPhoneNumber("12345")).toBe(false);
    expect(isPhoneNumber("+1234567890123456")).toBe(false);
    expect(isPhoneNumber("call me")).toBe(false);
    expect(phoneSchema.safeParse("abc").error?.issues[0]?.message).toBe("phone/invalid");
  });

  it("trims e-mails and reports invalid ones with a catalogue code", () => {
    expect(emailSchema.parse(" ana@example.fr ")).toBe("ana@example.fr");
    expect(emailSchema.safeParse("ana@").error?.issues[0]?.message).toBe("email/invalid");
  });

  it("reads 24-hour times", () => {
    expect(timeSchema.safeParse("23:59").success).toBe(true);
    expect(timeSchema.safeParse("24:00").success).toBe(false);
    expect(timeSchema.safeParse("9:00").success).toBe(false);
    expect(minutesOfDay("09:30")).toBe(570);
  });
});
