import { type RawBuilder, sql } from "kysely";
import type { SearchDocument } from "./document.ts";

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
  ];
}

/**
 * The indexes of `search_documents` (migrations 0010–0012) and of `search_vocabulary`, named for a table name,
 * so a rebuild can create them on a fresh table after filling it, then rename table and indexes in place.
 */
export function documentIndexes(table: string): Array<{ name: string; create: RawBuilder<unknown> }> {
  const on = sql.id(table);
  const index = (suffix: string, definition: RawBuilder<unknown>) => ({
    name: `${table}_${suffix}`,
    create: sql`create index ${sql.id(`${table}_${suffix}`)} on ${on} ${definition}`,
  });
  return [
    index("words_idx", sql`using gin (words)`),
    index("point_idx", sql`using gist (point(lng, lat))`),
    index("browse_idx", sql`(quality desc, name collate "C", id)`),
    index("category_idx", sql`(category, sub_category)`),
    index("stems_idx", sql`using gin (stems_fr, stems_en)`),
    index("tags_idx", sql`using gin (tags)`),
    index("sample_idx", sql`(sample)`),
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
