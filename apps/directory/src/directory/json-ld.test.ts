import type { Activity } from "@alentour/domain/directory";
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
  ownerId: null,
  published: true,
  quality: 4,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
} satisfies Activity;

describe("activity JSON-LD", () => {
  it("gives a dated event its start and end dates beside its opening hours", () => {
    const data = activityJsonLd(activity, "https://alentour.example/activity/salon-des-vins-lyon");
    expect(data).toMatchObject({ startDate: "2026-11-28", endDate: "2026-12-01" });
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "19:00" },
    ]);
    expect(activityJsonLd({ ...activity, dates: null }, "https://alentour.example/")).not.toHaveProperty("startDate");
  });
});
