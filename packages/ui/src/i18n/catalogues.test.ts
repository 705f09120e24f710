import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogues.ts";

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  it("have the same keys in French and English", () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.fr).sort());
  });

  it("have a non-empty message with the same placeholders in both languages", () => {
    for (const [id, message] of Object.entries(catalogues.fr)) {
      const english = catalogues.en[id as keyof typeof catalogues.en];
      expect(message.trim(), id).not.toBe("");
      expect(english.trim(), id).not.toBe("");
      expect(placeholders(english), id).toEqual(placeholders(message));
    }
  });

  it("carry the spec's 404 texts", () => {
    expect(catalogues.en["notFound.title"]).toBe("Whoops, the page you are looking for does not exist !");
    expect(catalogues.en["notFound.subtitle"]).toBe("All roads lead to the 404 page, right ?");
    // French typography: a no-break space before the marks (docs/product.md).
    expect(catalogues.fr["notFound.title"]).toBe("Oups, la page que vous cherchez n'existe pas\u00a0!");
    expect(catalogues.fr["notFound.subtitle"]).toBe("Tous les chemins mènent à la page 404, n'est-ce pas\u00a0?");
  });
});
