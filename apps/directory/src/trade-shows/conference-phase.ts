// Where a conference of the public programme stands (docs/trade-shows.md#conferences): a countdown before it
// starts, the live player while it runs, then the replay when there is one. Shared by the page's render and its
// script (src/islands/trade-show.ts), which moves a cached page on.

export type ConferencePhase = "upcoming" | "live" | "over";

export function conferencePhase(conference: { startsAt: string; endsAt: string }, now: Date): ConferencePhase {
  const time = now.getTime();
  if (time < Date.parse(conference.startsAt)) return "upcoming";
  return time < Date.parse(conference.endsAt) ? "live" : "over";
}
