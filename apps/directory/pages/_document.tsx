import { isLocale } from "@alentour/domain/locale";
import { mantineHtmlProps } from "@mantine/core";
import type { DocumentProps } from "next/document";
import { Head, Html, Main, NextScript } from "next/document";
import { DocumentHead } from "../src/components/document-head.tsx";

export default function Document(props: DocumentProps) {
  const requested = props.__NEXT_DATA__.query.locale;
  const locale = typeof requested === "string" && isLocale(requested) ? requested : "fr";
  return (
    <Html lang={locale} {...mantineHtmlProps}>
      <Head>
        <DocumentHead locale={locale} nonce={props.nonce} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
