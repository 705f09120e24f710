// The date range of a dated event (a fair, a festival, a market season), without zod: browsers load this module.
import type { FieldError } from "./errors.ts";
import { localDateTime } from "./local-time.ts";

/** Local dates ("YYYY-MM-DD") in the activity's own time zone, both inclusive. */
export type EventDates = { start: string; end: string };

/** A dated event lasts at most this many days, both ends included (a year, leap day and all). */
export const EVENT_DATES_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date "YYYY-MM-DD", or null. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

/** The calendar date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  const base = dayNumber(date);
  if (base === null) throw new RangeError(`not a date: ${date}`);
  return new Date((base + days) * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-11-28" → 20261128, the form the search index filters on. */
export function dateNumber(date: string): number {
  return Number(date.replaceAll("-", ""));
}

/** What is wrong with a date range, field by field (empty when it is valid). */
export function eventDatesErrors(dates: EventDates): Partial<Record<keyof EventDates, FieldError>> {
  const start = dayNumber(dates.start);
  const end = dayNumber(dates.end);
  const errors: Partial<Record<keyof EventDates, FieldError>> = {};
  if (start === null) errors.start = { code: "event-dates/invalid-date" };
  if (end === null) errors.end = { code: "event-dates/invalid-date" };
  if (start === null || end === null) return errors;
  if (end < start) errors.end = { code: "event-dates/end-before-start" };
  else if (end - start + 1 > EVENT_DATES_MAX_DAYS)
    errors.end = { code: "event-dates/too-long", params: { days: EVENT_DATES_MAX_DAYS } };
  return errors;
}

export type EventPhase = "upcoming" | "running" | "ended";

/** Whether a dated event is still to come, running or over on a local date. */
export function eventPhase(dates: EventDates, localDate: string): EventPhase {
  if (localDate < dates.start) return "upcoming";
  if (localDate > dates.end) return "ended";
  return "running";
}

/** The phase of a dated event at an instant, read on its own time zone's calendar; null when undated. */
export function eventPhaseAt(dates: EventDates | null, now: Date, timeZone: string): EventPhase | null {
  return dates ? eventPhase(dates, localDateTime(now, timeZone).date) : null;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A local date in words, "28 novembre 2026" / "28 November 2026" (the year left out when asked). */
export function formatEventDate(date: string, locale: "fr" | "en", withYear = true): string {
  const key = `${locale}|${withYear}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
      day: "numeric",
      month: "long",
      ...(withYear && { year: "numeric" }),
      timeZone: "UTC",
    });
    dateFormatters.set(key, formatter);
  }
  const days = dayNumber(date);
  return days === null ? date : formatter.format(new Date(days * DAY_MS));
}

/** The two ends of a range in words, the first without its year when both fall in the same year. */
export function formatEventDates(dates: EventDates, locale: "fr" | "en"): { start: string; end: string; oneDay: boolean } {
  return {
    start: formatEventDate(dates.start, locale, dates.start.slice(0, 4) !== dates.end.slice(0, 4)),
    end: formatEventDate(dates.end, locale),
    oneDay: dates.start === dates.end,
  };
}
