import { describe, expect, it } from "vitest";
import { userSchema, userUpdateSchema, userWritableSchema } from "./user.ts";

const record = {
  id: "u_1",
  email: "ana@example.fr",
  firstName: " Ana ",
  lastName: "Martin",
  city: "Lyon",
  company: null,
  phone: "+33 6 12 34 56 78",
  photoUrl: null,
  dateCreated: "2025-01-02T03:04:05.678Z",
  dateUpdated: "2025-01-02T03:04:05Z",
};

describe("userSchema", () => {
  it("parses a stored record and trims names", () => {
    expect(userSchema.parse(record)).toEqual({ ...record, firstName: "Ana" });
  });

  it("stores cleared optional fields as null", () => {
    expect(userSchema.parse({ ...record, city: "  ", phone: "" })).toMatchObject({ city: null, phone: null });
  });

  it("requires UTC ISO-8601 dates", () => {
    expect(userSchema.safeParse({ ...record, dateCreated: "2025-01-02T03:04:05+02:00" }).success).toBe(false);
    expect(userSchema.safeParse({ ...record, dateCreated: "2025-01-02" }).success).toBe(false);
  });

  it("reports an invalid optional field with its own code", () => {
    const result = userSchema.safeParse({ ...record, phone: "call me" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["phone", "phone/invalid"]]);
  });

  it("accepts only real phone numbers: French when written nationally, any country internationally", () => {
    for (const phone of ["06 12 34 56 78", "+33 4 72 00 00 00", "+44 20 7946 0958"]) {
      expect(userSchema.safeParse({ ...record, phone }).success, phone).toBe(true);
    }
    for (const phone of ["01 23", "06 12 34 56 78 90 12", "+33 1"]) {
      expect(userSchema.safeParse({ ...record, phone }).error?.issues[0]?.message, phone).toBe("phone/invalid");
    }
  });

  it("limits name lengths", () => {
    expect(userSchema.safeParse({ ...record, lastName: "x".repeat(101) }).success).toBe(false);
    expect(userSchema.safeParse({ ...record, firstName: " " }).success).toBe(false);
  });
});

describe("userWritableSchema", () => {
  it("leaves server-owned fields out", () => {
    const { id, email, dateCreated, dateUpdated, ...writable } = record;
    expect(Object.keys(userWritableSchema.shape).sort()).toEqual(Object.keys(writable).sort());
    expect(userWritableSchema.parse(record)).not.toHaveProperty("id");
  });

  it("takes partial updates", () => {
    expect(userUpdateSchema.parse({ city: "Paris" })).toEqual({ city: "Paris" });
    expect(userUpdateSchema.parse({})).toEqual({});
    expect(userUpdateSchema.safeParse({ firstName: "" }).success).toBe(false);
  });
});
