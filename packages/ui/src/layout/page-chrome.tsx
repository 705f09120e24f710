"use client";
import type { ReactNode } from "react";
import { isFooterHidden, isTopNavHidden, stripLocale } from "../navigation/rules.ts";
import { BottomNav } from "./bottom-nav.tsx";
import { ConsentBanner, ConsentPanel } from "./consent-banner.tsx";
import { Footer } from "./footer.tsx";
import classes from "./layout.module.css";
import { TopNav } from "./top-nav.tsx";

export { ConsentPanelContent } from "./consent-banner.tsx";
export { FooterContent } from "./footer.tsx";

/**
 * The chrome's parts that are the same on every page in a language, already rendered by a page without React in
 * the browser (ADR 120): the footer's content (`FooterContent`) and the consent panel's (`ConsentPanelContent`).
 */
export type KeptChromeParts = { footer: string; consent: string };

/**
 * Top bar, content, footer and bottom bar, each shown or hidden by the rules of docs/product.md#navigation. `signedIn: "unknown"`
 * renders both the signed-in and signed-out variants, each marked (`data-signed-in` / `data-signed-out`) and
 * hidden, and the consent element shown only where the head's script found no choice kept (ADR 110), for a page
 * whose own script settles them (ADR 046).
 */
export function PageChrome({
  pathname,
  signedIn,
  kept,
  children,
}: {
  pathname: string;
  signedIn: boolean | "unknown";
  kept?: KeptChromeParts;
  children: ReactNode;
}) {
  const { path } = stripLocale(pathname);
  return (
    <div className={classes.page}>
      {!isTopNavHidden(path) && <TopNav pathname={pathname} signedIn={signedIn} />}
      <main id="main" className={classes.main}>
        {children}
      </main>
      {!isFooterHidden(path) && <Footer keptContent={kept?.footer} />}
      <BottomNav pathname={pathname} signedIn={signedIn} />
      {/* docs/product.md#consent-and-audience-measurement: on public and dashboard pages; the console has nothing to ask consent for. */}
      {!path.startsWith("/admin") &&
        (signedIn === "unknown" ? <ConsentPanel early keptContent={kept?.consent} /> : <ConsentBanner />)}
    </div>
  );
}
