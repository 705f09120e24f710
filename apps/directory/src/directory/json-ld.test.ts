import type { ProgrammeConference } from "@alentour/domain/conference";
import type { Activity } from "@alentour/domain/directory";
import type { TradeShowView } from "@alentour/domain/trade-show";
import { translator } from "@alentour/ui/translator";
import { describe, expect, it } from "vitest";
import { activityJsonLd, metaDescription, tradeShowJsonLd } from "./json-ld.ts";

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

describe("an activity page's meta description", () => {
  it("is the start of the activity's own description", () => {
    expect(metaDescription(activity, "en", t)).toBe("Vins");
  });

  it("says what and where, in the page's language, while the activity has no description", () => {
    const bare = { ...activity, descriptionHtml: "<p></p>" };
    expect(metaDescription(bare, "fr", translator("fr"))).toBe(
      "Salon des vins à Lyon : horaires d'ouverture, adresse, tarifs et accès sur Alentour.",
    );
    expect(metaDescription(bare, "en", t)).toBe("Wine fair in Lyon: opening hours, address, prices and access on Alentour.");
  });
});

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

const show = {
  id: "s1",
  slug: "salon-des-vins",
  name: "Salon des vins",
  category: "wine-fair",
  startDate: "2026-11-28",
  endDate: "2026-11-30",
  openingTime: "10:00",
  closingTime: "19:00",
  timeZone: "Europe/Paris",
  place: {
    address: { streetNumberAndStreet: "Eurexpo", city: "Lyon", citySlug: "lyon", country: "FR" },
    location: { lat: 45.73, lng: 4.95 },
  },
  themes: ["Vins", "Terroirs"],
  presentation: "Trois jours de dégustation.",
  organiser: { name: "Ana Martin", email: "ana@salon.example", company: "Salons du Rhône", website: "https://salons.example" },
  logoUrl: null,
  bannerUrl: null,
  socialLinks: {},
  accessibility: ["stepFreeEntrance", "hearingLoop"],
  mode: "hybrid",
  listing: "public",
  halls: [],
  plan: [],
  activitySlug: "salon-des-vins-lyon",
  timeState: "upcoming",
  onlineAccessOpen: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  myRole: null,
} satisfies TradeShowView;

const talk = {
  id: "c1",
  boothId: null,
  name: "Les vins de demain",
  date: "2026-11-28",
  startTime: "14:00",
  endTime: "15:00",
  startsAt: "2026-11-28T13:00:00.000Z",
  endsAt: "2026-11-28T14:00:00.000Z",
  description: "Table ronde.",
  liveStreamUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  replayUrl: null,
  imageUrl: null,
  speakers: ["Xia Chen"],
  accessibility: ["captions", "signLanguage"],
} satisfies ProgrammeConference;

describe("trade show JSON-LD", () => {
  const url = "https://alentour.example/en/salon/salon-des-vins";
  const startsAt = new Date("2026-11-28T09:00:00Z");
  const endsAt = new Date("2026-11-30T18:00:00Z");

  it("states a hybrid show's two locations, the venue with its accessibility named in the page's language", () => {
    const data = tradeShowJsonLd(show, url, startsAt, endsAt, t);
    expect(data).toMatchObject({
      "@type": "Event",
      startDate: "2026-11-28T09:00:00.000Z",
      endDate: "2026-11-30T18:00:00.000Z",
      eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
      organizer: { name: "Salons du Rhône", url: "https://salons.example" },
      keywords: "Vins, Terroirs",
    });
    const [online, venue] = data.location as unknown as [{ "@type": string }, Record<string, unknown>];
    expect(online).toEqual({ "@type": "VirtualLocation", url });
    expect(venue).toMatchObject({ "@type": "Place", address: { addressLocality: "Lyon" } });
    expect(venue.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Accessible to wheelchair users", value: true },
      { "@type": "LocationFeatureSpecification", name: "Suited to deaf and hard-of-hearing visitors", value: true },
      { "@type": "LocationFeatureSpecification", name: "Step-free entrance", value: true },
      { "@type": "LocationFeatureSpecification", name: "Hearing loop", value: true },
    ]);
    expect(data).not.toHaveProperty("subEvent");
  });

  it("gives a physical show its venue alone, attended offline, and a venue with nothing said no accessibility", () => {
    const data = tradeShowJsonLd({ ...show, mode: "physical", accessibility: [] }, url, startsAt, endsAt, t);
    expect(data.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(data.location).toMatchObject({ "@type": "Place", name: "Lyon", geo: { latitude: 45.73, longitude: 4.95 } });
    expect(Object.keys(data.location)).not.toContain("amenityFeature");
  });

  it("gives a virtual show no venue, and each programme conference as a streamed sub-event with its accessibility", () => {
    const data = tradeShowJsonLd({ ...show, mode: "virtual" }, url, startsAt, endsAt, t, [
      talk,
      { ...talk, id: "c2", speakers: [], description: "", accessibility: [] },
    ]);
    expect(data.location).toEqual({ "@type": "VirtualLocation", url });
    expect(data.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(data.subEvent).toEqual([
      {
        "@type": "Event",
        name: "Les vins de demain",
        url: `${url}#conference-c1`,
        startDate: "2026-11-28T13:00:00.000Z",
        endDate: "2026-11-28T14:00:00.000Z",
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        eventStatus: "https://schema.org/EventScheduled",
        location: { "@type": "VirtualLocation", url: `${url}#conference-c1` },
        description: "Table ronde.",
        performer: [{ "@type": "Person", name: "Xia Chen" }],
        accessibilityFeature: ["captions", "signLanguage"],
      },
      expect.objectContaining({ name: "Les vins de demain", url: `${url}#conference-c2` }),
    ]);
    // A talk with nothing said states nothing: no empty list that would read as "no feature".
    const bare = (data.subEvent ?? [])[1] ?? {};
    expect(Object.keys(bare)).not.toContain("accessibilityFeature");
    expect(Object.keys(bare)).not.toContain("performer");
    expect(Object.keys(bare)).not.toContain("description");
  });
});
