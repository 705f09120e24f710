import type { GeoPoint } from "@alentour/domain/directory";
import { AppError } from "@alentour/domain/errors";
import { z } from "zod";
import { searchBounds } from "./bounds.ts";
import {
  type FacetAttribute,
  facetAttributes,
  type NumericAttribute,
  numericAttributes,
  retrievableAttributes,
} from "./document.ts";
import {
  allOf,
  countTerms,
  type Filter,
  foldFilter,
  parseFacetFilters,
  parseFilterString,
  parseNumericFilters,
} from "./filters.ts";
import { GEO_GRID_MAX_PRECISION } from "./geo-grid.ts";

/** Algolia's ceiling: no more than this many hits can be paged through. */
export const PAGINATION_LIMIT = 1000;

export type BoundingBox = { north: number; south: number; east: number; west: number };

/** One search, its parameters checked and normalised, whatever form the client sent them in. */
export type SearchQuery = {
  query: string;
  page: number;
  hitsPerPage: number;
  facets: Array<FacetAttribute | NumericAttribute | "when">;
  maxValuesPerFacet: number;
  filter: Filter | null;
  around: GeoPoint | null;
  /** Metres; null: no limit. */
  aroundRadius: number | null;
  boxes: BoundingBox[];
  attributesToRetrieve: string[] | "*";
  attributesToHighlight: string[] | "*";
  highlightPreTag: string;
  highlightPostTag: string;
  getRankingInfo: boolean;
  /** The geo-grid facet's precision (cells of 360 / 2^precision degrees; geo-grid.ts); null: not asked. */
  geoGrid: number | null;
  /** For `params` in the response: what was asked, as a query string. */
  params: string;
};

const nestedStrings = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const stringList = z.union([
  z.string().transform((value) => value.split(",").map((entry) => entry.trim())),
  z.array(z.string()).max(100),
]);
const coordinate = (min: number, max: number) => z.number().min(min).max(max);
const box = z.tuple([coordinate(-90, 90), coordinate(-180, 180), coordinate(-90, 90), coordinate(-180, 180)]);

const paramsSchema = z.object({
  query: z.string().max(512).default(""),
  page: z.coerce.number().int().min(0).max(PAGINATION_LIMIT).default(0),
  hitsPerPage: z.coerce.number().int().min(0).max(PAGINATION_LIMIT).default(20),
  facets: stringList.pipe(z.array(z.string()).max(searchBounds.facets)).default([]),
  maxValuesPerFacet: z.coerce.number().int().min(1).max(1000).default(100),
  facetFilters: nestedStrings.optional(),
  numericFilters: nestedStrings.optional(),
  filters: z.string().max(4000).optional(),
  aroundLatLng: z
    .string()
    .regex(/^\s*-?[\d.]+\s*,\s*-?[\d.]+\s*$/)
    .transform((value) => value.split(",").map(Number))
    .pipe(z.tuple([coordinate(-90, 90), coordinate(-180, 180)]))
    .optional(),
  aroundRadius: z.union([z.literal("all"), z.coerce.number().int().min(1)]).optional(),
  insideBoundingBox: z
    .union([
      z
        .string()
        .transform((value) => value.split(",").map(Number))
        .pipe(box)
        .transform((coordinates) => [coordinates]),
      z.array(box).min(1).max(20),
      box.transform((coordinates) => [coordinates]),
    ])
    .optional(),
  attributesToRetrieve: stringList.optional(),
  attributesToHighlight: stringList.optional(),
  highlightPreTag: z.string().max(100).default("<em>"),
  highlightPostTag: z.string().max(100).default("</em>"),
  getRankingInfo: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1")])
    .default(false),
  // Not Algolia's: counts per map cell (ADR 058).
  geoGrid: z.coerce.number().int().min(0).max(GEO_GRID_MAX_PRECISION).optional(),
});

// In a `params` query string, lists are JSON; a bare word is a string.
const jsonParameters = new Set([
  "facets",
  "facetFilters",
  "numericFilters",
  "insideBoundingBox",
  "attributesToRetrieve",
  "attributesToHighlight",
]);

function decodeParamsString(params: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(params)) {
    if (jsonParameters.has(name) && /^\s*[[{"]/.test(value)) {
      try {
        decoded[name] = JSON.parse(value);
      } catch {
        throw new AppError("search/invalid-parameter", { params: { name } });
      }
    } else {
      decoded[name] = value;
    }
  }
  return decoded;
}

/** Whether a parameter's value holds a NUL character in any of its strings (the route has bounded its nesting). */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  return false;
}

/** Filter terms sent in facetFilters or numericFilters lists, counted before they are parsed. */
function listedTerms(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  let terms = 0;
  for (const entry of value) terms += Array.isArray(entry) ? entry.length : 1;
  return terms;
}

const knownFacets = new Set<string>([...facetAttributes, ...numericAttributes, "when"]);
const knownRetrievable = new Set<string>(retrievableAttributes);

function checkAttributes(name: string, list: string[] | undefined, known: Set<string>): string[] | "*" {
  if (!list || list.includes("*")) return "*";
  for (const attribute of list) if (!known.has(attribute)) throw new AppError("search/invalid-parameter", { params: { name } });
  return list;
}

/**
 * The parameters of one request: `params` (a query string, or an object as the v5 clients send) merged with
 * the request's own fields. Unknown parameters (analytics, clickAnalytics, tagFilters…) are ignored.
 */
export function parseSearchParams(raw: Record<string, unknown>): SearchQuery {
  const { params, indexName: _indexName, type: _type, ...rest } = raw;
  const merged: Record<string, unknown> = {
    ...(typeof params === "string" ? decodeParamsString(params) : typeof params === "object" && params !== null ? params : {}),
    ...rest,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined || value === null) delete merged[name];
  // No stored text holds a NUL (and PostgreSQL's text cannot): a parameter with one is refused, never sent on.
  for (const name of Object.keys(paramsSchema.shape)) {
    if (holdsNul(merged[name])) throw new AppError("search/invalid-parameter", { params: { name } });
  }
  const tooManyFilters = () => new AppError("search/too-many-filters", { params: { max: searchBounds.filterTerms } });
  if (listedTerms(merged.facetFilters) + listedTerms(merged.numericFilters) > searchBounds.filterTerms) throw tooManyFilters();
  const parsed = paramsSchema.safeParse(merged);
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? "params");
    throw new AppError("search/invalid-parameter", { params: { name } });
  }
  const p = parsed.data;
  // Each facet is counted once, however many times it is named.
  const facets = p.facets.includes("*") ? [...knownFacets] : [...new Set(p.facets)];
  for (const facet of facets)
    if (!knownFacets.has(facet)) throw new AppError("search/invalid-parameter", { params: { name: "facets" } });
  const sent = allOf([
    p.facetFilters === undefined ? null : parseFacetFilters(p.facetFilters),
    p.numericFilters === undefined ? null : parseNumericFilters(p.numericFilters),
    p.filters === undefined ? null : parseFilterString(p.filters),
  ]);
  if (countTerms(sent) > searchBounds.filterTerms) throw tooManyFilters();
  const filter = sent && foldFilter(sent);
  const asked = new URLSearchParams();
  for (const [name, value] of Object.entries(merged)) asked.set(name, typeof value === "string" ? value : JSON.stringify(value));
  return {
    query: p.query,
    page: p.page,
    hitsPerPage: p.hitsPerPage,
    facets: facets as SearchQuery["facets"],
    maxValuesPerFacet: p.maxValuesPerFacet,
    filter,
    around: p.aroundLatLng ? { lat: p.aroundLatLng[0], lng: p.aroundLatLng[1] } : null,
    aroundRadius: typeof p.aroundRadius === "number" ? p.aroundRadius : null,
    boxes: (p.insideBoundingBox ?? []).map(([lat1, lng1, lat2, lng2]) => ({
      north: Math.max(lat1, lat2),
      south: Math.min(lat1, lat2),
      east: Math.max(lng1, lng2),
      west: Math.min(lng1, lng2),
    })),
    attributesToRetrieve: checkAttributes("attributesToRetrieve", p.attributesToRetrieve, knownRetrievable),
    attributesToHighlight: checkAttributes("attributesToHighlight", p.attributesToHighlight, knownRetrievable),
    highlightPreTag: p.highlightPreTag,
    highlightPostTag: p.highlightPostTag,
    getRankingInfo: p.getRankingInfo,
    geoGrid: p.geoGrid ?? null,
    params: asked.toString(),
  };
}
