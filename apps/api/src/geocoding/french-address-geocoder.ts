import { z } from "zod";
import { fetchJson, type GeocodeQuery, type GeocodeResult, type Geocoder } from "./geocoder.ts";

// The French national address base (BAN) search: GeoJSON features, France only.
const banResponse = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        label: z.string(),
        type: z.string(),
        name: z.string().optional(),
        housenumber: z.string().optional(),
        street: z.string().optional(),
        city: z.string(),
      }),
    }),
  ),
});

/** Reads a BAN answer; exported so it can be tested on recorded responses. */
export function parseFrenchAddressResponse(body: unknown): GeocodeResult[] {
  return banResponse.parse(body).features.map(({ geometry, properties }) => {
    const [lng, lat] = geometry.coordinates;
    const isAddress = properties.type === "housenumber" || properties.type === "street";
    const street = properties.type === "housenumber" ? properties.name : (properties.street ?? properties.name);
    return {
      label: properties.label,
      streetNumberAndStreet: isAddress ? (street ?? null) : null,
      city: properties.city,
      country: "FR",
      location: { lat, lng },
      precision: isAddress ? "address" : "city",
    };
  });
}

/** GEOCODER=ban; GEOCODER_URL defaults to the national service (https://data.geopf.fr/geocodage). */
export function createFrenchAddressGeocoder(options: { baseUrl: string; userAgent: string; timeoutMs?: number }): Geocoder {
  return {
    name: "ban",
    async search(query: GeocodeQuery) {
      // The service only knows France.
      if (query.country && query.country !== "FR") return [];
      if (query.text.trim().length < 3) return [];
      const url = new URL(`${options.baseUrl.replace(/\/$/, "")}/search`);
      url.searchParams.set("q", query.text);
      url.searchParams.set("limit", String(query.limit));
      return parseFrenchAddressResponse(
        await fetchJson(url, { userAgent: options.userAgent, timeoutMs: options.timeoutMs ?? 4000 }),
      );
    },
  };
}
