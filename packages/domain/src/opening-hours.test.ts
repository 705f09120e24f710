import { describe, expect, it } from "vitest";
import { CLOSING_SOON_MINUTES } from "./constants.ts";
import { addDays, type EventDates } from "./event-dates.ts";
import { localDateTime } from "./local-time.ts";
import { type OpeningHours, type OpeningStatus, openingStatus, openWeekSpansByDay, spansMeet } from "./opening-hours.ts";
import { weekdays } from "./taxonomy.ts";

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/** The rule read off the week's spans of minutes (the form the search index keeps), one minute at a time. */
function statusFromSpans(hours: OpeningHours, now: Date, timeZone: string, dates: EventDates | null): OpeningStatus {
  const { day, night } = openWeekSpansByDay(hours);
  const { date, weekdayIndex, minutesOfDay } = localDateTime(now, timeZone);
  const inDates = (d: string) => !dates || (d >= dates.start && d <= dates.end);
  const openAt = (ahead: number) => {
    const offset = minutesOfDay + ahead;
    const dayOffset = Math.floor(offset / DAY);
    const index = (weekdayIndex * DAY + offset) % WEEK;
    const localDate = dayOffset > 0 ? addDays(date, dayOffset) : date;
    return (
      (spansMeet(day, index, index + 1) && inDates(localDate)) ||
      (spansMeet(night, index, index + 1) && inDates(addDays(localDate, -1)))
    );
  };
  if (!openAt(0)) return "closed";
  for (let ahead = 1; ahead <= CLOSING_SOON_MINUTES; ahead++) if (!openAt(ahead)) return "closing-soon";
  return "open";
}

/** A small deterministic generator, so a failure names a case that comes back. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

describe("openingStatus", () => {
  it("agrees with the week's spans for any hours, dates, zone and instant, past midnight and around the week's end", () => {
    const random = generator(21);
    const zones = ["Europe/Paris", "America/Martinique", "Pacific/Noumea", "Indian/Reunion"] as const;
    // Starts and ends on the quarter hour, near midnight and near the hour's end often.
    const edge = () => random.pick([0, 15, 30, 45, 23 * 60, 23 * 60 + 45, 22 * 60, 60, 12 * 60]);
    const range = () => ({
      start: time(random.int(2) ? edge() : random.int(96) * 15),
      end: time(random.int(2) ? edge() : random.int(96) * 15),
    });
    for (let round = 0; round < 3000; round++) {
      const mode = random.pick(["same-every-day", "per-day", "24h"] as const);
      const someDays = weekdays.filter(() => random.int(2) === 1);
      const hours: OpeningHours =
        mode === "per-day"
          ? { mode, days: Object.fromEntries(someDays.map((day) => [day, Array.from({ length: 1 + random.int(2) }, range)])) }
          : mode === "24h"
            ? { mode, days: someDays }
            : { mode, days: someDays, ranges: Array.from({ length: 1 + random.int(2) }, range) };
      const now = new Date(Date.UTC(2026, random.int(12), 1 + random.int(28), random.int(24), random.int(60), random.int(60)));
      const zone = random.pick(zones);
      const today = localDateTime(now, zone).date;
      const dates = random.int(3) === 0 ? null : { start: addDays(today, random.int(3) - 1), end: addDays(today, random.int(3)) };
      const wanted = statusFromSpans(hours, now, zone, dates && dates.start <= dates.end ? dates : null);
      expect(
        { round, status: openingStatus(hours, now, zone, dates && dates.start <= dates.end ? dates : null) },
        JSON.stringify({ hours, now, zone, dates }),
      ).toEqual({ round, status: wanted });
    }
  });

  it("reads each instant's own minute when asked about several in a row", () => {
    const hours: OpeningHours = { mode: "same-every-day", days: [...weekdays], ranges: [{ start: "09:00", end: "18:00" }] };
    // 16:59:59 and 17:00:00 in Paris in winter (UTC+1): an hour and one second before closing, then the hour.
    expect(openingStatus(hours, new Date("2026-01-15T15:59:59Z"), "Europe/Paris")).toBe("open");
    expect(openingStatus(hours, new Date("2026-01-15T16:00:00Z"), "Europe/Paris")).toBe("closing-soon");
    expect(openingStatus(hours, new Date("2026-01-15T16:59:59.999Z"), "Europe/Paris")).toBe("closing-soon");
    expect(openingStatus(hours, new Date("2026-01-15T17:00:00Z"), "Europe/Paris")).toBe("closed");
    expect(openingStatus(hours, new Date("2026-01-15T16:00:00Z"), "America/Martinique")).toBe("open");
  });
});
