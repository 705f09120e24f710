// How the search page's state reads in its URL: short, shareable, and the same on the server and in the browser.
// `?q=musee&category=art-culture&city=Lyon&city=Paris&free=1&when=weekend&from=2026-11-28&to=2026-11-30&price=0-20&box=…&near=…&page=2`

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

export type Route = Record<string, string | string[] | undefined>;

const lists = { category: "category", subCategory: "sub", city: "city", country: "country", profiles: "profile" } as const;
type ListAttribute = keyof typeof lists;

const coordinates = (count: number) => new RegExp(`^-?\\d+(\\.\\d+)?(,-?\\d+(\\.\\d+)?){${count - 1}}$`);
const isBox = (value: string) => coordinates(4).test(value);
const isPoint = (value: string) => coordinates(2).test(value);

const asList = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((entry) => entry.length > 0 && entry.length <= 100);
const isDate = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);
const asOne = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

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
  const query = asOne(route.q);
  if (query) state.query = query.slice(0, 200);
  for (const [attribute, key] of Object.entries(lists) as Array<[ListAttribute, string]>) {
    const values = asList(route[key]);
    if (values.length > 0) {
      state.refinementList ??= {};
      state.refinementList[attribute] = values;
    }
  }
  const setting = asOne(route.setting);
  const when = asOne(route.when);
  if (setting || when) state.menu = { ...(setting && { setting }), ...(when && { when }) };
  if (asOne(route.free) === "1") state.toggle = { pricing: true };
  const from = asOne(route.from);
  const to = asOne(route.to);
  if (isDate(from) || isDate(to)) state.dates = { ...(isDate(from) && { from }), ...(isDate(to) && { to }) };
  const price = asOne(route.price);
  if (price && /^\d*(\.\d+)?-\d*(\.\d+)?$/.test(price)) state.range = { price: price.replace("-", ":") };
  const box = asOne(route.box);
  if (box && isBox(box)) state.geoSearch = { boundingBox: box };
  const near = asOne(route.near);
  if (near && isPoint(near)) state.near = near;
  const page = Number(asOne(route.page));
  if (Number.isInteger(page) && page > 1 && page <= 50) state.page = page;
  return { [indexName]: state };
}

/** `?a=1&a=2` ↔ `{ a: ["1", "2"] }`: repeated keys rather than qs's `a[0]=`. */
export function routeFromSearch(search: string): Route {
  const route: Route = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = route[key];
    route[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return route;
}

export function searchFromRoute(route: Route): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(route)) {
    for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, entry);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
