import type { ScaleSizes } from './scale-seed';

/** `npm run bench:scale` settings: environment variables with defaults of issue 27 item 5. */
export interface ScaleConfig {
  /** The PostgreSQL server on which the throw-away databases are created. */
  readonly serverUrl: string;
  /** The small seed (1,000 rows) and the large one (1,000,000 rows, 100,000 deals). */
  readonly small: ScaleSizes;
  readonly large: ScaleSizes;
  /** Timed runs of each path at each size (after a few untimed ones). */
  readonly runs: number;
  /** The moment the seeds count back from and the claim and the prune run at (epoch ms). */
  readonly now: number;
}

/** Reads BENCH_SCALE_* (every problem at once), defaults as the issue sets the sizes. */
export function parseScaleConfig(env: Record<string, string | undefined>, now: number): ScaleConfig {
  const problems: string[] = [];
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw.replaceAll('_', ''));
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
      return fallback;
    }
    return value;
  };
  const smallRows = integer('BENCH_SCALE_SMALL_ROWS', 1_000, 100, 100_000);
  const rows = integer('BENCH_SCALE_ROWS', 1_000_000, 1_000, 20_000_000);
  const deals = integer('BENCH_SCALE_DEALS', 100_000, 1_000, 5_000_000);
  const expired = integer('BENCH_SCALE_EXPIRED', Math.floor(rows / 2), 100, 20_000_000);
  const runs = integer('BENCH_SCALE_RUNS', 30, 5, 1_000);
  if (smallRows >= rows) problems.push('BENCH_SCALE_SMALL_ROWS must be below BENCH_SCALE_ROWS');
  if (problems.length) throw new Error(problems.join('; '));
  // The small seed keeps the large one's proportions: as many deals as rows, half as many expired.
  const small: ScaleSizes = {
    rows: smallRows,
    deals: Math.min(smallRows, deals),
    expired: Math.max(1, Math.floor((smallRows * expired) / rows)),
  };
  return {
    serverUrl: env['BENCH_DATABASE_URL'] || env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test',
    small,
    large: { rows, deals, expired },
    runs,
    now,
  };
}
