import { DEFAULT_ROUNDS } from './rounds';

/** `npm run bench` settings: environment variables with defaults that keep a full run near 10 minutes. */

export const BENCH_PHASES = [
  'spaces',
  'reschedule',
  'webhook-in',
  'events',
  'pricing',
  'estimate',
  'rate-limit',
  'dispatcher',
  'embedded',
] as const;
export type BenchPhase = (typeof BENCH_PHASES)[number];

export interface BenchConfig {
  /** The PostgreSQL server on which throw-away databases are created. */
  readonly serverUrl: string;
  /** Length of each measured load, seconds. */
  readonly durationSeconds: number;
  readonly warmUpSeconds: number;
  /** Closed-loop connections (autocannon), and deals per load so that no two share a row lock. */
  readonly connections: number;
  /** Sockets of the open-loop generator's pool. */
  readonly openLoopConnections: number;
  /** Fixed rates of the open-loop latency runs (issue 7 goals 1–3, issue 27 item 4, issue 25). */
  readonly rates: {
    readonly spaces: number;
    readonly reschedule: number;
    readonly webhookIn: number;
    readonly events: number;
    readonly pricing: number;
    readonly estimate: number;
  };
  /** Interleaved rounds (app, baseline, app, baseline, …) of each throughput comparison (issue 27). */
  readonly rounds: number;
  /** Events per dispatcher batch. */
  readonly dispatcherEvents: number;
  /** Single-event commits per second of the dispatcher's commit-to-receipt run. */
  readonly dispatcherCommitRate: number;
  readonly phases: readonly BenchPhase[];
}

export function parseBenchConfig(
  env: Record<string, string | undefined>,
  argv: readonly string[],
): BenchConfig {
  const number = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new Error(`${name} must be a number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
    }
    return value;
  };
  const unknown = argv.filter((name) => !(BENCH_PHASES as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`unknown phase ${unknown.join(', ')}; phases are ${BENCH_PHASES.join(', ')}`);
  }
  return {
    serverUrl: env['BENCH_DATABASE_URL'] || env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
    durationSeconds: number('BENCH_DURATION_S', 5, 1, 600),
    warmUpSeconds: number('BENCH_WARMUP_S', 5, 1, 60),
    connections: Math.round(number('BENCH_CONNECTIONS', 50, 1, 1000)),
    openLoopConnections: Math.round(number('BENCH_OPEN_LOOP_CONNECTIONS', 64, 1, 1000)),
    rates: {
      spaces: number('BENCH_RATE_SPACES', 300, 1, 100_000),
      reschedule: number('BENCH_RATE_RESCHEDULE', 100, 1, 100_000),
      webhookIn: number('BENCH_RATE_WEBHOOK_IN', 300, 1, 100_000),
      events: number('BENCH_RATE_EVENTS', 100, 1, 100_000),
      pricing: number('BENCH_RATE_PRICING', 50, 1, 100_000),
      estimate: number('BENCH_RATE_ESTIMATE', 100, 1, 100_000),
    },
    rounds: Math.round(number('BENCH_ROUNDS', DEFAULT_ROUNDS, 1, 20)),
    dispatcherEvents: Math.round(number('BENCH_EVENTS', 5000, 1, 1_000_000)),
    dispatcherCommitRate: number('BENCH_COMMIT_RATE', 50, 1, 10_000),
    phases: argv.length ? (argv as BenchPhase[]) : BENCH_PHASES,
  };
}

/** The URL without its password, for printing. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
