import type { Database } from '../data-source/database';

/** What waits to be delivered: pending deliveries and the age of the oldest (0 when none). */
export interface OutboxBacklog {
  readonly pending: number;
  readonly oldestAgeSeconds: number;
}

/**
 * One read of the pending deliveries (the partial index on pending rows keeps it cheap), for the
 * dispatcher's metrics at scrape time. Ages are measured on the database's clock, as created_at is.
 */
export async function outboxBacklog(database: Database): Promise<OutboxBacklog> {
  const [row]: Array<{ pending: number; oldest_age_s: number | null }> = await database.dataSource.query(
    `SELECT count(*)::int AS pending,
       extract(epoch FROM now() - min(created_at))::float8 AS oldest_age_s
     FROM webhook_deliveries WHERE status = 'pending'`,
  );
  return { pending: row?.pending ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest_age_s ?? 0) };
}
