import { isLocale } from "@alentour/domain/locale";
import { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
import type { DocumentProps } from "next/document";
import { Head, Html, Main, NextScript } from "next/document";

export default function Document(props: DocumentProps) {
  const requested = props.__NEXT_DATA__.query.locale;
  const locale = typeof requested === "string" && isLocale(requested) ? requested : "fr";
  return (
    <Html lang={locale} {...mantineHtmlProps}>
      <Head>
        <meta httpEquiv="content-language" content={locale} />
        <ColorSchemeScript />
        {/* The analytics element (spec §2, §7): a script at a fixed path on our own host, cookieless. */}
        <script src="/stats.js" defer />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
