/**
 * Where the data lives: a real PostgreSQL server (`DATABASE_URL`) or, by default, an embedded
 * PostgreSQL (PGlite) in `DATA_DIR`, so the service runs on a machine with nothing but Node.js.
 */
export type DatabaseConfig =
  | { readonly kind: 'server'; readonly url: string }
  | { readonly kind: 'embedded'; readonly dataDir: string | 'memory' };

export function databaseConfigFromEnv(env: Record<string, string | undefined>): DatabaseConfig {
  const url = env['DATABASE_URL']?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    return { kind: 'server', url };
  }
  return { kind: 'embedded', dataDir: env['DATA_DIR']?.trim() || './.data' };
}
