import type { Database } from '../data-source/database';

/** What waits to be delivered: pending deliveries and the age of the oldest (0 when none). */
export interface OutboxBacklog {
  readonly pending: number;
  readonly oldestAgeSeconds: number;
  /** Deliveries kept for a disabled endpoint, not attempted until it is enabled. */
  readonly held: number;
  /** Webhook endpoints (Send Webhook actions) disabled after failing every delivery. */
  readonly disabledEndpoints: number;
}

/**
 * One read of the pending and held deliveries (each has a partial index, which keeps it cheap) and
 * of the disabled endpoints (one row per Send Webhook action), for the dispatcher's metrics at
 * scrape time. Ages are measured on the database's clock, as created_at is.
 */
export async function outboxBacklog(database: Database): Promise<OutboxBacklog> {
  const [row]: Array<{ pending: number; oldest_age_s: number | null; held: number; disabled: number }> =
    await database.dataSource.query(
      `SELECT p.pending, p.oldest_age_s,
         (SELECT count(*)::int FROM webhook_deliveries WHERE status = 'held') AS held,
         (SELECT count(*)::int FROM automation_actions WHERE endpoint_disabled_at IS NOT NULL) AS disabled
       FROM (SELECT count(*)::int AS pending,
               extract(epoch FROM now() - min(created_at))::float8 AS oldest_age_s
             FROM webhook_deliveries WHERE status = 'pending') p`,
    );
  return {
    pending: row?.pending ?? 0,
    oldestAgeSeconds: Math.max(0, row?.oldest_age_s ?? 0),
    held: row?.held ?? 0,
    disabledEndpoints: row?.disabled ?? 0,
  };
}
