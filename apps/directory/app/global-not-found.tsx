import "@alentour/ui/styles.css";
import { isLocale } from "@alentour/domain/locale";
import { ConsentAskScript } from "@alentour/ui/consent-ask-script";
import { NotFound } from "@alentour/ui/not-found";
import { translator } from "@alentour/ui/translator";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { browserMessages } from "../src/browser-messages.ts";
import { Chrome } from "../src/components/chrome.tsx";
import { Providers } from "../src/components/providers.tsx";

export const metadata: Metadata = { robots: { index: false, follow: true } };

// Every URL no page claims lands here, server-rendered with status 404, in the language of its path
// (the proxy passes it on as a request header).
export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const requested = requestHeaders.get("x-alentour-locale");
  const locale = isLocale(requested) ? requested : "fr";
  const t = translator(locale);
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <title>{`${t("notFound.title")} · ${t("brand.name")}`}</title>
        <meta httpEquiv="content-language" content={locale} />
        <ColorSchemeScript nonce={requestHeaders.get("x-nonce") ?? undefined} />
        <ConsentAskScript nonce={requestHeaders.get("x-nonce") ?? undefined} />
      </head>
      <body>
        <Providers locale={locale} messages={browserMessages(locale)}>
          <Chrome>
            <NotFound />
          </Chrome>
        </Providers>
      </body>
    </html>
  );
}
