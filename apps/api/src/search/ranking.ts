/**
 * The ranking weights, read by both engines (one table, issue 16): a document's text rank is the sum, over the
 * query's words, of the cost of each word's best match in it; lower ranks first, then distance (around a point),
 * quality and name (`compareRanked` in engine.ts).
 *
 * - `exact`, `prefix`, `typo`: the word itself, a completion of the last word, one typo away (text.ts `matchTerm`);
 * - `outsideName`: added when that match is in another attribute than the name (category, city…); the embedded
 *   engine keeps it as the low bit of its postings (`entry & 1` in embedded/run-query.ts), so it stays 1;
 * - `stem`: the PostgreSQL engine only, a word matched by its French or English stem alone (ADR 025), after the
 *   completions and before the typos.
 *
 * The embedded engine reads them in text.ts and embedded/run-query.ts, the PostgreSQL engine in
 * postgres/query-sql.ts (the rank's SQL) and postgres/estimates.ts (its rank tiers). The expected orders are in
 * relevance-set.ts, held on each engine by engine-contract.test.ts.
 */
export const rankWeights = { exact: 0, prefix: 10, stem: 50, typo: 100, outsideName: 1 } as const;
