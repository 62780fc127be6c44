import { createInterface } from 'node:readline';
import type { Database } from '@deal/persistence';
import { SCRIPTS, type BenchContext } from './bench-context';
import { appendDealEvents, type DispatcherFixture } from './bench-fixture';
import { spawnChild, stopChild } from './child-server';
import { cpuPerDelivery, watchCpu } from './cpu-window';
import { round } from './latency-stats';
import type { WebhookReceiver } from './webhook-receiver';

/** Application name of the loop's one connection, by which its backend's CPU would be found. */
const BARE_APPLICATION = 'bench_bare_loop';

/**
 * The bare delivery loop (bare-delivery-loop.ts) over `events` queued deliveries: its rate from its
 * first request to the last first receipt, and its CPU per delivery while sending, as the loop
 * itself reports it (it reads every body before it starts, so PostgreSQL serves it nothing then:
 * measured the same way as the dispatcher's, that share comes out 0).
 */
export async function runBareLoop(
  context: BenchContext,
  database: Database & { readonly url: string },
  fixture: DispatcherFixture,
  receiver: WebhookReceiver,
  concurrency: number,
  timeoutMs: number,
) {
  const events = context.config.dispatcherEvents;
  await appendDealEvents(database, fixture, events);
  receiver.reset();
  const url = new URL(database.url);
  url.searchParams.set('application_name', BARE_APPLICATION);
  const child = spawnChild(
    SCRIPTS.bareDeliveryLoop,
    {
      DATABASE_URL: url.toString(),
      TARGET_URL: receiver.url,
      CONCURRENCY: String(concurrency),
      LIMIT: String(events),
    },
    [],
    'pipe',
  );
  context.cleanup.push('bare delivery loop', () => stopChild(child));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  // Its two reports; 'close' (its output ended) fails whichever has not come by then.
  const report = (key: 'started_at' | 'done_at') =>
    new Promise<{ started_at?: number; cpu_ms: number }>((resolve, reject) => {
      lines.on('line', (line) => {
        const parsed = JSON.parse(line) as Record<string, number>;
        if (key in parsed) resolve(parsed as { cpu_ms: number });
      });
      child.once('close', (code) => reject(new Error(`bare delivery loop exited with ${code}`)));
    });
  const [startedReport, doneReport] = [report('started_at'), report('done_at')];
  doneReport.catch(() => undefined);
  const started = await startedReport;
  const cpu = await watchCpu(database, [], BARE_APPLICATION);
  await receiver.waitFor(events, timeoutMs);
  const seconds = (Math.max(...receiver.receipts.values()) - (started.started_at ?? Number.NaN)) / 1000;
  const done = await doneReport;
  const used = { ...(await cpu.stop()), process_ms: done.cpu_ms - started.cpu_ms };
  await stopChild(child);
  return {
    name: `bare loop, ${concurrency} in flight`,
    events,
    seconds: round(seconds, 2),
    deliveries_per_s: Math.round(events / seconds),
    repeats: receiver.repeats,
    ...cpuPerDelivery(used, events),
  };
}
