import type { BenchConfig } from './bench-config';
import { APP_ENV, sampleMemory, SCRIPTS, type BenchContext } from './bench-context';
import { checkFlag, checkSpreadGoal } from './bench-goals';
import { ratio } from './latency-stats';
import { runLoad, type LoadSpec } from './load';
import {
  closedInRounds,
  compareAtRateInRounds,
  invert,
  measure,
  measureOpenLoop,
  type PhaseResult,
} from './phase-result';
import { memoryFigures } from './process-usage';
import { openLoopNote } from './route-goals';

/**
 * Each load works on deals of its own, which all start `approved`: the closed loops one per
 * connection (warm-up, each round's app and baseline, repeat, warm-up again), the open loops (each
 * round's at the rate, and at half of it when a side saturates) one per request per second, so that
 * two requests for one deal are a second apart and do not queue on its row lock unless the server
 * is a second behind.
 */
export function webhookInDealsNeeded(config: BenchConfig): number {
  const rate = config.rates.webhookIn;
  return (
    (3 + 2 * config.rounds) * config.connections +
    2 * config.rounds * Math.ceil(rate) +
    2 * Math.ceil(rate / 2)
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
  const [warmUpDeals, repeatDeals] = [0, 1].map(() => take(config.connections));
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
  const open = (side: 'baseline' | 'app', rate: number, round: number) => {
    const server = side === 'app' ? app : baseline;
    const deals = take(Math.ceil(rate));
    return measureOpenLoop(server.pid, {
      name: `${side === 'app' ? 'webhook-in' : 'baseline webhook-in'} (${rate}/s, round ${round + 1})`,
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
    });
  };

  await runLoad(closedSpec('warm-up', app.url, warmUpDeals, config.warmUpSeconds));
  await runLoad(closedSpec('warm-up', baseline.url, warmUpDeals, config.warmUpSeconds));
  const closed = await closedInRounds(config.rounds, (side, round) => {
    const server = side === 'app' ? app : baseline;
    const name = `${side === 'app' ? 'webhook-in' : 'baseline webhook-in'} (closed, round ${round + 1})`;
    const deals = take(config.connections);
    return measure(server.pid, () => runLoad(closedSpec(name, server.url, deals)));
  });
  const appClosed = closed.app[closed.app.length - 1] as (typeof closed.app)[number];
  const afterRun = await sampleMemory(app);
  const appRepeat = await measure(app.pid, () =>
    runLoad(closedSpec('webhook-in (closed, repeat)', app.url, repeatDeals)),
  );
  const afterRepeat = await sampleMemory(app);
  // The forced full GC of the heap reading can drop compiled code: warm the app up again.
  await runLoad(closedSpec('warm-up', app.url, take(config.connections), config.warmUpSeconds));
  const atRate = await compareAtRateInRounds(config.rounds, config.rates.webhookIn, open);

  const memory = memoryFigures(idle, afterRun, afterRepeat);
  return {
    figures: {
      closed_rounds: closed,
      app_closed_repeat: appRepeat,
      open_rounds: atRate,
      repeat_to_first_rps: ratio(appRepeat.requests_per_s, appClosed.requests_per_s),
      memory_webhook_in: memory,
    },
    goals: [
      checkSpreadGoal(
        'webhook_in.throughput',
        `webhook-in ≥ 95 % of baseline req/s at ${config.connections} connections`,
        closed.throughput_ratio,
        'at_least',
        0.95,
      ),
      checkSpreadGoal(
        'webhook_in.p99',
        `webhook-in p99 ≤ 1.5 × baseline p99 at ${config.rates.webhookIn}/s`,
        atRate.p99_ratio,
        'at_most',
        1.5,
        openLoopNote(atRate),
      ),

      checkFlag(
        'memory.webhook_in.no_leak',
        'webhook-in: no heap growth (after full GC) across two identical runs',
        invert(memory.leak_suspected),
      ),
    ],
  };
}
