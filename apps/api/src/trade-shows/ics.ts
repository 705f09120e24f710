import { addDays } from "@alentour/domain/event-dates";
import { instantOf } from "@alentour/domain/local-time";
import { type TradeShow, tradeShowPagePath } from "@alentour/domain/trade-show";
import { createEvents, type EventAttributes } from "ics";

/**
 * A show as an iCalendar file: one event per day, from its opening to its closing time, each read in the
 * show's time zone and written in UTC, so every calendar shows them at the right hour wherever it is.
 */
export function renderIcs(show: TradeShow, publicOrigin: string): string {
  const url = `${publicOrigin}${tradeShowPagePath(show.slug, "fr")}`;
  const { address } = show.place;
  const location = show.mode === "virtual" ? url : `${address.streetNumberAndStreet}, ${address.city}, ${address.country}`;
  const events: EventAttributes[] = [];
  for (let day = show.startDate; day <= show.endDate; day = addDays(day, 1)) {
    events.push({
      uid: `${show.id}-${day}@alentour`,
      title: show.name,
      description: [show.presentation, url].filter(Boolean).join("\n\n"),
      location,
      url,
      ...(show.mode !== "virtual" && { geo: { lat: show.place.location.lat, lon: show.place.location.lng } }),
      start: instantOf(day, show.openingTime, show.timeZone).getTime(),
      startInputType: "utc",
      startOutputType: "utc",
      end: instantOf(day, show.closingTime, show.timeZone).getTime(),
      endInputType: "utc",
      endOutputType: "utc",
      status: "CONFIRMED",
      organizer: { name: show.organiser.company ?? show.organiser.name, email: show.organiser.email },
      categories: show.themes,
      lastModified: Date.parse(show.updatedAt),
      created: Date.parse(show.createdAt),
    });
  }
  const { error, value } = createEvents(events, { productId: "alentour/trade-shows", calName: show.name });
  if (error || !value) throw error ?? new Error("ics: nothing produced");
  return value;
}
