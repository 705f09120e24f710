import type { SelectQueryBuilder } from "kysely";

/** How many rows a filtered query matches (the `total` of a paged list), as a number on both dialects. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // PostgreSQL returns count(*) as a string (bigint), SQLite as a number.
  const row = (await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}
