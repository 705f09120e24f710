// Opening hours and the live status of docs/product.md#opening-status, without zod: browsers load this module.
import { CLOSING_SOON_MINUTES } from "./constants.ts";
import { addDays, type EventDates } from "./event-dates.ts";
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
// ranges fall out without special cases. `day` marks the minutes of each range on the day it starts, `night`
// the minutes a range runs past midnight into the next day: a dated event's last evening keeps its night,
// its first day does not inherit the night before.
function openMinutesByDay(hours: OpeningHours): { day: Uint8Array; night: Uint8Array } {
  const day = new Uint8Array(MINUTES_PER_WEEK);
  const night = new Uint8Array(MINUTES_PER_WEEK);
  const mark = (weekday: Weekday, { start, end }: TimeRange) => {
    const dayStart = weekdays.indexOf(weekday) * MINUTES_PER_DAY;
    const from = minutesOfDay(start);
    let length = minutesOfDay(end) - from;
    if (length <= 0) length += MINUTES_PER_DAY;
    for (let minute = from; minute < from + length; minute++) {
      if (minute < MINUTES_PER_DAY) day[dayStart + minute] = 1;
      else night[(dayStart + minute) % MINUTES_PER_WEEK] = 1;
    }
  };
  if (hours.mode === "per-day") {
    for (const weekday of weekdays) for (const range of hours.days[weekday] ?? []) mark(weekday, range);
  } else {
    const ranges = hours.mode === "24h" ? [{ start: "00:00", end: "00:00" }] : hours.ranges;
    for (const weekday of hours.days) for (const range of ranges) mark(weekday, range);
  }
  return { day, night };
}

function openMinutesOfWeek(hours: OpeningHours): Uint8Array {
  const { day, night } = openMinutesByDay(hours);
  for (let minute = 0; minute < MINUTES_PER_WEEK; minute++) day[minute] = day[minute] || night[minute] ? 1 : 0;
  return day;
}

const inDates = (dates: EventDates | null | undefined, date: string) => !dates || (date >= dates.start && date <= dates.end);

/** Each weekday's ranges (Monday first) as [start, length] in minutes; a length past midnight runs into the next day. */
function rangesByWeekday(hours: OpeningHours): Array<Array<[number, number]>> {
  const byWeekday = weekdays.map((): Array<[number, number]> => []);
  const add = (weekday: Weekday, { start, end }: TimeRange) => {
    const from = minutesOfDay(start);
    let length = minutesOfDay(end) - from;
    if (length <= 0) length += MINUTES_PER_DAY;
    byWeekday[weekdays.indexOf(weekday)]?.push([from, length]);
  };
  if (hours.mode === "per-day") {
    for (const weekday of weekdays) for (const range of hours.days[weekday] ?? []) add(weekday, range);
  } else {
    const ranges = hours.mode === "24h" ? [{ start: "00:00", end: "00:00" }] : hours.ranges;
    for (const weekday of hours.days) for (const range of ranges) add(weekday, range);
  }
  return byWeekday;
}

// The wall clock of the last minute asked for, per time zone: a page's cards and the browser's minute tick read
// the same minute many times. Every zone's offset from UTC has been a whole number of minutes since 1972, so the
// reading at the minute's first millisecond is the reading of the whole minute.
const lastReading = new Map<string, { minute: number; reading: ReturnType<typeof localDateTime> }>();
function wallClock(now: Date, timeZone: string) {
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = lastReading.get(timeZone);
  if (kept?.minute === minute) return kept.reading;
  const reading = localDateTime(new Date(minute * 60_000), timeZone);
  if (lastReading.size > 64) lastReading.clear();
  lastReading.set(timeZone, { minute, reading });
  return reading;
}

/**
 * Open, closing within CLOSING_SOON_MINUTES, or closed, at `now` in the activity's IANA time zone. A dated event
 * is closed before its first day and after its last (whose evening may run past midnight).
 */
export function openingStatus(hours: OpeningHours, now: Date, timeZone: string, dates: EventDates | null = null): OpeningStatus {
  const ranges = rangesByWeekday(hours);
  const { date, weekdayIndex, minutesOfDay: minute } = wallClock(now, timeZone);
  // Within a range that starts on that weekday (its part before midnight)…
  const startedThatDay = (weekday: number, at: number) =>
    (ranges[weekday] ?? []).some(([from, length]) => from <= at && at < from + length);
  // …or within the part past midnight of a range that started the day before.
  const ranOnFromTheDayBefore = (weekday: number, at: number) =>
    (ranges[(weekday + 6) % 7] ?? []).some(([from, length]) => MINUTES_PER_DAY + at < from + length);
  // Minutes ahead are read on the wall clock, as the opening hours are written.
  const openAt = (ahead: number) => {
    const offset = minute + ahead;
    const dayOffset = Math.floor(offset / MINUTES_PER_DAY);
    const weekday = (weekdayIndex + dayOffset) % 7;
    const at = offset % MINUTES_PER_DAY;
    const localDate = dates && dayOffset > 0 ? addDays(date, dayOffset) : date;
    return (
      (startedThatDay(weekday, at) && inDates(dates, localDate)) ||
      (ranOnFromTheDayBefore(weekday, at) && (!dates || inDates(dates, addDays(localDate, -1))))
    );
  };
  if (!openAt(0)) return "closed";
  for (let ahead = 1; ahead <= CLOSING_SOON_MINUTES; ahead++) if (!openAt(ahead)) return "closing-soon";
  return "open";
}

/** Sorted, merged [start, end) pairs of the flagged minutes of a week. */
function spansOf(open: Uint8Array): number[] {
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

/**
 * The open spans of a week as sorted, merged [start, end) pairs of minutes since Monday 00:00 (0 … 10080): a
 * compact form for filtering many activities at once (a range past Sunday midnight is split in two).
 */
export function openWeekSpans(hours: OpeningHours): number[] {
  return spansOf(openMinutesOfWeek(hours));
}

/**
 * The open spans of a week split by the day their range starts on (see openWeekSpans): `day` the minutes of
 * each range on its own day, `night` what runs past midnight. What a dated event's when-filters need.
 */
export function openWeekSpansByDay(hours: OpeningHours): { day: number[]; night: number[] } {
  const { day, night } = openMinutesByDay(hours);
  return { day: spansOf(day), night: spansOf(night) };
}

/** Whether any span of `spans` (see openWeekSpans) meets the minutes [from, to) of the week. */
export function spansMeet(spans: ArrayLike<number>, from: number, to: number): boolean {
  for (let index = 0; index < spans.length; index += 2) {
    if ((spans[index] as number) < to && (spans[index + 1] as number) > from) return true;
  }
  return false;
}
