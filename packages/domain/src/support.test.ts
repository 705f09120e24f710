import { describe, expect, it } from "vitest";
import { contactMessageSchema, dataRightsDeadline, daysLeft } from "./support.ts";

describe("data-rights deadlines", () => {
  it("is one calendar month after receipt, three once extended", () => {
    const received = new Date("2026-03-15T10:00:00.000Z");
    expect(dataRightsDeadline(received, false).toISOString()).toBe("2026-04-15T10:00:00.000Z");
    expect(dataRightsDeadline(received, true).toISOString()).toBe("2026-06-15T10:00:00.000Z");
  });

  it("ends on the last day of a shorter month", () => {
    expect(dataRightsDeadline(new Date("2026-01-31T08:00:00.000Z"), false).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(dataRightsDeadline(new Date("2028-01-31T08:00:00.000Z"), false).toISOString()).toBe("2028-02-29T08:00:00.000Z");
    expect(dataRightsDeadline(new Date("2026-12-31T23:30:00.000Z"), false).toISOString()).toBe("2027-01-31T23:30:00.000Z");
  });

  it("counts whole days left, negative once passed", () => {
    const deadline = new Date("2026-04-15T10:00:00.000Z");
    expect(daysLeft(deadline, new Date("2026-04-14T10:00:00.000Z"))).toBe(1);
    expect(daysLeft(deadline, new Date("2026-04-14T11:00:00.000Z"))).toBe(1);
    expect(daysLeft(deadline, new Date("2026-04-17T10:00:00.000Z"))).toBe(-2);
  });
});

describe("contact form", () => {
  const form = {
    name: "Camille",
    email: "camille@example.fr",
    subject: "Bonjour",
    message: "Un message assez long pour être décrit.",
  };

  it("gives one message when any field is empty", () => {
    const result = contactMessageSchema.safeParse({ ...form, email: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["", "contact/incomplete"]]);
  });

  it("asks for a described message and a real address", () => {
    const result = contactMessageSchema.safeParse({ ...form, email: "camille", message: "Trop court" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["email", "email/invalid"],
      ["message", "contact/message-required"],
    ]);
  });
});
