import type { ServerResponse } from "node:http";
import type { Locale } from "@alentour/domain/locale";
import { isLocale } from "@alentour/domain/locale";
import { AlentourProvider } from "@alentour/ui/alentour-provider";
import { catalogues } from "@alentour/ui/catalogues";
import { localizePath } from "@alentour/ui/navigation";
import { PageChrome } from "@alentour/ui/page-chrome";
import { translator } from "@alentour/ui/translator";
import Head from "next/head";
import type { ReactNode } from "react";
import { scriptJson } from "../directory/json-ld.ts";
import { keptChrome, NoticeTemplates } from "../directory/light-parts.tsx";
import { alternates } from "../directory/seo.ts";
import { type IslandData, islandMessages, islandScript } from "../islands/data.ts";
import { SAME_FOR_EVERYONE_HEADER } from "../shared-cache.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "../shared-pages.ts";

/** The page's language from the Pages Router's `[locale]` parameter (French when it is anything else). */
export function localeOf(params: Record<string, unknown> | undefined): Locale {
  const requested = params?.locale;
  return typeof requested === "string" && isLocale(requested) ? requested : "fr";
}

/** Marks a page the same for everyone: the front door's shared cache keeps it and the api's purge empties it (ADR 080). */
export function shareWithEveryone(res: ServerResponse): void {
  res.setHeader("cache-control", SHARED_PAGE_CACHE_CONTROL);
  res.setHeader(SAME_FOR_EVERYONE_HEADER, "1");
}

/**
 * A public page served as HTML without Next's runtime (ADR 081): its head (title, description, canonical and
 * hreflang twins), the site's chrome, and the one shared script (src/islands/activity.ts) that brings the
 * signed-in parts of the bars, the consent element, the language switch and the notices to life.
 */
export function LightPage({
  locale,
  path,
  title,
  description,
  head,
  statuses = [],
  children,
}: {
  locale: Locale;
  /** The page's path without its language prefix (`/faq`). */
  path: string;
  title: string;
  description: string;
  /** More of the head: Open Graph, a feed's alternate link. */
  head?: ReactNode;
  /** One per opening-status badge in the page, in their order, for the shared script to keep them right. */
  statuses?: IslandData["statuses"];
  children: ReactNode;
}) {
  const t = translator(locale);
  const links = alternates(path, locale);
  const island: IslandData = { locale, messages: islandMessages(t), statuses };
  return (
    <AlentourProvider locale={locale} messages={catalogues[locale]}>
      <Head>
        <title>{`${title} · ${t("brand.name")}`}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="index, follow" />
        <meta name="content-language" content={locale} />
        <link rel="canonical" href={links.canonical} />
        {Object.entries(links.languages).map(([hreflang, href]) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        {head}
      </Head>
      <PageChrome pathname={localizePath(path, locale)} signedIn="unknown" kept={keptChrome(locale)}>
        {children}
      </PageChrome>
      <NoticeTemplates locale={locale} />
      <script type="application/json" id="island-data" dangerouslySetInnerHTML={{ __html: scriptJson(island) }} />
      <script type="module" src={islandScript()} />
    </AlentourProvider>
  );
}
