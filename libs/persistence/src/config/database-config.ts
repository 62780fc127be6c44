import { secretsKeyFromEnv, type SecretsKeySource } from '../secrets/secrets-key.config';

/**
 * Where the data lives: a real PostgreSQL server (`DATABASE_URL`) or, by default, an embedded
 * PostgreSQL (PGlite) in `DATA_DIR`, so the service runs on a machine with nothing but Node.js.
 */
export type DatabaseConfig = (
  | {
      readonly kind: 'server';
      readonly url: string;
      /** `DATABASE_POOL_SIZE` (1–100, default 10): connections of this process's pool. */
      readonly poolSize?: number;
    }
  | { readonly kind: 'embedded'; readonly dataDir: string | 'memory' }
) & {
  /** The key that seals secrets at rest; left out, as in tests: the data directory's or the development key. */
  readonly secrets?: SecretsKeySource;
};

/** Connections of one process's pool to a real server (docs/operations.md "Scaling out"). */
export const DEFAULT_POOL_SIZE = 10;

export function databaseConfigFromEnv(env: Record<string, string | undefined>): DatabaseConfig {
  const poolSize = poolSizeFrom(env['DATABASE_POOL_SIZE']);
  const url = env['DATABASE_URL']?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const secrets = secretsKeyFromEnv(env, 'server');
    if (secrets.kind === 'development' && env['NODE_ENV'] !== 'test') {
      // On stderr, at start.
      process.emitWarning(
        'SECRETS_KEY is not set: secrets at rest are sealed under the public development key, which protects nothing (docs/operations.md "Secrets at rest")',
        { code: 'DPS_DEVELOPMENT_SECRETS_KEY' },
      );
    }
    return { kind: 'server', url, poolSize, secrets };
  }
  return {
    kind: 'embedded',
    dataDir: env['DATA_DIR']?.trim() || './.data',
    secrets: secretsKeyFromEnv(env, 'embedded'),
  };
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
