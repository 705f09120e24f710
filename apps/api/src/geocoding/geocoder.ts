import type { GeocodeResult } from "@alentour/domain/directory";

export type { GeocodeResult };

export type GeocodeQuery = {
  /** Free text: "12 rue de la République, Lyon", or a city name. */
  text: string;
  /** ISO 3166-1 alpha-2 to narrow the search, when the owner has picked one. */
  country?: string;
  limit: number;
};

/** Turns what an owner types into places on the map. Never throws for "nothing found": an empty list. */
export type Geocoder = {
  readonly name: string;
  search: (query: GeocodeQuery) => Promise<GeocodeResult[]>;
};

/** Fetch with a short timeout: a slow outside service must not hold the wizard. */
export async function fetchJson(url: URL, init: { userAgent: string; timeoutMs: number }): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: "application/json", "user-agent": init.userAgent },
    signal: AbortSignal.timeout(init.timeoutMs),
  });
  if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
  return response.json();
}
