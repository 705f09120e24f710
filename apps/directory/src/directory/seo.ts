import type { Locale } from "@alentour/domain/locale";
import { localizePath } from "@alentour/ui/navigation";
import { publicOrigin } from "../api.server.ts";

/** Canonical URL of a public page in this language, with its twin in the other (hreflang), absolute. */
export function alternates(path: string, locale: Locale) {
  const absolute = (l: Locale) => new URL(localizePath(path, l), publicOrigin()).toString();
  return { canonical: absolute(locale), languages: { fr: absolute("fr"), en: absolute("en"), "x-default": absolute("fr") } };
}
