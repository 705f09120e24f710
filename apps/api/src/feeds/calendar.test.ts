import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { activitiesCalendar, type CalendarActivity, weeklySlots } from "./calendar.ts";

// Wednesday 25 November 2026, 10:00 in Paris.
const now = new Date("2026-11-25T09:00:00Z");

const bouchon: CalendarActivity = {
  id: "bouchon",
  name: "Le Bouchon des Cordeliers",
  url: "https://alentour.example/activity/bouchon-des-cordeliers",
  summary: "Gastronomie · Restaurant · Lyon · 35 €",
  city: "Lyon",
  location: { lat: 45.7635, lng: 4.8365 },
  timeZone: "Europe/Paris",
  openingHours: {
    mode: "per-day",
    days: {
      tuesday: [{ start: "19:00", end: "23:30" }],
      wednesday: [{ start: "19:00", end: "23:30" }],
      friday: [{ start: "19:00", end: "01:00" }],
      saturday: [{ start: "19:00", end: "01:00" }],
    },
  },
  dates: null,
};

const salon: CalendarActivity = {
  ...bouchon,
  id: "salon",
  name: "Salon des vins de Montréal",
  url: "https://alentour.example/activity/salon-des-vins",
  city: "Montréal",
  timeZone: "America/Toronto",
  openingHours: {
    mode: "same-every-day",
    days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    ranges: [{ start: "10:00", end: "19:00" }],
  },
  dates: { start: "2026-11-28", end: "2026-11-30" },
};

/** The calendar as a calendar application reads it: parsed, its time zones registered, its entries expanded. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  /** The first `count` occurrences of an entry, as local "weekday HH:MM–HH:MM" in its own zone and as instants. */
  const occurrences = (event: ICAL.Event, count: number) => {
    const iterator = event.iterator();
    const found: Array<{ start: Date; end: Date; local: string }> = [];
    for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      const end = details.endDate.toJSDate();
      const zone = event.startDate.zone?.tzid;
      const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat("en-GB", { timeZone: zone, ...options }).format(date);
      found.push({
        start,
        end,
        local: `${format(start, { weekday: "short", day: "numeric", month: "short" })} ${format(start, { hour: "2-digit", minute: "2-digit" })}–${format(end, { hour: "2-digit", minute: "2-digit" })}`,
      });
    }
    return found;
  };
  return { calendar, events, occurrences };
}

describe("calendar feed", () => {
  it("groups the days that share their hours", () => {
    expect(weeklySlots(bouchon.openingHours)).toEqual([
      { days: ["tuesday", "wednesday"], range: { start: "19:00", end: "23:30" } },
      { days: ["friday", "saturday"], range: { start: "19:00", end: "01:00" } },
    ]);
    expect(weeklySlots({ mode: "24h", days: [] })).toEqual([]);
  });

  it("writes weekly hours as weekly entries in the activity's zone, past midnight and across the change of time", () => {
    const text = activitiesCalendar({
      name: "Lyon — Alentour",
      description: "…",
      url: "https://alentour.example/place/lyon",
      host: "alentour.example",
      activities: [bouchon],
      now,
    }).toString();
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Paris");
    const { events, occurrences } = read(text);
    expect(events.map((event) => event.summary)).toEqual(["Le Bouchon des Cordeliers", "Le Bouchon des Cordeliers"]);
    expect(events.map((event) => event.uid)).toEqual(["bouchon-0@alentour.example", "bouchon-1@alentour.example"]);
    expect(events[0]?.startDate.zone?.tzid).toBe("Europe/Paris");
    // From today (a Wednesday) on: Wednesday, then Tuesday and Wednesday every week.
    expect(occurrences(events[0] as ICAL.Event, 3).map((o) => o.local)).toEqual([
      "Wed 25 Nov 19:00–23:30",
      "Tue 1 Dec 19:00–23:30",
      "Wed 2 Dec 19:00–23:30",
    ]);
    // Friday and Saturday evenings end at 01:00 the next day.
    const late = occurrences(events[1] as ICAL.Event, 2);
    expect(late.map((o) => o.local)).toEqual(["Fri 27 Nov 19:00–01:00", "Sat 28 Nov 19:00–01:00"]);
    expect(late[0]?.end.toISOString()).toBe("2026-11-28T00:00:00.000Z");
    // Summer time: still 19:00 on the wall clock, an hour earlier in UTC.
    const summer = occurrences(events[1] as ICAL.Event, 40).find((o) => o.start > new Date("2027-04-01"));
    expect(summer?.local).toBe("Fri 2 Apr 19:00–01:00");
    expect(summer?.start.toISOString()).toBe("2027-04-02T17:00:00.000Z");
  });

  it("starts a dated event's entries on its first day and stops them after its last, in its own zone", () => {
    const { events, occurrences } = read(
      activitiesCalendar({
        name: "x",
        description: "x",
        url: "https://alentour.example",
        host: "alentour.example",
        activities: [salon],
        now,
      }).toString(),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.startDate.zone?.tzid).toBe("America/Toronto");
    const all = occurrences(events[0] as ICAL.Event, 10);
    expect(all.map((o) => o.local)).toEqual(["Sat 28 Nov 10:00–19:00", "Sun 29 Nov 10:00–19:00", "Mon 30 Nov 10:00–19:00"]);
    expect(all[0]?.start.toISOString()).toBe("2026-11-28T15:00:00.000Z");
  });

  it("leaves out a dated event that is over and an activity with no hours, and writes one entry for a one-day event", () => {
    const over = { ...salon, id: "over", dates: { start: "2026-11-01", end: "2026-11-02" } };
    const closed = { ...bouchon, id: "closed", openingHours: { mode: "per-day" as const, days: {} } };
    const oneDay = { ...salon, id: "one-day", dates: { start: "2026-12-05", end: "2026-12-05" } };
    const text = activitiesCalendar({
      name: "x",
      description: "x",
      url: "https://alentour.example",
      host: "alentour.example",
      activities: [over, closed, oneDay],
      now,
    }).toString();
    const { events, occurrences } = read(text);
    expect(events.map((event) => event.uid)).toEqual(["one-day-0@alentour.example"]);
    expect(text).not.toContain("RRULE:FREQ=WEEKLY");
    expect(occurrences(events[0] as ICAL.Event, 5).map((o) => o.local)).toEqual(["Sat 5 Dec 10:00–19:00"]);
  });
});
