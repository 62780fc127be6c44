import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseConfigFromEnv } from '../config/database-config';
import { dataDirKey, secretsKeyFromEnv } from './secrets-key.config';

describe('the server key from the environment', () => {
  const key = randomBytes(32);
  const url = 'postgres://postgres@127.0.0.1:5432/x';

  it('takes 32 bytes as base64 or hex, and the previous key beside it', () => {
    expect(secretsKeyFromEnv({ SECRETS_KEY: key.toString('base64') }, 'server')).toEqual({
      kind: 'given',
      current: key,
      previous: null,
    });
    expect(secretsKeyFromEnv({ SECRETS_KEY: key.toString('base64url') }, 'server')).toMatchObject({
      current: key,
    });
    const previous = randomBytes(32);
    expect(
      secretsKeyFromEnv(
        { SECRETS_KEY: key.toString('hex'), SECRETS_KEY_PREVIOUS: previous.toString('base64') },
        'embedded',
      ),
    ).toEqual({ kind: 'given', current: key, previous });
  });

  it.each([
    'short',
    randomBytes(16).toString('base64'),
    randomBytes(33).toString('hex'),
    `${'z'.repeat(64)}`,
  ])('stops the start on a bad SECRETS_KEY (%s)', (value) => {
    expect(() => databaseConfigFromEnv({ DATABASE_URL: url, SECRETS_KEY: value })).toThrow(
      'SECRETS_KEY must be 32 bytes, base64 or hex; make one with `openssl rand -base64 32` and keep it in your secret store',
    );
  });

  it('refuses a real server in production without a key', () => {
    expect(() => databaseConfigFromEnv({ DATABASE_URL: url, NODE_ENV: 'production' })).toThrow(
      'SECRETS_KEY is required with NODE_ENV=production: it is 32 random bytes, base64 or hex; make one with `openssl rand -base64 32` and keep it in your secret store',
    );
  });

  it('uses the development key on a server outside production, and the data directory embedded', () => {
    expect(databaseConfigFromEnv({ DATABASE_URL: url, NODE_ENV: 'test' }).secrets).toEqual({
      kind: 'development',
    });
    expect(databaseConfigFromEnv({ NODE_ENV: 'production' }).secrets).toEqual({ kind: 'data-dir' });
  });

  it('refuses SECRETS_KEY_PREVIOUS alone', () => {
    expect(() => secretsKeyFromEnv({ SECRETS_KEY_PREVIOUS: key.toString('hex') }, 'server')).toThrow(
      'SECRETS_KEY_PREVIOUS is set but SECRETS_KEY is not: set both to rotate',
    );
  });

  it('generates the embedded key once into the data directory (mode 0600) and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dps-secrets-key-'));
    try {
      const first = dataDirKey(dataDir);
      expect(first).toHaveLength(32);
      expect(statSync(join(dataDir, 'secrets.key')).mode & 0o777).toBe(0o600);
      expect(dataDirKey(dataDir)).toEqual(first);
      expect(Buffer.from(readFileSync(join(dataDir, 'secrets.key'), 'utf8').trim(), 'base64')).toEqual(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
