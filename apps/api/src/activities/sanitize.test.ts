import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize.ts";

describe("sanitizeDescription", () => {
  it("keeps the rich text of a description", () => {
    const html =
      '<h2>Le musée</h2><h3>Depuis 1901</h3><p>Des <strong>chefs-d’œuvre</strong> et <em>plus</em>.</p><img src="https://example.org/a.jpg" alt="La façade">';
    expect(sanitizeDescription(html)).toBe(html.replace(">", ">").replace('alt="La façade">', 'alt="La façade" />'));
  });

  it("drops scripts, handlers, styles, javascript: links and images without alt text", () => {
    const dirty =
      '<p onclick="steal()">Salut<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://e.org/x.png"><iframe src="https://evil"></iframe><p style="color:red">ok</p>';
    expect(sanitizeDescription(dirty)).toBe('<p>Salut</p><a rel="noopener noreferrer nofollow" target="_blank">x</a><p>ok</p>');
  });

  it("turns a top-level title into a section title, the page having its own h1", () => {
    expect(sanitizeDescription("<h1>Titre</h1>")).toBe("<h2>Titre</h2>");
  });
});
