import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '@deal/persistence';
import { runBootstrap } from '../bootstrap-command';
import { APP_ENV, sampleMemory, SCRIPTS, type BenchContext } from './bench-context';
import { ratio } from './latency-stats';
import { runLoad } from './load';
import { measure, type PhaseResult } from './phase-result';

/**
 * Goal 7: the same GET /v1/spaces closed-loop run on an api whose database is embedded PGlite (one
 * session, inside the api process) instead of the server. The data directory is seeded here, then
 * handed to the api, and deleted afterwards.
 */
export async function runEmbeddedPhase(
  context: BenchContext,
  serverFigure: { requests_per_s: number; p99_ms: number } | null,
): Promise<PhaseResult> {
  const { config } = context;
  const dataDir = await mkdtemp(join(tmpdir(), 'dps-bench-pglite-'));
  context.cleanup.push('embedded data directory', () => rm(dataDir, { recursive: true, force: true }));
  const seed = await openDatabase({ kind: 'embedded', dataDir });
  let token: string;
  try {
    await migrate(seed);
    token = (await runBootstrap(seed, { name: 'Bench User' })).tokens.read_write;
  } finally {
    await seed.close();
  }
  const api = await context.startServer(
    'api (embedded PGlite)',
    SCRIPTS.api,
    'API_PORT',
    { ...APP_ENV, DATABASE_URL: '', DATA_DIR: dataDir },
    '/v1/meta',
    { inspect: true },
  );
  const idle = await sampleMemory(api);
  const spec = (name: string, durationSeconds = config.durationSeconds) => ({
    name,
    url: `${api.url}/v1/spaces`,
    headers: { authorization: `Bearer ${token}` },
    connections: config.connections,
    durationSeconds,
    expectedStatus: 200,
  });
  await runLoad(spec('warm-up', config.warmUpSeconds));
  const run = await measure(api.pid, () => runLoad(spec('api on PGlite GET /v1/spaces (closed)')));
  const afterRun = await sampleMemory(api);
  await api.stop();
  return {
    figures: {
      api_embedded_closed: run,
      embedded_to_server_rps: ratio(run.requests_per_s, serverFigure?.requests_per_s),
      embedded_to_server_p99: ratio(run.p99_ms, serverFigure?.p99_ms),
      memory_api_embedded: { idle, after_run: afterRun },
    },
    goals: [],
  };
}
