// The bounds of the public search service: the api enforces them, the developers page states them. No zod here:
// browsers load this module.

/**
 * What one call to the search service may ask for (docs/security-search.md, ADR 052). Algolia's own caps are the
 * guide where it has them (hitsPerPage and maxValuesPerFacet ≤ 1000); the others are several times what the
 * search page sends (a dozen queries, a few filter terms, a list of 12 and a map of at most 1000 points).
 */
export const searchBounds = {
  /** The body of one call; the api's general limit (1 MiB) is for uploads of forms, not for searches. */
  bodyBytes: 256 * 1024,
  /** Queries in one multi-query call: InstantSearch sends one per refined disjunctive facet, plus the main ones. */
  queries: 32,
  /** Filter terms of one query, counted over facetFilters, numericFilters and filters before repeats are folded. */
  filterTerms: 100,
  /** Parentheses and NOT in `filters`, lists in facetFilters/numericFilters (Algolia's own syntax has two). */
  filterDepth: 8,
  /** Levels of JSON in a body: a multi-query with a `params` object and two-level filter lists needs six. */
  jsonDepth: 12,
  /** Hits answered by one call in all: the map's 1000 points, the list's page, and room to spare. */
  hitsPerCall: 2000,
  /** Facets named by one query (there are fewer than this many attributes; repeats are folded). */
  facets: 50,
  /** The serialised answer of one call; past it nothing is sent but the error. */
  answerBytes: 8 * 1024 * 1024,
} as const;

/** Searches one client address may make a minute (a multi-query call counts each of its queries). */
export const SEARCHES_PER_ADDRESS_PER_MINUTE = 1200;
