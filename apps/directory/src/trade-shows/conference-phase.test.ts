import { describe, expect, it } from "vitest";
import { conferencePhase } from "./conference-phase.ts";

describe("conferencePhase", () => {
  const conference = { startsAt: "2026-11-27T09:00:00.000Z", endsAt: "2026-11-27T10:00:00.000Z" };

  it("counts down before the start, plays live until the end, then the replay", () => {
    expect(conferencePhase(conference, new Date("2026-11-27T08:59:59Z"))).toBe("upcoming");
    expect(conferencePhase(conference, new Date("2026-11-27T09:00:00Z"))).toBe("live");
    expect(conferencePhase(conference, new Date("2026-11-27T09:59:59Z"))).toBe("live");
    expect(conferencePhase(conference, new Date("2026-11-27T10:00:00Z"))).toBe("over");
  });
});
