import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each estimate keeps its line's cost and price in minor units (docs/pricing.md "Stored line
 * amounts"), so that a new estimate on a draft deal adds its own amounts to the sums of the rows
 * instead of reading and pricing every line. Expand only: two nullable columns, without a default,
 * so no row is rewritten and the table's lock is held for a moment only. No backfill: a deal whose
 * rows keep no amounts is priced from every line, as before, on its next new estimate, which
 * stores them all (and `PUT …/pricing` or refresh-rates does too); until then nothing reads them.
 */
export class EstimateAmounts1764980000000 implements MigrationInterface {
  name = 'EstimateAmounts1764980000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE estimates ADD COLUMN IF NOT EXISTS cost_minor bigint,
                            ADD COLUMN IF NOT EXISTS price_minor bigint`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE estimates DROP COLUMN IF EXISTS cost_minor, DROP COLUMN IF EXISTS price_minor`,
    );
  }
}
