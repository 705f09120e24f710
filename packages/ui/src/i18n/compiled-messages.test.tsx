import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues, type Messages } from "./catalogues.ts";
import { compileMessages, plainText } from "./compiled-messages.ts";
import { I18nProvider, useT } from "./i18n-provider.tsx";

function Count({ count }: { count: number }) {
  const t = useT();
  return <p>{t("search.count", { count })}</p>;
}

describe("compileMessages", () => {
  it("parses every message of both catalogues", () => {
    for (const locale of ["fr", "en"] as const) {
      const compiled = compileMessages(catalogues[locale], locale);
      expect(Object.keys(compiled)).toEqual(Object.keys(catalogues[locale]));
      for (const tree of Object.values(compiled)) expect(Array.isArray(tree)).toBe(true);
    }
  });

  it("formats plurals and arguments as the text would, in both languages", () => {
    for (const [locale, expected] of [
      ["fr", ["Aucune activité", "1 activité", "1 234 activités"]],
      ["en", ["No activities", "1 activity", "1,234 activities"]],
    ] as const) {
      const compiled = compileMessages(catalogues[locale], locale);
      const texts = catalogues[locale] as Messages;
      [0, 1, 1234].forEach((count, index) => {
        const fromTrees = renderToString(
          <I18nProvider locale={locale} messages={compiled}>
            <Count count={count} />
          </I18nProvider>,
        );
        const fromTexts = renderToString(
          <I18nProvider locale={locale} messages={texts}>
            <Count count={count} />
          </I18nProvider>,
        );
        expect(fromTrees).toBe(fromTexts);
        expect(fromTrees.replace(/\u202f|\u00a0/g, " ")).toBe(`<p>${expected[index]}</p>`);
      });
    }
  });

  it("keeps the close button's name readable for the theme", () => {
    expect(plainText(compileMessages(catalogues.fr, "fr")["notifications.close"])).toBe("Fermer la notification");
    expect(plainText(catalogues.en["notifications.close"])).toBe("Close the notification");
  });
});
