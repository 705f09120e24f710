// The public trade-show page's countdown, shared by the server render and the page's script (src/islands).
import { localDateTime } from "@alentour/domain/local-time";

const MINUTE_MS = 60_000;

/**
 * The instant a local date and time ("2026-11-28", "09:00") names in an IANA time zone. The zone's offset is
 * read at a first guess and corrected once, which also settles the days its offset changes.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  let guess = wanted;
  for (let pass = 0; pass < 2; pass += 1) {
    const local = localDateTime(new Date(guess), timeZone);
    const seen = Date.parse(`${local.date}T${local.time}:00Z`);
    guess += wanted - seen;
  }
  return new Date(guess);
}

export type CountdownTarget = { startsAt: string; endsAt: string };
export type Countdown = { phase: "upcoming" | "ongoing"; days: number; hours: number; minutes: number } | { phase: "finished" };

/** What the countdown shows at `now`: the time left before the opening, or before the closing, or the end. */
export function countdownAt(target: CountdownTarget, now: Date): Countdown {
  const start = Date.parse(target.startsAt);
  const end = Date.parse(target.endsAt);
  const time = now.getTime();
  if (time >= end) return { phase: "finished" };
  const phase = time < start ? "upcoming" : "ongoing";
  // Whole minutes, rounded up: "0 min" only when the moment has come.
  const minutesLeft = Math.ceil(((phase === "upcoming" ? start : end) - time) / MINUTE_MS);
  return {
    phase,
    days: Math.floor(minutesLeft / (24 * 60)),
    hours: Math.floor((minutesLeft % (24 * 60)) / 60),
    minutes: minutesLeft % 60,
  };
}
