import { FREE_TIER_MAX_EXHIBITORS } from "@alentour/domain/constants";
import { AppError } from "@alentour/domain/errors";
import { sql, type Transaction } from "kysely";
import type { Dialect } from "#app/db/database.ts";
import type { Database } from "#app/db/schema.ts";

/** What the booth validation asks before it validates a booth, inside its own transaction. */
export type LicenceGate = {
  assertMayValidate(trx: Transaction<Database>, showId: string, boothId: string): Promise<void>;
};

/**
 * The free plan covers FREE_TIER_MAX_EXHIBITORS validated exhibitors per show (docs/product.md#the-trade-show-layer, "Plans");
 * past them, a booth is validated only with a Business licence assigned to it (docs/licences.md).
 */
export function createLicenceGate(options: { dialect: Dialect }): LicenceGate {
  return {
    async assertMayValidate(trx, showId, boothId) {
      // Two validations of one show at once would both count nine: on PostgreSQL the show's row is locked until
      // the caller's transaction ends; SQLite runs one writing transaction at a time already.
      if (options.dialect === "postgres") {
        await sql`select id from trade_shows where id = ${showId} for update`.execute(trx);
      }
      const validated = await trx
        .selectFrom("booths")
        .where("show_id", "=", showId)
        .where("status", "=", "validated")
        .where("id", "!=", boothId)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      if (Number(validated.n) < FREE_TIER_MAX_EXHIBITORS) return;
      const licence = await trx
        .selectFrom("licences")
        .select("id")
        .where("booth_id", "=", boothId)
        .where("show_id", "=", showId)
        .executeTakeFirst();
      if (!licence) throw new AppError("booth/licence-required");
    },
  };
}
