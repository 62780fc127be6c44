import type { Database } from '../data-source/database';
import { queryRecords } from '../repositories/sql-records';
import {
  PRUNE_DELIVERIES_SQL,
  PRUNE_DEVICE_AUTHORIZATIONS_SQL,
  PRUNE_EMAILS_SQL,
  PRUNE_EVENTS_SQL,
  PRUNE_IDEMPOTENCY_KEYS_SQL,
  PRUNE_INBOUND_RECEIPTS_SQL,
  PRUNE_INVITATIONS_SQL,
  PRUNE_WEB_SESSIONS_SQL,
} from './retention.sql';

/** How long each kind of row is kept once it is finished with, in whole days. */
export interface RetentionHorizons {
  /**
   * `RETENTION_DELIVERY_DAYS`: finished deliveries and their attempts, and sent or failed emails,
   * after their last change.
   */
  readonly deliveryDays: number;
  /**
   * `RETENTION_EVENT_DAYS`: events (the events feed, docs/events.md), after they were written, once no
   * delivery points at them any more.
   */
  readonly eventDays: number;
  /** `RETENTION_SESSION_DAYS`: web sessions, after they expire. */
  readonly sessionDays: number;
  /** `RETENTION_DEVICE_CODE_DAYS`: device authorizations, after they expire. */
  readonly deviceCodeDays: number;
}

/** Rows deleted, per table. */
export interface PruneCounts {
  readonly webhook_deliveries: number;
  readonly delivery_attempts: number;
  readonly outbox_events: number;
  readonly web_sessions: number;
  readonly device_authorizations: number;
  readonly idempotency_keys: number;
  readonly invitations: number;
  readonly inbound_webhook_receipts: number;
  readonly email_outbox: number;
}

export interface PruneOptions {
  /** The moment the horizons count back from (epoch ms). */
  readonly now: number;
  readonly horizons: RetentionHorizons;
  /** Rows per statement (default 500): the most any one short transaction deletes or locks. */
  readonly batchSize?: number;
  /** Checked between batches: an aborted prune stops there and returns what it deleted so far. */
  readonly signal?: AbortSignal;
}

export const DEFAULT_PRUNE_BATCH_SIZE = 500;
const DAY_MS = 86_400_000;

/** What each statement answers: rows deleted (and, for deliveries, their attempts). */
interface BatchRow {
  readonly deleted: number;
  readonly attempts?: number;
}

/** What a range-walking statement answers: rows deleted, rows read, and where the batch stopped. */
interface RangeBatchRow extends BatchRow {
  readonly read: number;
  readonly last_at: string | null;
  readonly last_id: string | null;
}

/** Where the next batch of a range walk starts: after this (time as PostgreSQL wrote it, id). */
export interface RangePosition {
  readonly at: string | null;
  readonly id: string | null;
}

/**
 * The position after a batch, or null when the walk is over: the batch read fewer rows than it
 * could, so nothing past the cutoff is left after it (rows it skipped, held by another
 * transaction, wait for the next prune).
 */
export function nextRangePosition(
  row:
    { readonly read: number; readonly last_at: string | null; readonly last_id: string | null } | undefined,
  batchSize: number,
): RangePosition | null {
  if (!row || row.read < batchSize || row.last_at === null || row.last_id === null) return null;
  return { at: row.last_at, id: row.last_id };
}

/**
 * Deletes what is past its retention horizon (docs/operations.md, "Retention"), in batches of
 * `batchSize` rows, each batch one statement and so one short transaction: the tables stay open to
 * the service throughout, on PostgreSQL and on the embedded database alike (where each batch queues
 * on the one connection between the service's own statements). Deliveries go before events, so an
 * event whose last deliveries leave in this run leaves in it too. Safe to run from several
 * processes at once.
 */
export async function pruneExpiredRows(database: Database, options: PruneOptions): Promise<PruneCounts> {
  const { now, horizons, signal } = options;
  const batchSize = options.batchSize ?? DEFAULT_PRUNE_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError('batchSize must be a positive integer');
  const cutoff = (days: number) => new Date(now - days * DAY_MS);
  const manager = database.dataSource.manager;

  /** Runs one statement batch after batch until a batch comes back short (or the signal aborts). */
  async function drain(sql: string, before: Date): Promise<{ deleted: number; attempts: number }> {
    const total = { deleted: 0, attempts: 0 };
    while (!signal?.aborted) {
      const [row] = await queryRecords<BatchRow>(manager, sql, [before, batchSize]);
      const deleted = row?.deleted ?? 0;
      total.deleted += deleted;
      total.attempts += row?.attempts ?? 0;
      if (deleted < batchSize) break;
    }
    return total;
  }

  /**
   * Runs a statement that walks its table by index range (PRUNE_DELIVERIES_SQL, PRUNE_EVENTS_SQL),
   * each batch starting where the previous one stopped, until a batch reads nothing past the cutoff.
   */
  async function walk(sql: string, before: Date): Promise<{ deleted: number; attempts: number }> {
    const total = { deleted: 0, attempts: 0 };
    let position: RangePosition = { at: null, id: null };
    while (!signal?.aborted) {
      const [row] = await queryRecords<RangeBatchRow>(manager, sql, [
        before,
        batchSize,
        position.at,
        position.id,
      ]);
      total.deleted += row?.deleted ?? 0;
      total.attempts += row?.attempts ?? 0;
      const next = nextRangePosition(row, batchSize);
      if (next === null) break;
      position = next;
    }
    return total;
  }

  const deliveryCutoff = cutoff(horizons.deliveryDays);
  const deliveries = await walk(PRUNE_DELIVERIES_SQL, deliveryCutoff);
  const events = await walk(PRUNE_EVENTS_SQL, cutoff(horizons.eventDays));
  const sessions = await drain(PRUNE_WEB_SESSIONS_SQL, cutoff(horizons.sessionDays));
  const devices = await drain(PRUNE_DEVICE_AUTHORIZATIONS_SQL, cutoff(horizons.deviceCodeDays));
  // An idempotency key is kept exactly its lifetime (24 hours), so its cutoff is now itself.
  const keys = await drain(PRUNE_IDEMPOTENCY_KEYS_SQL, new Date(now));
  // So is an invitation's (7 days): an expired one can no longer be answered.
  const invitations = await drain(PRUNE_INVITATIONS_SQL, new Date(now));
  // And a signed call's receipt's (24 hours): past it, its webhook-id is no longer a replay.
  const receipts = await drain(PRUNE_INBOUND_RECEIPTS_SQL, new Date(now));
  // A finished email is an outbound message like a finished delivery: the same horizon.
  const emails = await drain(PRUNE_EMAILS_SQL, deliveryCutoff);
  return {
    webhook_deliveries: deliveries.deleted,
    delivery_attempts: deliveries.attempts,
    outbox_events: events.deleted,
    web_sessions: sessions.deleted,
    device_authorizations: devices.deleted,
    idempotency_keys: keys.deleted,
    invitations: invitations.deleted,
    inbound_webhook_receipts: receipts.deleted,
    email_outbox: emails.deleted,
  };
}
