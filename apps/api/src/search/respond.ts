import type { SearchDocument } from "./document.ts";
import type { EngineResult } from "./engine.ts";
import { PAGINATION_LIMIT, type SearchQuery } from "./params.ts";
import { fold, matchTerm, normalizeTerm, queryTerms } from "./text.ts";

type HighlightResult = {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

const WORD = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

// The words of the highlighted attributes (names, categories, cities) come back answer after answer: their
// normalised forms are kept, up to a bound, instead of folding each again (about a tenth of a small search's time).
const KEPT_TERMS = 50_000;
const keptTerms = new Map<string, string | null>();
function termOf(word: string): string | null {
  let term = keptTerms.get(word);
  if (term === undefined) {
    term = normalizeTerm(word);
    if (keptTerms.size >= KEPT_TERMS) keptTerms.clear();
    keptTerms.set(word, term);
  }
  return term;
}

/** The text with the words that answer the query wrapped in the highlight tags (only the typed part of a completion). */
export function highlight(text: string, terms: string[], preTag: string, postTag: string): HighlightResult {
  const matched = new Set<string>();
  let highlightedWords = 0;
  let words = 0;
  const value = text.replace(WORD, (word) => {
    words++;
    const term = termOf(word);
    if (term === null) return word;
    for (const [position, queryTerm] of terms.entries()) {
      const kind = matchTerm(queryTerm, term, position === terms.length - 1);
      if (kind === "none") continue;
      matched.add(queryTerm);
      highlightedWords++;
      if (kind !== "prefix") return `${preTag}${word}${postTag}`;
      // The shortest beginning of the word that folds to the typed letters.
      let length = 1;
      while (length < word.length && fold(word.slice(0, length)).length < queryTerm.length) length++;
      return `${preTag}${word.slice(0, length)}${postTag}${word.slice(length)}`;
    }
    return word;
  });
  const matchLevel = matched.size === 0 ? "none" : matched.size === terms.length ? "full" : "partial";
  return {
    value,
    matchLevel,
    matchedWords: [...matched],
    ...(matchLevel !== "none" && { fullyHighlighted: highlightedWords === words }),
  };
}

const highlightable = new Set<keyof SearchDocument>(["name", "subCategoryLabel", "categoryLabel", "city", "country"]);

/** An engine's answer as the Algolia search API words it. */
export function toAlgoliaResponse(query: SearchQuery, result: EngineResult, processingTimeMS: number, index: string) {
  const terms = queryTerms(query.query);
  const highlighted =
    query.attributesToHighlight === "*"
      ? [...highlightable]
      : query.attributesToHighlight.filter((attribute) => highlightable.has(attribute as keyof SearchDocument));
  const hits = result.hits.map(({ document, geoDistance }) => {
    const hit: Record<string, unknown> = {};
    if (query.attributesToRetrieve === "*") Object.assign(hit, document);
    else for (const attribute of query.attributesToRetrieve) hit[attribute] = document[attribute as keyof SearchDocument];
    hit.objectID = document.objectID;
    hit._highlightResult = Object.fromEntries(
      highlighted.map((attribute) => [
        attribute,
        highlight(String(document[attribute as keyof SearchDocument]), terms, query.highlightPreTag, query.highlightPostTag),
      ]),
    );
    if (query.getRankingInfo) {
      hit._rankingInfo = {
        ...(geoDistance !== null && { geoDistance }),
        nbExactWords: terms.length,
        userScore: document.quality,
      };
    }
    return hit;
  });
  const reachable = Math.min(result.nbHits, PAGINATION_LIMIT);
  const exhaustive = result.exhaustive ?? true;
  return {
    hits,
    nbHits: result.nbHits,
    page: query.page,
    nbPages: query.hitsPerPage === 0 ? 0 : Math.ceil(reachable / query.hitsPerPage),
    hitsPerPage: query.hitsPerPage,
    facets: result.facets,
    ...(Object.keys(result.facetsStats).length > 0 && { facets_stats: result.facetsStats }),
    // An engine may estimate over a large match set (ADR 043): Algolia's flags say so, InstantSearch reads them.
    exhaustiveNbHits: exhaustive,
    exhaustiveFacetsCount: exhaustive,
    exhaustive: { nbHits: exhaustive, facetsCount: exhaustive },
    processingTimeMS,
    query: query.query,
    params: query.params,
    index,
    ...(result.geoGrid && { geoGrid: result.geoGrid }),
    ...(query.around && { aroundLatLng: `${query.around.lat},${query.around.lng}` }),
  };
}

/** Facet values for a facet search (searchable refinement lists): counts of the values that start with the typed text. */
export function toFacetHits(result: EngineResult, facet: string, facetQuery: string, preTag: string, postTag: string) {
  const typed = fold(facetQuery.trim());
  const values = Object.entries(result.facets[facet] ?? {}).filter(([value]) => typed === "" || fold(value).includes(typed));
  return {
    facetHits: values.map(([value, count]) => ({
      value,
      count,
      highlighted: typed === "" ? value : highlight(value, queryTerms(facetQuery), preTag, postTag).value,
    })),
    exhaustiveFacetsCount: result.exhaustive ?? true,
    processingTimeMS: 0,
  };
}
