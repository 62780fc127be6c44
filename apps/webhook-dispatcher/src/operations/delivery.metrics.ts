import type { ClaimedDelivery } from '@deal/domain';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { AppMetrics } from '@deal/nest-kit';
import { outboxBacklog, type Database, type OutboxBacklog } from '@deal/persistence';
import type { DeliveryResult } from '../dispatcher/deliver-claim';
import type { DeliveryObserver } from '../dispatcher/dispatcher';

/** Both backlog gauges of one scrape share one read of the database. */
const SCRAPE_READ_TTL_MS = 500;

/** Seconds from the committed change to the receiver's 2xx: from near-instant to past the retries. */
const LATENCY_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * The dispatcher's own series (docs/operations.md "Metrics"): each attempt by outcome and attempt
 * number, the latency of each delivery from commit to receipt, and at scrape time the pending
 * deliveries and the age of the oldest — the backlog to alert on — the held deliveries and the
 * disabled endpoints.
 */
export class DeliveryMetrics implements DeliveryObserver {
  private readonly attempts: Counter<'outcome' | 'attempt'>;
  private readonly latency: Histogram;

  constructor(metrics: AppMetrics, database: Database) {
    const registers = [metrics.registry];
    this.attempts = new Counter({
      name: 'webhook_delivery_attempts_total',
      help: 'Delivery attempts by outcome (delivered, retried, failed, lease_lost, abandoned) and attempt number.',
      labelNames: ['outcome', 'attempt'],
      registers,
    });
    this.latency = new Histogram({
      name: 'webhook_delivery_latency_seconds',
      help: 'From the commit of the change to the receiver’s 2xx, for delivered webhooks.',
      buckets: LATENCY_BUCKETS,
      registers,
    });
    // One read per scrape for the four gauges; NaN while the database cannot be read, so a stale
    // value never hides a backlog (alert on absent or NaN too: docs/operations.md); a failed read is
    // counted and never fails the scrape.
    const readErrors = new Counter({
      name: 'metrics_database_read_errors_total',
      help: 'Scrape-time reads of the database that failed (the gauges they feed showed NaN).',
      registers,
      // Counts this scrape's read too: the gauges' read may still be under way.
      async collect() {
        await backlog();
      },
    });
    let read: { at: number; backlog: Promise<OutboxBacklog | null> } | null = null;
    const backlog = () => {
      if (read === null || Date.now() - read.at > SCRAPE_READ_TTL_MS) {
        const failed = () => {
          readErrors.inc();
          return null;
        };
        read = { at: Date.now(), backlog: outboxBacklog(database).catch(failed) };
      }
      return read.backlog;
    };
    new Gauge({
      name: 'webhook_deliveries_pending',
      help: 'Deliveries waiting for an attempt or a retry (the outbox depth); NaN when unreadable.',
      registers,
      async collect() {
        this.set((await backlog())?.pending ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'webhook_oldest_pending_delivery_age_seconds',
      help: 'Age of the oldest undelivered delivery (0 when none is pending); NaN when unreadable.',
      registers,
      async collect() {
        this.set((await backlog())?.oldestAgeSeconds ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'webhook_deliveries_held',
      help: 'Deliveries held for a disabled endpoint, not attempted until it is enabled; NaN when unreadable.',
      registers,
      async collect() {
        this.set((await backlog())?.held ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'webhook_endpoints_disabled',
      help: 'Webhook endpoints disabled after failing every delivery; NaN when unreadable.',
      registers,
      async collect() {
        this.set((await backlog())?.disabledEndpoints ?? Number.NaN);
      },
    });
  }

  observe(claim: ClaimedDelivery, result: DeliveryResult, now: number): void {
    const attempt = String(claim.attemptCount + 1);
    this.attempts.inc({ outcome: outcomeOf(result), attempt });
    if (result.kind !== 'abandoned' && result.applied && result.next.status === 'delivered') {
      this.latency.observe(Math.max(0, now - claim.createdAt) / 1000);
    }
  }
}

function outcomeOf(result: DeliveryResult): string {
  if (result.kind === 'abandoned') return 'abandoned';
  if (!result.applied) return 'lease_lost';
  return result.next.status === 'pending' ? 'retried' : result.next.status;
}
