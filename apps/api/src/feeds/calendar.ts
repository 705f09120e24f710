// An iCalendar file (RFC 5545) of activities, as a calendar application subscribes to it (docs/feeds.md, ADR 085).
// Weekly hours become weekly recurring entries in the activity's own time zone; a dated event's entries start on
// its first day and stop after its last. Each time zone used gets its VTIMEZONE definition.
import { addDays, type EventDates } from "@alentour/domain/event-dates";
import type { OpeningHours, TimeRange } from "@alentour/domain/opening-hours";
import { type Weekday, weekdays } from "@alentour/domain/taxonomy";
import { type TradeShow, tradeShowPagePath } from "@alentour/domain/trade-show";
import ical, { type ICalCalendar, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday } from "ical-generator";
import { DateTime } from "luxon";
import { tzlib_get_ical_block } from "timezones-ical-library";

/** What a calendar entry needs of an activity (a search document holds all of it). */
export type CalendarActivity = {
  id: string;
  name: string;
  url: string;
  /** One line: category, city, price. */
  summary: string;
  city: string;
  location: { lat: number; lng: number };
  timeZone: string;
  openingHours: OpeningHours;
  dates: EventDates | null;
};

/** One recurring slot: the same hours on a set of weekdays. */
export type WeeklySlot = { days: Weekday[]; range: TimeRange };

const icalDays: Record<Weekday, ICalWeekday> = {
  monday: ICalWeekday.MO,
  tuesday: ICalWeekday.TU,
  wednesday: ICalWeekday.WE,
  thursday: ICalWeekday.TH,
  friday: ICalWeekday.FR,
  saturday: ICalWeekday.SA,
  sunday: ICalWeekday.SU,
};

/** The opening hours as slots, days that share the same hours together, in the week's order. */
export function weeklySlots(hours: OpeningHours): WeeklySlot[] {
  if (hours.mode === "24h")
    return hours.days.length > 0 ? [{ days: [...hours.days], range: { start: "00:00", end: "00:00" } }] : [];
  if (hours.mode === "same-every-day") {
    if (hours.days.length === 0) return [];
    return hours.ranges.map((range) => ({ days: weekdays.filter((day) => hours.days.includes(day)), range }));
  }
  const slots = new Map<string, WeeklySlot>();
  for (const day of weekdays) {
    for (const range of hours.days[day] ?? []) {
      const key = `${range.start}-${range.end}`;
      const slot = slots.get(key);
      if (slot) slot.days.push(day);
      else slots.set(key, { days: [day], range });
    }
  }
  return [...slots.values()];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The first local day on or after `from` that is one of `days`. */
function firstDayFrom(from: DateTime, days: readonly Weekday[]): DateTime {
  for (let ahead = 0; ahead < 7; ahead++) {
    const day = from.plus({ days: ahead });
    if (days.includes(weekdays[day.weekday - 1] as Weekday)) return day;
  }
  return from;
}

/** One entry of an activity: its first opening from the feed's day on, repeated weekly until its last day if dated. */
export type CalendarEntry = {
  index: number;
  slot: WeeklySlot;
  start: DateTime;
  end: DateTime;
  until: DateTime | null;
  repeats: boolean;
};

/**
 * The entries of an activity, seen on `now`: a dated event that is over has none. A dated event's entries start on
 * its first day, or with `fromToday` on today's date if it has begun (its next opening rather than its first).
 */
export function calendarEntries(
  activity: Pick<CalendarActivity, "timeZone" | "openingHours" | "dates">,
  now: Date,
  fromToday = false,
): CalendarEntry[] {
  const zone = activity.timeZone;
  const today = DateTime.fromJSDate(now, { zone }).startOf("day");
  const eventStart = activity.dates ? DateTime.fromISO(activity.dates.start, { zone }) : null;
  const firstDay = eventStart && !(fromToday && eventStart < today) ? eventStart : today;
  const lastDay = activity.dates ? DateTime.fromISO(activity.dates.end, { zone }) : null;
  if (lastDay && lastDay < today) return [];
  const entries: CalendarEntry[] = [];
  weeklySlots(activity.openingHours).forEach((slot, index) => {
    const day = firstDayFrom(firstDay, slot.days);
    if (lastDay && day > lastDay) return;
    const from = minutesOf(slot.range.start);
    const start = day.set({ hour: Math.floor(from / 60), minute: from % 60 });
    // A range ending at or before its start runs past midnight ("22:00"–"02:00"; "00:00"–"00:00" is the whole day).
    let length = minutesOf(slot.range.end) - from;
    if (length <= 0) length += 24 * 60;
    const repeats = !lastDay?.hasSame(day, "day");
    entries.push({ index, slot, start, end: start.plus({ minutes: length }), until: lastDay?.endOf("day") ?? null, repeats });
  });
  return entries;
}

// The calendar itself carries no time zone (its stamps and the UNTIL of a rule are written in UTC, as RFC 5545
// asks when a start has a TZID); the generator adds the VTIMEZONE of every zone the entries use.
const vtimezone = (timeZone: string): string | null => {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0] ? block[0] : null;
};

export function activitiesCalendar(input: {
  name: string;
  description: string;
  url: string;
  /** The host that names the entries' UIDs. */
  host: string;
  activities: readonly CalendarActivity[];
  now: Date;
}): ICalCalendar {
  const calendar = ical({
    prodId: { company: "Alentour", product: "Agenda", language: "FR" },
    name: input.name,
    description: input.description,
    url: input.url,
    timezone: { name: "", generator: vtimezone },
    ttl: 60 * 60,
  });
  for (const activity of input.activities) {
    for (const entry of calendarEntries(activity, input.now)) {
      calendar.createEvent({
        id: `${activity.id}-${entry.index}@${input.host}`,
        start: entry.start,
        end: entry.end,
        timezone: activity.timeZone,
        stamp: input.now,
        summary: activity.name,
        description: `${activity.summary}\n${activity.url}`,
        location: { title: activity.city, geo: { lat: activity.location.lat, lon: activity.location.lng } },
        url: activity.url,
        ...(entry.repeats && {
          repeating: {
            freq: ICalEventRepeatingFreq.WEEKLY,
            byDay: entry.slot.days.map((weekday) => icalDays[weekday]),
            ...(entry.until && { until: entry.until.toJSDate() }),
          },
        }),
      });
    }
  }
  return calendar;
}

/**
 * A trade show's calendar file (`GET /api/trade-shows/:slug/calendar.ics`): one entry per day of the show, from its
 * opening to its closing time in the show's own time zone (with that zone's VTIMEZONE), so every calendar shows
 * them at the venue's hours wherever it is. The entries keep their UIDs from one download to the next.
 */
export function tradeShowCalendar(show: TradeShow, publicOrigin: string, now: Date): ICalCalendar {
  const url = `${publicOrigin}${tradeShowPagePath(show.slug, "fr")}`;
  const { address } = show.place;
  const calendar = ical({
    prodId: { company: "Alentour", product: "Trade shows", language: "FR" },
    name: show.name,
    url,
    timezone: { name: "", generator: vtimezone },
  });
  const at = (day: string, time: string) => DateTime.fromISO(`${day}T${time}`, { zone: show.timeZone });
  for (let day = show.startDate; day <= show.endDate; day = addDays(day, 1)) {
    calendar.createEvent({
      id: `${show.id}-${day}@alentour`,
      start: at(day, show.openingTime),
      end: at(day, show.closingTime),
      timezone: show.timeZone,
      stamp: now,
      created: new Date(show.createdAt),
      lastModified: new Date(show.updatedAt),
      summary: show.name,
      description: [show.presentation, url].filter(Boolean).join("\n\n"),
      // A virtual show takes place on its page; the others at the venue.
      location:
        show.mode === "virtual"
          ? url
          : {
              title: `${address.streetNumberAndStreet}, ${address.city}, ${address.country}`,
              geo: { lat: show.place.location.lat, lon: show.place.location.lng },
            },
      url,
      status: ICalEventStatus.CONFIRMED,
      organizer: { name: show.organiser.company ?? show.organiser.name, email: show.organiser.email },
      categories: show.themes.map((name) => ({ name })),
    });
  }
  return calendar;
}
