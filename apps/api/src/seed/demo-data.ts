import type { AccessibilityValue } from "@alentour/domain/accessibility";
import type {
  ActivityContact,
  PriceListItem,
  Setting,
  SocialLinks,
  SubCategory,
  VisitorProfile,
} from "@alentour/domain/activity";
import { categoryOf, subCategories, visitorProfiles } from "@alentour/domain/activity";
import type { Activity, GeoPoint } from "@alentour/domain/directory";
import { slugify } from "@alentour/domain/directory";
import { addDays, type EventDates } from "@alentour/domain/event-dates";
import { localDateTime } from "@alentour/domain/local-time";
import { base, en, en_GB, es, Faker, fr, generateMersenne53Randomizer } from "@faker-js/faker";
import { catalogue, type Kind, nameWords } from "./demo-catalogue.ts";
import { type DemoCity, demoCityProfiles, type FakerLocale } from "./demo-cities.ts";
import { openingHours } from "./demo-hours.ts";
import { createRandom, type Random } from "./demo-random.ts";
import { description, fill, ofCity } from "./demo-text.ts";

export { type CityRow, demoCities } from "./demo-cities.ts";

export const DEFAULT_SEED = 42;
export const DEFAULT_TOTAL = 3000;
export const MIN_PER_CITY = 25;
export const DEFAULT_BATCH_SIZE = 500;

export type GenerateOptions = {
  /** createdAt and updatedAt fall in the year before it: a fixed date gives a reproducible run. */
  now: Date;
  seed?: number;
  /** Activities per yielded batch. */
  batchSize?: number;
  /**
   * Appended with a sequence number to every slug ("…-lyon-mb2x9k-1z") instead of "-2", "-3" on collisions, so that
   * a run never collides with earlier ones without knowing their slugs.
   */
  slugTag?: string;
  cities?: DemoCity[];
  /**
   * The share of fairs, trade shows and festivals that are dated events around `now` (running, this weekend,
   * next month, or over). Drawn from a stream of its own, so it changes nothing else of a run. Default 0.6.
   */
  datedShare?: number;
};

/** The kinds of activity that run on dates rather than all year (ADR 044). */
const datedKinds = (subCategory: SubCategory) => categoryOf(subCategory) === "trade-shows-fairs" || subCategory === "festival";

/**
 * A dated event's range around `now` in the city's zone: running now, this (or next) weekend, next month, or
 * ended, in proportions that give every when-filter and the dates filter something to find.
 */
export function demoEventDates(now: Date, timeZone: string, random: Random): EventDates {
  const { date: today, weekdayIndex } = localDateTime(now, timeZone);
  const draw = random.next();
  if (draw < 0.35) return { start: addDays(today, -random.int(0, 4)), end: addDays(today, random.int(0, 6)) };
  if (draw < 0.6) {
    const saturday = addDays(today, weekdayIndex <= 5 ? 5 - weekdayIndex : 6);
    return { start: random.chance(0.5) ? addDays(saturday, -1) : saturday, end: addDays(saturday, 1) };
  }
  if (draw < 0.85) {
    const start = addDays(today, random.int(25, 45));
    return { start, end: addDays(start, random.int(1, 9)) };
  }
  const end = addDays(today, -random.int(1, 40));
  return { start: addDays(end, -random.int(1, 6)), end };
}

const MS_PER_DAY = 86_400_000;
const JITTER_METRES = 4000;
const METRES_PER_DEGREE = 111_320;

/**
 * How many activities each city gets: a floor for all, the rest by the square root of the population so that Paris
 * outweighs Metz without swamping it; abroad counts half, the directory being French first. Largest remainders
 * settle the rounding, so the counts add up to `total` exactly.
 */
export function allocate(total: number, cities: readonly DemoCity[]): number[] {
  if (cities.length === 0) return [];
  const floor = Math.min(MIN_PER_CITY, Math.floor(total / cities.length));
  const rest = total - floor * cities.length;
  const weights = cities.map((city) => Math.sqrt(city.population) * (city.country === "FR" ? 1 : 0.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (rest * weight) / sum);
  const counts = shares.map((share) => floor + Math.floor(share));
  const left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = shares.map((share, index) => ({ index, remainder: share - Math.floor(share) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) counts[index] = (counts[index] ?? 0) + 1;
  return counts;
}

// Every sub-category once per round, the common ones (restaurants, bars…) several times, in a fresh order each round.
function subCategoryDeck(random: Random): () => SubCategory {
  const cards = subCategories.flatMap((sub) => Array<SubCategory>(catalogue[sub].weight ?? 1).fill(sub));
  let deck: SubCategory[] = [];
  return () => {
    if (deck.length === 0) deck = random.shuffle([...cards]);
    return deck.pop() as SubCategory;
  };
}

function jitter(centre: GeoPoint, random: Random): GeoPoint {
  // sqrt spreads points evenly over the disc instead of bunching them at the centre.
  const distance = JITTER_METRES * Math.sqrt(random.next());
  const bearing = 2 * Math.PI * random.next();
  const lat = centre.lat + (distance * Math.cos(bearing)) / METRES_PER_DEGREE;
  const lng = centre.lng + (distance * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

const two = (random: Random) => String(random.int(0, 99)).padStart(2, "0");
const three = (random: Random) => String(random.int(0, 999)).padStart(3, "0");

// In France, the UK and Canada, numbers come from the blocks reserved for fiction, so no one real is ever called.
const frenchFictionBlocks: Record<string, string> = {
  "01": "01 99 00",
  "02": "02 61 91",
  "03": "03 53 01",
  "04": "04 65 71",
  "05": "05 36 49",
  mobile: "06 39 98",
};

// National formats, as a local would write them.
const phoneNumbers: Record<string, (random: Random, city: DemoCity) => string> = {
  FR: (random, city) =>
    `${frenchFictionBlocks[random.chance(0.3) ? "mobile" : (city.phoneArea ?? "01")]} ${two(random)} ${two(random)}`,
  BE: (random) => `02 ${three(random)} ${two(random)} ${two(random)}`,
  CH: (random) => `022 ${three(random)} ${two(random)} ${two(random)}`,
  LU: (random) => `2${random.int(0, 9)} ${two(random)} ${two(random)} ${two(random)}`,
  CA: (random) => `(514) 555-01${two(random)}`,
  GB: (random) => `020 7946 0${three(random)}`,
  ES: (random) => `93 ${three(random)} ${two(random)} ${two(random)}`,
};

function phoneNumber(city: DemoCity, random: Random): string {
  const make = phoneNumbers[city.country];
  if (!make) throw new Error(`No phone format for ${city.country}`);
  return make(random, city);
}

function streetAddress(city: DemoCity, faker: Faker, random: Random): string {
  const street = faker.location.street();
  switch (city.country) {
    case "BE":
    case "CH":
      return `${street} ${random.int(1, 150)}`;
    case "ES":
      return `${street}, ${random.int(1, 250)}`;
    case "GB":
      return `${random.int(1, 220)} ${street}`;
    case "CA":
      return `${random.int(100, 4999)} ${lowerFirst(street)}`;
    default:
      return `${random.int(1, 120)}${random.chance(0.05) ? " bis" : ""} ${lowerFirst(street)}`;
  }
}

/** "Rue des Lilas" → "rue des Lilas", as French addresses are written. */
function lowerFirst(street: string): string {
  return street.charAt(0).toLowerCase() + street.slice(1);
}

function activityName(kind: Kind, city: DemoCity, faker: Faker, random: Random): string {
  const language = city.language;
  const template = random.pick(kind.names[language]);
  const words = nameWords[language];
  // Faker is the slow part of a run: names are drawn only when the template has a place for them.
  const values: Record<string, string> = {
    city: city.name,
    deCity: language === "fr" ? ofCity(city.name) : city.name,
  };
  if (template.includes("{surname}")) values.surname = capitalised(faker.person.lastName());
  if (template.includes("{first}")) values.first = faker.person.firstName();
  if (template.includes("{tree}")) values.tree = random.pick(words.tree);
  if (template.includes("{flower}")) values.flower = random.pick(words.flower);
  if (template.includes("{animal}")) values.animal = random.pick(words.animal);
  const name = fill(template, values);
  // "La Cuisine de Anaël" → "La Cuisine d'Anaël".
  return language === "fr" ? name.replace(/(^|\s)([dD])e ([AEIOUYÀÂÉÈÊÎÏÔÛ])/g, "$1$2'$3") : name;
}

/** Faker's French surnames include "Le roux" and "Da silva". */
function capitalised(name: string): string {
  return name.replace(/(^|[\s'-])(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Some demo places state their accessibility, so a new visitor sees the filter at work (ADR 087): about a third of
 * the indoor ones are step-free, most of those with accessible toilets, some with a hearing loop or quiet hours.
 * From a stream of its own, so the rest of the demo data is the same as before.
 */
function demoAccessibility(setting: Setting, random: Random): AccessibilityValue[] {
  if (setting !== "indoor" || !random.chance(0.35)) return random.chance(0.05) ? ["quietHours"] : [];
  const values: AccessibilityValue[] = ["stepFreeEntrance"];
  if (random.chance(0.7)) values.push("accessibleToilets");
  if (random.chance(0.3)) values.push("accessibleParking");
  if (random.chance(0.25)) values.push("hearingLoop");
  if (random.chance(0.1)) values.push("audioDescription");
  if (random.chance(0.15)) values.push("quietHours");
  return values;
}

function pickSetting(kind: Kind, random: Random): Setting {
  switch (kind.setting) {
    case "mostly-indoor":
      return random.chance(0.8) ? "indoor" : "outdoor";
    case "mostly-outdoor":
      return random.chance(0.8) ? "outdoor" : "indoor";
    default:
      return kind.setting;
  }
}

function pickProfiles(kind: Kind, random: Random): VisitorProfile[] {
  const { always, pool } = kind.profiles;
  const chosen = new Set<VisitorProfile>(always ? [always] : []);
  const wanted = Math.min(random.int(1, 3), pool.length + chosen.size);
  for (const profile of random.shuffle([...pool])) {
    if (chosen.size >= wanted) break;
    chosen.add(profile);
  }
  return visitorProfiles.filter((profile) => chosen.has(profile));
}

function amountInCents(min: number, max: number, factor: number, random: Random): number {
  if (max === 0) return 0;
  const major = (min + random.next() * (max - min)) * factor;
  // Small prices to the ten cents, others to the half unit, as price boards show them.
  const step = major < 5 ? 10 : 50;
  return Math.max(step, Math.round((major * 100) / step) * step);
}

function priceList(kind: Kind, city: DemoCity, random: Random): PriceListItem[] {
  return kind.prices
    .filter((_line, index) => index === 0 || random.chance(0.6))
    .map(([labelFr, labelEn, min, max]) => ({
      label: city.language === "fr" ? labelFr : labelEn,
      amount: amountInCents(min, max, city.priceFactor, random),
      currency: city.currency,
    }));
}

const mailboxes = { fr: ["contact", "bonjour", "info", "accueil", "reservation"], en: ["hello", "info", "contact", "bookings"] };

function contactOf(name: string, slug: string, city: DemoCity, faker: Faker, random: Random): ActivityContact {
  // ".example" is reserved (RFC 2606): no message or visit ever reaches someone real.
  const domain = `${slug.slice(0, 40).replace(/-+$/, "")}.example`;
  const contact: ActivityContact = {};
  if (random.chance(0.9)) contact.email = `${random.pick(mailboxes[city.language])}@${domain}`;
  if (random.chance(0.8)) contact.name = random.chance(0.6) ? name : `${faker.person.firstName()} ${faker.person.lastName()}`;
  if (random.chance(0.85)) contact.phone = phoneNumber(city, random);
  if (random.chance(0.7)) contact.website = `https://www.${domain}/`;
  return contact;
}

function socialLinksOf(slug: string, random: Random): SocialLinks {
  if (!random.chance(0.5)) return {};
  const handle = slug.replaceAll("-", "").slice(0, 30);
  const links: SocialLinks = {};
  if (random.chance(0.7)) links.instagram = `https://www.instagram.com/${handle}/`;
  if (random.chance(0.6)) links.facebook = `https://www.facebook.com/${handle}`;
  if (random.chance(0.3)) links.x = `https://x.com/${handle}`;
  if (random.chance(0.2) || Object.keys(links).length === 0)
    links.linkedin = `https://www.linkedin.com/company/${slug.slice(0, 50)}`;
  return links;
}

function quality(random: Random): number {
  // The mean of two draws leans to the middle of 2.5–5.0, as ratings do.
  return Math.round((2.5 + (2.5 * (random.next() + random.next())) / 2) * 10) / 10;
}

function timestamps(now: Date, random: Random): { createdAt: string; updatedAt: string } {
  const end = Math.floor(now.getTime() / 1000) * 1000;
  const created = end - Math.floor((random.next() * 365 * MS_PER_DAY) / 1000) * 1000;
  const updated = random.chance(0.5) ? created : created + Math.floor((random.next() * (end - created)) / 1000) * 1000;
  return { createdAt: new Date(created).toISOString(), updatedAt: new Date(updated).toISOString() };
}

function fakers(randomizer: ReturnType<typeof generateMersenne53Randomizer>): Record<FakerLocale, Faker> {
  // One randomizer for all: the run is a single stream whatever the mix of locales.
  return {
    fr: new Faker({ locale: [fr, en, base], randomizer }),
    en_GB: new Faker({ locale: [en_GB, en, base], randomizer }),
    es: new Faker({ locale: [es, en, base], randomizer }),
  };
}

/**
 * `count` published demo activities, city by city (most populous first), in batches. The same options give the
 * same activities, ids and slugs included.
 */
export function* generateActivities(count: number, options: GenerateOptions): Generator<Activity[]> {
  const cities = options.cities ?? demoCityProfiles();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const randomizer = generateMersenne53Randomizer();
  randomizer.seed(options.seed ?? DEFAULT_SEED);
  const random = createRandom(() => randomizer.next());
  const byLocale = fakers(randomizer);
  const nextSubCategory = subCategoryDeck(random);
  const datesRandomizer = generateMersenne53Randomizer();
  datesRandomizer.seed((options.seed ?? DEFAULT_SEED) + 1);
  const datesRandom = createRandom(() => datesRandomizer.next());
  const datedShare = options.datedShare ?? 0.6;
  const accessRandomizer = generateMersenne53Randomizer();
  accessRandomizer.seed((options.seed ?? DEFAULT_SEED) + 2);
  const accessRandom = createRandom(() => accessRandomizer.next());
  const taken = new Set<string>();
  let sequence = 0;

  const uniqueSlug = (name: string, city: DemoCity): string => {
    const fromName = slugify(name);
    // "Club de tennis de Nantes Nantes" would say the city twice, as would "Grand Théâtre du Havre Le Havre".
    const bareCity = city.slug.replace(/^(le|la|les)-/, "");
    const root = `-${fromName}-`.includes(`-${bareCity}-`) ? fromName : `${fromName}-${city.slug}`;
    if (options.slugTag !== undefined) return `${root}-${options.slugTag}-${sequence.toString(36)}`;
    let slug = root;
    for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
    taken.add(slug);
    return slug;
  };

  let batch: Activity[] = [];
  const counts = allocate(count, cities);
  for (const [cityIndex, city] of cities.entries()) {
    const faker = byLocale[city.fakerLocale];
    for (let i = 0; i < (counts[cityIndex] ?? 0); i++) {
      const subCategory = nextSubCategory();
      const kind = catalogue[subCategory];
      const category = categoryOf(subCategory);
      const name = activityName(kind, city, faker, random);
      const slug = uniqueSlug(name, city);
      const setting = pickSetting(kind, random);
      const profiles = pickProfiles(kind, random);
      const pricing = kind.prices.length > 0 && !random.chance(kind.free) ? "paid" : "free";
      batch.push({
        id: faker.string.uuid(),
        slug,
        name,
        category,
        subCategory,
        pricing,
        setting,
        profiles,
        address: {
          streetNumberAndStreet: streetAddress(city, faker, random),
          city: city.name,
          citySlug: city.slug,
          country: city.country,
        },
        location: jitter(city.location, random),
        timeZone: city.timeZone,
        openingHours: openingHours(random.pick(kind.hours), random),
        dates:
          datedKinds(subCategory) && datesRandom.chance(datedShare)
            ? demoEventDates(options.now, city.timeZone, datesRandom)
            : null,
        descriptionHtml: description(
          { language: city.language, name, city: city.name, category, subCategory, pricing, setting, profiles },
          random,
        ),
        bannerUrl: null,
        priceList: pricing === "paid" ? priceList(kind, city, random) : [],
        socialLinks: socialLinksOf(slug, random),
        contact: contactOf(name, slug, city, faker, random),
        accessibility: demoAccessibility(setting, accessRandom),
        ownerId: null,
        tradeShowSlug: null,
        published: true,
        quality: quality(random),
        ...timestamps(options.now, random),
      });
      sequence++;
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}
