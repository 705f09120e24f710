import { describe, expect, it } from "vitest";
import { activityPagePath, distanceMetres, slugify } from "./directory.ts";

describe("slugify", () => {
  it("keeps URLs readable and accent-free", () => {
    expect(slugify("Saint-Étienne")).toBe("saint-etienne");
    expect(slugify("L'Œuf à la coque")).toBe("l-oeuf-a-la-coque");
    expect(slugify("  Musée d'Orsay — Paris 7e ")).toBe("musee-d-orsay-paris-7e");
    expect(slugify("Zürich")).toBe("zurich");
  });
});

describe("distanceMetres", () => {
  it("measures Paris to Lyon at about 392 km", () => {
    const km = distanceMetres({ lat: 48.8566, lng: 2.3522 }, { lat: 45.764, lng: 4.8357 }) / 1000;
    expect(km).toBeGreaterThan(389);
    expect(km).toBeLessThan(395);
  });
  it("is zero for one point", () => {
    expect(distanceMetres({ lat: 1, lng: 2 }, { lat: 1, lng: 2 })).toBe(0);
  });
});

describe("activityPagePath", () => {
  it("sends a listed trade show's entry to the show's page, whatever the activity's own slug", () => {
    expect(activityPagePath({ slug: "salon-du-vin-lyon-2", tradeShowSlug: "salon-du-vin-lyon" })).toBe(
      "/salon/salon-du-vin-lyon",
    );
    expect(activityPagePath({ slug: "musee-lyon", tradeShowSlug: null })).toBe("/activity/musee-lyon");
    // A search hit from an index written before the field existed.
    expect(activityPagePath({ slug: "musee-lyon" })).toBe("/activity/musee-lyon");
  });
});
