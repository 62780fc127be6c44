import { secretsKeyFromEnv, type SecretsKeySource } from '../secrets/secrets-key.config';

/**
 * Where the data lives: a real PostgreSQL server (`DATABASE_URL`) or, by default, an embedded
 * PostgreSQL (PGlite) in `DATA_DIR`, so the service runs on a machine with nothing but Node.js.
 */
export type DatabaseConfig = (
  | { readonly kind: 'server'; readonly url: string }
  | { readonly kind: 'embedded'; readonly dataDir: string | 'memory' }
) & {
  /** The key that seals secrets at rest; left out, as in tests: the data directory's or the development key. */
  readonly secrets?: SecretsKeySource;
};

export function databaseConfigFromEnv(env: Record<string, string | undefined>): DatabaseConfig {
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
    return { kind: 'server', url, secrets };
  }
  return {
    kind: 'embedded',
    dataDir: env['DATA_DIR']?.trim() || './.data',
    secrets: secretsKeyFromEnv(env, 'embedded'),
  };
}
