import { accessibilityValues } from "@alentour/domain/accessibility";
import { whenFilters } from "@alentour/domain/search";
import { visitorProfiles } from "@alentour/domain/taxonomy";
import { type RawBuilder, sql } from "kysely";
import type { FacetAttribute } from "../document.ts";
import type { Clock, EngineResult, FacetStats } from "../engine.ts";
import { cellSize, finishGrid, type GeoGrid, scaleGrid } from "../geo-grid.ts";
import type { SearchQuery } from "../params.ts";
import { columns, isNumeric, numericColumns, whenSql } from "./query-sql.ts";

/** The list attributes (a row holds several values) and every value they may hold, counted one by one. */
const listValues = { profiles: visitorProfiles, accessibility: accessibilityValues } as const;
type ListFacet = keyof typeof listValues;

/**
 * Facet counts, numeric stats and the number of rows over `matched`, in two passes whatever the number of
 * facets: one `grouping sets` aggregation for the single-valued attributes, one row of aggregates (the count,
 * the when-filters, the list attributes, the stats).
 */
export function facetsSql(query: SearchQuery, clock: Clock, zoneList: string[]): RawBuilder<unknown> {
  const grouped = query.facets.filter((facet) => facet !== "when" && !(facet in listValues));
  const aggregates: Array<RawBuilder<unknown>> = [sql`'n', count(*)`];
  if (query.facets.includes("when")) {
    const counts = whenFilters.map((when) => sql`${when}::text, count(*) filter (where ${whenSql(when, clock, zoneList)})`);
    aggregates.push(sql`'when', json_build_object(${sql.join(counts, sql`, `)})`);
  }
  for (const facet of query.facets) {
    if (isNumeric(facet)) {
      const column = sql.ref(numericColumns[facet]);
      aggregates.push(sql`${facet}::text, json_build_array(min(${column}), max(${column}), sum(${column}), count(${column}))`);
    }
  }
  const columnOf = (facet: (typeof grouped)[number]) =>
    isNumeric(facet) ? sql.ref(numericColumns[facet]) : sql.ref(columns[facet as FacetAttribute]);
  const groupedSql =
    grouped.length === 0
      ? sql`null::json`
      : sql`(select json_agg(json_build_array(facet, value, n)) from (
          select case ${sql.join(
            grouped.map((facet) => sql`when grouping(${columnOf(facet)}) = 0 then ${facet}::text`),
            sql` `,
          )} end as facet,
            coalesce(${sql.join(
              grouped.map((facet) => sql`${columnOf(facet)}::text`),
              sql`, `,
            )}) as value,
            count(*) as n
          from matched group by grouping sets (${sql.join(
            grouped.map((facet) => sql`(${columnOf(facet)})`),
            sql`, `,
          )})) g)`;
  for (const [facet, values] of Object.entries(listValues)) {
    if (!query.facets.includes(facet as ListFacet)) continue;
    // A handful of values: one filtered count each, in the same pass (unnesting every row's array was slower).
    const column = sql.ref(columns[facet as ListFacet]);
    const counts = values.map((value) => sql`${value}::text, count(*) filter (where ${column} @> array[${value}]::text[])`);
    aggregates.push(sql`${facet}::text, json_build_object(${sql.join(counts, sql`, `)})`);
  }
  // The geo-grid facet (geo-grid.ts): the same cell arithmetic as the embedded engine, in float8.
  const size = query.geoGrid === null ? null : cellSize(query.geoGrid);
  const gridSql =
    size === null
      ? sql`null::json`
      : sql`(select json_agg(json_build_array(x, y, n, lat, lng)) from (
          select floor((lng + 180) / ${size}::float8)::int as x, floor((lat + 90) / ${size}::float8)::int as y,
            count(*) as n, avg(lat) as lat, avg(lng) as lng
          from matched group by 1, 2) cells)`;
  return sql`(select json_build_object(${sql.join(aggregates, sql`, `)}) from matched) as totals, ${groupedSql} as grouped,
    ${gridSql} as grid`;
}

/** The geo-grid facet from its rows, scaled to `total` when they come from a sample. */
export function readGrid(query: SearchQuery, row: FacetRow, total: number, sampled: boolean): GeoGrid | undefined {
  if (query.geoGrid === null) return undefined;
  const grid = finishGrid(
    query.geoGrid,
    (row.grid ?? []).map(([x, y, n, lat, lng]) => ({ x, y, count: Number(n), lat: Number(lat), lng: Number(lng) })),
  );
  return sampled ? scaleGrid(grid, total) : grid;
}

export type FacetRow = {
  totals: { n: number } & Partial<Record<"when" | ListFacet, Record<string, number>>> & Record<string, unknown>;
  grouped: Array<[string, string, number]> | null;
  grid: Array<[number, number, number, number, number]> | null;
};

/** The facets as the engine answers them; counts multiplied by `scale` when they come from a sample. */
export function readFacets(query: SearchQuery, row: FacetRow, scale: number) {
  const facets: EngineResult["facets"] = {};
  const facetsStats: EngineResult["facetsStats"] = {};
  const estimate = (n: number) => (scale === 1 ? Number(n) : Math.max(1, Math.round(Number(n) * scale)));
  const byFacet = new Map<string, Record<string, number>>();
  for (const [facet, value, n] of row.grouped ?? []) {
    if (value === null) continue; // a number the activity lacks (a paid one without prices) is no facet value
    const key = isNumeric(facet) ? String(Number(value)) : value;
    const counts = byFacet.get(facet) ?? {};
    counts[key] = estimate(n);
    byFacet.set(facet, counts);
  }
  for (const facet of query.facets) {
    let counts: Record<string, number> = {};
    if (facet === "when" || facet in listValues) {
      const totals = row.totals[facet as "when" | ListFacet] ?? {};
      for (const [key, n] of Object.entries(totals)) if (Number(n) > 0) counts[key] = estimate(n);
    } else {
      counts = byFacet.get(facet) ?? {};
    }
    if (isNumeric(facet)) {
      // Counted over the matches that have the number: a paid activity without prices has none.
      const [min, max, sum, valued] = row.totals[facet] as [number, number, number, number];
      if (Number(valued) > 0) facetsStats[facet] = { min, max, sum: sum * scale, avg: sum / Number(valued) } satisfies FacetStats;
    }
    facets[facet] = Object.fromEntries(
      Object.entries(counts)
        .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, query.maxValuesPerFacet),
    );
  }
  return { facets, facetsStats };
}
