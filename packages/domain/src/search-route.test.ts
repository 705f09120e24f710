import { describe, expect, it } from "vitest";
import { datesFilter, routeFromSearch, searchParamsOfRoute } from "./search-route.ts";

describe("the search page's address", () => {
  it("reads as the parameters the page's widgets send: a list's values are alternatives, the rest all apply", () => {
    const route = routeFromSearch(
      "q=mus%C3%A9e&category=art-culture&city=Lyon&city=Paris&free=1&when=weekend&setting=indoor&from=2026-11-28&to=2026-11-30&price=5-20&near=45.76,4.83&page=2",
    );
    expect(searchParamsOfRoute(route)).toEqual({
      query: "musée",
      facetFilters: [["category:art-culture"], ["city:Lyon", "city:Paris"], "setting:indoor", "when:weekend", "pricing:free"],
      numericFilters: ["price>=5", "price<=20"],
      filters: "dateEnd>=20261128 AND dateStart<=20261130",
      aroundLatLng: "45.76,4.83",
    });
  });

  it("reads the accessibility filter: several needs are alternatives, and apply with the city", () => {
    expect(searchParamsOfRoute(routeFromSearch("city=Lyon&access=motor&access=hearing"))).toEqual({
      facetFilters: [["city:Lyon"], ["accessibility:motor", "accessibility:hearing"]],
    });
  });

  it("drops what a hand-edited address gets wrong, as the page does", () => {
    expect(searchParamsOfRoute(routeFromSearch("box=north&near=here&price=cheap&from=tomorrow&city="))).toEqual({});
    expect(searchParamsOfRoute(routeFromSearch("price=-30"))).toEqual({ numericFilters: ["price<=30"] });
    expect(datesFilter({ from: "2026-12-01" })).toBe("dateEnd>=20261201");
    expect(datesFilter(undefined)).toBeUndefined();
  });
});
