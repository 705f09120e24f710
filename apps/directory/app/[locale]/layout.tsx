import "@alentour/ui/styles.css";
import { translator } from "@alentour/ui/translator";
import { mantineHtmlProps } from "@mantine/core";
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { browserMessages } from "../../src/browser-messages.ts";
import { Chrome } from "../../src/components/chrome.tsx";
import { DocumentHead } from "../../src/components/document-head.tsx";
import { Providers } from "../../src/components/providers.tsx";
import { localeParam } from "../../src/locale.ts";

export function generateStaticParams() {
  return [{ locale: "fr" }, { locale: "en" }];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: { default: translator(locale)("brand.name"), template: `%s · ${translator(locale)("brand.name")}` },
    description: translator(locale)("directory.home.lead"),
    robots: { index: true, follow: true },
    other: { "content-language": locale },
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  // The proxy's per-request nonce (ADR 054): every page is rendered on request so that its scripts carry it.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <DocumentHead locale={locale} nonce={nonce} />
      </head>
      <body>
        <Providers locale={locale} messages={browserMessages(locale)}>
          <Chrome>{children}</Chrome>
        </Providers>
      </body>
    </html>
  );
}
