import type { ClaimedDelivery, DeliveryRepository } from '@deal/domain';
import { continueStoredTrace } from '@deal/nest-kit';
import { deliverClaim, type DeliverDeps, type DeliveryResult } from './deliver-claim';
import { DispatcherStats } from './dispatcher-stats';
import { deliveryLogFields, reportDelivery, type DispatcherLog } from './report-delivery';

export interface DispatcherSettings {
  /** Deliveries in flight at once; a claim never takes more than the free slots. */
  readonly concurrency: number;
  readonly pollIntervalMs: number;
  readonly leaseMs: number;
}

/** Told how each attempt ended (the metrics); called after it is counted and logged. */
export interface DeliveryObserver {
  observe(claim: ClaimedDelivery, result: DeliveryResult, now: number): void;
}

export interface DispatcherDeps extends DeliverDeps {
  /** The delivery repository itself: a claim is one statement of its own, nothing to group. */
  readonly claims: Pick<DeliveryRepository, 'claimDue'>;
  readonly settings: DispatcherSettings;
  readonly log: DispatcherLog;
  readonly observer?: DeliveryObserver;
}

export type { DispatcherLog } from './report-delivery';

export type DispatcherState = 'idle' | 'running' | 'stopping' | 'stopped';

/**
 * The worker of CONTRACT §4. It claims due deliveries when woken (a committed outbox write, a
 * retry falling due, a slot freeing up while work was waiting) and on a poll timer, and runs each
 * claim as its own promise, up to `concurrency` at once: a slow receiver holds one slot, never the
 * others. One claim runs at a time per dispatcher; wake-ups during a claim fold into one more.
 * Nothing is swallowed: every failure is logged and counted, and a delivery whose attempt was not
 * recorded simply falls due again when its lease ends.
 */
export class Dispatcher {
  readonly stats = new DispatcherStats();
  private current: DispatcherState = 'idle';
  private readonly inFlight = new Set<Promise<void>>();
  private claiming: Promise<void> | null = null;
  private claimAgain = false;
  private waitingForSlot = false;
  private abandoned = false;
  private poll: NodeJS.Timeout | null = null;
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private stopping: Promise<{ abandoned: number }> | null = null;

  private readonly refillBatch: number;

  constructor(private readonly deps: DispatcherDeps) {
    this.refillBatch = Math.max(1, Math.floor(deps.settings.concurrency / 4));
  }

  get state(): DispatcherState {
    return this.current;
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  start(): void {
    if (this.current !== 'idle') throw new Error(`a dispatcher starts once (it is ${this.current})`);
    this.current = 'running';
    this.poll = setInterval(() => this.wake(), this.deps.settings.pollIntervalMs);
    this.wake();
  }

  /**
   * Claim now. Cheap and safe to call at any time; does nothing unless running. Bound, so the
   * outbox listener calls it as it is.
   */
  readonly wake = (): void => {
    if (this.current !== 'running') return;
    if (this.claiming !== null) {
      this.claimAgain = true;
      return;
    }
    this.claiming = this.claimWhileDue().finally(() => {
      this.claiming = null;
    });
  };

  /**
   * Stops claiming, then waits up to `graceMs` for the deliveries in flight. Those still running
   * after that are abandoned: whatever they end with is not recorded, so their deliveries keep the
   * lease they hold and fall due again when it ends, the cut-short attempt not counting.
   */
  stop(graceMs: number): Promise<{ abandoned: number }> {
    this.stopping ??= this.stopNow(graceMs);
    return this.stopping;
  }

  private async stopNow(graceMs: number): Promise<{ abandoned: number }> {
    this.current = 'stopping';
    if (this.poll !== null) clearInterval(this.poll);
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    await this.claiming; // what it claims is delivered below, not left to expire
    let grace: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      Promise.allSettled([...this.inFlight]).then(() => true),
      new Promise<boolean>((resolve) => (grace = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(grace);
    const left = finished ? 0 : this.inFlight.size;
    if (left > 0) {
      this.abandoned = true;
      this.deps.log.entry(
        'warn',
        'stopped with deliveries in flight; they are made again when their leases end',
        {
          in_flight: left,
          grace_ms: graceMs,
        },
      );
    }
    this.current = 'stopped';
    return { abandoned: left };
  }

  private async claimWhileDue(): Promise<void> {
    const { settings, claims: repository, clock, log } = this.deps;
    do {
      this.claimAgain = false;
      const free = settings.concurrency - this.inFlight.size;
      if (free <= 0) {
        this.waitingForSlot = true; // finishing deliveries wake the dispatcher (see track)
        return;
      }
      let claims: ClaimedDelivery[];
      try {
        claims = await repository.claimDue({ now: clock.now(), limit: free, leaseMs: settings.leaseMs });
      } catch (error) {
        this.stats.count('errors');
        log.entry('error', 'claim failed; trying again at the next wake-up or poll', {
          error: (error as Error).message,
        });
        return;
      }
      this.stats.claimedAt(clock.now(), claims.length);
      for (const claim of claims) this.track(claim);
      // A full claim means more may be due: claim again at once rather than at the next poll.
      if (claims.length === free) this.claimAgain = true;
    } while (this.claimAgain && this.current === 'running');
  }

  private track(claim: ClaimedDelivery): void {
    // The delivery continues the trace and request that wrote its event: its span is their child,
    // its POST carries `traceparent`, its log lines their request and trace ids.
    const attributes = { 'webhook.delivery_id': claim.id, 'webhook.event_id': claim.eventId };
    const delivery: Promise<void> = continueStoredTrace(
      claim.traceContext,
      'webhook delivery',
      attributes,
      () =>
        deliverClaim(claim, this.deps, () => this.abandoned).then(
          (result) => {
            const retryAt = reportDelivery(claim, result, this.stats, this.deps.log);
            this.deps.observer?.observe(claim, result, this.deps.clock.now());
            if (retryAt !== null) this.wakeAt(retryAt);
          },
          (error: Error) => {
            this.stats.count('errors');
            this.deps.log.entry('error', 'attempt not recorded; it is made again when the lease ends', {
              ...deliveryLogFields(claim),
              error: error.message,
            });
          },
        ),
    ).finally(() => {
      this.inFlight.delete(delivery);
      // With work waiting, refill once a quarter of the slots is free rather than after every
      // delivery: fewer, fuller claims. The poll still claims for any free slot.
      if (this.waitingForSlot && this.deps.settings.concurrency - this.inFlight.size >= this.refillBatch) {
        this.waitingForSlot = false;
        this.wake();
      }
    });
    this.inFlight.add(delivery);
  }

  /** Retries fall due at an exact time; claiming then keeps the schedule instead of waiting for a poll. */
  private wakeAt(at: number): void {
    if (this.current !== 'running') return;
    const timer = setTimeout(
      () => {
        this.retryTimers.delete(timer);
        this.wake();
      },
      Math.max(0, at - this.deps.clock.now()),
    );
    timer.unref();
    this.retryTimers.add(timer);
  }
}
