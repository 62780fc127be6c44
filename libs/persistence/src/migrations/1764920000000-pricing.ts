import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pricing (issue 25, docs/pricing.md): a space's roles and rate cards, a deal's pricing (its copy of
 * a card's rates) and its estimates per phase. Amounts are integers: money in minor units
 * (hundredths), quantities in hundredths of the role's unit, contingency and discount in basis
 * points; a list of rates is JSON `[{role_id, cost_rate, price_rate}]` in minor units. Roles are
 * archived, never deleted; a space's deletion takes all of it, a deal's its pricing and estimates,
 * a phase's its estimates. Expand only.
 */
export class Pricing1764920000000 implements MigrationInterface {
  name = 'Pricing1764920000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pricing_roles (
        id text PRIMARY KEY,
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        name text NOT NULL,
        unit text NOT NULL CHECK (unit IN ('hour', 'day')),
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX pricing_roles_space_idx ON pricing_roles (space_id, id);

      CREATE TABLE rate_cards (
        id text PRIMARY KEY,
        space_id text NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        name text NOT NULL,
        currency text NOT NULL,
        rates jsonb NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        revision integer NOT NULL CHECK (revision >= 1),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX rate_cards_space_idx ON rate_cards (space_id, id);
      -- One default per space and currency.
      CREATE UNIQUE INDEX rate_cards_one_default_idx ON rate_cards (space_id, currency) WHERE is_default;

      CREATE TABLE deal_pricing (
        deal_id text PRIMARY KEY REFERENCES deals(id) ON DELETE CASCADE,
        rate_card_id text NOT NULL REFERENCES rate_cards(id),
        rate_card_revision integer NOT NULL,
        contingency_bp integer NOT NULL CHECK (contingency_bp BETWEEN 0 AND 10000),
        discount_bp integer NOT NULL CHECK (discount_bp BETWEEN 0 AND 10000),
        rates jsonb NOT NULL
      );

      CREATE TABLE estimates (
        id text PRIMARY KEY,
        deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
        phase_id text NOT NULL REFERENCES phases(id) ON DELETE CASCADE,
        name text NOT NULL,
        role_id text REFERENCES pricing_roles(id),
        quantity bigint CHECK (quantity >= 0),
        fixed_price bigint CHECK (fixed_price >= 0),
        fixed_cost bigint CHECK (fixed_cost >= 0),
        created_at timestamptz NOT NULL,
        CONSTRAINT estimates_kind_check CHECK (
          (role_id IS NOT NULL AND quantity IS NOT NULL AND fixed_price IS NULL AND fixed_cost IS NULL)
          OR (role_id IS NULL AND quantity IS NULL AND fixed_price IS NOT NULL AND fixed_cost IS NOT NULL)
        )
      );
      CREATE INDEX estimates_deal_idx ON estimates (deal_id, created_at, id);
      CREATE INDEX estimates_phase_idx ON estimates (phase_id);
      CREATE INDEX estimates_role_idx ON estimates (role_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP TABLE estimates; DROP TABLE deal_pricing; DROP TABLE rate_cards; DROP TABLE pricing_roles;`,
    );
  }
}
