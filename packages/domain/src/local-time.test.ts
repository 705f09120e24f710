import { describe, expect, it } from "vitest";
import { localDateTime } from "./local-time.ts";

describe("localDateTime", () => {
  it("reads the wall clock of the given zone, not the host's", () => {
    // 2025-03-30 is the night Paris moves to summer time: 01:30 UTC is 03:30 there.
    expect(localDateTime(new Date("2025-03-30T01:30:00Z"), "Europe/Paris")).toEqual({
      date: "2025-03-30",
      time: "03:30",
      weekdayIndex: 6,
      minutesOfDay: 210,
    });
    expect(localDateTime(new Date("2025-03-30T01:30:00Z"), "America/New_York")).toMatchObject({
      date: "2025-03-29",
      time: "21:30",
      weekdayIndex: 5,
    });
  });

  it("reports midnight as 00:00", () => {
    expect(localDateTime(new Date("2025-01-06T00:00:00Z"), "UTC")).toMatchObject({ time: "00:00", weekdayIndex: 0 });
  });
});
