import { describe, expect, it } from "vitest";
import { instantOf } from "./local-time.ts";
import {
  addCalendarMonths,
  latestTradeShowEndDate,
  mayChangeMode,
  type TradeShowInput,
  tradeShowInputSchema,
  tradeShowOnlineAccess,
  tradeShowOnlineAccessOpen,
  tradeShowPatchSchema,
  tradeShowTimeState,
} from "./trade-show.ts";

const validShow: TradeShowInput = {
  name: "Salon du vin",
  startDate: "2025-01-31",
  endDate: "2025-02-02",
  openingTime: "09:00",
  closingTime: "19:00",
  category: "wine-fair",
  place: {
    address: { streetNumberAndStreet: "1 quai Perrache", city: "Lyon", country: "FR" },
    location: { lat: 45.74, lng: 4.82 },
  },
  themes: ["Vins naturels", "Bourgogne"],
  organiser: { name: "Ana Martin", email: "ana@example.fr", website: "https://salon.fr" },
  socialLinks: {},
  mode: "physical",
  listing: "public",
  halls: [{ id: "h1", theme: "Bourgogne" }],
};

const issuesOf = (value: unknown) =>
  tradeShowInputSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("calendar months", () => {
  it("add months, clamping to the end of shorter months", () => {
    expect(addCalendarMonths("2025-03-15", 1)).toBe("2025-04-15");
    expect(addCalendarMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addCalendarMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addCalendarMonths("2025-12-10", 1)).toBe("2026-01-10");
    expect(() => addCalendarMonths("31/01/2025", 1)).toThrow(RangeError);
  });

  it("bound a trade show to one month", () => {
    expect(latestTradeShowEndDate("2025-05-10")).toBe("2025-06-10");
  });
});

describe("tradeShowInputSchema", () => {
  it("accepts a valid trade show", () => {
    expect(issuesOf(validShow)).toEqual([]);
  });

  it("requires at least one theme, and at most one main and four custom ones, each once (ADR 064)", () => {
    expect(issuesOf({ ...validShow, themes: [], halls: [] })).toEqual([["themes", "trade-show/theme-required"]]);
    expect(issuesOf({ ...validShow, themes: ["a", "b", "c", "d", "e"], halls: [] })).toEqual([]);
    expect(issuesOf({ ...validShow, themes: ["a", "b", "c", "d", "e", "f"], halls: [] })).toEqual([
      ["themes", "trade-show/too-many-themes"],
    ]);
    expect(issuesOf({ ...validShow, themes: ["Vins", "vins"], halls: [] })).toEqual([["themes", "trade-show/duplicate-theme"]]);
  });

  it("takes each hall's theme from the show's themes", () => {
    expect(issuesOf({ ...validShow, halls: [{ id: "h1", theme: "Champagne" }] })).toEqual([
      ["halls.0.theme", "trade-show/hall-theme-unknown"],
    ]);
  });

  it("takes its category from the directory's trade-show sub-categories", () => {
    expect(issuesOf({ ...validShow, category: "museum" })).toEqual([["category", "field/invalid"]]);
  });

  it("checks the organiser's phone against the show's country, and closes after it opens each day", () => {
    expect(issuesOf({ ...validShow, organiser: { ...validShow.organiser, phone: "04 72 00 00 00" } })).toEqual([]);
    expect(issuesOf({ ...validShow, organiser: { ...validShow.organiser, phone: "01 23 45 67 89 00" } })).toEqual([
      ["organiser.phone", "phone/invalid"],
    ]);
    expect(issuesOf({ ...validShow, closingTime: "09:00" })).toEqual([["closingTime", "schedule/end-before-start"]]);
  });

  it("lets an edit take the logo away but never set an address by hand", () => {
    expect(tradeShowPatchSchema.safeParse({ logoUrl: null }).success).toBe(true);
    expect(tradeShowPatchSchema.safeParse({ logoUrl: "https://evil.example/x.png" }).success).toBe(false);
  });

  it("requires every hall's theme", () => {
    expect(issuesOf({ ...validShow, halls: [{ id: "h1", theme: " " }] })).toEqual([
      ["halls.0.theme", "trade-show/hall-theme-required"],
    ]);
    expect(issuesOf({ ...validShow, halls: [{ id: "h1" }] })).toEqual([["halls.0.theme", "trade-show/hall-theme-required"]]);
  });

  it("lasts at most one month and ends after it starts", () => {
    expect(issuesOf({ ...validShow, endDate: "2025-02-28" })).toEqual([]);
    expect(issuesOf({ ...validShow, endDate: "2025-03-01" })).toEqual([["endDate", "trade-show/too-long"]]);
    expect(issuesOf({ ...validShow, endDate: "2025-01-30" })).toEqual([["endDate", "schedule/end-before-start"]]);
  });

  it("reports a malformed date once", () => {
    expect(issuesOf({ ...validShow, endDate: "soon" }).map(([path]) => path)).toEqual(["endDate"]);
  });

  it("checks social links and the organiser", () => {
    expect(issuesOf({ ...validShow, socialLinks: { x: "https://facebook.com/a" } })).toEqual([
      ["socialLinks.x", "url/wrong-host"],
    ]);
    expect(issuesOf({ ...validShow, organiser: { ...validShow.organiser, phone: "n/a" } })).toEqual([
      ["organiser.phone", "phone/invalid"],
    ]);
  });
});

describe("tradeShowTimeState", () => {
  const show = { startDate: "2025-06-10", endDate: "2025-06-12", openingTime: "09:00", closingTime: "18:00" };
  const paris = (local: string) => new Date(`${local}:00+02:00`);

  it("moves from upcoming to ongoing to finished at local times", () => {
    expect(tradeShowTimeState(show, paris("2025-06-10T08:59"), "Europe/Paris")).toBe("upcoming");
    expect(tradeShowTimeState(show, paris("2025-06-10T09:00"), "Europe/Paris")).toBe("ongoing");
    expect(tradeShowTimeState(show, paris("2025-06-12T17:59"), "Europe/Paris")).toBe("ongoing");
    expect(tradeShowTimeState(show, paris("2025-06-12T18:00"), "Europe/Paris")).toBe("finished");
  });
});

describe("format changes", () => {
  it("go only to hybrid", () => {
    expect(mayChangeMode("physical", "hybrid")).toBe(true);
    expect(mayChangeMode("virtual", "hybrid")).toBe(true);
    expect(mayChangeMode("hybrid", "hybrid")).toBe(true);
    expect(mayChangeMode("hybrid", "physical")).toBe(false);
    expect(mayChangeMode("physical", "virtual")).toBe(false);
    expect(mayChangeMode("virtual", "physical")).toBe(false);
  });
});

describe("time state and online access in the show's time zone", () => {
  const show = { startDate: "2026-03-28", endDate: "2026-03-30", openingTime: "09:00", closingTime: "18:00" };

  it("change at local times, whatever the offset of the day (Paris moves to summer time on 2026-03-29)", () => {
    const at = (date: string, time: string, zone = "Europe/Paris") => instantOf(date, time, zone);
    expect(at("2026-03-28", "09:00").toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(at("2026-03-30", "18:00").toISOString()).toBe("2026-03-30T16:00:00.000Z");
    expect(tradeShowTimeState(show, new Date(at("2026-03-28", "09:00").getTime() - 1), "Europe/Paris")).toBe("upcoming");
    expect(tradeShowTimeState(show, at("2026-03-28", "09:00"), "Europe/Paris")).toBe("ongoing");
    expect(tradeShowTimeState(show, new Date(at("2026-03-30", "18:00").getTime() - 60_000), "Europe/Paris")).toBe("ongoing");
    expect(tradeShowTimeState(show, at("2026-03-30", "18:00"), "Europe/Paris")).toBe("finished");
    // The same instant is still upcoming for a show in Montréal.
    expect(tradeShowTimeState(show, at("2026-03-28", "09:00"), "America/Toronto")).toBe("upcoming");
  });

  it("keeps online access open until one month after the opening", () => {
    expect(tradeShowOnlineAccessOpen(show, instantOf("2026-03-28", "08:59", "Europe/Paris"), "Europe/Paris")).toBe(true);
    expect(tradeShowOnlineAccessOpen(show, instantOf("2026-04-28", "08:59", "Europe/Paris"), "Europe/Paris")).toBe(true);
    expect(tradeShowOnlineAccessOpen(show, instantOf("2026-04-28", "09:00", "Europe/Paris"), "Europe/Paris")).toBe(false);
  });

  it("opens the online part with the show, and closes it one month after the opening", () => {
    const at = (date: string, time: string) => tradeShowOnlineAccess(show, instantOf(date, time, "Europe/Paris"), "Europe/Paris");
    expect(at("2026-03-28", "08:59")).toBe("not-yet");
    expect(at("2026-03-28", "09:00")).toBe("open");
    // Between two days of the show, and after its last closing, the online part stays open.
    expect(at("2026-03-29", "20:00")).toBe("open");
    expect(at("2026-04-28", "08:59")).toBe("open");
    expect(at("2026-04-28", "09:00")).toBe("closed");
  });
});
