import type { PruneCounts } from '@deal/persistence';
import type { DispatcherLog } from '../dispatcher/dispatcher';

export interface RetentionScheduleDeps {
  /** The pause between the end of one run and the start of the next; 0 never runs. */
  readonly intervalMs: number;
  /** One prune (pruneExpiredRows with the configured horizons); stops between batches once aborted. */
  readonly prune: (signal: AbortSignal) => Promise<PruneCounts>;
  readonly log: DispatcherLog;
  /** Milliseconds for the run's duration (default `Date.now`). */
  readonly now?: () => number;
}

/**
 * The dispatcher's periodic retention prune (docs/operations.md, "Retention"): the first run at
 * start, each next one `intervalMs` after the previous ended, so two runs of one process never
 * overlap. Every run logs one line with its counts (at debug when it removed nothing); a failed run is logged and the schedule goes
 * on. Stopping aborts a run under way after its current batch and waits for it.
 */
export class RetentionSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private state: 'idle' | 'running' | 'stopped' = 'idle';

  constructor(private readonly deps: RetentionScheduleDeps) {}

  get enabled(): boolean {
    return this.deps.intervalMs > 0;
  }

  start(): void {
    if (this.state !== 'idle') throw new Error(`a retention schedule starts once (it is ${this.state})`);
    this.state = 'running';
    if (this.enabled) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce().finally(() => {
        this.running = null;
        if (this.state === 'running') this.schedule(this.deps.intervalMs);
      });
    }, delayMs);
  }

  private async runOnce(): Promise<void> {
    const now = this.deps.now ?? Date.now;
    const started = now();
    try {
      const counts = await this.deps.prune(this.abort.signal);
      // A run that removed nothing (every start of a young database) is detail, not news.
      const removed = Object.values(counts).some((count) => count > 0);
      this.deps.log.entry(removed ? 'info' : 'debug', 'retention prune finished', {
        ...counts,
        duration_ms: now() - started,
        ...(this.abort.signal.aborted && { stopped_early: true }),
      });
    } catch (error) {
      this.deps.log.entry('error', 'retention prune failed; trying again at the next interval', {
        error: (error as Error).message,
        duration_ms: now() - started,
      });
    }
  }
}
