import { describe, expect, it } from "vitest";
import { countdownAt, zonedInstant } from "./countdown.ts";

describe("the trade-show countdown", () => {
  it("reads opening and closing times in the show's time zone", () => {
    expect(zonedInstant("2026-11-28", "09:00", "Europe/Paris").toISOString()).toBe("2026-11-28T08:00:00.000Z");
    expect(zonedInstant("2026-07-01", "09:00", "Europe/Paris").toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(zonedInstant("2026-11-28", "09:00", "America/New_York").toISOString()).toBe("2026-11-28T14:00:00.000Z");
  });

  it("counts down to the opening, then to the closing, then says it is finished", () => {
    const target = { startsAt: "2026-11-28T08:00:00.000Z", endsAt: "2026-11-30T17:00:00.000Z" };
    expect(countdownAt(target, new Date("2026-11-26T06:30:00Z"))).toEqual({ phase: "upcoming", days: 2, hours: 1, minutes: 30 });
    expect(countdownAt(target, new Date("2026-11-30T16:59:30Z"))).toEqual({ phase: "ongoing", days: 0, hours: 0, minutes: 1 });
    expect(countdownAt(target, new Date("2026-11-30T17:00:00Z"))).toEqual({ phase: "finished" });
  });
});
