// How words are compared: the same on the way into the index and in queries, for every engine.

import { rankWeights } from "./ranking.ts";

const SEPARATORS = /[\n\r\p{Z}\p{P}\p{S}]+/u;

// Short grammatical words of both languages: they would make an all-words query miss ("musée de la marine").
const stopWords = new Set([
  "a",
  "au",
  "aux",
  "d",
  "de",
  "des",
  "du",
  "en",
  "et",
  "l",
  "la",
  "le",
  "les",
  "un",
  "une",
  "an",
  "and",
  "at",
  "in",
  "of",
  "on",
  "the",
  "to",
]);

/** Lower case without accents or ligatures: "Musée" → "musee", "Œuvre" → "oeuvre". */
export function fold(text: string): string {
  return text
    .replaceAll("œ", "oe")
    .replaceAll("Œ", "oe")
    .replaceAll("æ", "ae")
    .replaceAll("Æ", "ae")
    .replaceAll("ß", "ss")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * French and English plurals to their singular, lightly: "musees" → "musee", "chateaux" → "chateau",
 * "galleries" → "gallery", "museums" → "museum". Both sides go through it, so a stem that is not a word
 * ("paris" → "pari") still matches itself.
 */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && /[aeiou]x$/.test(word)) return word.slice(0, -1);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** A word as the index keeps it, or null for a word not worth indexing. */
export function normalizeTerm(word: string): string | null {
  const folded = fold(word);
  if (folded.length === 0 || stopWords.has(folded)) return null;
  return singular(folded);
}

export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter((word) => word.length > 0);
}

/** The words of a query as typed, each with its normalised form, stop words dropped. */
export function queryWords(query: string): Array<{ word: string; term: string }> {
  return tokenize(query).flatMap((word) => {
    const term = normalizeTerm(word);
    return term === null ? [] : [{ word, term }];
  });
}

/** The words of a query, normalised, stop words dropped. */
export function queryTerms(query: string): string[] {
  return queryWords(query).map(({ term }) => term);
}

/** Typo tolerance: one edit on words of five letters or more, none on shorter ones. */
export function typosAllowed(term: string): number {
  return term.length >= 5 ? 1 : 0;
}

/** Whether two words are at most one edit apart (Levenshtein: an insertion, a deletion or a substitution). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export type TermMatch = "exact" | "prefix" | "typo" | "none";

/** How a word of a document answers a query word (prefix only for the word being typed, the last). */
export function matchTerm(queryTerm: string, documentTerm: string, isLast: boolean): TermMatch {
  if (documentTerm === queryTerm) return "exact";
  if (isLast && documentTerm.startsWith(queryTerm)) return "prefix";
  if (typosAllowed(queryTerm) > 0 && withinOneEdit(queryTerm, documentTerm)) return "typo";
  return "none";
}

const matchCost: Record<Exclude<TermMatch, "none">, number> = {
  exact: rankWeights.exact,
  prefix: rankWeights.prefix,
  typo: rankWeights.typo,
};

/**
 * The text relevance of a document for the query words, lower is better: each word's best match (an exact
 * word, then a completion, then a typo; in the name rather than another attribute), summed. Null when a
 * query word matches nothing: every word must match.
 *
 * `documentTerms` lists the document's normalised words, each with the attributes it appears in.
 */
export function textRank(queryWords: string[], documentTerms: Array<[string, string[]]>): number | null {
  let rank = 0;
  queryWords.forEach((queryWord, position) => {
    if (rank === Number.POSITIVE_INFINITY) return;
    let best = Number.POSITIVE_INFINITY;
    for (const [term, attributes] of documentTerms) {
      const kind = matchTerm(queryWord, term, position === queryWords.length - 1);
      if (kind === "none") continue;
      const cost = matchCost[kind] + (attributes.includes("name") ? 0 : rankWeights.outsideName);
      if (cost < best) best = cost;
    }
    rank += best;
  });
  return Number.isFinite(rank) ? rank : null;
}

/** A document's normalised words with the attributes they appear in (what textRank reads). */
export function documentTerms(fields: Record<string, string>): Array<[string, string[]]> {
  const terms = new Map<string, string[]>();
  for (const [attribute, text] of Object.entries(fields)) {
    for (const word of tokenize(text)) {
      const term = normalizeTerm(word);
      if (term === null) continue;
      const attributes = terms.get(term);
      if (!attributes) terms.set(term, [attribute]);
      else if (!attributes.includes(attribute)) attributes.push(attribute);
    }
  }
  return [...terms.entries()];
}
