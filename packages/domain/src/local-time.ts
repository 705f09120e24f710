const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type LocalDateTime = {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM" */
  time: string;
  /** 0 = Monday … 6 = Sunday */
  weekdayIndex: number;
  minutesOfDay: number;
};

/** The wall-clock reading of an instant in an IANA time zone (an activity's or a trade show's, not the host's). */
export function localDateTime(now: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(now)) parts[type] = value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    time: `${pad(hour)}:${pad(minute)}`,
    weekdayIndex: (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7,
    minutesOfDay: hour * 60 + minute,
  };
}

/**
 * The instant a wall-clock reading names in an IANA time zone ("2026-06-10", "09:00", "Europe/Paris" → 07:00Z).
 * A reading skipped by a clock change is taken as the instant after the gap; a repeated one, as its first time.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const local = localDateTime(new Date(instant), timeZone);
    const [y, m, d] = local.date.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d, Math.floor(local.minutesOfDay / 60), local.minutesOfDay % 60) - instant;
  };
  // Two rounds settle on the offset in force at the instant itself (it differs from the guess's near a change).
  let instant = wanted - offsetAt(wanted);
  instant = wanted - offsetAt(instant);
  return new Date(instant);
}
