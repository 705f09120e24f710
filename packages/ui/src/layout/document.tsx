"use client";
import type { Locale } from "@alentour/domain/locale";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import type { ReactNode } from "react";
import { AlentourProvider } from "../alentour-provider.tsx";
import { catalogues } from "../i18n/catalogues.ts";
import { ConsentAskScript } from "./consent-ask-script.tsx";
import { useNonce } from "./nonce.tsx";
import { PageChrome } from "./page-chrome.tsx";

type DocumentProps = {
  locale: Locale;
  noindex: boolean;
  pathname: string;
  signedIn: boolean;
  /** The public site's top bar, footer and bottom bar around the page (default); an app with its own shell turns them off. */
  chrome?: boolean;
  /** The router's own head and script elements, passed in so this component stays router-free. */
  head: ReactNode;
  scripts: ReactNode;
  children: ReactNode;
};

/** The whole <html> document of the React Router apps: language, robots policy, providers and page chrome. */
export function Document(props: DocumentProps) {
  const nonce = useNonce();
  return (
    <html lang={props.locale} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="content-language" content={props.locale} />
        <meta name="robots" content={props.noindex ? "noindex, nofollow" : "index, follow"} />
        {props.head}
        {/* Inline, so it runs only with the response's nonce (ADR 054). */}
        <ColorSchemeScript nonce={nonce || undefined} />
        <ConsentAskScript nonce={nonce || undefined} />
      </head>
      <body>
        <AlentourProvider locale={props.locale} messages={catalogues[props.locale]}>
          {props.chrome === false ? (
            props.children
          ) : (
            <PageChrome pathname={props.pathname} signedIn={props.signedIn}>
              {props.children}
            </PageChrome>
          )}
        </AlentourProvider>
        {props.scripts}
      </body>
    </html>
  );
}
