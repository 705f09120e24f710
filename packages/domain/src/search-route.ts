// The search page's address, read the same way by the page (its InstantSearch state) and by the api (the feeds
// of a search, docs/feeds.md). No zod here: browsers load this module.
//   ?q=musee&category=art-culture&city=Lyon&city=Paris&free=1&when=weekend&from=2026-11-28&to=2026-11-30
//    &price=0-20&setting=indoor&access=motor&box=…&near=…&page=2

/** The search attributes a visitor picks several values of, and their names in the address. */
export const searchRouteLists = {
  category: "category",
  subCategory: "sub",
  city: "city",
  country: "country",
  profiles: "profile",
  accessibility: "access",
} as const;
export type SearchRouteList = keyof typeof searchRouteLists;

/** The search page's address as repeated keys: `?a=1&a=2` ↔ `{ a: ["1", "2"] }`. */
export type SearchRoute = Record<string, string | string[] | undefined>;

/** The days a visitor asks about, local "YYYY-MM-DD", either end optional. */
export type DatesRange = { from?: string; to?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COORDINATES = (count: number) => new RegExp(`^-?\\d+(\\.\\d+)?(,-?\\d+(\\.\\d+)?){${count - 1}}$`);
const BOX = COORDINATES(4);
const POINT = COORDINATES(2);
const PRICE = /^\d*(\.\d+)?-\d*(\.\d+)?$/;

export const isRouteDate = (value: string | undefined): value is string => value !== undefined && DATE.test(value);
export const isRouteBox = (value: string) => BOX.test(value);
export const isRoutePoint = (value: string) => POINT.test(value);
export const isRoutePrice = (value: string) => PRICE.test(value);

/** Every value of a key, empty and over-long ones dropped. */
export const routeList = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((entry) => entry.length > 0 && entry.length <= 100);
/** The first value of a key. */
export const routeOne = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

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

/** `?a=1&a=2` → `{ a: ["1", "2"] }`. */
export function routeFromSearch(search: string | URLSearchParams): SearchRoute {
  const route: SearchRoute = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = route[key];
    route[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return route;
}

/**
 * The search parameters the page's widgets send for an address (Algolia's names, what the search service reads):
 * the values of one list are alternatives, the lists and the other filters all apply. Anything malformed in a
 * hand-edited address is dropped, as the page drops it.
 */
export function searchParamsOfRoute(route: SearchRoute): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const query = routeOne(route.q);
  if (query) params.query = query.slice(0, 200);
  const facetFilters: Array<string | string[]> = [];
  for (const [attribute, key] of Object.entries(searchRouteLists)) {
    const values = routeList(route[key]);
    if (values.length > 0) facetFilters.push(values.map((value) => `${attribute}:${value}`));
  }
  const setting = routeOne(route.setting);
  if (setting) facetFilters.push(`setting:${setting}`);
  const when = routeOne(route.when);
  if (when) facetFilters.push(`when:${when}`);
  if (routeOne(route.free) === "1") facetFilters.push("pricing:free");
  if (facetFilters.length > 0) params.facetFilters = facetFilters;
  const price = routeOne(route.price);
  if (price && isRoutePrice(price)) {
    const [min, max] = price.split("-");
    const numericFilters = [...(min ? [`price>=${min}`] : []), ...(max ? [`price<=${max}`] : [])];
    if (numericFilters.length > 0) params.numericFilters = numericFilters;
  }
  const from = routeOne(route.from);
  const to = routeOne(route.to);
  const filters = datesFilter({ ...(isRouteDate(from) && { from }), ...(isRouteDate(to) && { to }) });
  if (filters) params.filters = filters;
  const box = routeOne(route.box);
  if (box && isRouteBox(box)) params.insideBoundingBox = box;
  const near = routeOne(route.near);
  if (near && isRoutePoint(near)) params.aroundLatLng = near;
  return params;
}
