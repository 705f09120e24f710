import { uiStateConnector } from "./ui-state-connector.ts";

/** The days a visitor asks about, local "YYYY-MM-DD", either end optional. */
export type DatesRange = { from?: string; to?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const asNumber = (date: string) => Number(date.replaceAll("-", ""));

/** The range as the search service's dates filter, or undefined (ADR 044): events overlapping the days asked. */
export function datesFilter(dates: DatesRange | undefined): string | undefined {
  const tests: string[] = [];
  // An event overlaps [from, to] when it ends on or after `from` and starts on or before `to`; undated activities
  // are indexed as 0 … 99991231, so they always overlap.
  if (dates?.from && DATE.test(dates.from)) tests.push(`dateEnd>=${asNumber(dates.from)}`);
  if (dates?.to && DATE.test(dates.to)) tests.push(`dateStart<=${asNumber(dates.to)}`);
  return tests.length > 0 ? tests.join(" AND ") : undefined;
}

/** The filter back to the range (the search parameters are the widget's memory across renders). */
function datesOf(filters: string | undefined): DatesRange | undefined {
  if (!filters) return undefined;
  const from = /dateEnd>=(\d{8})/.exec(filters)?.[1];
  const to = /dateStart<=(\d{8})/.exec(filters)?.[1];
  const asDate = (value: string) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  if (!from && !to) return undefined;
  return { ...(from && { from: asDate(from) }), ...(to && { to: asDate(to) }) };
}

/**
 * The dates filter as an InstantSearch widget: the range lives in the index's UI state (`dates`), so the URL,
 * back and forward carry it, and it sets the `filters` parameter (the price range owns `numericFilters`).
 */
export const connectDates = uiStateConnector({
  type: "alentour.dates",
  key: "dates",
  read: (parameters) => datesOf(parameters.filters),
  write: (parameters, dates: DatesRange | undefined) => parameters.setQueryParameter("filters", datesFilter(dates)),
});
