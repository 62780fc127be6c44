import { APP_ENV, SCRIPTS, type BenchContext } from './bench-context';
import { checkGoal } from './bench-goals';
import { ratio } from './latency-stats';
import { runLoad, type LoadSpec } from './load';
import { measure, type PhaseResult } from './phase-result';

/**
 * Goal 5, the 429 path: an api whose limit is 1 request per hour, hammered with one credential
 * whose budget is spent, against a bare Nest route that answers the same 429 without a guard, a
 * store or a database. The api's run is repeated in the same window: with every hit counted on one
 * hot key, a store that slows as hits pile up would show as a slower second run.
 */
export async function runRateLimitPhase(context: BenchContext): Promise<PhaseResult> {
  const { config } = context;
  const bare = await context.startServer('bare Nest 429', SCRIPTS.bareNest429, 'PORT', {}, '/v1/spaces', {
    readyStatus: 429,
  });
  const limited = await context.startServer(
    'api (limit 1 per hour)',
    SCRIPTS.api,
    'API_PORT',
    { ...APP_ENV, DATABASE_URL: context.database.url, API_RATE_LIMIT: '1', API_RATE_WINDOW_S: '3600' },
    '/v1/meta',
  );
  const headers = { authorization: `Bearer ${context.fixture.workspace.tokens.read_write}` };
  // Spend the credential's one request, so that everything from here on is over the limit.
  const spent = await fetch(`${limited.url}/v1/spaces`, { headers });
  await spent.arrayBuffer();
  const spec = (name: string, url: string, durationSeconds = config.durationSeconds): LoadSpec => ({
    name,
    url: `${url}/v1/spaces`,
    headers,
    connections: config.connections,
    durationSeconds,
    expectedStatus: 429,
  });

  await runLoad(spec('warm-up', bare.url, config.warmUpSeconds));
  await runLoad(spec('warm-up', limited.url, config.warmUpSeconds));
  const bareRun = await measure(bare.pid, () => runLoad(spec('bare Nest route answering 429', bare.url)));
  const apiFirst = await measure(limited.pid, () => runLoad(spec('api over the limit (429)', limited.url)));
  const apiSecond = await measure(limited.pid, () =>
    runLoad(spec('api over the limit (429, same window)', limited.url)),
  );

  const share = ratio(apiFirst.requests_per_s, bareRun.requests_per_s);
  return {
    figures: {
      bare_nest_429: bareRun,
      api_429: apiFirst,
      api_429_same_window: apiSecond,
      api_to_bare_rps: share,
      second_to_first_rps: ratio(apiSecond.requests_per_s, apiFirst.requests_per_s),
      api_429_errors: apiFirst.errors + apiSecond.errors,
    },
    goals: [
      checkGoal(
        'rate_limit.429_rate',
        '429 answered at ≥ 80 % of a bare Nest 429 route',
        share,
        'at_least',
        0.8,
      ),
    ],
  };
}
