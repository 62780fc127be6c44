import type { PruneCounts } from '@deal/persistence';
import type { DispatcherLog } from '../dispatcher/dispatcher';
import { RetentionSchedule } from './retention-schedule';

/** The periodic prune on a fake prune: when it runs, what it logs, and how it stops. */
describe('RetentionSchedule', () => {
  const counts = (n: number): PruneCounts => ({
    webhook_deliveries: n,
    delivery_attempts: 2 * n,
    outbox_events: n,
    web_sessions: 0,
    device_authorizations: 1,
    idempotency_keys: 0,
    invitations: 2,
    inbound_webhook_receipts: 3,
    email_outbox: 0,
  });

  class Log implements DispatcherLog {
    lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
    entry(
      level: 'debug' | 'info' | 'warn' | 'error',
      msg: string,
      fields: Record<string, unknown> = {},
    ): void {
      this.lines.push({ level, msg, fields });
    }
  }

  /** A prune the test finishes by hand; it records how many ran at once and the signals it got. */
  class HeldPrune {
    calls = 0;
    inFlight = 0;
    maxInFlight = 0;
    signals: AbortSignal[] = [];
    private finishers: ((result: PruneCounts | Error) => void)[] = [];
    readonly prune = (signal: AbortSignal): Promise<PruneCounts> => {
      this.calls += 1;
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      this.signals.push(signal);
      return new Promise<PruneCounts>((resolve, reject) => {
        this.finishers.push((result) => {
          this.inFlight -= 1;
          if (result instanceof Error) reject(result);
          else resolve(result);
        });
      });
    };
    finishAll(): void {
      while (this.finishers.length > 0) this.finish(counts(0));
    }
    finish(result: PruneCounts | Error): void {
      const finisher = this.finishers.shift();
      if (!finisher) throw new Error('no prune is running');
      finisher(result);
    }
  }

  async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  let schedule: RetentionSchedule | undefined;
  let held: HeldPrune;
  beforeEach(() => {
    held = new HeldPrune();
  });
  afterEach(async () => {
    const stopping = schedule?.stop();
    held.finishAll();
    await stopping;
    schedule = undefined;
  });

  it('runs at start, logs one line per run with its counts, and runs again an interval after each run ends', async () => {
    const log = new Log();
    let clock = 1_000;
    schedule = new RetentionSchedule({ intervalMs: 20, prune: held.prune, log, now: () => clock });
    schedule.start();
    await until(() => held.calls === 1);
    clock += 42;
    held.finish(counts(3));
    await until(() => held.calls === 2);
    held.finish(counts(0));
    await until(() => held.calls === 3);

    expect(log.lines.slice(0, 2)).toEqual([
      {
        level: 'info',
        msg: 'retention prune finished',
        fields: {
          webhook_deliveries: 3,
          delivery_attempts: 6,
          outbox_events: 3,
          web_sessions: 0,
          device_authorizations: 1,
          idempotency_keys: 0,
          invitations: 2,
          inbound_webhook_receipts: 3,
          email_outbox: 0,
          duration_ms: 42,
        },
      },
      expect.objectContaining({ level: 'info', fields: expect.objectContaining({ webhook_deliveries: 0 }) }),
    ]);
  });

  it('logs a run that removed nothing at debug: every start of a young database is quiet', async () => {
    const log = new Log();
    schedule = new RetentionSchedule({ intervalMs: 20, prune: held.prune, log });
    schedule.start();
    await until(() => held.calls === 1);
    const nothing = Object.fromEntries(
      Object.keys(counts(0)).map((table) => [table, 0]),
    ) as unknown as PruneCounts;
    held.finish(nothing);
    await until(() => log.lines.length === 1);
    expect(log.lines[0]).toMatchObject({ level: 'debug', msg: 'retention prune finished', fields: nothing });
  });

  it('never starts a run while one is under way, however short the interval', async () => {
    schedule = new RetentionSchedule({ intervalMs: 1, prune: held.prune, log: new Log() });
    schedule.start();
    await until(() => held.calls === 1);
    await new Promise((resolve) => setTimeout(resolve, 50)); // fifty intervals pass
    expect(held.calls).toBe(1);
    held.finish(counts(1));
    await until(() => held.calls === 2);
    held.finish(counts(1));
    await until(() => held.calls === 3);
    expect(held.maxInFlight).toBe(1);
  });

  it('logs a failed run as an error and carries on', async () => {
    const log = new Log();
    schedule = new RetentionSchedule({ intervalMs: 5, prune: held.prune, log });
    schedule.start();
    await until(() => held.calls === 1);
    held.finish(new Error('Connection terminated unexpectedly'));
    await until(() => held.calls === 2);
    expect(log.lines[0]).toEqual({
      level: 'error',
      msg: 'retention prune failed; trying again at the next interval',
      fields: { error: 'Connection terminated unexpectedly', duration_ms: expect.any(Number) },
    });
    held.finish(counts(2));
    await until(() => log.lines.length === 2);
    expect(log.lines[1]).toMatchObject({ level: 'info', fields: { webhook_deliveries: 2 } });
  });

  it('stop aborts the run under way, waits for it, and no run follows', async () => {
    const log = new Log();
    schedule = new RetentionSchedule({ intervalMs: 1, prune: held.prune, log });
    schedule.start();
    await until(() => held.calls === 1);
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(held.signals[0]?.aborted).toBe(true);
    expect(stopped).toBe(false); // still waiting for the run's current batch
    held.finish(counts(1));
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.calls).toBe(1);
    expect(log.lines).toEqual([
      expect.objectContaining({
        msg: 'retention prune finished',
        fields: expect.objectContaining({ stopped_early: true }),
      }),
    ]);
  });

  it('with an interval of 0 it never runs', async () => {
    schedule = new RetentionSchedule({ intervalMs: 0, prune: held.prune, log: new Log() });
    expect(schedule.enabled).toBe(false);
    schedule.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(held.calls).toBe(0);
  });
});
