import { describe, expect, it } from "vitest";
import { activityContactSchema, activityInputSchema, addressSchema, geoPointSchema } from "./activity.ts";
import { countryCodes, isCountryCode } from "./countries.ts";
import { cleanText, hasVisibleText, isCleanText } from "./fields.ts";
import { contactMessageSchema, dataRightsRequestSchema } from "./support.ts";
import { userWritableSchema } from "./user.ts";
import { appErrorFromZod } from "./validation-errors.ts";

const codeOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : appErrorFromZod(result.error as Parameters<typeof appErrorFromZod>[0]).fields;

describe("names and texts", () => {
  it("are stored in NFC, without control characters, trimmed", () => {
    // "é" typed as e + combining acute accent becomes the one precomposed character.
    expect(cleanText(" Cafe\u0301 du\u0000 Port\u0007 ")).toBe("Café du Port");
    expect(cleanText("Le\nGrand\tBleu")).toBe("Le Grand Bleu");
    expect(cleanText("Ligne 1\r\nLigne 2\u0000\tfin", { multiline: true })).toBe("Ligne 1\nLigne 2\tfin");
    // A lone surrogate (invalid UTF-16, which JSON lets through) becomes the replacement character.
    expect(cleanText("a\ud800b")).toBe("a\ufffdb");
    // Joiners inside an emoji stay: they are part of what is seen.
    expect(cleanText("Famille 👨\u200d👩\u200d👧")).toBe("Famille 👨\u200d👩\u200d👧");
  });

  it("tell whether anything visible remains", () => {
    expect(hasVisibleText("\u200b\u200c\u200d\u2060\ufeff\u00ad \u202e")).toBe(false);
    expect(hasVisibleText("\u200bA")).toBe(true);
    expect(isCleanText("Café du Port")).toBe(true);
    expect(isCleanText("Cafe\u0301")).toBe(false);
    expect(isCleanText("\u200b\u200b")).toBe(false);
  });

  it("are refused with the catalogue's own error when nothing visible is left, in every schema that takes one", () => {
    const invisible = "\u200b\u200d\u2060\ufeff\u200b";
    const activity = {
      name: invisible,
      category: "art-culture",
      subCategory: "creative-workshop",
      pricing: "free",
      setting: "indoor",
      profiles: ["alone"],
      address: { streetNumberAndStreet: "1 rue X", city: "Lyon", country: "FR" },
      openingHours: { mode: "24h", days: ["monday"] },
      dates: null,
      priceList: [],
      contact: {},
      socialLinks: {},
    };
    expect(codeOf(activityInputSchema.safeParse(activity))).toEqual({ name: { code: "field/invisible-only", params: {} } });
    expect(codeOf(userWritableSchema.partial().safeParse({ firstName: invisible }))).toEqual({
      firstName: { code: "field/invisible-only", params: {} },
    });
    expect(codeOf(dataRightsRequestSchema.safeParse({ type: "access", name: "\u0000\u0001", email: "a@example.fr" }))).toEqual({
      name: { code: "field/required" },
    });
    const contact = contactMessageSchema.safeParse({
      name: "Ana",
      email: "ana@example.fr",
      subject: "Bonjour",
      message: `${invisible.repeat(10)}`,
    });
    expect(codeOf(contact)).toEqual({ message: { code: "field/invisible-only", params: {} } });
  });

  it("are measured after cleaning", () => {
    // 120 visible characters and a trail of controls fit a 120-character name.
    const parsed = userWritableSchema.partial().parse({ lastName: `${"a".repeat(100)}${"\u0000".repeat(50)}` });
    expect(parsed.lastName).toBe("a".repeat(100));
  });
});

describe("countries", () => {
  it("are the ISO 3166-1 codes, and Kosovo's", () => {
    expect(countryCodes).toHaveLength(250);
    expect(new Set(countryCodes).size).toBe(250);
    for (const code of ["FR", "DE", "RE", "XK", "BV"]) expect(isCountryCode(code)).toBe(true);
    for (const code of ["ZZ", "EU", "UK", "fr", "AA", "FRA", ""]) expect(isCountryCode(code)).toBe(false);
  });

  it("refuse an address in no country with a catalogue error", () => {
    const result = addressSchema.safeParse({ streetNumberAndStreet: "1 rue X", city: "Lyon", country: "ZZ" });
    expect(codeOf(result)).toEqual({ country: { code: "address/unknown-country", params: {} } });
  });
});

describe("other values stored as sent", () => {
  it("keep coordinates to the centimetre, so that a subnormal number never reaches the database", () => {
    expect(geoPointSchema.parse({ lat: 5e-324, lng: -1e-300 })).toEqual({ lat: 0, lng: 0 });
    expect(geoPointSchema.parse({ lat: 45.764_012_345_6, lng: 4.835_7 })).toEqual({ lat: 45.764_012_3, lng: 4.835_7 });
  });

  it("store web addresses well-formed and in NFC", () => {
    expect(activityContactSchema.parse({ website: "https://example.fr/cafe\u0301" }).website).toBe("https://example.fr/café");
    expect(activityContactSchema.safeParse({ website: "https://example.fr/a\u0000b" }).success).toBe(false);
    expect(activityContactSchema.safeParse({ website: "https://example.fr/a b" }).success).toBe(false);
  });
});
