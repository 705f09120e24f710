import { FREE_TIER_MAX_EXHIBITORS } from "@alentour/domain/constants";
import { AppError } from "@alentour/domain/errors";
import type { Transaction } from "kysely";
import { countRows } from "#app/db/count-rows.ts";
import type { Database } from "#app/db/schema.ts";

/**
 * Asked, inside the transaction that validates a booth, whether the show may have one more active exhibitor;
 * throws a catalogue error when not. The booth service holds the show's row while it asks, so two validations
 * of one show never both pass the count (ADR 089).
 */
export type ValidationGate = {
  assertMayValidate(trx: Transaction<Database>, showId: string, boothId: string): Promise<void>;
};

/** The free plan (docs/product.md): up to FREE_TIER_MAX_EXHIBITORS validated booths per show, then a Business licence. */
export const freeTierGate: ValidationGate = {
  async assertMayValidate(trx, showId, boothId) {
    const validated = await countRows(
      trx.selectFrom("booths").where("show_id", "=", showId).where("status", "=", "validated").where("id", "!=", boothId),
    );
    if (validated >= FREE_TIER_MAX_EXHIBITORS) {
      throw new AppError("booth/licence-required", { params: { max: FREE_TIER_MAX_EXHIBITORS } });
    }
  },
};
