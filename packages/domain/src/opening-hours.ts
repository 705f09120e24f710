// Opening hours and the live status of spec §4, without zod: browsers load this module.
import { CLOSING_SOON_MINUTES } from "./constants.ts";
import { localDateTime } from "./local-time.ts";
import { type Weekday, weekdays } from "./taxonomy.ts";

/** A range ending at or before its start runs past midnight into the next day ("22:00"–"02:00"). */
export type TimeRange = { start: string; end: string };

export type OpeningHours =
  | { mode: "same-every-day"; days: Weekday[]; ranges: TimeRange[] }
  | { mode: "per-day"; days: Partial<Record<Weekday, TimeRange[]>> }
  | { mode: "24h"; days: Weekday[] };

/** "HH:MM" → minutes since midnight. */
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const openingStatuses = ["open", "closing-soon", "closed"] as const;
export type OpeningStatus = (typeof openingStatuses)[number];

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

// One flag per minute of the week makes past-midnight ranges, Sunday-to-Monday wrap-around and touching
// ranges fall out without special cases.
function openMinutesOfWeek(hours: OpeningHours): Uint8Array {
  const open = new Uint8Array(MINUTES_PER_WEEK);
  const mark = (day: Weekday, { start, end }: TimeRange) => {
    const from = weekdays.indexOf(day) * MINUTES_PER_DAY + minutesOfDay(start);
    let length = minutesOfDay(end) - minutesOfDay(start);
    if (length <= 0) length += MINUTES_PER_DAY;
    for (let minute = 0; minute < length; minute++) open[(from + minute) % MINUTES_PER_WEEK] = 1;
  };
  if (hours.mode === "per-day") {
    for (const day of weekdays) for (const range of hours.days[day] ?? []) mark(day, range);
  } else {
    const ranges = hours.mode === "24h" ? [{ start: "00:00", end: "00:00" }] : hours.ranges;
    for (const day of hours.days) for (const range of ranges) mark(day, range);
  }
  return open;
}

/** Open, closing within CLOSING_SOON_MINUTES, or closed, at `now` in the activity's IANA time zone. */
export function openingStatus(hours: OpeningHours, now: Date, timeZone: string): OpeningStatus {
  const open = openMinutesOfWeek(hours);
  const { weekdayIndex, minutesOfDay: minute } = localDateTime(now, timeZone);
  const current = weekdayIndex * MINUTES_PER_DAY + minute;
  if (!open[current]) return "closed";
  for (let ahead = 1; ahead <= CLOSING_SOON_MINUTES; ahead++) {
    if (!open[(current + ahead) % MINUTES_PER_WEEK]) return "closing-soon";
  }
  return "open";
}

/**
 * The open spans of a week as sorted, merged [start, end) pairs of minutes since Monday 00:00 (0 … 10080): a
 * compact form for filtering many activities at once (a range past Sunday midnight is split in two).
 */
export function openWeekSpans(hours: OpeningHours): number[] {
  const open = openMinutesOfWeek(hours);
  const spans: number[] = [];
  let start = -1;
  for (let minute = 0; minute <= MINUTES_PER_WEEK; minute++) {
    const isOpen = minute < MINUTES_PER_WEEK && open[minute] === 1;
    if (isOpen && start < 0) start = minute;
    if (!isOpen && start >= 0) {
      spans.push(start, minute);
      start = -1;
    }
  }
  return spans;
}

/** Whether any span of `spans` (see openWeekSpans) meets the minutes [from, to) of the week. */
export function spansMeet(spans: ArrayLike<number>, from: number, to: number): boolean {
  for (let index = 0; index < spans.length; index += 2) {
    if ((spans[index] as number) < to && (spans[index + 1] as number) > from) return true;
  }
  return false;
}
