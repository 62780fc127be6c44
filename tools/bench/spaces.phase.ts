import { sampleMemory, SCRIPTS, type BenchContext } from './bench-context';
import type { ChildServer } from './child-server';
import { checkFlag, checkGoal } from './bench-goals';
import { ratio } from './latency-stats';
import { runLoad } from './load';
import { runOpenLoop } from './open-loop';
import {
  compareAtRate,
  cpuPerRequest,
  invert,
  measure,
  saturationNote,
  type PhaseResult,
} from './phase-result';
import { memoryFigures, rssMegabytes } from './process-usage';

/**
 * Goal 1 (GET /v1/spaces) and the api's share of goal 6 (memory): the api against the hand-written
 * baseline, closed loop at `connections` and open loop at a fixed rate, with bare node:http as the
 * ceiling. The closed-loop run is repeated to check that a second identical run grows no memory.
 */
export async function runSpacesPhase(context: BenchContext): Promise<PhaseResult> {
  const { config } = context;
  const ceiling = await context.startServer('ceiling', SCRIPTS.ceiling, 'PORT', {}, '/');
  // The fair baseline keeps credentials 5 s as the api does; the uncached one is the old measure.
  const baseline = await context.cachedBaseline();
  const uncachedBaseline = await context.baseline();
  const api = await context.api();
  const apiIdle = await sampleMemory(api);
  const baselineIdle = await rssMegabytes(baseline.pid);
  const headers = { authorization: `Bearer ${context.fixture.workspace.tokens.read_write}` };
  const closed = (name: string, server: ChildServer, path: string, authorized = true) =>
    measure(server.pid, () =>
      runLoad({
        name,
        url: `${server.url}${path}`,
        connections: config.connections,
        durationSeconds: config.durationSeconds,
        expectedStatus: 200,
        ...(authorized && { headers }),
      }),
    );
  const open = (side: 'baseline' | 'app', rate: number) =>
    measure((side === 'app' ? api : baseline).pid, () =>
      runOpenLoop({
        name: `${side === 'app' ? 'api' : 'baseline'} GET /v1/spaces (${rate}/s)`,
        origin: (side === 'app' ? api : baseline).url,
        ratePerSecond: rate,
        durationSeconds: config.durationSeconds,
        connections: config.openLoopConnections,
        expectedStatus: 200,
        request: () => ({ method: 'GET', path: '/v1/spaces', headers }),
      }),
    );

  const warmUp = (server: ChildServer) =>
    runLoad({
      name: 'warm-up',
      url: `${server.url}/v1/spaces`,
      headers,
      connections: config.connections,
      durationSeconds: config.warmUpSeconds,
      expectedStatus: 200,
    });
  await warmUp(api);
  await warmUp(baseline);
  await warmUp(uncachedBaseline);
  const ceilingRun = await closed('ceiling: node:http hello-json', ceiling, '/', false);
  await ceiling.stop();
  const baselineClosed = await closed(
    'baseline GET /v1/spaces (closed, credential cache)',
    baseline,
    '/v1/spaces',
  );
  const uncachedClosed = await closed(
    'baseline GET /v1/spaces (closed, no cache)',
    uncachedBaseline,
    '/v1/spaces',
  );
  const apiClosed = await closed('api GET /v1/spaces (closed)', api, '/v1/spaces');
  const apiAfterRun = await sampleMemory(api);
  const apiRepeat = await closed('api GET /v1/spaces (closed, repeat)', api, '/v1/spaces');
  const apiAfterRepeat = await sampleMemory(api);
  // The forced full GC of the heap reading can drop compiled code: warm the api up again.
  await warmUp(api);
  const atRate = await compareAtRate(config.rates.spaces, open);
  const [baselineOpen, apiOpen] = [atRate.baseline, atRate.app];

  const memory = memoryFigures(apiIdle, apiAfterRun, apiAfterRepeat);
  const apiErrors = apiClosed.errors + apiRepeat.errors + apiOpen.errors;
  const throughput = ratio(apiClosed.requests_per_s, baselineClosed.requests_per_s);
  const p99 = ratio(apiOpen.p99_ms, baselineOpen.p99_ms);
  return {
    figures: {
      ceiling: ceilingRun,
      baseline_closed: baselineClosed,
      baseline_uncached_closed: uncachedClosed,
      api_closed: apiClosed,
      api_closed_repeat: apiRepeat,
      baseline_open: baselineOpen,
      api_open: apiOpen,
      at_half_rate: atRate.half_rate,
      /** Against the fair baseline (the same 5 s credential cache as the api). */
      api_to_baseline_rps: throughput,
      /** Against the hand-written server without a cache: the ratio reported before issue 14. */
      api_to_uncached_baseline_rps: ratio(apiClosed.requests_per_s, uncachedClosed.requests_per_s),
      api_to_ceiling_rps: ratio(apiClosed.requests_per_s, ceilingRun.requests_per_s),
      baseline_to_ceiling_rps: ratio(baselineClosed.requests_per_s, ceilingRun.requests_per_s),
      repeat_to_first_rps: ratio(apiRepeat.requests_per_s, apiClosed.requests_per_s),
      api_to_baseline_p99_at_rate: p99,
      cpu_ms_per_request: cpuPerRequest(apiClosed, baselineClosed),
      cpu_ms_per_request_uncached_baseline: cpuPerRequest(apiClosed, uncachedClosed),
      memory_api: memory,
      memory_baseline: { idle_mb: baselineIdle, after_runs_mb: await rssMegabytes(baseline.pid) },
    },
    goals: [
      checkGoal(
        'spaces.throughput',
        `GET /v1/spaces ≥ 75 % of the fair baseline's req/s (same credential cache) at ${config.connections} connections`,
        throughput,
        'at_least',
        0.75,
      ),
      checkGoal(
        'spaces.p99',
        `GET /v1/spaces p99 ≤ 1.5 × baseline p99 at ${config.rates.spaces}/s`,
        p99,
        'at_most',
        1.5,
        saturationNote(atRate),
      ),
      checkGoal('spaces.errors', 'GET /v1/spaces: zero errors', apiErrors, 'at_most', 0),
      checkFlag(
        'memory.api.no_leak',
        'api: no heap growth (after full GC) across two identical runs',
        invert(memory.leak_suspected),
      ),
    ],
  };
}
