/**
 * Where the data lives: a real PostgreSQL server (`DATABASE_URL`) or, by default, an embedded
 * PostgreSQL (PGlite) in `DATA_DIR`, so the service runs on a machine with nothing but Node.js.
 */
export type DatabaseConfig =
  | {
      readonly kind: 'server';
      readonly url: string;
      /** `DATABASE_POOL_SIZE` (1–100, default 10): connections of this process's pool. */
      readonly poolSize?: number;
    }
  | { readonly kind: 'embedded'; readonly dataDir: string | 'memory' };

/** Connections of one process's pool to a real server (docs/operations.md "Scaling out"). */
export const DEFAULT_POOL_SIZE = 10;

export function databaseConfigFromEnv(env: Record<string, string | undefined>): DatabaseConfig {
  const poolSize = poolSizeFrom(env['DATABASE_POOL_SIZE']);
  const url = env['DATABASE_URL']?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    return { kind: 'server', url, poolSize };
  }
  return { kind: 'embedded', dataDir: env['DATA_DIR']?.trim() || './.data' };
}

/** Checked even for the embedded database (which keeps its one connection), so a typo never waits. */
function poolSizeFrom(raw: string | undefined): number {
  const text = raw?.trim();
  if (!text) return DEFAULT_POOL_SIZE;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= 100)) {
    throw new Error(`DATABASE_POOL_SIZE must be an integer from 1 to 100, got ${JSON.stringify(text)}`);
  }
  return value;
}
