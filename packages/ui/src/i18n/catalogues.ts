import type { Locale } from "@alentour/domain/locale";
import { en } from "./en.ts";
import { type Catalogue, fr, type MessageId } from "./fr.ts";

export type { Catalogue, MessageId };
export const catalogues: Record<Locale, Catalogue> = { fr, en };

/**
 * What a provider is given: a whole catalogue, or one less the namespaces an app's pages never use
 * (`catalogueWithout`). The close label of notifications is always there: the theme needs it.
 */
export type Messages = Partial<Catalogue> & Pick<Catalogue, "notifications.close">;

/** A catalogue less every message of the namespaces `N` (`"admin"` drops `admin.…`). */
export type CatalogueWithout<N extends string> = {
  [Id in MessageId as Id extends `${N}.${string}` ? never : Id]: string;
};

export function catalogueWithout<N extends string>(catalogue: Catalogue, namespaces: readonly N[]): CatalogueWithout<N> {
  const dropped = new Set<string>(namespaces);
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => !dropped.has(id.slice(0, id.indexOf(".")))),
  ) as CatalogueWithout<N>;
}
