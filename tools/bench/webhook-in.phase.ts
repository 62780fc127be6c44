import type { BenchConfig } from './bench-config';
import { APP_ENV, sampleMemory, SCRIPTS, type BenchContext } from './bench-context';
import { checkFlag, checkGoal } from './bench-goals';
import { ratio } from './latency-stats';
import { runLoad, type LoadSpec } from './load';
import { runOpenLoop } from './open-loop';
import {
  compareAtRate,
  cpuPerRequest,
  invert,
  measure,
  saturationNote,
  type PhaseResult,
} from './phase-result';
import { memoryFigures } from './process-usage';

/**
 * Each load works on deals of its own, which all start `approved`: the closed loops one per
 * connection (warm-up, baseline, app, repeat, warm-up again), the open loops (at the rate, and at half of it when
 * a side saturates) one per request per second, so that two requests for one deal are a second
 * apart and do not queue on its row lock unless the server is a second behind.
 */
export function webhookInDealsNeeded(config: BenchConfig): number {
  return (
    5 * config.connections + 2 * Math.ceil(config.rates.webhookIn) + 2 * Math.ceil(config.rates.webhookIn / 2)
  );
}

/**
 * Goal 3 and webhook-in's share of goal 6: POST /spaces/{id}/webhook-in matching a deal by id and
 * moving its status (approved ↔ progressed), which writes the deal and one outbox row (the space has
 * a Deal Updated automation), against the same work written by hand.
 */
export async function runWebhookInPhase(context: BenchContext): Promise<PhaseResult> {
  const { config, incoming } = context;
  let taken = 0;
  const take = (count: number) => incoming.dealIds.slice(taken, (taken += count));
  const [warmUpDeals, baselineDeals, appDeals, repeatDeals] = [0, 1, 2, 3].map(() =>
    take(config.connections),
  );
  const baseline = await context.baseline();
  const app = await context.startServer(
    'webhook-in',
    SCRIPTS.webhookIn,
    'WEBHOOK_IN_PORT',
    { ...APP_ENV, DATABASE_URL: context.database.url },
    '/',
    { readyStatus: 404, inspect: true },
  );
  const idle = await sampleMemory(app);
  const path = `/spaces/${incoming.spaceId}/webhook-in`;
  const headers = { 'x-service-webhook': incoming.key };
  const closedSpec = (
    name: string,
    url: string,
    deals: readonly string[],
    seconds = config.durationSeconds,
  ) =>
    ({
      name,
      url: `${url}${path}`,
      method: 'POST',
      headers,
      connections: config.connections,
      durationSeconds: seconds,
      expectedStatus: 200,
      body: (connection, sent) =>
        JSON.stringify({
          id: deals[connection % deals.length],
          status: sent % 2 ? 'progressed' : 'approved',
        }),
    }) satisfies LoadSpec;
  const open = (side: 'baseline' | 'app', rate: number) => {
    const server = side === 'app' ? app : baseline;
    const deals = take(Math.ceil(rate));
    return measure(server.pid, () =>
      runOpenLoop({
        name: `${side === 'app' ? 'webhook-in' : 'baseline webhook-in'} (${rate}/s)`,
        origin: server.url,
        ratePerSecond: rate,
        durationSeconds: config.durationSeconds,
        connections: config.openLoopConnections,
        expectedStatus: 200,
        request: (index) => ({
          method: 'POST',
          path,
          headers,
          body: JSON.stringify({
            id: deals[index % deals.length],
            status: Math.floor(index / deals.length) % 2 ? 'approved' : 'progressed',
          }),
        }),
      }),
    );
  };

  await runLoad(closedSpec('warm-up', app.url, warmUpDeals, config.warmUpSeconds));
  await runLoad(closedSpec('warm-up', baseline.url, warmUpDeals, config.warmUpSeconds));
  const baselineClosed = await measure(baseline.pid, () =>
    runLoad(closedSpec('baseline webhook-in (closed)', baseline.url, baselineDeals)),
  );
  const appClosed = await measure(app.pid, () =>
    runLoad(closedSpec('webhook-in (closed)', app.url, appDeals)),
  );
  const afterRun = await sampleMemory(app);
  const appRepeat = await measure(app.pid, () =>
    runLoad(closedSpec('webhook-in (closed, repeat)', app.url, repeatDeals)),
  );
  const afterRepeat = await sampleMemory(app);
  // The forced full GC of the heap reading can drop compiled code: warm the app up again.
  await runLoad(closedSpec('warm-up', app.url, take(config.connections), config.warmUpSeconds));
  const atRate = await compareAtRate(config.rates.webhookIn, open);
  const [baselineOpen, appOpen] = [atRate.baseline, atRate.app];

  const memory = memoryFigures(idle, afterRun, afterRepeat);
  const throughput = ratio(appClosed.requests_per_s, baselineClosed.requests_per_s);
  const p99 = ratio(appOpen.p99_ms, baselineOpen.p99_ms);
  return {
    figures: {
      baseline_closed: baselineClosed,
      app_closed: appClosed,
      app_closed_repeat: appRepeat,
      baseline_open: baselineOpen,
      app_open: appOpen,
      at_half_rate: atRate.half_rate,
      app_to_baseline_rps: throughput,
      repeat_to_first_rps: ratio(appRepeat.requests_per_s, appClosed.requests_per_s),
      app_to_baseline_p99_at_rate: p99,
      cpu_ms_per_request: cpuPerRequest(appClosed, baselineClosed),
      memory_webhook_in: memory,
    },
    goals: [
      checkGoal(
        'webhook_in.throughput',
        `webhook-in ≥ 95 % of baseline req/s at ${config.connections} connections`,
        throughput,
        'at_least',
        0.95,
      ),
      checkGoal(
        'webhook_in.p99',
        `webhook-in p99 ≤ 1.5 × baseline p99 at ${config.rates.webhookIn}/s`,
        p99,
        'at_most',
        1.5,
        saturationNote(atRate),
      ),
      checkFlag(
        'memory.webhook_in.no_leak',
        'webhook-in: no heap growth (after full GC) across two identical runs',
        invert(memory.leak_suspected),
      ),
    ],
  };
}
