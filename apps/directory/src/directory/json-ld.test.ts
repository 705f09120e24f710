import type { Activity } from "@alentour/domain/directory";
import { translator } from "@alentour/ui/translator";
import { describe, expect, it } from "vitest";
import { activityJsonLd } from "./json-ld.ts";

const activity = {
  id: "1",
  slug: "salon-des-vins-lyon",
  name: "Salon des vins",
  category: "trade-shows-fairs",
  subCategory: "wine-fair",
  pricing: "paid",
  setting: "indoor",
  profiles: ["friends"],
  address: { streetNumberAndStreet: "Eurexpo", city: "Lyon", citySlug: "lyon", country: "FR" },
  location: { lat: 45.73, lng: 4.95 },
  timeZone: "Europe/Paris",
  openingHours: { mode: "same-every-day", days: ["saturday"], ranges: [{ start: "10:00", end: "19:00" }] },
  dates: { start: "2026-11-28", end: "2026-12-01" },
  descriptionHtml: "<p>Vins</p>",
  bannerUrl: null,
  priceList: [],
  socialLinks: {},
  contact: {},
  accessibility: [],
  ownerId: null,
  tradeShowSlug: null,
  published: true,
  quality: 4,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
} satisfies Activity;

const t = translator("en");

describe("activity JSON-LD", () => {
  it("gives a dated event its start and end dates beside its opening hours", () => {
    const data = activityJsonLd(activity, "https://alentour.example/activity/salon-des-vins-lyon", t);
    expect(data).toMatchObject({ startDate: "2026-11-28", endDate: "2026-12-01" });
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "19:00" },
    ]);
    expect(activityJsonLd({ ...activity, dates: null }, "https://alentour.example/", t)).not.toHaveProperty("startDate");
  });

  it("states the place's accessibility as amenity features named in the page's language, and schema.org's terms", () => {
    const data = activityJsonLd(
      { ...activity, accessibility: ["hearingLoop", "stepFreeEntrance", "signLanguage"] },
      "https://alentour.example/",
      t,
    );
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Accessible to wheelchair users", value: true },
      { "@type": "LocationFeatureSpecification", name: "Suited to deaf and hard-of-hearing visitors", value: true },
      { "@type": "LocationFeatureSpecification", name: "Step-free entrance", value: true },
      { "@type": "LocationFeatureSpecification", name: "Hearing loop", value: true },
      { "@type": "LocationFeatureSpecification", name: "Sign language", value: true },
    ]);
    expect(data.accessibilityFeature).toEqual(["signLanguage"]);
    const french = activityJsonLd(
      { ...activity, accessibility: ["stepFreeEntrance"] },
      "https://alentour.example/",
      translator("fr"),
    );
    expect(french.amenityFeature?.[0]?.name).toBe("Accessible en fauteuil roulant");
    const unsaid = activityJsonLd(activity, "https://alentour.example/", t);
    expect(unsaid).not.toHaveProperty("amenityFeature");
    expect(unsaid).not.toHaveProperty("accessibilityFeature");
  });
});
