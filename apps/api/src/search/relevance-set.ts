/**
 * The relevance set: queries a visitor types and the results they expect first, over the directory of
 * test-support/search-fixtures.ts. Every engine must give these answers (search/engine-contract.test.ts).
 * `top` lists the expected first hits in order; `only` the complete set when order does not matter.
 */
export type RelevanceCase = { query: string; params?: Record<string, unknown>; top?: string[]; only?: string[]; why: string };

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
];
