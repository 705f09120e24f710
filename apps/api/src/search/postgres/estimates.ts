import { type RawBuilder, sql } from "kysely";
import { rankWeights } from "../ranking.ts";
import { type QuerySql, type Statements, stemQuery, tuned, type WordPlan } from "./query-sql.ts";
import { SAMPLE_BUCKETS } from "./schema.ts";

/** Thresholds of the estimated counts (ADR 043); tests lower them to exercise the estimates on a small index. */
export type EstimateSettings = {
  /** Match sets up to about this many documents are counted exactly. */
  exactUpTo: number;
  /** Over larger ones, counts and facets come from a sample holding about this many matches. */
  sampleMatches: number;
  /** How many of the sample buckets the first probe reads. */
  probeBuckets: number;
  /** When a page is taken from one rank tier (see PostgresEngineOptions). */
  tierPages?: "cost" | "always";
};

/** What the probe found: the sample buckets to count, the estimated matches, best tier and matches by text rank. */
export type Estimates = {
  buckets: number;
  matchesEstimate: number;
  bestTierEstimate: number;
  rankEstimates: Map<number, number>;
};

/**
 * Over a large index (more than `exactUpTo` documents), a probe of `probeBuckets` sample buckets says how large
 * the match set is (and, with text, how large the best tier and each rank are); over a large match set, the
 * counts and facets come from as many buckets as hold about `sampleMatches` matches. A small index is counted whole.
 */
export async function estimateMatches(
  statements: Statements,
  plans: WordPlan[],
  { rank, bestTier, where }: QuerySql,
  { exactUpTo, sampleMatches, probeBuckets }: EstimateSettings,
  documents: number,
): Promise<Estimates> {
  const probeScale = SAMPLE_BUCKETS / probeBuckets;
  let buckets = SAMPLE_BUCKETS;
  let bestTierEstimate = 0;
  let matchesEstimate = 0;
  // Estimated matches by text rank (one word: the tiers the page may be taken from, pageTier below).
  const rankEstimates = new Map<number, number>();
  if (documents > exactUpTo) {
    const probe = await tuned(
      statements,
      async (trx) => {
        const { rows } = await sql<{ text_rank: number; n: string; best: string }>`
        select text_rank, count(*) as n, count(*) filter (where best) as best from (
          select ${plans.length === 1 ? rank : sql`0`} as text_rank, ${bestTier ?? sql`false`} as best
          from search_documents ${where([sql`sample < ${sql.lit(probeBuckets)}`])}) probed
        group by text_rank`.execute(trx);
        let n = 0;
        for (const row of rows) {
          n += Number(row.n);
          bestTierEstimate += Number(row.best) * probeScale;
          rankEstimates.set(Number(row.text_rank), Number(row.n) * probeScale);
        }
        return n;
      },
      { bitmapsOnly: true },
    );
    const estimated = probe * probeScale;
    matchesEstimate = estimated;
    if (estimated > exactUpTo)
      buckets = Math.min(SAMPLE_BUCKETS, Math.max(1, Math.ceil((sampleMatches * SAMPLE_BUCKETS) / estimated)));
  }
  return { buckets, matchesEstimate, bestTierEstimate, rankEstimates };
}

/**
 * Which rank tier the page can come from, from the probe's estimates: its rows (`condition`, none for every
 * match), its rank, and an index condition covering every match ranked before it (none when nothing is).
 * Null when no tier is expected to fill the page more cheaply than ranking every match.
 */
export function pageTier(
  plans: WordPlan[],
  { rank, bestTier }: QuerySql,
  { matchesEstimate, bestTierEstimate, rankEstimates }: Estimates,
  { exactUpTo, tierPages }: EstimateSettings,
  end: number,
  total: number,
): { condition: RawBuilder<unknown> | null; rank: number; before: RawBuilder<unknown> | null } | null {
  const cheap = (estimate: number) =>
    tierPages === "always" ? estimate > 0 : estimate >= 5 * end && (end * total) / estimate < matchesEstimate;
  if (plans.length === 0) return cheap(matchesEstimate) ? { condition: null, rank: 0, before: null } : null;
  const plan = plans[0];
  if (plans.length > 1 || !plan)
    return bestTier && cheap(bestTierEstimate) ? { condition: bestTier, rank: 0, before: null } : null;
  // One word: its ranks, in order (rank cases in query-sql.ts); the rows ranked before `rank` match one of these forms.
  let earlier = 0;
  for (const [tierRank, estimate] of [...rankEstimates].sort(([a], [b]) => a - b)) {
    if (earlier > exactUpTo) return null;
    if (cheap(estimate)) {
      const forms = [
        ...(tierRank > rankWeights.exact ? [plan.exact] : []),
        ...(tierRank > rankWeights.prefix && plan.prefix ? [plan.prefix] : []),
        ...(tierRank > rankWeights.typo ? plan.typos : []),
      ];
      const covering = [
        ...forms,
        ...(tierRank > rankWeights.stem && plan.fr ? [stemQuery("fr", plan.fr)] : []),
        ...(tierRank > rankWeights.stem && plan.en ? [stemQuery("en", plan.en)] : []),
      ];
      return {
        condition: sql`${rank} = ${tierRank}`,
        rank: tierRank,
        before: covering.length > 0 ? sql`lexicon @@ ${covering.join(" | ")}::tsquery` : null,
      };
    }
    earlier += estimate;
  }
  return null;
}
