import type { BenchContext } from './bench-context';
import { runLoad, type LoadSpec } from './load';
import {
  closedInRounds,
  compareAtRateInRounds,
  measure,
  measureOpenLoop,
  type PhaseResult,
} from './phase-result';
import { routeGoals } from './route-goals';

/**
 * The closed loop of reschedules on the server at `origin`: each connection on a deal of its own,
 * alternating a week forward and back, so every call moves the start (and past draft writes a
 * version) and no two connections queue on one row lock.
 */
export function rescheduleClosedLoad(
  context: BenchContext,
  origin: string,
  name: string,
  durationSeconds = context.config.durationSeconds,
): LoadSpec {
  const dealIds = context.fixture.dealIds;
  return {
    name,
    url: `${origin}/v1/deal/${dealIds[0]}/reschedule`,
    method: 'POST',
    headers: { authorization: `Bearer ${context.fixture.workspace.tokens.read_write}` },
    connections: context.config.connections,
    durationSeconds,
    expectedStatus: 200,
    body: (_connection, sent) => JSON.stringify({ shift: sent % 2 ? '+1w' : '-1w' }),
    path: (connection) => `/v1/deal/${dealIds[connection % dealIds.length]}/reschedule`,
  };
}

/**
 * POST /v1/deal/{id}/reschedule on approved deals, so every call writes a version, against the
 * hand-written baseline in interleaved rounds (issue 27). The closed loop is `rescheduleClosedLoad`;
 * the open loop walks the deals in turn the same way.
 */
export async function runReschedulePhase(context: BenchContext): Promise<PhaseResult> {
  const { config } = context;
  const dealIds = context.fixture.dealIds;
  const baseline = await context.baseline();
  const api = await context.api();
  const headers = { authorization: `Bearer ${context.fixture.workspace.tokens.read_write}` };
  const closedSpec = (name: string, url: string, durationSeconds = config.durationSeconds) =>
    rescheduleClosedLoad(context, url, name, durationSeconds);
  const open = (side: 'baseline' | 'app', rate: number, round: number) =>
    measureOpenLoop((side === 'app' ? api : baseline).pid, {
      name: `${side === 'app' ? 'api' : 'baseline'} reschedule (${rate}/s, round ${round + 1})`,
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
    });

  for (const server of [api, baseline]) {
    await runLoad(closedSpec('warm-up', server.url, config.warmUpSeconds));
  }
  const closed = await closedInRounds(config.rounds, (side, round) => {
    const server = side === 'app' ? api : baseline;
    const name = `${side === 'app' ? 'api' : 'baseline'} reschedule (closed, round ${round + 1})`;
    return measure(server.pid, () => runLoad(closedSpec(name, server.url)));
  });
  const atRate = await compareAtRateInRounds(config.rounds, config.rates.reschedule, open);
  return {
    figures: { closed_rounds: closed, open_rounds: atRate },
    goals: routeGoals('reschedule', 'reschedule', config.connections, closed, atRate),
  };
}
