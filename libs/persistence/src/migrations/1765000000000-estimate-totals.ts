import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each deal's count and sums of its estimates' stored amounts, kept by the database itself
 * (docs/pricing.md "The sums, kept by the database"): a new estimate on a draft deal reads one row
 * instead of summing every line of the deal, whose cost grew with the deal (1 ms of PostgreSQL per
 * add at 900 lines).
 *
 * Statement-level triggers on `estimates`, one per kind of write (a trigger with transition tables
 * takes one event), keep it whatever wrote the rows: the api, a phase's or a deal's cascade, a
 * hand-written fix. An insert adds its rows; an update writes the net of its new and old rows, one
 * upsert per deal; a deletion takes its rows away (an UPDATE only: the deal's own cascade may have
 * taken its totals first, and an upsert would then break the key); a TRUNCATE empties the totals. A write that skips triggers (a load under
 * `session_replication_role = replica`, a data-only restore) must run `ESTIMATE_TOTALS_REBUILD`
 * after it (docs/persistence.md). The sums are numeric, as sum() of bigints is. The insert's and
 * the update's branches end in the same ON CONFLICT clause, written twice: plpgsql plans each
 * branch's statement on its own, and `old_rows` exists only in the update's, so the two cannot be
 * one statement.
 *
 * Created, filled and armed in one transaction: creating the triggers locks `estimates` against
 * writes, and the table's key locks `deals` against writes, until the backfill commits, so no write
 * falls between the two; the backfill is one scan of `estimates` (0.16 s per million rows in a `psql` test)
 * and one row per deal.
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
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM estimate_totals;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE estimate_totals AS t
             SET lines = t.lines - o.lines, unpriced = t.unpriced - o.unpriced,
                 cost_minor = t.cost_minor - o.cost_minor, price_minor = t.price_minor - o.price_minor
            FROM (SELECT deal_id, count(*) AS lines,
                         count(*) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL) AS unpriced,
                         coalesce(sum(cost_minor), 0) AS cost_minor, coalesce(sum(price_minor), 0) AS price_minor
                    FROM old_rows GROUP BY deal_id) AS o
           WHERE t.deal_id = o.deal_id;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO estimate_totals AS t (deal_id, lines, unpriced, cost_minor, price_minor)
          SELECT deal_id, count(*), count(*) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL),
                 coalesce(sum(cost_minor), 0), coalesce(sum(price_minor), 0)
            FROM new_rows GROUP BY deal_id
          ON CONFLICT (deal_id) DO UPDATE
             SET lines = t.lines + excluded.lines, unpriced = t.unpriced + excluded.unpriced,
                 cost_minor = t.cost_minor + excluded.cost_minor,
                 price_minor = t.price_minor + excluded.price_minor;
        ELSE
          -- An update: its new rows less its old ones, in one write per deal (a row may change deal).
          INSERT INTO estimate_totals AS t (deal_id, lines, unpriced, cost_minor, price_minor)
          SELECT deal_id, sum(sign),
                 coalesce(sum(sign) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL), 0),
                 coalesce(sum(sign * cost_minor), 0), coalesce(sum(sign * price_minor), 0)
            FROM (SELECT 1 AS sign, deal_id, cost_minor, price_minor FROM new_rows
                  UNION ALL
                  SELECT -1, deal_id, cost_minor, price_minor FROM old_rows) AS changed
           GROUP BY deal_id
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
      CREATE TRIGGER estimate_totals_on_truncate AFTER TRUNCATE ON estimates
        FOR EACH STATEMENT EXECUTE FUNCTION estimate_totals_follow();
    `);
    await db.query(ESTIMATE_TOTALS_REBUILD);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER estimate_totals_on_insert ON estimates;
      DROP TRIGGER estimate_totals_on_update ON estimates;
      DROP TRIGGER estimate_totals_on_delete ON estimates;
      DROP TRIGGER estimate_totals_on_truncate ON estimates;
      DROP FUNCTION estimate_totals_follow();
      DROP TABLE estimate_totals;
    `);
  }
}

/**
 * Every deal's totals computed again from its rows (the migration's backfill, and the repair after
 * a write that skipped the triggers): run it in a transaction that has locked `estimates` against
 * writes (`LOCK TABLE estimates IN SHARE MODE`), or as the migration does.
 */
export const ESTIMATE_TOTALS_REBUILD = `
  WITH summed AS (
    SELECT deal_id, count(*) AS lines,
           count(*) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL) AS unpriced,
           coalesce(sum(cost_minor), 0) AS cost_minor, coalesce(sum(price_minor), 0) AS price_minor
      FROM estimates GROUP BY deal_id
  ), emptied AS (
    DELETE FROM estimate_totals WHERE deal_id NOT IN (SELECT deal_id FROM summed)
  )
  INSERT INTO estimate_totals (deal_id, lines, unpriced, cost_minor, price_minor)
  SELECT deal_id, lines, unpriced, cost_minor, price_minor FROM summed
  ON CONFLICT (deal_id) DO UPDATE
     SET lines = excluded.lines, unpriced = excluded.unpriced, cost_minor = excluded.cost_minor,
         price_minor = excluded.price_minor`;
