import { describe, expect, it } from "vitest";
import { openWeekSpans, spansMeet } from "./opening-hours.ts";
import { whenWindows } from "./search.ts";

const DAY = 24 * 60;
const at = (weekdayIndex: number, hour: number, minute = 0) => ({ weekdayIndex, minutesOfDay: hour * 60 + minute });

describe("when-filter windows", () => {
  it("cover what is left of today, tonight until 02:00, tomorrow, the weekend and the week", () => {
    const wednesdayNoon = at(2, 12);
    expect(whenWindows("now", wednesdayNoon)).toEqual([2 * DAY + 720, 2 * DAY + 721]);
    expect(whenWindows("today", wednesdayNoon)).toEqual([2 * DAY + 720, 3 * DAY]);
    expect(whenWindows("tonight", wednesdayNoon)).toEqual([2 * DAY + 19 * 60, 3 * DAY + 120]);
    expect(whenWindows("tomorrow", wednesdayNoon)).toEqual([3 * DAY, 4 * DAY]);
    expect(whenWindows("weekend", wednesdayNoon)).toEqual([5 * DAY, 7 * DAY]);
    expect(whenWindows("week", wednesdayNoon)).toEqual([2 * DAY + 720, 7 * DAY]);
  });

  it("wrap past Sunday midnight and start from now inside the weekend", () => {
    const sundayEvening = at(6, 21);
    expect(whenWindows("tonight", sundayEvening)).toEqual([6 * DAY + 21 * 60, 7 * DAY, 0, 120]);
    expect(whenWindows("tomorrow", sundayEvening)).toEqual([0, DAY]);
    expect(whenWindows("weekend", sundayEvening)).toEqual([6 * DAY + 21 * 60, 7 * DAY]);
  });
});

describe("open spans of a week", () => {
  it("merge touching ranges, split a Sunday night range at midnight, and meet windows", () => {
    const spans = openWeekSpans({
      mode: "per-day",
      days: {
        monday: [
          { start: "10:00", end: "12:00" },
          { start: "12:00", end: "14:00" },
        ],
        sunday: [{ start: "22:00", end: "02:00" }],
      },
    });
    expect(spans).toEqual([0, 120, 600, 840, 6 * DAY + 22 * 60, 7 * DAY]);
    expect(spansMeet(spans, 700, 701)).toBe(true);
    expect(spansMeet(spans, 840, 900)).toBe(false);
    expect(spansMeet(spans, 60, 61)).toBe(true);
  });
});
