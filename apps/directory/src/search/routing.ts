// How the search page's state reads in its URL: short, shareable, and the same on the server and in the browser.
// `?q=musee&category=art-culture&city=Lyon&city=Paris&free=1&when=weekend&from=2026-11-28&to=2026-11-30&price=0-20&box=…&near=…&page=2`
// The address's grammar is shared with the api's feeds (packages/domain/src/search-route.ts).
import {
  isRouteBox,
  isRouteDate,
  isRoutePoint,
  isRoutePrice,
  routeFromSearch,
  routeList,
  routeOne,
  type SearchRoute,
  type SearchRouteList,
  searchRouteLists,
} from "@alentour/domain/search-route";

export { routeFromSearch };

export type SearchUiState = {
  query?: string;
  page?: number;
  refinementList?: Partial<Record<ListAttribute, string[]>>;
  menu?: Partial<Record<"setting" | "when", string>>;
  toggle?: { pricing?: boolean };
  range?: { price?: string };
  geoSearch?: { boundingBox?: string };
  /** "lat,lng": the results ranked around the visitor (see near-connector.ts). */
  near?: string;
  /** The days asked about, "YYYY-MM-DD" (see dates-connector.ts). */
  dates?: { from?: string; to?: string };
};

export type Route = SearchRoute;

const lists = searchRouteLists;
type ListAttribute = SearchRouteList;

export function stateToRoute(uiState: Record<string, SearchUiState>, indexName: string): Route {
  const state = uiState[indexName] ?? {};
  const route: Route = {};
  if (state.query) route.q = state.query;
  for (const [attribute, key] of Object.entries(lists) as Array<[ListAttribute, string]>) {
    const values = state.refinementList?.[attribute];
    if (values?.length) route[key] = values;
  }
  if (state.menu?.setting) route.setting = state.menu.setting;
  if (state.menu?.when) route.when = state.menu.when;
  if (state.toggle?.pricing) route.free = "1";
  if (state.dates?.from) route.from = state.dates.from;
  if (state.dates?.to) route.to = state.dates.to;
  if (state.range?.price) route.price = state.range.price.replace(":", "-");
  if (state.geoSearch?.boundingBox) route.box = state.geoSearch.boundingBox;
  if (state.near) route.near = state.near;
  if (state.page && state.page > 1) route.page = String(state.page);
  return route;
}

/** The route back to InstantSearch's state; anything malformed in a hand-edited URL is dropped. */
export function routeToState(route: Route, indexName: string): Record<string, SearchUiState> {
  const state: SearchUiState = {};
  const query = routeOne(route.q);
  if (query) state.query = query.slice(0, 200);
  for (const [attribute, key] of Object.entries(lists) as Array<[ListAttribute, string]>) {
    const values = routeList(route[key]);
    if (values.length > 0) {
      state.refinementList ??= {};
      state.refinementList[attribute] = values;
    }
  }
  const setting = routeOne(route.setting);
  const when = routeOne(route.when);
  if (setting || when) state.menu = { ...(setting && { setting }), ...(when && { when }) };
  if (routeOne(route.free) === "1") state.toggle = { pricing: true };
  const from = routeOne(route.from);
  const to = routeOne(route.to);
  if (isRouteDate(from) || isRouteDate(to)) state.dates = { ...(isRouteDate(from) && { from }), ...(isRouteDate(to) && { to }) };
  const price = routeOne(route.price);
  if (price && isRoutePrice(price)) state.range = { price: price.replace("-", ":") };
  const box = routeOne(route.box);
  if (box && isRouteBox(box)) state.geoSearch = { boundingBox: box };
  const near = routeOne(route.near);
  if (near && isRoutePoint(near)) state.near = near;
  const page = Number(routeOne(route.page));
  if (Number.isInteger(page) && page > 1 && page <= 50) state.page = page;
  return { [indexName]: state };
}

export function searchFromRoute(route: Route): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(route)) {
    for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, entry);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A filter the state names, as the bar of current filters lists it: a value, or a bound of the price. */
export type StateRefinement = { attribute: string; value: string; operator?: ">=" | "<=" };

/**
 * The filters `state` names (words, dates, area and position aside, which have bars of their own), for the bar of
 * current filters before the filters' widgets have mounted: the server's HTML and the first render in the browser.
 */
export function refinementsOfState(state: SearchUiState): StateRefinement[] {
  const found: StateRefinement[] = [];
  for (const [attribute, values] of Object.entries(state.refinementList ?? {}))
    for (const value of values ?? []) found.push({ attribute, value });
  for (const [attribute, value] of Object.entries(state.menu ?? {})) if (value) found.push({ attribute, value });
  if (state.toggle?.pricing) found.push({ attribute: "pricing", value: "free" });
  const [min, max] = (state.range?.price ?? "").split(":");
  if (min) found.push({ attribute: "price", value: min, operator: ">=" });
  if (max) found.push({ attribute: "price", value: max, operator: "<=" });
  return found;
}

/** `state` without `refinement`. */
export function withoutRefinement(state: SearchUiState, refinement: StateRefinement): SearchUiState {
  const { attribute, value, operator } = refinement;
  const next: SearchUiState = { ...state, page: undefined };
  if (attribute === "price" && operator) {
    const [min = "", max = ""] = (state.range?.price ?? "").split(":");
    const price = operator === ">=" ? `:${max}` : `${min}:`;
    next.range = price === ":" ? undefined : { price };
  } else if (attribute === "pricing") next.toggle = undefined;
  else if (attribute === "setting" || attribute === "when") next.menu = { ...state.menu, [attribute]: undefined };
  else {
    const lists = { ...state.refinementList } as Record<string, string[] | undefined>;
    lists[attribute] = lists[attribute]?.filter((listed) => listed !== value);
    next.refinementList = lists as SearchUiState["refinementList"];
  }
  return next;
}
