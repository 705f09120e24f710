// The search service's vocabulary, shared by the api and the search page. No zod: browsers load this module.
import type { LocalDateTime } from "./local-time.ts";

/** The index of the directory's published activities (spec §7). */
export const SEARCH_INDEX = "event";

/** The "when" filters of spec §9, plus "open now". */
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

/**
 * The minutes of the week (0 = Monday 00:00) a "when" filter asks about, from the activity's local time: what
 * is left of today, tonight, tomorrow, the weekend, or the week (ending Sunday night). Pairs of [from, to);
 * a window running past Sunday midnight is split in two.
 */
export function whenWindows(when: WhenFilter, local: Pick<LocalDateTime, "weekdayIndex" | "minutesOfDay">): number[] {
  const now = local.weekdayIndex * DAY + local.minutesOfDay;
  const dayStart = local.weekdayIndex * DAY;
  let from: number;
  let to: number;
  switch (when) {
    case "now":
      from = now;
      to = now + 1;
      break;
    case "today":
      from = now;
      to = dayStart + DAY;
      break;
    case "tonight":
      from = Math.max(now, dayStart + EVENING_START);
      to = dayStart + EVENING_END;
      break;
    case "tomorrow":
      from = dayStart + DAY;
      to = dayStart + 2 * DAY;
      break;
    case "weekend":
      from = Math.max(now, 5 * DAY);
      to = WEEK;
      break;
    case "week":
      from = now;
      to = WEEK;
      break;
  }
  if (to <= WEEK) return [from, to];
  if (from >= WEEK) return [from - WEEK, to - WEEK];
  return [from, WEEK, 0, to - WEEK];
}
