import { type DatesRange, datesFilter } from "@alentour/domain/search-route";
import { uiStateConnector } from "./ui-state-connector.ts";

export { type DatesRange, datesFilter };

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
