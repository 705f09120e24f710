import { parse } from "vcard4";
import { describe, expect, it } from "vitest";
import { toCsv, toVcards } from "./exports.ts";

describe("the leads' downloads", () => {
  it("writes one vCard 4.0 per card that a vCard parser reads back, separators and line breaks escaped", () => {
    const text = toVcards([
      {
        firstName: "Zoë",
        lastName: "L'Hôte",
        company: "Morel; Vins, SA",
        phone: "+33 6 12 34 56 78",
        website: "https://morel-vins.example",
        city: "Saint-Étienne",
        note: `Douze caisses\nà livrer lundi ${"très ".repeat(20)}`,
      },
      { company: "Seule" },
    ]);
    // Long lines are folded (vcard4 folds at 75 characters; a continuation starts with a space).
    expect(text.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
    const cards = [parse(text)].flat();
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    const value = (card: typeof first, property: string) => card?.getProperty(property)[0]?.value;
    expect(value(first, "FN")).toBe("Zoë L'Hôte");
    expect(value(first, "ORG")).toBe("Morel; Vins, SA");
    expect(value(first, "TEL")).toBe("+33 6 12 34 56 78");
    expect(value(first, "NOTE")).toContain("Douze caisses\nà livrer lundi");
    expect(value(second, "FN")).toBe("Seule");
    expect(second?.getProperty("TEL") ?? []).toEqual([]);
  });

  it("defuses a cell a spreadsheet would run as a formula", () => {
    expect(toCsv(["name"], [['=HYPERLINK("x")'], ["+33 6"]])).toBe('\uFEFF"name"\r\n"\'=HYPERLINK(""x"")"\r\n"\'+33 6"\r\n');
  });
});
