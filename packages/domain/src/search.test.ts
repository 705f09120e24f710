import { describe, expect, it } from "vitest";
import { type OpeningHours, openWeekSpans, openWeekSpansByDay, spansMeet } from "./opening-hours.ts";
import { openForWhen, whenPieces, whenWindows } from "./search.ts";

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

describe("when-filters on dated events", () => {
  // 2026-11-25 is a Wednesday.
  const wednesdayNoon = { date: "2026-11-25", time: "12:00", weekdayIndex: 2, minutesOfDay: 720 };
  const sundayEvening = { date: "2026-11-29", time: "21:00", weekdayIndex: 6, minutesOfDay: 21 * 60 };
  const weekOf = (hours: OpeningHours, dates: { start: string; end: string } | null) => ({ ...openWeekSpansByDay(hours), dates });
  const everyDay = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
  const daytime = weekOf({ mode: "same-every-day", days: [...everyDay], ranges: [{ start: "10:00", end: "18:00" }] }, null);
  const nights: OpeningHours = { mode: "same-every-day", days: [...everyDay], ranges: [{ start: "22:00", end: "02:00" }] };

  it("cut a window at each local midnight with the day's date, past Sunday into next week", () => {
    expect(whenPieces("tonight", wednesdayNoon)).toEqual([
      { date: "2026-11-25", from: 2 * DAY + 19 * 60, to: 3 * DAY },
      { date: "2026-11-26", from: 3 * DAY, to: 3 * DAY + 120 },
    ]);
    expect(whenPieces("weekend", wednesdayNoon).map((piece) => piece.date)).toEqual(["2026-11-28", "2026-11-29"]);
    expect(whenPieces("tomorrow", sundayEvening)).toEqual([{ date: "2026-11-30", from: 0, to: DAY }]);
    expect(whenPieces("tonight", sundayEvening)).toEqual([
      { date: "2026-11-29", from: 6 * DAY + 21 * 60, to: 7 * DAY },
      { date: "2026-11-30", from: 0, to: 120 },
    ]);
  });

  it("find an event open this weekend only on a day inside its range", () => {
    const sundayOnly = { ...daytime, dates: { start: "2026-11-29", end: "2026-12-10" } };
    const endsFriday = { ...daytime, dates: { start: "2026-11-01", end: "2026-11-27" } };
    const nextMonth = { ...daytime, dates: { start: "2026-12-05", end: "2026-12-06" } };
    expect(openForWhen(daytime, "weekend", wednesdayNoon)).toBe(true);
    expect(openForWhen(sundayOnly, "weekend", wednesdayNoon)).toBe(true);
    expect(openForWhen(sundayOnly, "tomorrow", wednesdayNoon)).toBe(false);
    expect(openForWhen(endsFriday, "weekend", wednesdayNoon)).toBe(false);
    expect(openForWhen(endsFriday, "week", wednesdayNoon)).toBe(true);
    expect(openForWhen(nextMonth, "week", wednesdayNoon)).toBe(false);
  });

  it("count the night after the last evening, not the night before the first", () => {
    const lastNightSunday = weekOf(nights, { start: "2026-11-20", end: "2026-11-29" });
    const startsMonday = weekOf(nights, { start: "2026-11-30", end: "2026-12-05" });
    expect(openForWhen(lastNightSunday, "tonight", sundayEvening)).toBe(true);
    expect(openForWhen(lastNightSunday, "tomorrow", sundayEvening)).toBe(true);
    const mondayNoon = { date: "2026-11-30", time: "12:00", weekdayIndex: 0, minutesOfDay: 720 };
    expect(openForWhen(lastNightSunday, "today", mondayNoon)).toBe(false);
    expect(openForWhen(startsMonday, "now", { ...mondayNoon, time: "01:00", minutesOfDay: 60 })).toBe(false);
    expect(openForWhen(startsMonday, "tonight", mondayNoon)).toBe(true);
  });
});
