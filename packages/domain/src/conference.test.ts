import { describe, expect, it } from "vitest";
import {
  conferenceDecisionSchema,
  conferenceInputSchema,
  conferencePatchSchema,
  conferenceProposalSchema,
} from "./conference.ts";

const conference = {
  name: "Les vins de demain",
  date: "2025-06-11",
  startTime: "14:00",
  endTime: "15:00",
  description: "Table ronde.",
  liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  speakers: [{ name: "Ana Martin" }, { name: "Bob Durand", email: "bob@salon.example" }],
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

  it("refuses a live or replay link no player can show, with the video message", () => {
    const live = conferenceInputSchema.safeParse({ ...conference, liveStreamUrl: "https://example.com/my-talk" }).error?.issues;
    expect(live).toMatchObject([{ path: ["liveStreamUrl"], message: "video/not-found" }]);
    const replay = conferenceInputSchema.safeParse({ ...conference, replayUrl: "https://vimeo.com/channels" }).error?.issues;
    expect(replay).toMatchObject([{ path: ["replayUrl"], message: "video/not-found" }]);
  });

  it("takes a conference without a live link (it is then not displayed)", () => {
    const { liveStreamUrl: _live, ...withoutLive } = conference;
    expect(conferenceInputSchema.safeParse(withoutLive).success).toBe(true);
  });
});

describe("a talk's accessibility (ADR 107)", () => {
  it("keeps what was ticked once each, in the list's order, and nothing when nothing is said", () => {
    const parsed = conferenceInputSchema.parse({ ...conference, accessibility: ["signLanguage", "captions", "signLanguage"] });
    expect(parsed.accessibility).toEqual(["captions", "signLanguage"]);
    expect(conferenceInputSchema.parse(conference).accessibility).toEqual([]);
  });

  it("refuses a value that is not a talk's, naming the entry", () => {
    const issues = conferenceInputSchema.safeParse({ ...conference, accessibility: ["captions", "stepFreeEntrance"] }).error
      ?.issues;
    expect(issues).toMatchObject([{ path: ["accessibility", 1], message: "field/invalid" }]);
  });

  it("is left as it is by a change that does not name it", () => {
    expect(conferencePatchSchema.parse({ name: "Autre titre" })).not.toHaveProperty("accessibility");
    expect(conferencePatchSchema.parse({ accessibility: [] })).toEqual({ accessibility: [] });
  });
});

describe("conferenceProposalSchema", () => {
  it("asks for the conference terms first", () => {
    expect(conferenceProposalSchema.safeParse({ ...conference, termsAccepted: true }).success).toBe(true);
    for (const termsAccepted of [false, undefined]) {
      const issues = conferenceProposalSchema.safeParse({ ...conference, termsAccepted }).error?.issues;
      expect(issues).toMatchObject([{ path: ["termsAccepted"], message: "conference/terms-required" }]);
    }
  });
});

describe("conferencePatchSchema", () => {
  it("removes a live link with null and checks a new one", () => {
    expect(conferencePatchSchema.parse({ liveStreamUrl: null })).toEqual({ liveStreamUrl: null });
    expect(conferencePatchSchema.safeParse({ liveStreamUrl: "https://example.com/x" }).success).toBe(false);
  });
});

describe("conferenceDecisionSchema", () => {
  it("decides at least one conference, accepted or refused", () => {
    expect(conferenceDecisionSchema.safeParse({ ids: ["a", "b"], status: "accepted" }).success).toBe(true);
    expect(conferenceDecisionSchema.safeParse({ ids: [], status: "accepted" }).success).toBe(false);
    expect(conferenceDecisionSchema.safeParse({ ids: ["a"], status: "pending" }).success).toBe(false);
  });
});
