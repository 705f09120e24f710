import type { Locale } from "@alentour/domain/locale";
import { en } from "./en.ts";
import { type Catalogue, fr, type MessageId } from "./fr.ts";

export type { Catalogue, MessageId };
export const catalogues: Record<Locale, Catalogue> = { fr, en };
