import { describe, expect, it } from "vitest";
import { datesFilter } from "./dates-connector.ts";
import {
  refinementsOfState,
  routeFromSearch,
  routeToState,
  searchFromRoute,
  stateToRoute,
  withoutRefinement,
} from "./routing.ts";

describe("search URL state", () => {
  it("writes a short URL and reads it back to the same state", () => {
    const uiState = {
      event: {
        query: "musée",
        refinementList: { category: ["art-culture"], city: ["Lyon", "Saint-Étienne"], profiles: ["family"] },
        menu: { when: "weekend", setting: "indoor" },
        toggle: { pricing: true },
        dates: { from: "2026-11-28", to: "2026-11-30" },
        range: { price: "0:20" },
        geoSearch: { boundingBox: "45.8,4.9,45.7,4.8" },
        near: "45.75,4.85",
        page: 2,
      },
    };
    const search = searchFromRoute(stateToRoute(uiState, "event"));
    expect(search).toBe(
      "?q=mus%C3%A9e&category=art-culture&city=Lyon&city=Saint-%C3%89tienne&profile=family&setting=indoor&when=weekend&free=1&from=2026-11-28&to=2026-11-30&price=0-20&box=45.8%2C4.9%2C45.7%2C4.8&near=45.75%2C4.85&page=2",
    );
    expect(routeToState(routeFromSearch(search), "event")).toEqual(uiState);
  });

  it("keeps the accessibility filter in the URL as access=…, read back to the same refinement", () => {
    const uiState = { event: { refinementList: { city: ["Lyon"], accessibility: ["motor", "hearingLoop"] } } };
    const search = searchFromRoute(stateToRoute(uiState, "event"));
    expect(search).toBe("?city=Lyon&access=motor&access=hearingLoop");
    expect(routeToState(routeFromSearch(search), "event")).toEqual(uiState);
  });

  it("drops what a hand-edited URL gets wrong", () => {
    expect(
      routeToState(routeFromSearch("?box=north&near=1,2,3&price=cheap&page=-4&free=yes&city=&from=demain"), "event"),
    ).toEqual({
      event: {},
    });
    expect(searchFromRoute(stateToRoute({ event: {} }, "event"))).toBe("");
  });
});

describe("dates filter", () => {
  it("asks for events overlapping the days, either end optional", () => {
    expect(datesFilter({ from: "2026-11-28", to: "2026-11-30" })).toBe("dateEnd>=20261128 AND dateStart<=20261130");
    expect(datesFilter({ from: "2026-11-28" })).toBe("dateEnd>=20261128");
    expect(datesFilter({ to: "2026-11-30" })).toBe("dateStart<=20261130");
    expect(datesFilter({ from: "soon" })).toBeUndefined();
    expect(datesFilter(undefined)).toBeUndefined();
  });
});

describe("the filters a state names, before the filters' widgets have mounted", () => {
  const state =
    routeToState(routeFromSearch("?q=musee&category=art-culture&city=Lyon&city=Paris&free=1&when=weekend&price=5-20"), "event")
      .event ?? {};

  it("lists each value, the free toggle and each bound of the price", () => {
    expect(refinementsOfState(state)).toEqual([
      { attribute: "category", value: "art-culture" },
      { attribute: "city", value: "Lyon" },
      { attribute: "city", value: "Paris" },
      { attribute: "when", value: "weekend" },
      { attribute: "pricing", value: "free" },
      { attribute: "price", value: "5", operator: ">=" },
      { attribute: "price", value: "20", operator: "<=" },
    ]);
  });

  it("removes one and keeps the rest, words included", () => {
    const withoutParis = withoutRefinement(state, { attribute: "city", value: "Paris" });
    const withoutMin = withoutRefinement(withoutParis, { attribute: "price", value: "5", operator: ">=" });
    const withoutFree = withoutRefinement(withoutMin, { attribute: "pricing", value: "free" });
    const withoutWhen = withoutRefinement(withoutFree, { attribute: "when", value: "weekend" });
    expect(searchFromRoute(stateToRoute({ event: withoutWhen }, "event"))).toBe(
      "?q=musee&category=art-culture&city=Lyon&price=-20",
    );
    const noPrice = withoutRefinement(withoutWhen, { attribute: "price", value: "20", operator: "<=" });
    expect(refinementsOfState(noPrice)).toEqual([
      { attribute: "category", value: "art-culture" },
      { attribute: "city", value: "Lyon" },
    ]);
  });
});
