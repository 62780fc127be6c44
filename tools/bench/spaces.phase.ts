import { sampleMemory, SCRIPTS, type BenchContext } from './bench-context';
import type { ChildServer } from './child-server';
import { checkFlag } from './bench-goals';
import { ratio } from './latency-stats';
import { runLoad } from './load';
import {
  closedInRounds,
  compareAtRateInRounds,
  invert,
  measure,
  measureOpenLoop,
  type PhaseResult,
} from './phase-result';
import { memoryFigures, rssMegabytes } from './process-usage';
import { routeGoals } from './route-goals';

/**
 * GET /v1/spaces and the api's share of goal 6 (memory): the api against the fair hand-written
 * baseline in interleaved rounds (issue 27), closed loop at `connections` and open loop at a fixed
 * rate, with bare node:http as the ceiling. A closed-loop run is repeated after the rounds to check
 * that a second identical run grows no memory.
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
  const open = (side: 'baseline' | 'app', rate: number, round: number) =>
    measureOpenLoop((side === 'app' ? api : baseline).pid, {
      name: `${side === 'app' ? 'api' : 'baseline'} GET /v1/spaces (${rate}/s, round ${round + 1})`,
      origin: (side === 'app' ? api : baseline).url,
      ratePerSecond: rate,
      durationSeconds: config.durationSeconds,
      connections: config.openLoopConnections,
      expectedStatus: 200,
      request: () => ({ method: 'GET', path: '/v1/spaces', headers }),
    });

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
  const uncachedClosed = await closed(
    'baseline GET /v1/spaces (closed, no cache)',
    uncachedBaseline,
    '/v1/spaces',
  );
  const rounds = await closedInRounds(config.rounds, (side, round) =>
    side === 'app'
      ? closed(`api GET /v1/spaces (closed, round ${round + 1})`, api, '/v1/spaces')
      : closed(
          `baseline GET /v1/spaces (closed, credential cache, round ${round + 1})`,
          baseline,
          '/v1/spaces',
        ),
  );
  const apiClosed = rounds.app[rounds.app.length - 1] as (typeof rounds.app)[number];
  const apiAfterRun = await sampleMemory(api);
  const apiRepeat = await closed('api GET /v1/spaces (closed, repeat)', api, '/v1/spaces');
  const apiAfterRepeat = await sampleMemory(api);
  // The forced full GC of the heap reading can drop compiled code: warm the api up again.
  await warmUp(api);
  const atRate = await compareAtRateInRounds(config.rounds, config.rates.spaces, open);
  const baselineClosed = rounds.baseline[rounds.baseline.length - 1] as (typeof rounds.baseline)[number];

  const memory = memoryFigures(apiIdle, apiAfterRun, apiAfterRepeat);
  return {
    figures: {
      ceiling: ceilingRun,
      baseline_uncached_closed: uncachedClosed,
      /** Against the fair baseline (the same 5 s credential cache as the api), round by round. */
      closed_rounds: rounds,
      api_closed_repeat: apiRepeat,
      open_rounds: atRate,
      /** Against the hand-written server without a cache: the ratio reported before issue 14 (last round). */
      api_to_uncached_baseline_rps: ratio(apiClosed.requests_per_s, uncachedClosed.requests_per_s),
      api_to_ceiling_rps: ratio(apiClosed.requests_per_s, ceilingRun.requests_per_s),
      baseline_to_ceiling_rps: ratio(baselineClosed.requests_per_s, ceilingRun.requests_per_s),
      repeat_to_first_rps: ratio(apiRepeat.requests_per_s, apiClosed.requests_per_s),
      memory_api: memory,
      memory_baseline: { idle_mb: baselineIdle, after_runs_mb: await rssMegabytes(baseline.pid) },
    },
    goals: [
      ...routeGoals('spaces', 'GET /v1/spaces', config.connections, rounds, atRate),
      checkFlag(
        'memory.api.no_leak',
        'api: no heap growth (after full GC) across two identical runs',
        invert(memory.leak_suspected),
      ),
    ],
  };
}
