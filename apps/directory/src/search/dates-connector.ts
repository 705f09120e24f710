import type { Connector } from "instantsearch.js";

/** The days a visitor asks about, local "YYYY-MM-DD", either end optional. */
export type DatesRange = { from?: string; to?: string };

export type DatesRenderState = {
  dates: DatesRange | undefined;
  refine: (dates: DatesRange | undefined) => void;
};

type DatesDescription = {
  $$type: "alentour.dates";
  renderState: DatesRenderState;
  indexRenderState: { dates: DatesRenderState };
  indexUiState: { dates: DatesRange };
};

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
export const connectDates: Connector<DatesDescription, Record<string, never>> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    const refineWith = new WeakMap<object, DatesRenderState["refine"]>();
    return {
      $$type: "alentour.dates",
      init(initOptions) {
        renderFn({ ...this.getWidgetRenderState(initOptions), instantSearchInstance: initOptions.instantSearchInstance }, true);
      },
      render(renderOptions) {
        renderFn(
          { ...this.getWidgetRenderState(renderOptions), instantSearchInstance: renderOptions.instantSearchInstance },
          false,
        );
      },
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameter("filters", undefined);
      },
      getRenderState(renderState, renderOptions) {
        return { ...renderState, dates: this.getWidgetRenderState(renderOptions) };
      },
      getWidgetRenderState({ helper, state }) {
        let refine = refineWith.get(helper);
        if (!refine) {
          refine = (dates) => {
            helper.setQueryParameter("filters", datesFilter(dates)).setPage(0).search();
          };
          refineWith.set(helper, refine);
        }
        return { dates: datesOf(state.filters), refine, widgetParams };
      },
      getWidgetUiState(uiState, { searchParameters }) {
        const { dates: _previous, ...rest } = uiState;
        const dates = datesOf(searchParameters.filters);
        return dates ? { ...rest, dates } : rest;
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        return searchParameters.setQueryParameter("filters", datesFilter(uiState.dates));
      },
    };
  };
