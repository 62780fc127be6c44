import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openThrowAwayDatabase } from '@deal/persistence';
import { parseBenchConfig } from './bench-config';
import { APP_ENV, CleanupStack, SCRIPTS } from './bench-context';
import { seedBenchFixture, seedWebhookInFixture } from './bench-fixture';
import { freePort, killAllChildren, startChildServer, type ChildServer } from './child-server';
import { cpuMilliseconds } from './process-usage';
import {
  comparePerRequest,
  summarizeCpuProfile,
  type CpuProfile,
  type ProfileSummary,
} from './cpu-profile-summary';
import { runLoad, type LoadFigures, type LoadSpec } from './load';
import { PRICING_SIZE } from './pricing.phase';
import {
  benchEstimate,
  seedEstimateTargets,
  seedPricingFixture,
  type EstimateTarget,
} from './pricing-fixture';

/**
 * `npm run bench:profile -- [spaces|reschedule|webhook-in|pricing|estimate]` (default spaces): the app serving that
 * route and the hand-written baseline, each run under `node --cpu-prof` through the same closed-loop
 * load (BENCH_DURATION_S, BENCH_CONNECTIONS), then stopped cleanly so V8 writes the profile. Prints
 * the frames with the most self time, time by package, and CPU milliseconds per request of each.
 * Profiles are kept in dist/bench-profiles/ for a closer look (Chrome DevTools, speedscope).
 */
const ROUTES = ['spaces', 'reschedule', 'webhook-in', 'pricing', 'estimate'] as const;
type Route = (typeof ROUTES)[number];
const PROFILE_DIR = resolve(__dirname, '../../bench-profiles');
/** Functions whose time, callees included, the summary reports (synchronous stacks only). */
const INCLUSIVE = [
  'app:authenticateCredential',
  'app:findByTokenHash',
  'typeorm:findOneBy',
  'typeorm:find',
  'typeorm:executeEntitiesAndRawResults',
  'typeorm:query',
  'typeorm:transaction',
  'app:saveDealChange',
  'app:automationForKey',
  '@nestjs/throttler:canActivate',
  '@nestjs/platform-express:reply',
  'pg:query',
];

/**
 * BENCH_PROFILE_ESTIMATE_LINES (default 0): each deal POST …/estimates adds to starts with that many
 * fixed lines, written straight to the table with their stored amounts, so that the cost of a new
 * estimate can be profiled at a deal size (docs/performance.md "Incremental totals").
 */
async function prefillEstimateTargets(
  database: { readonly dataSource: { query: (sql: string, parameters: unknown[]) => Promise<unknown> } },
  targets: readonly EstimateTarget[],
): Promise<void> {
  const lines = Number(process.env['BENCH_PROFILE_ESTIMATE_LINES'] ?? 0);
  if (!(lines > 0)) return;
  await database.dataSource.query(
    `INSERT INTO estimates (id, deal_id, phase_id, name, fixed_price, fixed_cost, cost_minor, price_minor,
                            created_at)
     SELECT 'est_pre_' || t.n || '_' || g, t.deal_id, t.phase_id, 'Prefilled', 12345, 6789, 6789, 12345,
            now() - interval '1 hour' + g * interval '1 microsecond'
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t (deal_id, phase_id, n),
            generate_series(1, $3::int) AS g`,
    [targets.map((target) => target.dealId), targets.map((target) => target.phaseId), lines],
  );
}

async function main(): Promise<void> {
  const route = (process.argv[2] ?? 'spaces') as Route;
  if (!ROUTES.includes(route)) throw new Error(`route must be one of ${ROUTES.join(', ')}`);
  const config = parseBenchConfig(process.env, []);
  const cleanup = new CleanupStack();
  const stopOnSignal = () => {
    killAllChildren();
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const database = await openThrowAwayDatabase(config.serverUrl, { prefix: 'dps_bench' });
    cleanup.push('throw-away database', () => database.close());
    const fixture = await seedBenchFixture(database, config.connections);
    const incoming = await seedWebhookInFixture(database, config.connections * 2);
    const token = fixture.workspace.tokens.read_write;
    await rm(PROFILE_DIR, { recursive: true, force: true });
    // GET /v1/deal/{id}/pricing reads issue 25's big deal, written through the app before its warm-up.
    let pricedDealId = '';
    // POST …/estimates adds effort lines to small priced deals of its own (one per connection).
    let estimateTargets: readonly EstimateTarget[] = [];
    let roleIds: readonly string[] = [];

    const loadFor = (server: ChildServer, slice: number, durationSeconds: number): LoadSpec => {
      const deals = incoming.dealIds.slice(slice * config.connections, (slice + 1) * config.connections);
      if (route === 'spaces') {
        return {
          ...common(server, '/v1/spaces', durationSeconds),
          headers: { authorization: `Bearer ${token}` },
        };
      }
      if (route === 'pricing') {
        return {
          ...common(server, `/v1/deal/${pricedDealId}/pricing`, durationSeconds),
          headers: { authorization: `Bearer ${token}` },
        };
      }
      if (route === 'estimate') {
        const pathOf = (index: number) => {
          const target = estimateTargets[index % estimateTargets.length] as EstimateTarget;
          return `/v1/deal/${target.dealId}/phases/${target.phaseId}/estimates`;
        };
        return {
          ...common(server, pathOf(0), durationSeconds),
          method: 'POST',
          expectedStatus: 201,
          headers: { authorization: `Bearer ${token}` },
          body: (_connection, sent) => JSON.stringify(benchEstimate(sent % 9, roleIds)),
          path: (connection) => pathOf(connection),
        };
      }
      if (route === 'reschedule') {
        return {
          ...common(server, `/v1/deal/${fixture.dealIds[0]}/reschedule`, durationSeconds),
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: (_connection, sent) => JSON.stringify({ shift: sent % 2 ? '+1w' : '-1w' }),
          path: (connection) => `/v1/deal/${fixture.dealIds[connection % fixture.dealIds.length]}/reschedule`,
        };
      }
      return {
        ...common(server, `/spaces/${incoming.spaceId}/webhook-in`, durationSeconds),
        method: 'POST',
        headers: { 'x-service-webhook': incoming.key },
        body: (connection, sent) =>
          JSON.stringify({
            id: deals[connection % deals.length],
            status: sent % 2 ? 'progressed' : 'approved',
          }),
      };
    };
    const common = (server: ChildServer, path: string, durationSeconds: number) => ({
      name: `${route} ${server.url}`,
      url: `${server.url}${path}`,
      connections: config.connections,
      durationSeconds,
      expectedStatus: 200,
    });

    const subjects = [
      { name: route === 'webhook-in' ? 'webhook-in' : 'api', app: true },
      { name: 'baseline', app: false },
    ];
    const summaries: Record<
      string,
      { load: LoadFigures; cpu_ms_per_request: number | null; profile: ProfileSummary }
    > = {};
    for (const [index, subject] of subjects.entries()) {
      const dir = join(PROFILE_DIR, subject.name);
      await mkdir(dir, { recursive: true });
      const port = await freePort();
      const [script, portVariable, readyPath, readyStatus] = !subject.app
        ? [SCRIPTS.baseline, 'PORT', '/v1/spaces', 401]
        : route === 'webhook-in'
          ? [SCRIPTS.webhookIn, 'WEBHOOK_IN_PORT', '/', 404]
          : [SCRIPTS.api, 'API_PORT', '/v1/meta', 200];
      const spawnedAt = Date.now();
      const server = await startChildServer(
        script,
        { ...APP_ENV, DATABASE_URL: database.url, [portVariable]: String(port) },
        port,
        readyPath,
        { readyStatus, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
      );
      cleanup.push(subject.name, () => server.stop());
      if (route === 'pricing' && !pricedDealId) {
        const space = fixture.workspace.space.id;
        pricedDealId = (await seedPricingFixture(server.url, token, space, PRICING_SIZE)).bigDealId;
      }
      if (route === 'estimate' && estimateTargets.length === 0) {
        const space = fixture.workspace.space.id;
        const seeded = await seedPricingFixture(server.url, token, space, { lines: 0, phases: 1 });
        roleIds = seeded.roleIds;
        estimateTargets = await seedEstimateTargets(
          server.url,
          token,
          space,
          seeded.cardId,
          config.connections,
        );
        await prefillEstimateTargets(database, estimateTargets);
      }
      await runLoad(loadFor(server, index, config.warmUpSeconds));
      const measuredFrom = Date.now() - spawnedAt;
      const cpuBefore = await cpuMilliseconds(server.pid);
      const load = await runLoad(loadFor(server, index, config.durationSeconds));
      const cpuAfter = await cpuMilliseconds(server.pid);
      await server.stop();
      const [file] = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'));
      if (!file) throw new Error(`${subject.name} wrote no profile`);
      const raw = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
      const profile = summarizeCpuProfile(raw, { top: 20, skipFirstMs: measuredFrom, inclusive: INCLUSIVE });
      const perRequest =
        cpuBefore === null || cpuAfter === null
          ? null
          : Math.round(((cpuAfter - cpuBefore) / load.requests) * 1000) / 1000;
      summaries[subject.name] = { load, cpu_ms_per_request: perRequest, profile };
      print(subject.name, load, profile, perRequest);
    }
    const [app, baseline] = subjects.map((subject) => summaries[subject.name]);
    const comparison =
      app?.cpu_ms_per_request && baseline?.cpu_ms_per_request
        ? comparePerRequest(
            { profile: app.profile, cpuMsPerRequest: app.cpu_ms_per_request },
            { profile: baseline.profile, cpuMsPerRequest: baseline.cpu_ms_per_request },
          )
        : [];
    console.log(`\nCPU µs per request by package (${subjects[0]?.name} vs baseline), largest extra first:`);
    for (const row of comparison.slice(0, 15)) {
      console.log(
        `  ${String(row.extra_us).padStart(6)} extra  ${String(row.app_us).padStart(6)} vs ${String(row.baseline_us).padStart(6)}  ${row.name}`,
      );
    }
    console.log(
      JSON.stringify({
        bench: 'profile',
        route,
        date: new Date().toISOString(),
        summaries,
        per_request: comparison,
      }),
    );
  } finally {
    await cleanup.runAll();
  }
}

function print(name: string, load: LoadFigures, profile: ProfileSummary, cpuPerRequest: number | null): void {
  console.log(
    `\n${name}: ${load.requests_per_s} req/s, p99 ${load.p99_ms} ms, ${load.requests} requests, ` +
      `${cpuPerRequest ?? '?'} ms CPU per request; profile of the measured load: ${profile.busy_ms} ms busy`,
  );
  console.log('  self time by package:');
  for (const share of profile.by_package)
    console.log(`    ${share.self_pct.toFixed(1).padStart(5)} %  ${share.name}`);
  console.log('  time under (callees included, synchronous stacks only):');
  for (const share of profile.inclusive.filter((entry) => entry.self_ms > 0)) {
    console.log(`    ${share.self_pct.toFixed(1).padStart(5)} %  ${share.name}`);
  }
  console.log('  top frames by self time:');
  for (const share of profile.top_frames) {
    console.log(`    ${share.self_pct.toFixed(1).padStart(5)} %  ${share.name}`);
  }
}

main().catch((error: Error) => {
  console.error(`bench:profile failed: ${error.stack ?? error.message}`);
  killAllChildren();
  process.exit(1);
});
