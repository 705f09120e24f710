// The public trade-show page's countdown, shared by the server render and the page's script (src/islands).

const MINUTE_MS = 60_000;

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
