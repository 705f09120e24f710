import { z } from "zod";
import { fetchJson, type GeocodeQuery, type GeocodeResult, type Geocoder } from "./geocoder.ts";

const nominatimResponse = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string(),
    address: z
      .object({
        house_number: z.string().optional(),
        road: z.string().optional(),
        pedestrian: z.string().optional(),
        city: z.string().optional(),
        town: z.string().optional(),
        village: z.string().optional(),
        municipality: z.string().optional(),
        country_code: z.string().optional(),
      })
      .default({}),
  }),
);

/** Reads a Nominatim `format=jsonv2&addressdetails=1` answer; exported for tests on recorded responses. */
export function parseNominatimResponse(body: unknown): GeocodeResult[] {
  return nominatimResponse.parse(body).flatMap((place) => {
    const { address } = place;
    const city = address.city ?? address.town ?? address.village ?? address.municipality;
    const country = address.country_code?.toUpperCase();
    // A result without a city or a country (a sea, a region) cannot be an activity's place.
    if (!city || !country) return [];
    const road = address.road ?? address.pedestrian;
    const street = road ? [address.house_number, road].filter(Boolean).join(" ") : null;
    return [
      {
        label: place.display_name,
        streetNumberAndStreet: street,
        city,
        country,
        location: { lat: place.lat, lng: place.lon },
        precision: street ? "address" : "city",
      } satisfies GeocodeResult,
    ];
  });
}

/** GEOCODER=nominatim; GEOCODER_URL is the instance (its usage policy asks for an identifying User-Agent). */
export function createNominatimGeocoder(options: { baseUrl: string; userAgent: string; timeoutMs?: number }): Geocoder {
  return {
    name: "nominatim",
    async search(query: GeocodeQuery) {
      if (query.text.trim().length < 3) return [];
      const url = new URL(`${options.baseUrl.replace(/\/$/, "")}/search`);
      url.searchParams.set("q", query.text);
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("addressdetails", "1");
      url.searchParams.set("limit", String(query.limit));
      if (query.country) url.searchParams.set("countrycodes", query.country.toLowerCase());
      return parseNominatimResponse(await fetchJson(url, { userAgent: options.userAgent, timeoutMs: options.timeoutMs ?? 4000 }));
    },
  };
}
