import { AlentourProvider } from "@alentour/ui/alentour-provider";
import { catalogues } from "@alentour/ui/catalogues";
import { FooterContent, PageChrome } from "@alentour/ui/page-chrome";
import { Alert } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { keptChrome } from "./directory/light-parts.tsx";
import { keptMarkup } from "./kept-markup.tsx";

// React's generated ids (`_R_1a_`, `_footer-R_7_`) differ between a part rendered in the page and the same part kept.
const withoutIds = (html: string) => html.replace(/_[a-z-]*R_[0-9a-zA-Z]+_/g, "ID");

const page = (locale: "fr" | "en", kept?: ReturnType<typeof keptChrome>) =>
  renderToString(
    createElement(AlentourProvider, {
      locale,
      messages: catalogues[locale],
      children: createElement(PageChrome, {
        pathname: locale === "en" ? "/en/faq" : "/faq",
        signedIn: "unknown",
        kept,
        children: "…",
      }),
    }),
  ).replaceAll("<!-- -->", "");

describe("parts kept once per language (ADR 120)", () => {
  it("renders a part once per name and language, and again in the other language", () => {
    const render = vi.fn(() => createElement("p", null, "Lyon"));
    const first = keptMarkup("kept-test", "fr", render);
    expect(keptMarkup("kept-test", "fr", render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    keptMarkup("kept-test", "en", render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(first).toBe("<p>Lyon</p>");
  });

  it("gives two parts of one page ids of their own", () => {
    const alert = () => createElement(Alert, { color: "red" }, "!");
    const one = keptMarkup("kept-one", "fr", alert);
    const other = keptMarkup("kept-other", "fr", alert);
    const ids = (html: string) => [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids(one).length).toBeGreaterThan(0);
    expect(ids(one).every((id) => id?.includes("kept-one"))).toBe(true);
    expect(ids(other).some((id) => ids(one).includes(id))).toBe(false);
  });

  it("writes the footer and the consent panel a page would render, in each language, even when first asked during a page's render", () => {
    for (const locale of ["fr", "en"] as const) {
      const rendered = page(locale);
      const kept = page(locale, keptChrome(locale));
      expect(rendered).toContain(catalogues[locale]["footer.information.legalNotice"]);
      expect(rendered).toContain(catalogues[locale]["consent.accept"]);
      expect(withoutIds(kept)).toBe(withoutIds(rendered));
    }
    // Asked for the first time inside a render (as a page does), the part is rendered apart and the page goes on.
    const inside = renderToStaticMarkup(
      createElement(() =>
        createElement("footer", {
          dangerouslySetInnerHTML: { __html: keptMarkup("kept-inside", "en", () => createElement(FooterContent)) },
        }),
      ),
    );
    expect(inside).toContain(catalogues.en["footer.information.legalNotice"]);
  });
});
