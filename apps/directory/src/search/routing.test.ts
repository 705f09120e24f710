import { describe, expect, it } from "vitest";
import { routeFromSearch, routeToState, searchFromRoute, stateToRoute } from "./routing.ts";

describe("search URL state", () => {
  it("writes a short URL and reads it back to the same state", () => {
    const uiState = {
      event: {
        query: "musée",
        refinementList: { category: ["art-culture"], city: ["Lyon", "Saint-Étienne"], profiles: ["family"] },
        menu: { when: "weekend", setting: "indoor" },
        toggle: { pricing: true },
        range: { price: "0:20" },
        geoSearch: { boundingBox: "45.8,4.9,45.7,4.8" },
        near: "45.75,4.85",
        page: 2,
      },
    };
    const search = searchFromRoute(stateToRoute(uiState, "event"));
    expect(search).toBe(
      "?q=mus%C3%A9e&category=art-culture&city=Lyon&city=Saint-%C3%89tienne&profile=family&setting=indoor&when=weekend&free=1&price=0-20&box=45.8%2C4.9%2C45.7%2C4.8&near=45.75%2C4.85&page=2",
    );
    expect(routeToState(routeFromSearch(search), "event")).toEqual(uiState);
  });

  it("drops what a hand-edited URL gets wrong", () => {
    expect(routeToState(routeFromSearch("?box=north&near=1,2,3&price=cheap&page=-4&free=yes&city="), "event")).toEqual({
      event: {},
    });
    expect(searchFromRoute(stateToRoute({ event: {} }, "event"))).toBe("");
  });
});
