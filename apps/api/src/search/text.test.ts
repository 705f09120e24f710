import { describe, expect, it } from "vitest";
import { highlight } from "./respond.ts";
import { matchTerm, queryTerms, singular, textRank } from "./text.ts";

describe("search text", () => {
  it("folds accents, case and ligatures, drops short grammatical words, and takes plurals to the singular", () => {
    expect(queryTerms("Les Musées d'Œuvres")).toEqual(["musee", "oeuvre"]);
    expect(["chateaux", "galleries", "museums", "parcs", "jeux", "bus", "class"].map(singular)).toEqual([
      "chateau",
      "gallery",
      "museum",
      "parc",
      "jeu",
      "bus",
      "class",
    ]);
  });

  it("matches exactly, by prefix for the last word only, and with one typo from five letters", () => {
    expect(matchTerm("musee", "musee", false)).toBe("exact");
    expect(matchTerm("mus", "musee", true)).toBe("prefix");
    expect(matchTerm("mus", "musee", false)).toBe("none");
    expect(matchTerm("louvr", "louvre", false)).toBe("typo");
    expect(matchTerm("lovre", "louvre", true)).toBe("typo");
    expect(matchTerm("pqrc", "parc", true)).toBe("none");
  });

  it("ranks exact before completions before typos, and the name before other attributes", () => {
    const name = (term: string): [string, string[]] => [term, ["name"]];
    const city = (term: string): [string, string[]] => [term, ["city"]];
    const exact = textRank(["parc"], [name("parc")]) ?? Number.NaN;
    const inCity = textRank(["parc"], [city("parc")]) ?? Number.NaN;
    const completion = textRank(["parc"], [name("parcour")]) ?? Number.NaN;
    const typo = textRank(["parcs"], [name("park")]);
    expect(exact).toBeLessThan(inCity);
    expect(inCity).toBeLessThan(completion);
    expect(textRank(["louvr"], [name("louvre")])).toBeLessThan(textRank(["lovre"], [name("louvre")]) ?? Number.NaN);
    expect(typo).toBeNull();
    expect(textRank(["parc", "lyon"], [name("parc")])).toBeNull();
  });

  it("highlights whole words, and only the typed part of a completion", () => {
    expect(highlight("Musée des Confluences", ["musee", "conf"], "<b>", "</b>")).toEqual({
      value: "<b>Musée</b> des <b>Conf</b>luences",
      matchLevel: "full",
      matchedWords: ["musee", "conf"],
      fullyHighlighted: false,
    });
    expect(highlight("Parc", ["musee"], "<b>", "</b>").matchLevel).toBe("none");
  });
});
