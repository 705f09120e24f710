import { describe, expect, it } from "vitest";
import { accessibilityFacetValues, accessibleFamilies, accessibleFeatures } from "./accessibility.ts";
import { accessibilitySchema, activityCreateSchema, activityPatchSchema } from "./activity.ts";

describe("accessibility", () => {
  it("a step-free entrance makes a place accessible to wheelchair users, a hearing loop to deaf visitors", () => {
    expect(accessibleFamilies(["stepFreeEntrance", "hearingLoop"])).toEqual(["motor", "hearing"]);
    expect(accessibleFamilies(["audioDescription", "signLanguage"])).toEqual(["visual", "hearing"]);
  });

  it("toilets, parking and quiet hours imply no family; intellectual and psychic access are declared", () => {
    expect(accessibleFamilies(["accessibleToilets", "accessibleParking", "quietHours"])).toEqual([]);
    expect(accessibleFamilies(["psychic", "intellectual"])).toEqual(["intellectual", "psychic"]);
  });

  it("the search facet holds the families, implied or declared, then the features", () => {
    expect(accessibilityFacetValues(["hearingLoop", "stepFreeEntrance", "psychic"])).toEqual([
      "motor",
      "hearing",
      "psychic",
      "stepFreeEntrance",
      "hearingLoop",
    ]);
    expect(accessibleFeatures(["motor", "quietHours"])).toEqual(["quietHours"]);
    expect(accessibilityFacetValues([])).toEqual([]);
  });

  it("the schema keeps each tick once, in the lists' order, and refuses an unknown one", () => {
    expect(accessibilitySchema.parse(["hearingLoop", "stepFreeEntrance", "hearingLoop", "motor"])).toEqual([
      "motor",
      "stepFreeEntrance",
      "hearingLoop",
    ]);
    const wrong = accessibilitySchema.safeParse(["stepFreeEntrance", "lift"]);
    expect(wrong.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["1", "field/invalid"]]);
    expect(accessibilitySchema.safeParse("stepFreeEntrance").success).toBe(false);
  });

  it("a patch may carry the section alone, and leaves it out otherwise; a new activity starts with nothing ticked", () => {
    expect(activityPatchSchema.parse({ accessibility: ["hearingLoop"] })).toEqual({ accessibility: ["hearingLoop"] });
    expect(activityPatchSchema.parse({ name: "Atelier" })).toEqual({ name: "Atelier" });
    const created = activityCreateSchema.parse({
      name: "Atelier poterie",
      category: "art-culture",
      subCategory: "creative-workshop",
      pricing: "free",
      setting: "indoor",
      profiles: ["alone"],
      address: { streetNumberAndStreet: "12 rue de la Paix", city: "Lyon", country: "FR" },
      openingHours: { mode: "24h", days: ["monday"] },
      location: { lat: 45.76, lng: 4.83 },
      legalAccepted: true,
    });
    expect(created.accessibility).toEqual([]);
  });
});
