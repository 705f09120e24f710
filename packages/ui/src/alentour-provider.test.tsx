import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AlentourProvider } from "./alentour-provider.tsx";
import { catalogues } from "./i18n/catalogues.ts";
import { useT } from "./i18n/i18n-provider.tsx";
import { cssVariablesResolver, theme } from "./theme.ts";

const styleOf = (html: string) => /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];

function Greeting() {
  const t = useT();
  return <p>{t("notifications.close")}</p>;
}

describe("AlentourProvider", () => {
  it("writes the theme's CSS variables Mantine's own provider would, once per language rather than per render", () => {
    const ours = styleOf(
      renderToStaticMarkup(
        <AlentourProvider locale="fr" messages={catalogues.fr}>
          <p>page</p>
        </AlentourProvider>,
      ),
    );
    const mantine = styleOf(
      renderToStaticMarkup(
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <p>page</p>
        </MantineProvider>,
      ),
    );
    expect(mantine).toBeTruthy();
    // Our theme's own choices are in it (the darker dimmed and error colours, WCAG AA).
    expect(ours).toContain("--mantine-color-dimmed: var(--mantine-color-gray-7)");
    expect(ours).toBe(mantine);
  });

  it("speaks the page's language, whichever rendered first", () => {
    const render = (locale: "fr" | "en") =>
      renderToStaticMarkup(
        <AlentourProvider locale={locale} messages={catalogues[locale]}>
          <Greeting />
        </AlentourProvider>,
      );
    expect(render("fr")).toContain(`<p>${catalogues.fr["notifications.close"]}</p>`);
    expect(render("en")).toContain(`<p>${catalogues.en["notifications.close"]}</p>`);
    expect(render("fr")).toContain(`<p>${catalogues.fr["notifications.close"]}</p>`);
  });
});
