import { type RawBuilder, sql } from "kysely";
import type { SearchDocument } from "../document.ts";

/** How many sample buckets the documents fall into (`search_documents.sample`, migration 0012). */
export const SAMPLE_BUCKETS = 100;

/**
 * A document's sample bucket, 0–99, from the first hex digits of its id (the store's ids are random UUIDs, so
 * the buckets are a uniform random split, and the rebuild, which reads in id order, writes them in bucket order);
 * any other id by a hash.
 */
export function sampleOf(id: string): number {
  if (/^[0-9a-f]{4}/i.test(id)) return Math.floor((Number.parseInt(id.slice(0, 4), 16) * SAMPLE_BUCKETS) / 65536);
  let hash = 2166136261;
  for (let index = 0; index < id.length; index++) hash = Math.imul(hash ^ id.charCodeAt(index), 16777619);
  return (hash >>> 0) % SAMPLE_BUCKETS;
}

/** How many sample buckets the engine's first probe reads: the `sample < 1` partial indexes cover them. */
export const PROBE_BUCKETS = 1;

/**
 * The grid levels of the lexicon's cells (migration 0014, `alentour_cells`): level k holds squares of
 * CELL_SIZES[k] degrees, a document's cell at each level being `~g{k}:{floor(lng / size)}:{floor(lat / size)}`.
 * The sizes are powers of two, so the division is exact in both JavaScript and PostgreSQL.
 */
export const CELL_SIZES = [4, 1, 0.25, 0.0625, 0.015625] as const;

/** A map area is looked up by its cells when it covers at most this many of one level. */
export const MAX_CELLS = 4;

/**
 * The cells covering a box at the finest level where there are at most `MAX_CELLS` of them, as tsquery lexemes;
 * null when even the coarsest level needs more (a box that large is read through the GiST index on points).
 */
export function cellsCovering(box: { north: number; south: number; east: number; west: number }): string[] | null {
  for (let level = CELL_SIZES.length - 1; level >= 0; level--) {
    const size = CELL_SIZES[level] as number;
    const [x0, x1, y0, y1] = [box.west, box.east, box.south, box.north].map((degrees) => Math.floor(degrees / size)) as [
      number,
      number,
      number,
      number,
    ];
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS) continue;
    const cells: string[] = [];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) cells.push(`~g${level}:${x}:${y}`);
    return cells;
  }
  return null;
}

/** A document's facet values as "attribute:value" tags, one GIN index for every facet filter. */
export function tagsOf(document: SearchDocument): string[] {
  return [
    `category:${document.category}`,
    `subCategory:${document.subCategory}`,
    `pricing:${document.pricing}`,
    `setting:${document.setting}`,
    `city:${document.city}`,
    `citySlug:${document.citySlug}`,
    `country:${document.country}`,
    ...document.profiles.map((profile) => `profiles:${profile}`),
    ...document.accessibility.map((value) => `accessibility:${value}`),
  ];
}

/**
 * The indexes of `search_documents` (migrations 0010–0014) and of `search_vocabulary`, named for a table name,
 * so a rebuild can create them on a fresh table after filling it, then rename table and indexes in place.
 */
export function documentIndexes(table: string): Array<{ name: string; create: RawBuilder<unknown> }> {
  const on = sql.id(table);
  const index = (suffix: string, definition: RawBuilder<unknown>) => ({
    name: `${table}_${suffix}`,
    create: sql`create index ${sql.id(`${table}_${suffix}`)} on ${on} ${definition}`,
  });
  return [
    index("lexicon_idx", sql`using gin (lexicon)`),
    index("point_idx", sql`using gist (point(lng, lat))`),
    index("browse_idx", sql`(quality desc, name collate "C", id)`),
    index("category_idx", sql`(category, sub_category)`),
    index("tags_idx", sql`using gin (tags)`),
    index("sample_idx", sql`(sample)`),
    // The probe's (ADR 047): the first sample bucket's words, points and tags alone.
    index("lexicon_probe_idx", sql`using gin (lexicon) where sample < ${sql.lit(PROBE_BUCKETS)}`),
    index("point_probe_idx", sql`using gist (point(lng, lat)) where sample < ${sql.lit(PROBE_BUCKETS)}`),
    index("tags_probe_idx", sql`using gin (tags) where sample < ${sql.lit(PROBE_BUCKETS)}`),
  ];
}

export function vocabularyIndexes(table: string): Array<{ name: string; create: RawBuilder<unknown> }> {
  return [
    {
      name: `${table}_trgm_idx`,
      create: sql`create index ${sql.id(`${table}_trgm_idx`)} on ${sql.id(table)} using gin (term gin_trgm_ops)`,
    },
  ];
}
