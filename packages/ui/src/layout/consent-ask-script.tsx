import { CONSENT_ASK_SCRIPT } from "./consent-constants.ts";

/**
 * For every document's head: the script that shows the server's consent element at the first paint when no choice
 * is kept (`CONSENT_ASK_SCRIPT`). Inline, so it runs only with the response's nonce (ADR 054).
 */
export function ConsentAskScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} />;
}
