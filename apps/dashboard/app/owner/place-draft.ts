import type { GeoPoint } from "@alentour/domain/directory";

/** The place fields: the address as typed, and the pin on the map. */
export type PlaceDraft = {
  street: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  location: GeoPoint | null;
};

export function emptyPlace(): PlaceDraft {
  return { street: "", city: "", country: "FR", location: null };
}
