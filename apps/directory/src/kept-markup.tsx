import type { Locale } from "@alentour/domain/locale";
import { AlentourIslandProvider } from "@alentour/ui/alentour-provider";
import { catalogues } from "@alentour/ui/catalogues";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { env } from "./env.ts";

// Parts of the light pages that are the same on every page in a language (the footer, the consent panel, the notices'
// models, the hidden states of the claim and suggestion forms), or that show only a few data (a card's badges):
// rendered once per language and process, then written into each page as they are (ADR 120). In development they
// are rendered every time, so that an edit shows at once.
const kept = new Map<string, string>();
// Parts that depend on some data as well (`variant`) could pile up over months of changes: past this many, all are
// rendered afresh.
const MOST_KEPT = 2_000;

/**
 * The markup of what `render` returns, in `locale`, with the site's theme and messages. `name` names the part and
 * prefixes its generated ids, so that two parts on one page never share one. What `render` returns must depend on
 * the language and `variant` alone (the few data a part shows, as a string): it is called once per `name`,
 * `variant` and language.
 */
export function keptMarkup(name: string, locale: Locale, render: () => ReactElement, variant = ""): string {
  const key = `${name} ${locale} ${variant}`;
  const keeping = env().NODE_ENV !== "development";
  let markup = keeping ? kept.get(key) : undefined;
  if (markup === undefined) {
    markup = renderToStaticMarkup(
      <AlentourIslandProvider locale={locale} messages={catalogues[locale]}>
        {render()}
      </AlentourIslandProvider>,
      { identifierPrefix: `${name}-` },
    );
    if (keeping) {
      if (kept.size >= MOST_KEPT) kept.clear();
      kept.set(key, markup);
    }
  }
  return markup;
}
