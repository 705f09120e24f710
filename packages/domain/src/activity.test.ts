import { describe, expect, it } from "vitest";
import {
  type ActivityInput,
  activityCategories,
  activityCreateSchema,
  activityInputSchema,
  activityPatchSchema,
  categoryLabel,
  categoryOf,
  isSocialNetworkUrl,
  type OpeningHours,
  openingHoursSchema,
  openingStatus,
  socialLinksSchema,
  subCategories,
  subCategoriesOf,
  subCategoryLabel,
  visitorProfileLabels,
  weekdayLabels,
} from "./activity.ts";
import { appErrorFromZod } from "./validation-errors.ts";

const validActivity: ActivityInput = {
  name: "Atelier poterie",
  category: "art-culture",
  subCategory: "creative-workshop",
  pricing: "paid",
  setting: "indoor",
  profiles: ["alone", "friends"],
  address: { streetNumberAndStreet: "12 rue de la Paix", city: "Lyon", country: "FR" },
  openingHours: { mode: "same-every-day", days: ["tuesday", "saturday"], ranges: [{ start: "10:00", end: "18:00" }] },
  dates: null,
  priceList: [{ label: "Adulte", amount: 2500, currency: "EUR" }],
  contact: { email: "hello@atelier.fr", website: "https://atelier.fr" },
  socialLinks: { instagram: "https://www.instagram.com/atelier" },
};

const issuesOf = (value: unknown) =>
  activityInputSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("categories", () => {
  it("label the six categories in both languages", () => {
    expect(activityCategories.map((category) => categoryLabel(category, "en"))).toEqual([
      "Sport",
      "Leisure and Nature",
      "Art and Culture",
      "Families",
      "Gastronomy",
      "Trade Shows and Fairs",
    ]);
    expect(activityCategories.map((category) => categoryLabel(category, "fr"))).toEqual([
      "Sport",
      "Loisirs et Nature",
      "Art et Culture",
      "Familles",
      "Gastronomie",
      "Salons et Foires",
    ]);
  });

  it("have 8 to 15 sub-categories each, with unique kebab-case ids", () => {
    for (const category of activityCategories) {
      const ids = subCategoriesOf(category);
      expect(ids.length).toBeGreaterThanOrEqual(8);
      expect(ids.length).toBeLessThanOrEqual(15);
      for (const id of ids) expect(categoryOf(id)).toBe(category);
    }
    expect(new Set(subCategories).size).toBe(subCategories.length);
    for (const id of subCategories) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("label every sub-category in both languages", () => {
    for (const id of subCategories) {
      expect(subCategoryLabel(id, "fr").trim()).not.toBe("");
      expect(subCategoryLabel(id, "en").trim()).not.toBe("");
    }
    expect(subCategoryLabel("climbing", "fr")).toBe("Escalade");
  });

  it("label profiles and weekdays in both languages", () => {
    expect(visitorProfileLabels.family).toEqual({ fr: "En famille", en: "Family" });
    expect(weekdayLabels.sunday).toEqual({ fr: "Dimanche", en: "Sunday" });
  });
});

describe("activityInputSchema", () => {
  it("accepts a complete activity", () => {
    expect(issuesOf(validActivity)).toEqual([]);
  });

  it("requires the sub-category to belong to the category", () => {
    expect(issuesOf({ ...validActivity, subCategory: "tennis" })).toEqual([["subCategory", "activity/sub-category-mismatch"]]);
  });

  it("rejects unknown sub-categories outright", () => {
    const issues = issuesOf({ ...validActivity, subCategory: "knitting" });
    expect(issues.map(([path]) => path)).toEqual(["subCategory"]);
  });

  it("bounds the name and requires a profile", () => {
    expect(issuesOf({ ...validActivity, name: " a " }).map(([path]) => path)).toEqual(["name"]);
    expect(issuesOf({ ...validActivity, name: "x".repeat(121) }).map(([path]) => path)).toEqual(["name"]);
    expect(issuesOf({ ...validActivity, profiles: [] }).map(([path]) => path)).toEqual(["profiles"]);
  });

  it("checks prices, address and contact", () => {
    const priceList = [{ label: "Adulte", amount: 12.5, currency: "eur" }];
    expect(issuesOf({ ...validActivity, priceList }).map(([path]) => path)).toEqual([
      "priceList.0.amount",
      "priceList.0.currency",
    ]);
    const address = { ...validActivity.address, country: "France" };
    expect(issuesOf({ ...validActivity, address }).map(([path]) => path)).toEqual(["address.country"]);
    expect(issuesOf({ ...validActivity, contact: { website: "atelier.fr" } })).toEqual([["contact.website", "url/invalid"]]);
  });
});

describe("activityPatchSchema", () => {
  const patchIssues = (value: unknown) =>
    activityPatchSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("takes any one section, with the same rules as a new activity", () => {
    const { address, ...fields } = validActivity;
    for (const [key, value] of Object.entries(fields)) expect(patchIssues({ [key]: value })).toEqual([]);
    expect(patchIssues({ place: { address, location: { lat: 45.76, lng: 4.83 } } })).toEqual([]);
    expect(patchIssues({ name: " a " }).map(([path]) => path)).toEqual(["name"]);
    expect(patchIssues({ profiles: [] }).map(([path]) => path)).toEqual(["profiles"]);
    expect(patchIssues({ category: "" })).toEqual([["category", "field/required"]]);
  });

  it("moves the address only with its pin, and a banner only away", () => {
    expect(patchIssues({ address: validActivity.address })).not.toEqual([]);
    expect(patchIssues({ place: { address: validActivity.address } }).map(([path]) => path)).toEqual(["place.location"]);
    expect(patchIssues({ bannerUrl: null })).toEqual([]);
    expect(patchIssues({ bannerUrl: "https://example.com/banner.webp" }).map(([path]) => path)).toEqual(["bannerUrl"]);
  });
});

describe("social links", () => {
  it("accept each network's host and its subdomains", () => {
    expect(isSocialNetworkUrl("x", "https://x.com/alentour")).toBe(true);
    expect(isSocialNetworkUrl("x", "https://twitter.com/alentour")).toBe(true);
    expect(isSocialNetworkUrl("linkedin", "https://fr.linkedin.com/company/alentour")).toBe(true);
    expect(isSocialNetworkUrl("facebook", "http://m.facebook.com/alentour")).toBe(true);
  });

  it("refuse look-alike and foreign hosts", () => {
    expect(isSocialNetworkUrl("facebook", "https://notfacebook.com/alentour")).toBe(false);
    expect(isSocialNetworkUrl("instagram", "https://instagram.com.evil.example/alentour")).toBe(false);
    expect(isSocialNetworkUrl("linkedin", "https://x.com/alentour")).toBe(false);
    expect(isSocialNetworkUrl("x", "ftp://x.com/alentour")).toBe(false);
  });

  it("report a wrong host with the host to use", () => {
    const issue = socialLinksSchema.safeParse({ linkedin: "https://example.com/me" }).error?.issues[0];
    expect(issue).toMatchObject({
      path: ["linkedin"],
      message: "url/wrong-host",
      params: { host: "https://www.linkedin.com" },
    });
  });
});

describe("openingHoursSchema", () => {
  it("accepts the three modes", () => {
    expect(openingHoursSchema.safeParse({ mode: "24h", days: ["monday"] }).success).toBe(true);
    expect(openingHoursSchema.safeParse({ mode: "per-day", days: { friday: [{ start: "18:00", end: "02:00" }] } }).success).toBe(
      true,
    );
  });

  it("rejects empty or repeated days and malformed times", () => {
    expect(openingHoursSchema.safeParse({ mode: "24h", days: [] }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ mode: "24h", days: ["monday", "monday"] }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ mode: "per-day", days: {} }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ mode: "per-day", days: { funday: [{ start: "10:00", end: "11:00" }] } }).success).toBe(
      false,
    );
    const ranges = [{ start: "10h", end: "18:00" }];
    expect(openingHoursSchema.safeParse({ mode: "same-every-day", days: ["monday"], ranges }).success).toBe(false);
  });
});

describe("openingStatus", () => {
  // 2025-01-06 is a Monday; Paris is UTC+1 in January.
  const paris = (localTime: string, day = "06") => new Date(`2025-01-${day}T${localTime}:00+01:00`);
  const weekdayHours: OpeningHours = {
    mode: "same-every-day",
    days: ["monday", "tuesday"],
    ranges: [{ start: "09:00", end: "18:00" }],
  };

  it("is open, closing soon within 60 minutes, then closed", () => {
    expect(openingStatus(weekdayHours, paris("08:59"), "Europe/Paris")).toBe("closed");
    expect(openingStatus(weekdayHours, paris("09:00"), "Europe/Paris")).toBe("open");
    expect(openingStatus(weekdayHours, paris("16:59"), "Europe/Paris")).toBe("open");
    expect(openingStatus(weekdayHours, paris("17:00"), "Europe/Paris")).toBe("closing-soon");
    expect(openingStatus(weekdayHours, paris("18:00"), "Europe/Paris")).toBe("closed");
    expect(openingStatus(weekdayHours, paris("10:00", "08"), "Europe/Paris")).toBe("closed");
  });

  it("follows ranges past midnight, across the week's end", () => {
    const hours: OpeningHours = { mode: "per-day", days: { sunday: [{ start: "20:00", end: "01:30" }] } };
    expect(openingStatus(hours, paris("23:00", "05"), "Europe/Paris")).toBe("open");
    expect(openingStatus(hours, paris("01:00", "06"), "Europe/Paris")).toBe("closing-soon");
    expect(openingStatus(hours, paris("01:30", "06"), "Europe/Paris")).toBe("closed");
  });

  it("treats touching ranges and 24h days as continuous", () => {
    const split: OpeningHours = {
      mode: "same-every-day",
      days: ["monday"],
      ranges: [
        { start: "09:00", end: "12:00" },
        { start: "12:00", end: "18:00" },
      ],
    };
    expect(openingStatus(split, paris("11:30"), "Europe/Paris")).toBe("open");
    const allWeek: OpeningHours = {
      mode: "24h",
      days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    };
    expect(openingStatus(allWeek, paris("23:59", "12"), "Europe/Paris")).toBe("open");
    const mondayOnly: OpeningHours = { mode: "24h", days: ["monday"] };
    expect(openingStatus(mondayOnly, paris("23:30"), "Europe/Paris")).toBe("closing-soon");
  });

  it("reads the clock in the activity's time zone", () => {
    const utcMorning = new Date("2025-01-06T08:30:00Z");
    expect(openingStatus(weekdayHours, utcMorning, "Europe/Paris")).toBe("open");
    expect(openingStatus(weekdayHours, utcMorning, "UTC")).toBe("closed");
  });
});

describe("openingStatus of a dated event", () => {
  // 2026-11-28 is a Saturday; Paris is UTC+1 in November.
  const paris = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
  const evenings: OpeningHours = {
    mode: "same-every-day",
    days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    ranges: [{ start: "20:00", end: "02:00" }],
  };
  const dates = { start: "2026-11-28", end: "2026-12-01" };

  it("is closed before the first day and the night before it, open from the first evening", () => {
    expect(openingStatus(evenings, paris("2026-11-27", "21:00"), "Europe/Paris", dates)).toBe("closed");
    expect(openingStatus(evenings, paris("2026-11-28", "01:00"), "Europe/Paris", dates)).toBe("closed");
    expect(openingStatus(evenings, paris("2026-11-28", "20:00"), "Europe/Paris", dates)).toBe("open");
    expect(openingStatus(evenings, paris("2026-11-27", "21:00"), "Europe/Paris", null)).toBe("open");
  });

  it("keeps the last evening open past midnight, then closes for good", () => {
    expect(openingStatus(evenings, paris("2026-12-01", "23:00"), "Europe/Paris", dates)).toBe("open");
    expect(openingStatus(evenings, paris("2026-12-02", "01:30"), "Europe/Paris", dates)).toBe("closing-soon");
    expect(openingStatus(evenings, paris("2026-12-02", "21:00"), "Europe/Paris", dates)).toBe("closed");
  });

  it("is closing soon when the last day ends at midnight within the hour", () => {
    const allDay: OpeningHours = {
      mode: "24h",
      days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    };
    expect(openingStatus(allDay, paris("2026-12-01", "22:00"), "Europe/Paris", dates)).toBe("open");
    expect(openingStatus(allDay, paris("2026-12-01", "23:30"), "Europe/Paris", dates)).toBe("closing-soon");
    expect(openingStatus(allDay, paris("2026-11-30", "23:30"), "Europe/Paris", dates)).toBe("open");
    expect(openingStatus(allDay, paris("2026-11-27", "23:30"), "Europe/Paris", dates)).toBe("closed");
  });

  it("reads the dates on the local calendar across a change of clocks", () => {
    // Paris leaves summer time at 03:00 on Sunday 2026-10-25 (UTC+2 → UTC+1).
    const allDay: OpeningHours = { mode: "24h", days: ["saturday", "sunday"] };
    const sunday = { start: "2026-10-25", end: "2026-10-25" };
    expect(openingStatus(allDay, new Date("2026-10-24T21:59:00Z"), "Europe/Paris", sunday)).toBe("closed");
    expect(openingStatus(allDay, new Date("2026-10-24T22:00:00Z"), "Europe/Paris", sunday)).toBe("open");
    expect(openingStatus(allDay, new Date("2026-10-25T22:30:00Z"), "Europe/Paris", sunday)).toBe("closing-soon");
    expect(openingStatus(allDay, new Date("2026-10-25T23:00:00Z"), "Europe/Paris", sunday)).toBe("closed");
    // Paris enters summer time at 02:00 on Sunday 2026-03-29: the first day begins at local midnight, UTC+1.
    const spring = { start: "2026-03-29", end: "2026-04-05" };
    expect(openingStatus(allDay, new Date("2026-03-28T22:59:00Z"), "Europe/Paris", spring)).toBe("closed");
    expect(openingStatus(allDay, new Date("2026-03-28T23:00:00Z"), "Europe/Paris", spring)).toBe("open");
  });
});

describe("dated events", () => {
  it("accept a range of one day up to a year, and no range", () => {
    expect(issuesOf({ ...validActivity, dates: { start: "2026-11-28", end: "2026-11-28" } })).toEqual([]);
    expect(issuesOf({ ...validActivity, dates: { start: "2028-01-01", end: "2028-12-31" } })).toEqual([]);
    expect(issuesOf({ ...validActivity, dates: null })).toEqual([]);
  });

  it("refuse an end before the start, a range over a year and dates that do not exist", () => {
    expect(issuesOf({ ...validActivity, dates: { start: "2026-12-01", end: "2026-11-28" } })).toEqual([
      ["dates.end", "event-dates/end-before-start"],
    ]);
    expect(issuesOf({ ...validActivity, dates: { start: "2026-01-01", end: "2027-01-02" } })).toEqual([
      ["dates.end", "event-dates/too-long"],
    ]);
    expect(issuesOf({ ...validActivity, dates: { start: "2026-02-30", end: "28/11/2026" } })).toEqual([
      ["dates.start", "event-dates/invalid-date"],
      ["dates.end", "event-dates/invalid-date"],
    ]);
  });
});

describe("an unanswered choice", () => {
  it("asks for the answer; a wrong one is invalid", () => {
    const fieldsOf = (input: object) => {
      const result = activityCreateSchema.safeParse(input);
      if (result.success) throw new Error("expected a refusal");
      return appErrorFromZod(result.error).fields;
    };
    const empty = fieldsOf({ category: "", subCategory: "", pricing: "", setting: "" });
    for (const field of ["category", "subCategory", "pricing", "setting", "profiles"]) {
      expect(empty[field]?.code, field).toBe("field/required");
    }
    const missing = fieldsOf({});
    for (const field of ["category", "subCategory", "pricing", "setting", "profiles"]) {
      expect(missing[field]?.code, field).toBe("field/required");
    }
    const wrong = fieldsOf({ category: "circus", pricing: "cheap", setting: "underwater", profiles: ["pets"] });
    expect([wrong.category?.code, wrong.pricing?.code, wrong.setting?.code, wrong["profiles.0"]?.code]).toEqual([
      "field/invalid",
      "field/invalid",
      "field/invalid",
      "field/invalid",
    ]);
  });
});
