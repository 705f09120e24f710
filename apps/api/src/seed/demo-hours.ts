import type { OpeningHours, TimeRange, Weekday } from "@alentour/domain/activity";
import { weekdays } from "@alentour/domain/activity";
import type { Random } from "./demo-random.ts";

export type HoursStyle =
  | "always"
  | "daylight"
  | "museum"
  | "shop"
  | "restaurant"
  | "cafe"
  | "bar"
  | "club"
  | "show"
  | "cinema"
  | "sport"
  | "class"
  | "leisure"
  | "seasonal"
  | "kids"
  | "market"
  | "fair"
  | "christmas"
  | "bakery"
  | "tour"
  | "weekend"
  | "brunch"
  | "library"
  | "spa"
  | "lunch";

type Ranges = TimeRange[];

const range = (start: string, end: string): TimeRange => ({ start, end });

function except(...closed: Weekday[]): Weekday[] {
  return weekdays.filter((day) => !closed.includes(day));
}

function sameEveryDay(days: readonly Weekday[], ranges: Ranges): OpeningHours {
  return { mode: "same-every-day", days: [...days], ranges };
}

// Built in weekday order so that equal inputs serialise to equal JSON.
function perDay(schedule: (day: Weekday) => Ranges | null): OpeningHours {
  const days: Partial<Record<Weekday, Ranges>> = {};
  for (const day of weekdays) {
    const ranges = schedule(day);
    if (ranges && ranges.length > 0) days[day] = ranges;
  }
  return { mode: "per-day", days };
}

const weekend: Weekday[] = ["saturday", "sunday"];
const workingWeek: Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday"];

const styles: Record<HoursStyle, (random: Random) => OpeningHours> = {
  always: () => ({ mode: "24h", days: [...weekdays] }),

  daylight: (random) =>
    sameEveryDay(weekdays, [
      random.pick([range("08:00", "20:00"), range("07:30", "21:30"), range("09:00", "19:00"), range("08:30", "18:30")]),
    ]),

  // Closed one day a week (Monday for most French museums, Tuesday for national ones), open late once.
  museum: (random) => {
    const closed = random.pick<Weekday>(["monday", "monday", "tuesday"]);
    const open = random.pick(["09:30", "10:00", "10:00"]);
    const close = random.pick(["17:30", "18:00", "18:00", "19:00"]);
    const late = random.pick<Weekday>(["wednesday", "thursday", "friday"]);
    const lateClose = random.pick(["21:00", "22:00"]);
    return perDay((day) => {
      if (day === closed) return null;
      return [range(open, day === late ? lateClose : close)];
    });
  },

  shop: (random) => {
    const continuous = random.chance(0.5);
    const sundayMorning = random.chance(0.4);
    const mondayAfternoon = random.chance(0.3);
    return perDay((day) => {
      if (day === "sunday") return sundayMorning ? [range("09:00", "12:30")] : null;
      if (day === "monday") return mondayAfternoon ? [range("14:00", "19:00")] : null;
      return continuous ? [range("10:00", "19:00")] : [range("09:30", "12:30"), range("14:00", "19:00")];
    });
  },

  restaurant: (random) => {
    const closed = random.pick<Weekday[]>([[], ["monday"], ["sunday", "monday"], ["sunday"]]);
    const dinner = random.pick([range("19:00", "22:30"), range("19:30", "23:00"), range("18:30", "22:00")]);
    const ranges = random.chance(0.1) ? [range("11:45", "14:30")] : [range("12:00", "14:30"), dinner];
    return sameEveryDay(except(...closed), ranges);
  },

  cafe: (random) =>
    sameEveryDay(random.chance(0.5) ? weekdays : except("sunday"), [
      random.pick([range("07:30", "19:00"), range("08:00", "18:30"), range("09:00", "19:00"), range("14:00", "19:00")]),
    ]),

  // Bars close after midnight: the range ends on the next day.
  bar: (random) =>
    sameEveryDay(random.chance(0.6) ? weekdays : except("sunday", "monday"), [
      random.pick([range("18:00", "02:00"), range("17:00", "01:00"), range("18:00", "00:00"), range("16:00", "02:00")]),
    ]),

  club: (random) => {
    const thursday = random.chance(0.5);
    return perDay((day) => {
      if (day === "thursday" && thursday) return [range("23:00", "04:00")];
      if (day === "friday" || day === "saturday") return [range("23:30", "06:00")];
      return null;
    });
  },

  show: (random) => {
    const curtain = random.pick(["20:00", "20:30"]);
    const saturdayMatinee = random.chance(0.5);
    return perDay((day) => {
      if (day === "monday") return null;
      if (day === "sunday") return [range("15:00", "18:00")];
      const evening = range(curtain, "23:00");
      return day === "saturday" && saturdayMatinee ? [range("15:00", "17:30"), evening] : [evening];
    });
  },

  cinema: (random) =>
    sameEveryDay(weekdays, [random.pick([range("10:00", "00:00"), range("13:30", "23:30"), range("11:00", "00:30")])]),

  sport: (random) => {
    if (random.chance(0.5)) {
      return sameEveryDay(weekdays, [random.pick([range("07:00", "22:00"), range("09:00", "23:00"), range("06:30", "22:30")])]);
    }
    const sundayOpen = random.chance(0.7);
    return perDay((day) => {
      if (workingWeek.includes(day)) return [range("07:00", "22:00")];
      if (day === "saturday") return [range("09:00", "20:00")];
      return sundayOpen ? [range("09:00", "13:00")] : null;
    });
  },

  // Classes: a few evenings, Wednesday afternoon for children, Saturday morning.
  class: (random) => {
    const open = weekdays.filter((day) => day !== "sunday" && random.chance(0.55));
    if (open.length === 0) open.push("wednesday");
    return perDay((day) => {
      if (!open.includes(day)) return null;
      if (day === "wednesday") return [range("14:00", "17:00"), range("18:30", "21:30")];
      if (day === "saturday") return [range("09:30", "12:30")];
      return [range(random.pick(["18:00", "18:30", "19:00"]), "21:30")];
    });
  },

  leisure: (random) =>
    sameEveryDay(weekdays, [random.pick([range("10:00", "23:00"), range("14:00", "01:00"), range("10:00", "20:00")])]),

  seasonal: (random) =>
    sameEveryDay(random.chance(0.7) ? weekdays : ["wednesday", "saturday", "sunday"], [
      random.pick([range("10:00", "18:00"), range("09:30", "19:00"), range("10:00", "19:30")]),
    ]),

  // Children are free on Wednesday afternoons and at weekends; some places open after school too.
  kids: (random) => {
    const afterSchool = random.chance(0.5);
    return perDay((day) => {
      if (day === "wednesday" || day === "saturday") return [range("10:00", "19:00")];
      if (day === "sunday") return [range("10:00", "18:30")];
      return afterSchool && day !== "monday" ? [range("16:30", "19:00")] : null;
    });
  },

  market: (random) => {
    if (random.chance(0.5)) {
      return perDay((day) =>
        day === "saturday" ? [range("07:00", "13:30")] : day === "sunday" ? [range("08:00", "13:00")] : null,
      );
    }
    const days = random.pick<Weekday[]>([["tuesday", "friday"], ["wednesday", "saturday"], ["sunday"], ["thursday", "sunday"]]);
    return sameEveryDay(days, [range("07:30", "13:00")]);
  },

  fair: (random) => {
    const days = random.pick<Weekday[]>([
      ["friday", "saturday", "sunday"],
      ["saturday", "sunday"],
      ["thursday", "friday", "saturday", "sunday", "monday"],
      ["tuesday", "wednesday", "thursday"],
    ]);
    return sameEveryDay(days, [random.pick([range("10:00", "19:00"), range("09:00", "18:00"), range("10:00", "20:00")])]);
  },

  christmas: (random) => {
    if (random.chance(0.5)) return sameEveryDay(weekdays, [random.pick([range("11:00", "20:00"), range("10:30", "21:00")])]);
    return perDay((day) => [range("11:00", day === "friday" || day === "saturday" ? "22:00" : "20:00")]);
  },

  bakery: (random) => {
    const closed = random.pick<Weekday>(["monday", "wednesday", "tuesday"]);
    const split = random.chance(0.4);
    return perDay((day) => {
      if (day === closed) return null;
      if (day === "sunday") return [range("07:00", "13:00")];
      return split ? [range("07:00", "13:30"), range("15:30", "20:00")] : [range("06:45", "20:00")];
    });
  },

  tour: (random) => {
    const days = random.pick<Weekday[]>([weekend, ["wednesday", "saturday", "sunday"], [...weekdays]]);
    const ranges = random.pick<Ranges>([
      [range("10:00", "12:00"), range("14:30", "16:30")],
      [range("15:00", "17:00")],
      [range("20:30", "22:00")],
    ]);
    return sameEveryDay(days, ranges);
  },

  weekend: (random) =>
    sameEveryDay(random.chance(0.5) ? weekend : ["wednesday", "saturday", "sunday"], [
      random.pick([range("09:00", "17:00"), range("08:30", "16:30")]),
    ]),

  brunch: (random) => {
    const friday = random.chance(0.3);
    return perDay((day) => {
      if (day === "saturday") return [range("10:00", "15:00")];
      if (day === "sunday") return [range("10:00", "15:30")];
      return friday && day === "friday" ? [range("11:00", "14:30")] : null;
    });
  },

  library: (random) => {
    const lateThursday = random.chance(0.5);
    return perDay((day) => {
      if (day === "sunday" || day === "monday") return null;
      if (day === "wednesday") return [range("10:00", "18:00")];
      if (day === "saturday") return [range("10:00", "17:00")];
      return [range("13:00", day === "thursday" && lateThursday ? "20:00" : "18:00")];
    });
  },

  spa: (random) =>
    sameEveryDay(weekdays, [random.pick([range("10:00", "21:00"), range("09:30", "20:00"), range("10:00", "22:00")])]),

  lunch: (random) => {
    if (random.chance(0.6)) return sameEveryDay(workingWeek, [range("11:30", "14:00")]);
    return perDay((day) =>
      workingWeek.includes(day)
        ? day === "thursday" || day === "friday"
          ? [range("11:30", "14:00"), range("18:30", "22:00")]
          : [range("11:30", "14:00")]
        : null,
    );
  },
};

export function openingHours(style: HoursStyle, random: Random): OpeningHours {
  return styles[style](random);
}
