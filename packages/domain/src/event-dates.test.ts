import { describe, expect, it } from "vitest";
import {
  addDays,
  dateNumber,
  dayNumber,
  EVENT_DATES_MAX_DAYS,
  eventDatesErrors,
  eventPhase,
  eventPhaseAt,
  formatEventDates,
} from "./event-dates.ts";

describe("event dates", () => {
  it("count calendar days across months, years and leap days", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(dayNumber("2026-02-29")).toBeNull();
    expect(dateNumber("2026-11-28")).toBe(20261128);
  });

  it("allow at most a year, both ends included", () => {
    expect(eventDatesErrors({ start: "2026-01-01", end: "2026-12-31" })).toEqual({});
    expect(eventDatesErrors({ start: "2028-01-01", end: "2028-12-31" })).toEqual({});
    expect(eventDatesErrors({ start: "2026-01-01", end: "2027-01-01" })).toEqual({});
    expect(eventDatesErrors({ start: "2026-01-01", end: "2027-01-02" })).toEqual({
      end: { code: "event-dates/too-long", params: { days: EVENT_DATES_MAX_DAYS } },
    });
  });

  it("tell an event to come, running and over", () => {
    const dates = { start: "2026-11-28", end: "2026-12-01" };
    expect(eventPhase(dates, "2026-11-27")).toBe("upcoming");
    expect(eventPhase(dates, "2026-11-28")).toBe("running");
    expect(eventPhase(dates, "2026-12-01")).toBe("running");
    expect(eventPhase(dates, "2026-12-02")).toBe("ended");
    // 23:30 UTC on 27 November is already the 28th in Paris, still the 27th in Montréal.
    const lateEvening = new Date("2026-11-27T23:30:00Z");
    expect(eventPhaseAt(dates, lateEvening, "Europe/Paris")).toBe("running");
    expect(eventPhaseAt(dates, lateEvening, "America/Toronto")).toBe("upcoming");
    expect(eventPhaseAt(null, lateEvening, "Europe/Paris")).toBeNull();
  });
});

describe("event dates in words", () => {
  it("say the year once when both days fall in it, in each language", () => {
    expect(formatEventDates({ start: "2026-11-28", end: "2026-12-01" }, "fr")).toEqual({
      start: "28 novembre",
      end: "1 décembre 2026",
      oneDay: false,
    });
    expect(formatEventDates({ start: "2026-11-28", end: "2026-12-01" }, "en")).toEqual({
      start: "28 November",
      end: "1 December 2026",
      oneDay: false,
    });
    expect(formatEventDates({ start: "2026-12-30", end: "2027-01-02" }, "en").start).toBe("30 December 2026");
  });
});
