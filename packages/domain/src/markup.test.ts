import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./markup.ts";

describe("escapeMarkup", () => {
  it("writes the characters that could end a text, an element or a double-quoted attribute as entities", () => {
    expect(escapeMarkup(`Le "Café" <script>alert(1)</script> & co`)).toBe(
      "Le &quot;Café&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co",
    );
  });

  it("leaves other text as it is (apostrophes and accents), and escapes an entity already written again", () => {
    expect(escapeMarkup("L'Île — Musée des Confluences")).toBe("L'Île — Musée des Confluences");
    expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  });
});
