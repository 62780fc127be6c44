import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A space's currency (docs/deals.md "Currency"): the one a new deal sent without one takes. Every
 * existing space gets `usd`, the currency such deals got until now. Expand only: older code
 * neither reads nor writes the column, and its inserts get the default.
 */
export class SpaceCurrency1764850000000 implements MigrationInterface {
  name = 'SpaceCurrency1764850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE spaces
        ADD COLUMN currency text NOT NULL DEFAULT 'usd'
          CONSTRAINT spaces_currency_check CHECK (currency ~ '^[a-z]{3}$');
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE spaces DROP COLUMN currency;`);
  }
}
