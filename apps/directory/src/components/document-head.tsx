import type { Locale } from "@alentour/domain/locale";
import { ConsentAskScript } from "@alentour/ui/consent-ask-script";
import { ColorSchemeScript } from "@mantine/core";

/** What every public page's `<head>` holds, in both routers (the App Router layout and the Pages Router document). */
export function DocumentHead({ locale, nonce }: { locale: Locale; nonce: string | undefined }) {
  return (
    <>
      <meta httpEquiv="content-language" content={locale} />
      {/* Inline, so it runs only with the page's nonce (ADR 054). */}
      <ColorSchemeScript nonce={nonce} />
      <ConsentAskScript nonce={nonce} />
      {/* The analytics element (docs/product.md#consent-and-audience-measurement): a script at a fixed path on our own host, cookieless. */}
      <script src="/stats.js" defer />
    </>
  );
}
