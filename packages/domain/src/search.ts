// The search service's vocabulary, shared by the api and the search page. No zod: browsers load this module.
import { addDays, type EventDates } from "./event-dates.ts";
import type { LocalDateTime } from "./local-time.ts";
import { spansMeet } from "./opening-hours.ts";

/** The index of the directory's published activities (docs/product.md#search-index). */
export const SEARCH_INDEX = "event";

/** The "when" filters of docs/product.md#search-page, "open now" among them. */
export const whenFilters = ["now", "today", "tonight", "tomorrow", "weekend", "week"] as const;
export type WhenFilter = (typeof whenFilters)[number];

export function isWhenFilter(value: string): value is WhenFilter {
  return (whenFilters as readonly string[]).includes(value);
}

const DAY = 24 * 60;
const WEEK = 7 * DAY;
/** Evenings run from 19:00 to 02:00 the next morning. */
const EVENING_START = 19 * 60;
const EVENING_END = DAY + 2 * 60;

/** The minutes a "when" filter asks about, from the start of the current week, unwrapped (may pass Sunday night). */
function whenRange(when: WhenFilter, local: Pick<LocalDateTime, "weekdayIndex" | "minutesOfDay">): [number, number] {
  const now = local.weekdayIndex * DAY + local.minutesOfDay;
  const dayStart = local.weekdayIndex * DAY;
  switch (when) {
    case "now":
      return [now, now + 1];
    case "today":
      return [now, dayStart + DAY];
    case "tonight":
      return [Math.max(now, dayStart + EVENING_START), dayStart + EVENING_END];
    case "tomorrow":
      return [dayStart + DAY, dayStart + 2 * DAY];
    case "weekend":
      return [Math.max(now, 5 * DAY), WEEK];
    case "week":
      return [now, WEEK];
  }
}

/**
 * The minutes of the week (0 = Monday 00:00) a "when" filter asks about, from the activity's local time: what
 * is left of today, tonight, tomorrow, the weekend, or the week (ending Sunday night). Pairs of [from, to);
 * a window running past Sunday midnight is split in two.
 */
export function whenWindows(when: WhenFilter, local: Pick<LocalDateTime, "weekdayIndex" | "minutesOfDay">): number[] {
  const [from, to] = whenRange(when, local);
  if (to <= WEEK) return [from, to];
  if (from >= WEEK) return [from - WEEK, to - WEEK];
  return [from, WEEK, 0, to - WEEK];
}

/** One local day's part of a when-window: its date and its minutes of the week [from, to). */
export type WhenPiece = { date: string; from: number; to: number };

/** A when-window cut at each local midnight, each piece with its local date (what a dated event is checked on). */
export function whenPieces(when: WhenFilter, local: Pick<LocalDateTime, "date" | "weekdayIndex" | "minutesOfDay">): WhenPiece[] {
  const [from, to] = whenRange(when, local);
  const pieces: WhenPiece[] = [];
  for (let day = Math.floor(from / DAY); day * DAY < to; day++) {
    const start = Math.max(from, day * DAY);
    const end = Math.min(to, (day + 1) * DAY);
    if (start >= end) continue;
    const weekStart = start % WEEK;
    pieces.push({ date: addDays(local.date, day - local.weekdayIndex), from: weekStart, to: weekStart + (end - start) });
  }
  return pieces;
}

/**
 * An activity's week for the when-filters: the open spans of each range on the day it starts (`day`) and past
 * midnight (`night`), see openWeekSpansByDay, and the optional date range of a dated event.
 */
export type OpenWeek = { day: ArrayLike<number>; night: ArrayLike<number>; dates: EventDates | null };

/**
 * Whether an activity is open at some moment of a when-window: on a piece's date inside its date range, or past
 * midnight after an evening inside it. The one rule both search engines follow.
 */
export function openDuringPieces(week: OpenWeek, pieces: readonly WhenPiece[]): boolean {
  const { dates } = week;
  for (const { date, from, to } of pieces) {
    if ((!dates || (date >= dates.start && date <= dates.end)) && spansMeet(week.day, from, to)) return true;
    if (week.night.length > 0 && spansMeet(week.night, from, to)) {
      const evening = dates ? addDays(date, -1) : date;
      if (!dates || (evening >= dates.start && evening <= dates.end)) return true;
    }
  }
  return false;
}

/** Whether an activity (see OpenWeek) is open during a when-filter, read at its local time. */
export function openForWhen(week: OpenWeek, when: WhenFilter, local: LocalDateTime): boolean {
  return openDuringPieces(week, whenPieces(when, local));
}
