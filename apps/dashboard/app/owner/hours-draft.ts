import type { EventDates } from "@alentour/domain/event-dates";
import type { OpeningHours } from "@alentour/domain/opening-hours";
import { type Weekday, weekdays } from "@alentour/domain/taxonomy";

/** The hours editor's state: every mode's values are kept, so switching modes loses nothing. */
export type HoursDraft = {
  mode: OpeningHours["mode"];
  days: Weekday[];
  start: string;
  end: string;
  perDay: Record<Weekday, { open: boolean; start: string; end: string }>;
  /** A dated event: open on these hours only from `dateStart` to `dateEnd` ("YYYY-MM-DD", local, inclusive). */
  dated: boolean;
  dateStart: string;
  dateEnd: string;
};

export function emptyHours(): HoursDraft {
  const perDay = Object.fromEntries(
    weekdays.map((day) => [day, { open: false, start: "09:00", end: "18:00" }]),
  ) as HoursDraft["perDay"];
  return { mode: "same-every-day", days: [], start: "09:00", end: "18:00", perDay, dated: false, dateStart: "", dateEnd: "" };
}

export function hoursFromDraft(draft: HoursDraft): OpeningHours {
  const days = weekdays.filter((day) => draft.days.includes(day));
  if (draft.mode === "24h") return { mode: "24h", days };
  if (draft.mode === "same-every-day") return { mode: "same-every-day", days, ranges: [{ start: draft.start, end: draft.end }] };
  return {
    mode: "per-day",
    days: Object.fromEntries(
      weekdays
        .filter((day) => draft.perDay[day].open)
        .map((day) => [day, [{ start: draft.perDay[day].start, end: draft.perDay[day].end }]]),
    ),
  };
}

/** The dates the api receives: null unless the owner chose a dated event. */
export function datesFromDraft(draft: HoursDraft): EventDates | null {
  return draft.dated ? { start: draft.dateStart, end: draft.dateEnd } : null;
}

/** The editor's state for existing hours (the modify wizard); the first range of each day is edited. */
export function draftFromHours(hours: OpeningHours, dates: EventDates | null = null): HoursDraft {
  const draft = emptyHours();
  if (dates) Object.assign(draft, { dated: true, dateStart: dates.start, dateEnd: dates.end });
  draft.mode = hours.mode;
  if (hours.mode === "24h") draft.days = [...hours.days];
  if (hours.mode === "same-every-day") {
    draft.days = [...hours.days];
    draft.start = hours.ranges[0]?.start ?? draft.start;
    draft.end = hours.ranges[0]?.end ?? draft.end;
  }
  if (hours.mode === "per-day") {
    for (const day of weekdays) {
      const range = hours.days[day]?.[0];
      if (range) draft.perDay[day] = { open: true, start: range.start, end: range.end };
    }
  }
  return draft;
}
