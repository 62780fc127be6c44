import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the server key that seals secrets at rest comes from (docs/operations.md "Secrets at rest"):
 * `SECRETS_KEY` (and `SECRETS_KEY_PREVIOUS` while rotating); else, on the embedded database, a key
 * generated once into `DATA_DIR`; else (a server outside production, tests) a fixed development key.
 */
export type SecretsKeySource =
  | { readonly kind: 'given'; readonly current: Buffer; readonly previous: Buffer | null }
  | { readonly kind: 'data-dir' }
  | { readonly kind: 'development' };

export const HOW_TO_MAKE_A_KEY = 'make one with `openssl rand -base64 32` and keep it in your secret store';

/** Everyone can read this key: it only keeps secrets out of a casual look at the database. */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256')
  .update('deal-pricing-service insecure development secrets key')
  .digest();

/** The key file in DATA_DIR, written once (mode 0600) and read on every later start. */
export const KEY_FILE = 'secrets.key';

export function secretsKeyFromEnv(
  env: Record<string, string | undefined>,
  database: 'server' | 'embedded',
): SecretsKeySource {
  const current = env['SECRETS_KEY']?.trim();
  const previous = env['SECRETS_KEY_PREVIOUS']?.trim();
  if (!current) {
    if (previous) throw new Error('SECRETS_KEY_PREVIOUS is set but SECRETS_KEY is not: set both to rotate');
    if (database === 'embedded') return { kind: 'data-dir' };
    if (env['NODE_ENV'] === 'production') {
      throw new Error(
        `SECRETS_KEY is required with NODE_ENV=production: it is 32 random bytes, base64 or hex; ${HOW_TO_MAKE_A_KEY}`,
      );
    }
    return { kind: 'development' };
  }
  return {
    kind: 'given',
    current: parseKey('SECRETS_KEY', current),
    previous: previous ? parseKey('SECRETS_KEY_PREVIOUS', previous) : null,
  };
}

/** 32 bytes as 64 hex digits or as base64 (43 characters and `=`; the URL-safe alphabet too). */
export function parseKey(name: string, text: string): Buffer {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  if (!bytes || bytes.length !== 32) {
    throw new Error(`${name} must be 32 bytes, base64 or hex; ${HOW_TO_MAKE_A_KEY}`);
  }
  return bytes;
}

/** The key in `dataDir`, generated on the first start. */
export function dataDirKey(dataDir: string): Buffer {
  const path = join(dataDir, KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKey(path, readFileSync(path, 'utf8').trim());
}
