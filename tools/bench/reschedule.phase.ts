import type { BenchContext } from './bench-context';
import { checkGoal } from './bench-goals';
import { ratio } from './latency-stats';
import { runLoad, type LoadSpec } from './load';
import { runOpenLoop } from './open-loop';
import { compareAtRate, cpuPerRequest, measure, saturationNote, type PhaseResult } from './phase-result';

/**
 * Goal 2: POST /v1/deal/{id}/reschedule on approved deals, so every call writes a version. Each
 * closed-loop connection works on a deal of its own, alternating a week forward and back, so every
 * call moves the start and no two connections queue on one row lock. The open loop walks the
 * deals in turn the same way.
 */
export async function runReschedulePhase(context: BenchContext): Promise<PhaseResult> {
  const { config } = context;
  const dealIds = context.fixture.dealIds;
  const baseline = await context.baseline();
  const api = await context.api();
  const headers = { authorization: `Bearer ${context.fixture.workspace.tokens.read_write}` };
  const closedSpec = (name: string, url: string, durationSeconds = config.durationSeconds): LoadSpec => ({
    name,
    url: `${url}/v1/deal/${dealIds[0]}/reschedule`,
    method: 'POST',
    headers,
    connections: config.connections,
    durationSeconds,
    expectedStatus: 200,
    body: (_connection, sent) => JSON.stringify({ shift: sent % 2 ? '+1w' : '-1w' }),
    path: (connection) => `/v1/deal/${dealIds[connection % dealIds.length]}/reschedule`,
  });
  const open = (side: 'baseline' | 'app', rate: number) =>
    measure((side === 'app' ? api : baseline).pid, () =>
      runOpenLoop({
        name: `${side === 'app' ? 'api' : 'baseline'} reschedule (${rate}/s)`,
        origin: (side === 'app' ? api : baseline).url,
        ratePerSecond: rate,
        durationSeconds: config.durationSeconds,
        connections: config.openLoopConnections,
        expectedStatus: 200,
        request: (index) => ({
          method: 'POST',
          path: `/v1/deal/${dealIds[index % dealIds.length]}/reschedule`,
          headers,
          body: JSON.stringify({ shift: Math.floor(index / dealIds.length) % 2 ? '-1w' : '+1w' }),
        }),
      }),
    );

  for (const server of [api, baseline]) {
    await runLoad(closedSpec('warm-up', server.url, config.warmUpSeconds));
  }
  const baselineClosed = await measure(baseline.pid, () =>
    runLoad(closedSpec('baseline reschedule (closed)', baseline.url)),
  );
  const apiClosed = await measure(api.pid, () => runLoad(closedSpec('api reschedule (closed)', api.url)));
  const atRate = await compareAtRate(config.rates.reschedule, open);
  const [baselineOpen, apiOpen] = [atRate.baseline, atRate.app];

  const throughput = ratio(apiClosed.requests_per_s, baselineClosed.requests_per_s);
  const p99 = ratio(apiOpen.p99_ms, baselineOpen.p99_ms);
  return {
    figures: {
      baseline_closed: baselineClosed,
      api_closed: apiClosed,
      baseline_open: baselineOpen,
      api_open: apiOpen,
      at_half_rate: atRate.half_rate,
      api_to_baseline_rps: throughput,
      api_to_baseline_p99_at_rate: p99,
      cpu_ms_per_request: cpuPerRequest(apiClosed, baselineClosed),
    },
    goals: [
      checkGoal(
        'reschedule.throughput',
        `reschedule ≥ 90 % of baseline req/s at ${config.connections} connections`,
        throughput,
        'at_least',
        0.9,
      ),
      checkGoal(
        'reschedule.p99',
        `reschedule p99 ≤ 1.2 × baseline p99 at ${config.rates.reschedule}/s`,
        p99,
        'at_most',
        1.2,
        saturationNote(atRate),
      ),
    ],
  };
}
