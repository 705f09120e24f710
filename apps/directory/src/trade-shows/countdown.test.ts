import { describe, expect, it } from "vitest";
import { countdownAt } from "./countdown.ts";

describe("the trade-show countdown", () => {
  it("counts down to the opening, then to the closing, then says it is finished", () => {
    const target = { startsAt: "2026-11-28T08:00:00.000Z", endsAt: "2026-11-30T17:00:00.000Z" };
    expect(countdownAt(target, new Date("2026-11-26T06:30:00Z"))).toEqual({ phase: "upcoming", days: 2, hours: 1, minutes: 30 });
    expect(countdownAt(target, new Date("2026-11-30T16:59:30Z"))).toEqual({ phase: "ongoing", days: 0, hours: 0, minutes: 1 });
    expect(countdownAt(target, new Date("2026-11-30T17:00:00Z"))).toEqual({ phase: "finished" });
  });
});
