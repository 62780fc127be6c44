import { join } from 'node:path';
import type { Database } from '@deal/persistence';
import type { BenchConfig } from './bench-config';
import type { BenchFixture, WebhookInFixture } from './bench-fixture';
import { freePort, startChildServer, type ChildServer, type ChildServerOptions } from './child-server';
import { heapUsedAfterGc } from './inspector-heap';
import {
  seedEstimateTargets,
  seedPricingFixture,
  type EstimateTarget,
  type PricingFixture,
} from './pricing-fixture';
import { rssMegabytes, type MemorySample } from './process-usage';

/** Built entry points, relative to this file in dist/tools/bench. */
export const SCRIPTS = {
  api: join(__dirname, '../../apps/api/src/main.js'),
  webhookIn: join(__dirname, '../../apps/webhook-in/src/main.js'),
  dispatcher: join(__dirname, '../../apps/webhook-dispatcher/src/main.js'),
  baseline: join(__dirname, 'handwritten-baseline.server.js'),
  ceiling: join(__dirname, 'bare-http.server.js'),
  bareNest429: join(__dirname, 'bare-nest-429.server.js'),
  bareDeliveryLoop: join(__dirname, 'bare-delivery-loop.js'),
  outboxDeliveryLoop: join(__dirname, 'outbox-delivery-loop.js'),
} as const;

/**
 * What every app gets: quiet logs (one line per request is real cost in production too, but not
 * what these comparisons are about), no Redis (in-process counters), limits out of the way.
 */
export const APP_ENV: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  API_RATE_LIMIT: '1000000',
  WEBHOOK_IN_BURST: '1000000',
  WEBHOOK_IN_RATE_PER_S: '1000000',
  // Any free port: several instances of an app run side by side.
  API_METRICS_PORT: '0',
  WEBHOOK_IN_METRICS_PORT: '0',
};

/** How long the api keeps a credential after a lookup (CREDENTIAL_CACHE_TTL_MS of apps/api). */
const API_CREDENTIAL_CACHE_MS = 5_000;

type Cleanup = () => Promise<void> | void;

/** Cleanups run last-in first-out, once, on the normal path and on SIGINT/SIGTERM alike. */
export class CleanupStack {
  private readonly steps: Array<{ name: string; run: Cleanup }> = [];
  private running: Promise<void> | null = null;

  push(name: string, run: Cleanup): void {
    this.steps.push({ name, run });
  }

  runAll(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step.run();
        } catch (error) {
          console.error(`cleanup of ${step.name} failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }
}

export interface BenchContext {
  readonly config: BenchConfig;
  readonly database: Database & { readonly url: string };
  readonly fixture: BenchFixture;
  readonly incoming: WebhookInFixture;
  readonly cleanup: CleanupStack;
  /** Starts `node <script>` on a free port (passed as `portVariable`), stopped at cleanup. */
  startServer(
    name: string,
    script: string,
    portVariable: string,
    env: Record<string, string>,
    readyPath: string,
    options?: Omit<ChildServerOptions, 'inspectPort'> & { readonly inspect?: boolean },
  ): Promise<ChildServer>;
  /** The hand-written Express + pg server, started once and shared by the phases. */
  baseline(): Promise<ChildServer>;
  /** The same server keeping credentials 5 s as the api does: the fair baseline of GET /v1/spaces. */
  cachedBaseline(): Promise<ChildServer>;
  /** The api on the throw-away database, started once and shared by the phases. */
  api(): Promise<ChildServer>;
  /** Roles, a rate card and issue 25's big deal, written through the api once, for the phases that need them. */
  pricingFixture(): Promise<PricingFixture & { readonly cardId: string }>;
  /** `count` small priced deals that the estimate phase adds lines to (written once). */
  estimateTargets(count: number): Promise<readonly EstimateTarget[]>;
}

export function createBenchContext(
  fields: Omit<
    BenchContext,
    'startServer' | 'baseline' | 'cachedBaseline' | 'api' | 'pricingFixture' | 'estimateTargets'
  > & { readonly pricingSize: { readonly lines: number; readonly phases: number } },
): BenchContext {
  let baseline: Promise<ChildServer> | null = null;
  let cachedBaseline: Promise<ChildServer> | null = null;
  let api: Promise<ChildServer> | null = null;
  let pricing: ReturnType<BenchContext['pricingFixture']> | null = null;
  let targets: Promise<readonly EstimateTarget[]> | null = null;
  const startServer: BenchContext['startServer'] = async (
    name,
    script,
    portVariable,
    env,
    readyPath,
    options,
  ) => {
    const port = await freePort();
    const inspectPort = options?.inspect ? await freePort() : undefined;
    const server = await startChildServer(script, { ...env, [portVariable]: String(port) }, port, readyPath, {
      ...options,
      inspectPort,
    });
    fields.cleanup.push(name, () => server.stop());
    return server;
  };
  const startApi = () =>
    (api ??= startServer(
      'api',
      SCRIPTS.api,
      'API_PORT',
      { ...APP_ENV, DATABASE_URL: fields.database.url },
      '/v1/meta',
      { inspect: true },
    ));
  const { workspace } = fields.fixture;
  const seedPricing = () =>
    (pricing ??= startApi().then((server) => {
      console.log(
        `  seeding a deal of ${fields.pricingSize.lines} lines over ${fields.pricingSize.phases} phases through the api`,
      );
      return seedPricingFixture(
        server.url,
        workspace.tokens.read_write,
        workspace.space.id,
        fields.pricingSize,
      );
    }));
  return {
    ...fields,
    startServer,
    baseline: () =>
      (baseline ??= startServer(
        'hand-written baseline',
        SCRIPTS.baseline,
        'PORT',
        { DATABASE_URL: fields.database.url },
        '/v1/spaces',
        { readyStatus: 401 },
      )),
    cachedBaseline: () =>
      (cachedBaseline ??= startServer(
        'hand-written baseline (credential cache)',
        SCRIPTS.baseline,
        'PORT',
        { DATABASE_URL: fields.database.url, BASELINE_CREDENTIAL_CACHE_MS: String(API_CREDENTIAL_CACHE_MS) },
        '/v1/spaces',
        { readyStatus: 401 },
      )),
    api: startApi,
    pricingFixture: seedPricing,
    estimateTargets: (count) =>
      (targets ??= Promise.all([startApi(), seedPricing()]).then(([server, seeded]) =>
        seedEstimateTargets(
          server.url,
          workspace.tokens.read_write,
          workspace.space.id,
          seeded.cardId,
          count,
        ),
      )),
  };
}

/** RSS, and the heap after a full GC when the server was started with its inspector open. */
export async function sampleMemory(server: ChildServer): Promise<MemorySample> {
  const rss = await rssMegabytes(server.pid);
  const heap = server.inspectPort === undefined ? null : await heapUsedAfterGc(server.inspectPort);
  return { rss_mb: rss, heap_after_gc_mb: heap };
}
