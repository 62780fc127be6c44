import { createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../data-source/database';
import { aesGcmSecretBox } from '../secrets/secret-box';
import { bindSecretBox } from '../secrets/sealed-columns';
import { DEVELOPMENT_SECRETS_KEY } from '../secrets/secrets-key.config';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmIdempotencyStore } from './typeorm-idempotency.store';

/** The store against a real database: PGlite by default, the real server with DATABASE_URL. */
describe('TypeOrmIdempotencyStore', () => {
  let database: Database;
  let store: TypeOrmIdempotencyStore;
  const T = Date.UTC(2026, 10, 25, 9);
  const DAY = 86_400_000;
  const LEASE = 5 * 60_000;
  const claimAt = (now: number, fingerprint = 'fp1') => ({
    fingerprint,
    now,
    expiresAt: now + DAY,
    abandonedBefore: now - LEASE,
  });
  const response = {
    status: 201,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: '{"id":"deal_1"}',
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    store = new TypeOrmIdempotencyStore(database.dataSource.manager);
  });

  afterAll(async () => {
    await database.close();
  });

  it('claims a new key, then shows it in progress, then completed with its response', async () => {
    const ref = { credentialId: 'cred_a', key: 'k1' };
    expect(await store.claim(ref, claimAt(T))).toBeNull();
    expect(await store.claim(ref, claimAt(T + 1))).toEqual({
      state: 'in_progress',
      fingerprint: 'fp1',
      expiresAt: T + DAY,
    });
    await store.complete(ref, response);
    expect(await store.claim(ref, claimAt(T + 2, 'fp2'))).toEqual({
      state: 'completed',
      fingerprint: 'fp1',
      expiresAt: T + DAY,
      response,
    });
  });

  it('keeps keys per credential', async () => {
    expect(await store.claim({ credentialId: 'cred_b', key: 'shared' }, claimAt(T))).toBeNull();
    expect(await store.claim({ credentialId: 'cred_c', key: 'shared' }, claimAt(T))).toBeNull();
  });

  it('a released key can be claimed again; a completed one cannot be released', async () => {
    const ref = { credentialId: 'cred_d', key: 'k' };
    expect(await store.claim(ref, claimAt(T))).toBeNull();
    await store.release(ref);
    expect(await store.claim(ref, claimAt(T, 'fp2'))).toBeNull();
    await store.complete(ref, response);
    await store.release(ref);
    expect(await store.claim(ref, claimAt(T))).toMatchObject({ state: 'completed', fingerprint: 'fp2' });
  });

  it('an expired key is claimed anew, its old response forgotten', async () => {
    const ref = { credentialId: 'cred_e', key: 'k' };
    expect(await store.claim(ref, claimAt(T))).toBeNull();
    await store.complete(ref, response);
    expect(await store.claim(ref, claimAt(T + DAY - 1))).toMatchObject({ state: 'completed' });
    expect(await store.claim(ref, claimAt(T + DAY, 'fp9'))).toBeNull();
    expect(await store.claim(ref, claimAt(T + DAY + 1))).toEqual({
      state: 'in_progress',
      fingerprint: 'fp9',
      expiresAt: T + 2 * DAY,
    });
  });

  it('a claim still in progress after its lease was abandoned: a retry takes the key over', async () => {
    const ref = { credentialId: 'cred_l', key: 'k' };
    expect(await store.claim(ref, claimAt(T))).toBeNull();
    // Within the lease the first request may still be running: 409 material, whatever the body.
    expect(await store.claim(ref, claimAt(T + LEASE))).toMatchObject({
      state: 'in_progress',
      fingerprint: 'fp1',
    });
    // Past it, its process is taken to have died mid-request: the retry runs (any body).
    expect(await store.claim(ref, claimAt(T + LEASE + 1, 'fp2'))).toBeNull();
    expect(await store.claim(ref, claimAt(T + LEASE + 2, 'fp2'))).toEqual({
      state: 'in_progress',
      fingerprint: 'fp2',
      expiresAt: T + LEASE + 1 + DAY,
    });
    // A completed key is never taken over before its 24 hours are over, however old.
    await store.complete(ref, response);
    expect(await store.claim(ref, claimAt(T + 2 * LEASE + 10, 'fp3'))).toMatchObject({
      state: 'completed',
      fingerprint: 'fp2',
    });
  });

  it('stores neither the key nor the body as sent: a hash, and the body sealed under the key', async () => {
    const ref = { credentialId: 'cred_g', key: 'key-that-is-a-secret' };
    const secret = { ...response, body: '{"token":"svcp_ThisIsTheSecretShownOnce"}' };
    expect(await store.claim(ref, claimAt(T))).toBeNull();
    await store.complete(ref, secret);
    const [row] = await database.dataSource.query(
      `SELECT key_hash, response_body FROM idempotency_keys WHERE credential_id = 'cred_g'`,
    );
    expect(JSON.stringify(row)).not.toContain('key-that-is-a-secret');
    expect(JSON.stringify(row)).not.toContain('ThisIsTheSecretShownOnce');
    expect(await store.claim(ref, claimAt(T))).toMatchObject({ response: secret });
    // Another credential that learned the key opens nothing: keys are per credential.
    expect(await store.claim({ ...ref, credentialId: 'cred_h' }, claimAt(T))).toBeNull();
  });

  it('a guessable key opens nothing from the database alone: a keyed hash, a body sealed under the server key too', async () => {
    const ref = { credentialId: 'cred_42', key: '42' };
    const secret = { ...response, body: '{"token":"svcp_GuessableKeyMustNotOpenThis"}' };
    expect(await store.claim(ref, claimAt(T))).toBeNull();
    await store.complete(ref, secret);
    const [row] = await database.dataSource.query(
      `SELECT key_hash, response_body FROM idempotency_keys WHERE credential_id = 'cred_42'`,
    );
    // The row is not found by the key's SHA-256, and the body does not open under a key derived
    // from what the rows hold (the Idempotency-Key and the credential id), as it did before.
    expect(row.key_hash).not.toBe(createHash('sha256').update('42').digest('hex'));
    expect(row.response_body).toMatch(/^v1:[0-9a-f]{8}:/);
    const [, , nonce, sealed] = String(row.response_body).split(':') as [string, string, string, string];
    const bytes = Buffer.from(sealed, 'base64');
    const withoutServerKey = Buffer.from(
      hkdfSync('sha256', '42', 'cred_42', 'dps idempotent response v1', 32),
    );
    const decipher = createDecipheriv('aes-256-gcm', withoutServerKey, Buffer.from(nonce, 'base64'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    expect(() =>
      Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]),
    ).toThrow('Unsupported state or unable to authenticate data');
    // Another server key neither finds the row nor could open it.
    bindSecretBox(database.dataSource, aesGcmSecretBox(randomBytes(32)));
    try {
      const elsewhere = new TypeOrmIdempotencyStore(database.dataSource.manager);
      expect(await elsewhere.claim({ credentialId: 'cred_42', key: '42' }, claimAt(T + 1))).toBeNull();
      await elsewhere.release({ credentialId: 'cred_42', key: '42' });
    } finally {
      bindSecretBox(database.dataSource, database.secrets);
    }
    expect(await store.claim(ref, claimAt(T + 2))).toMatchObject({ response: secret });
  });

  it('while a rotation keeps SECRETS_KEY_PREVIOUS, a key claimed under the previous server key is answered from its row', async () => {
    const ref = { credentialId: 'cred_rot', key: 'rotating' };
    expect(await store.claim(ref, claimAt(T))).toBeNull();
    await store.complete(ref, response);
    bindSecretBox(database.dataSource, aesGcmSecretBox(randomBytes(32), DEVELOPMENT_SECRETS_KEY));
    try {
      const rotated = new TypeOrmIdempotencyStore(database.dataSource.manager);
      expect(await rotated.claim(ref, claimAt(T + 1, 'fp2'))).toEqual({
        state: 'completed',
        fingerprint: 'fp1',
        expiresAt: T + DAY,
        response,
      });
      // Past its 24 hours it is claimed anew, under the new key.
      expect(await rotated.claim(ref, claimAt(T + DAY, 'fp3'))).toBeNull();
      expect(await rotated.claim(ref, claimAt(T + DAY + 1))).toMatchObject({
        state: 'in_progress',
        fingerprint: 'fp3',
      });
    } finally {
      bindSecretBox(database.dataSource, database.secrets);
    }
  });

  it('of 20 concurrent claims of one key, exactly one wins', async () => {
    const ref = { credentialId: 'cred_f', key: 'race' };
    const found = await Promise.all(Array.from({ length: 20 }, () => store.claim(ref, claimAt(T))));
    expect(found.filter((record) => record === null)).toHaveLength(1);
    expect(found.filter((record) => record?.state === 'in_progress')).toHaveLength(19);
  });
});
