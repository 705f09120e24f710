import { describe, expect, it } from "vitest";
import {
  addCalendarMonths,
  latestTradeShowEndDate,
  type TradeShowInput,
  tradeShowInputSchema,
  tradeShowTimeState,
} from "./trade-show.ts";

const validShow: TradeShowInput = {
  name: "Salon du vin",
  startDate: "2025-01-31",
  endDate: "2025-02-02",
  openingTime: "09:00",
  closingTime: "19:00",
  category: "Gastronomie",
  themes: ["Vins naturels"],
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

  it("requires at least one theme and at most four", () => {
    expect(issuesOf({ ...validShow, themes: [] })).toEqual([["themes", "trade-show/theme-required"]]);
    expect(issuesOf({ ...validShow, themes: ["a", "b", "c", "d", "e"] })).toEqual([["themes", "trade-show/too-many-themes"]]);
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
