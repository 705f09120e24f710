import { describe, expect, it } from "vitest";
import { conferenceInputSchema, conferenceSchema } from "./conference.ts";

const conference = {
  name: "Les vins de demain",
  date: "2025-06-11",
  startTime: "14:00",
  endTime: "15:00",
  description: "Table ronde.",
  liveStreamUrl: "https://live.example.com/abc",
  speakers: [{ name: "Ana Martin", jobTitle: "Œnologue" }],
};

describe("conferenceInputSchema", () => {
  it("accepts a conference", () => {
    expect(conferenceInputSchema.safeParse(conference).success).toBe(true);
  });

  it("limits the title to 100 characters with its own message", () => {
    expect(conferenceInputSchema.safeParse({ ...conference, name: "x".repeat(100) }).success).toBe(true);
    const issues = conferenceInputSchema.safeParse({ ...conference, name: "x".repeat(101) }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual(["conference/title-too-long"]);
  });

  it("ends after it starts", () => {
    const issue = conferenceInputSchema.safeParse({ ...conference, endTime: "14:00" }).error?.issues[0];
    expect(issue).toMatchObject({ path: ["endTime"], message: "schedule/end-before-start" });
  });
});

describe("conferenceSchema", () => {
  it("adds an id and a status", () => {
    expect(conferenceSchema.safeParse({ ...conference, id: "c1", status: "pending" }).success).toBe(true);
    expect(conferenceSchema.safeParse({ ...conference, id: "c1", status: "maybe" }).success).toBe(false);
    expect(conferenceSchema.safeParse({ ...conference, id: "c1", status: "accepted", endTime: "13:00" }).success).toBe(false);
  });
});
