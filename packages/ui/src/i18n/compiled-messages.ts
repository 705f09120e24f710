import type { Locale } from "@alentour/domain/locale";
import { isLiteralElement, type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import type { MessageId, Messages } from "./catalogues.ts";

/**
 * Messages parsed ahead of time into ICU syntax trees, as react-intl formats them. A React island given these needs
 * no message parser in the browser: its build leaves the parser out (ADR 117), and a message sent as text would not
 * format there.
 */
export type CompiledMessages = { [Id in MessageId]?: MessageFormatElement[] } & {
  "notifications.close": MessageFormatElement[];
};

const compiled = new WeakMap<Messages, Partial<Record<Locale, CompiledMessages>>>();

/** `messages` parsed as react-intl would parse each one on first use; made once per set of messages and language. */
export function compileMessages(messages: Messages, locale: Locale): CompiledMessages {
  const byLocale = compiled.get(messages) ?? {};
  compiled.set(messages, byLocale);
  byLocale[locale] ??= Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(String(text), { locale: new Intl.Locale(locale) })]),
  ) as CompiledMessages;
  return byLocale[locale];
}

/** The text of a message without arguments, whichever form it comes in (the theme names a close button with it). */
export function plainText(message: string | MessageFormatElement[]): string {
  if (typeof message === "string") return message;
  return message.map((element) => (isLiteralElement(element) ? element.value : "")).join("");
}
