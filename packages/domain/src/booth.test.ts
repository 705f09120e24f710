import { describe, expect, it } from "vitest";
import { boothInputSchema } from "./booth.ts";

const booth = {
  companyName: "Cave Martin",
  website: "https://cave-martin.fr",
  email: "contact@cave-martin.fr",
  catchphrase: "Des vins vivants",
  hallId: "h1",
  style: "modern",
  colour: "#A1B2C3",
  avatar: "avatar-3",
};

describe("boothInputSchema", () => {
  it("accepts a booth", () => {
    expect(boothInputSchema.safeParse(booth).success).toBe(true);
  });

  it("limits the catchphrase to 100 characters", () => {
    expect(boothInputSchema.safeParse({ ...booth, catchphrase: "x".repeat(100) }).success).toBe(true);
    const issue = boothInputSchema.safeParse({ ...booth, catchphrase: "x".repeat(101) }).error?.issues[0];
    expect(issue).toMatchObject({ path: ["catchphrase"], message: "booth/catchphrase-too-long" });
  });

  it("wants a hex colour", () => {
    expect(boothInputSchema.safeParse({ ...booth, colour: "red" }).success).toBe(false);
  });
});
