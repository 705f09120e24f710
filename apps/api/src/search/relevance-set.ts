/**
 * The relevance set: queries a visitor types and the results they expect first, over the directory of
 * test-support/search-fixtures.ts. Every engine must give these answers (search/engine-contract.test.ts).
 * `top` lists the expected first hits in order; `only` the complete set when order does not matter.
 */
export type RelevanceCase = {
  query: string;
  params?: Record<string, unknown>;
  top?: string[];
  only?: string[];
  facets?: Record<string, Record<string, number>>;
  nbHits?: number;
  why: string;
};

/** The instant the set is evaluated at: Saturday 21 November 2026, 10:00 in Lyon, 04:00 in Montréal. */
export const relevanceNow = new Date("2026-11-21T09:00:00Z");

/** The published activities of the fixtures in Lyon. */
const LYON = [
  "bouchon-des-cordeliers",
  "escalade-lyon",
  "marche-weekend",
  "musee-des-confluences",
  "musee-gallo-romain",
  "parc-de-la-tete-d-or",
];

export const relevanceSet: RelevanceCase[] = [
  {
    query: "musee",
    top: ["musee-du-louvre", "musee-des-beaux-arts-montreal", "musee-des-confluences"],
    why: "accents ignored, quality breaks ties",
  },
  { query: "Musées", top: ["musee-du-louvre"], why: "French plural and capital" },
  {
    query: "museum",
    only: ["musee-des-confluences", "musee-gallo-romain", "musee-du-louvre", "musee-des-beaux-arts-montreal"],
    why: "English label of the sub-category",
  },
  {
    query: "mus",
    only: ["musee-des-confluences", "musee-gallo-romain", "musee-du-louvre", "musee-des-beaux-arts-montreal"],
    why: "prefix as one types",
  },
  { query: "louvre", top: ["musee-du-louvre"], why: "a word of the name" },
  { query: "louvr", top: ["musee-du-louvre"], why: "completing the last word" },
  { query: "lovre", only: ["musee-du-louvre"], why: "one typo on a five-letter word" },
  { query: "confluances", only: ["musee-des-confluences"], why: "one typo on a long word" },
  { query: "pqrc", only: [], why: "no typo on words shorter than five letters" },
  { query: "parc", top: ["parc-de-la-tete-d-or", "mont-royal"], why: "exact word, quality order" },
  { query: "parcs montreal", only: ["mont-royal"], why: "every word must match; plural; city" },
  { query: "tete d'or", only: ["parc-de-la-tete-d-or"], why: "accent and apostrophe" },
  { query: "marche", top: ["marche-weekend"], why: "the name before a longer word" },
  { query: "markets", only: ["marche-weekend"], why: "English plural of the sub-category" },
  { query: "climbing", only: ["escalade-lyon"], why: "English sub-category label" },
  { query: "lyon musee", only: ["musee-des-confluences", "musee-gallo-romain"], why: "city and kind together" },
  {
    query: "musee",
    params: { aroundLatLng: "45.5017,-73.5673" },
    top: ["musee-des-beaux-arts-montreal", "musee-du-louvre"],
    why: "distance after text relevance",
  },
  {
    query: "",
    params: { aroundLatLng: "45.7772,4.8554", hitsPerPage: 2 },
    top: ["parc-de-la-tete-d-or", "marche-weekend"],
    why: "browsing around a point: nearest first",
  },
  {
    query: "",
    params: { facetFilters: ["category:gastronomy"] },
    top: ["bouchon-des-cordeliers", "marche-weekend"],
    why: "browsing: best quality first",
  },

  {
    query: "musee",
    params: { hitsPerPage: 2, page: 1 },
    top: ["musee-des-confluences", "musee-gallo-romain"],
    nbHits: 4,
    why: "the second page follows the first",
  },
  {
    query: "",
    params: { facetFilters: [["pricing:free"]], facets: ["category", "city", "profiles", "price"] },
    only: ["marche-weekend", "mont-royal", "parc-de-la-tete-d-or"],
    facets: {
      category: { "leisure-nature": 2, gastronomy: 1 },
      city: { Lyon: 2, Montréal: 1 },
      profiles: { family: 3, couple: 2, friends: 1 },
      price: { "0": 3 },
    },
    why: "free only, with facet counts",
  },
  {
    query: "",
    params: { numericFilters: ["price<=15"], facetFilters: ["category:art-culture"] },
    only: ["musee-des-beaux-arts-montreal", "musee-des-confluences", "musee-gallo-romain"],
    why: "price range and category",
  },
  {
    query: "",
    params: { filters: '(country:CA OR citySlug:"paris") AND NOT setting:outdoor AND price:10 TO 30' },
    only: ["musee-des-beaux-arts-montreal", "musee-du-louvre"],
    why: "the filters syntax: OR, NOT, a range",
  },
  {
    query: "",
    params: { filters: "city:Lyon OR city:Lyon", facets: ["city"] },
    only: LYON,
    facets: { city: { Lyon: 6 } },
    nbHits: 6,
    why: "a repeated OR term: each hit once, counted once",
  },
  {
    query: "",
    params: { facetFilters: [["city:Lyon", "city:Lyon", "city:Lyon"]], numericFilters: ["price>=0", "price>=0"] },
    only: LYON,
    nbHits: 6,
    why: "a repeated facet filter value: each hit once",
  },
  {
    query: "",
    params: { facetFilters: [["profiles:alone"], "setting:indoor"] },
    only: ["escalade-lyon"],
    why: "visitor profile and indoor",
  },
  {
    query: "",
    params: { facetFilters: ["when:now"] },
    only: ["marche-weekend", "parc-de-la-tete-d-or"],
    why: "open now, in the activity's time zone",
  },
  {
    query: "",
    params: { facetFilters: ["when:tonight"], facets: ["when"] },
    only: ["bouchon-des-cordeliers", "parc-de-la-tete-d-or"],
    facets: { when: { now: 1, today: 2, tonight: 2, tomorrow: 2, weekend: 2, week: 2 } },
    why: "tonight, with the when counts",
  },
  {
    query: "",
    params: { facetFilters: ["when:weekend", "city:Lyon"] },
    only: ["bouchon-des-cordeliers", "marche-weekend", "musee-des-confluences", "musee-gallo-romain", "parc-de-la-tete-d-or"],
    why: "this weekend",
  },
  {
    query: "musee",
    params: { aroundLatLng: "45.7578,4.8320", aroundRadius: 10_000 },
    top: ["musee-gallo-romain", "musee-des-confluences"],
    nbHits: 2,
    why: "within a radius, nearest first",
  },
  {
    query: "",
    params: { insideBoundingBox: [[45.6, -73.5, 45.4, -73.7]] },
    only: ["mont-royal", "musee-des-beaux-arts-montreal"],
    why: "inside a bounding box (search this area)",
  },
];

/**
 * Dated events (ADR 044), over searchFixtures plus datedFixtures at relevanceNow: the dates filter is two numeric
 * filters on YYYYMMDD attributes (undated activities always overlap), and a when-filter holds only on days inside
 * an event's range, the last evening's night included.
 */
export const datedEventSet: RelevanceCase[] = [
  {
    query: "",
    params: { numericFilters: ["dateEnd>=20261128", "dateStart<=20261130"], facetFilters: ["category:trade-shows-fairs"] },
    only: ["salon-des-vins"],
    why: "dates filter: an event overlapping the chosen days",
  },
  {
    query: "",
    params: { numericFilters: ["dateEnd>=20261201", "dateStart<=20261231"], facetFilters: ["category:trade-shows-fairs"] },
    only: [],
    why: "dates filter: nothing for days after the events",
  },
  {
    query: "",
    params: { numericFilters: ["dateEnd>=20261128", "dateStart<=20261130"], facetFilters: ["category:art-culture"] },
    only: ["musee-des-confluences", "musee-gallo-romain", "musee-du-louvre", "musee-des-beaux-arts-montreal"],
    why: "dates filter: undated activities always overlap, an event that ended does not",
  },
  {
    query: "",
    params: { facetFilters: ["category:trade-shows-fairs"], facets: ["dateEnd"] },
    only: ["salon-des-vins", "braderie-croix-rousse"],
    facets: { dateEnd: { "20261115": 1, "20261130": 1 } },
    why: "dateEnd as a numeric facet",
  },
  {
    query: "",
    params: { filters: "dateStart:20261101 TO 20261116 OR dateEnd:20261101 TO 20261116" },
    only: ["braderie-croix-rousse"],
    why: "dates as ranges in the filters syntax",
  },
  {
    query: "",
    params: { facetFilters: ["when:weekend", "city:Lyon"], facets: ["when"] },
    only: [
      "bouchon-des-cordeliers",
      "marche-weekend",
      "musee-des-confluences",
      "musee-gallo-romain",
      "parc-de-la-tete-d-or",
      "fete-des-lumieres",
    ],
    facets: { when: { now: 2, today: 6, tonight: 3, tomorrow: 6, weekend: 6, week: 6 } },
    why: "this weekend: the festival's last evening, not next weekend's fair nor last week's market",
  },
  {
    query: "",
    params: { facetFilters: ["when:tomorrow", "subCategory:festival"] },
    only: ["fete-des-lumieres"],
    why: "the last evening runs past midnight into tomorrow",
  },
  {
    query: "",
    params: { facetFilters: ["when:now", "city:Lyon"] },
    only: ["marche-weekend", "parc-de-la-tete-d-or"],
    why: "open now: a festival of evenings is closed in the morning",
  },
  {
    query: "",
    params: { facetFilters: ["when:week", "category:trade-shows-fairs"] },
    only: [],
    why: "this week: neither next weekend's fair nor last week's market",
  },
];
