import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each deal's count and sums of its estimates' stored amounts, kept by the database itself
 * (docs/pricing.md "The sums, kept by the database"): a new estimate on a draft deal reads one row
 * instead of summing every line of the deal, whose cost grew with the deal (1 ms of PostgreSQL per
 * add at 900 lines). Three statement-level triggers on `estimates` (one per kind of write: a
 * trigger with transition tables takes one event) add the new rows and take away the old ones,
 * grouped by deal, whatever wrote them: the api, a phase's or a deal's cascade, a hand-written
 * fix. A deletion only takes away (the deal's own cascade may have taken its totals first). The
 * sums are numeric, as sum() of bigints is. Created, filled and armed in one transaction: the
 * triggers' creation locks the table against writes until the backfill commits, so no write falls
 * between the two.
 */
export class EstimateTotals1765000000000 implements MigrationInterface {
  name = 'EstimateTotals1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE estimate_totals (
        deal_id text PRIMARY KEY REFERENCES deals(id) ON DELETE CASCADE,
        lines integer NOT NULL,
        unpriced integer NOT NULL,
        cost_minor numeric NOT NULL,
        price_minor numeric NOT NULL
      );

      CREATE FUNCTION estimate_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE estimate_totals AS t
             SET lines = t.lines - o.lines, unpriced = t.unpriced - o.unpriced,
                 cost_minor = t.cost_minor - o.cost_minor, price_minor = t.price_minor - o.price_minor
            FROM (SELECT deal_id, count(*) AS lines,
                         count(*) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL) AS unpriced,
                         coalesce(sum(cost_minor), 0) AS cost_minor, coalesce(sum(price_minor), 0) AS price_minor
                    FROM old_rows GROUP BY deal_id) AS o
           WHERE t.deal_id = o.deal_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO estimate_totals AS t (deal_id, lines, unpriced, cost_minor, price_minor)
          SELECT deal_id, count(*), count(*) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL),
                 coalesce(sum(cost_minor), 0), coalesce(sum(price_minor), 0)
            FROM new_rows GROUP BY deal_id
          ON CONFLICT (deal_id) DO UPDATE
             SET lines = t.lines + excluded.lines, unpriced = t.unpriced + excluded.unpriced,
                 cost_minor = t.cost_minor + excluded.cost_minor,
                 price_minor = t.price_minor + excluded.price_minor;
        END IF;
        RETURN NULL;
      END $$;

      CREATE TRIGGER estimate_totals_on_insert AFTER INSERT ON estimates
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION estimate_totals_follow();
      CREATE TRIGGER estimate_totals_on_update AFTER UPDATE ON estimates
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION estimate_totals_follow();
      CREATE TRIGGER estimate_totals_on_delete AFTER DELETE ON estimates
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION estimate_totals_follow();

      INSERT INTO estimate_totals (deal_id, lines, unpriced, cost_minor, price_minor)
      SELECT deal_id, count(*), count(*) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL),
             coalesce(sum(cost_minor), 0), coalesce(sum(price_minor), 0)
        FROM estimates GROUP BY deal_id;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER estimate_totals_on_insert ON estimates;
      DROP TRIGGER estimate_totals_on_update ON estimates;
      DROP TRIGGER estimate_totals_on_delete ON estimates;
      DROP FUNCTION estimate_totals_follow();
      DROP TABLE estimate_totals;
    `);
  }
}
