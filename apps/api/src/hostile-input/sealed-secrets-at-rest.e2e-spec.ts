import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  automationPath,
  automationsOf,
  dealUpdatedBody,
  webhookReceivedBody,
  type ApiJson,
} from '../automations/testing/automation.fixtures';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { dumpRowsAsText } from './testing/database-fingerprint';

/**
 * Secrets sealed at rest (docs/operations.md "Secrets at rest"): automations of both kinds, a
 * rotated signing secret, and tokens and automations created with an Idempotency-Key (their kept
 * answers show the secret once) go through the API; then neither `pg_dump` of the database nor
 * its rows read as text hold any secret the client was shown, nor the Idempotency-Keys. `pg_dump`
 * needs the real server (DATABASE_URL); PGlite has no logical dump, so there the rows are read.
 */
const run = promisify(execFile);
const PG_DUMP = existsSync('/usr/bin/pg_dump') ? '/usr/bin/pg_dump' : 'pg_dump';

let database: Database;
let api: TestApi;
let person: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig());
  person = await aPerson(database, 'Sealed Keeper');
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** A call that must answer `status`; with an Idempotency-Key when one is given. */
async function call(
  method: string,
  path: string,
  body: unknown,
  status: number,
  idempotencyKey?: string,
): Promise<ApiJson> {
  const response = await api.call(method, path, {
    token: person.rw,
    ...(body !== undefined && { body }),
    ...(idempotencyKey && { headers: { 'idempotency-key': idempotencyKey } }),
  });
  if (response.status !== status) {
    throw new Error(
      `${method} ${path}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return response.body;
}

describe('secrets sealed at rest', () => {
  it('neither pg_dump nor the rows hold a secret the client was shown, nor an Idempotency-Key', async () => {
    const space = person.ownSpaceId;
    const tokenKey = 'sealed-token-key-1';
    const automationKey = 'sealed-automation-key-2';
    const rotateKey = 'sealed-rotate-key-3';

    const token = await call('POST', '/v1/tokens', { name: 'sealed', scope: 'read' }, 201, tokenKey);
    // The kept answer replays: it is stored, sealed.
    expect((await call('POST', '/v1/tokens', { name: 'sealed', scope: 'read' }, 201, tokenKey)).token).toBe(
      token.token,
    );
    const outgoing = await call('POST', automationsOf(space), dealUpdatedBody(), 201, automationKey);
    const incoming = await call('POST', automationsOf(space), webhookReceivedBody(), 201);
    const [action] = outgoing.actions;
    const rotated = await call(
      'POST',
      automationPath(space, outgoing.id, `/actions/${action.id}/rotate-signing-secret`),
      undefined,
      200,
      rotateKey,
    );
    const [rotatedAction] = rotated.actions;

    const secrets: Record<string, string> = {
      token: token.token,
      'action secret': action.secret,
      'signing secret (now previous)': action.signing_secret,
      'rotated signing secret': rotatedAction.signing_secret,
      'signing key': incoming.signing_key,
      'Idempotency-Key of the token': tokenKey,
      'Idempotency-Key of the automation': automationKey,
      'Idempotency-Key of the rotation': rotateKey,
    };
    expect(Object.values(secrets).every((secret) => typeof secret === 'string' && secret.length >= 18)).toBe(
      true,
    );
    expect(new Set(Object.values(secrets)).size).toBe(8);
    // The secrets still work as shown: the API reads them in clear through the sealed columns.
    const panel = await call('GET', automationPath(space, incoming.id, '/incoming'), undefined, 200);
    expect(panel.signing_key).toBe(incoming.signing_key);

    const rows = await dumpRowsAsText(database);
    const dump = await pgDump();
    const leaks = Object.entries(secrets).flatMap(([name, secret]) => {
      // Also without the prefix (svcp_, svcwh_, whsec_, whkey_), the part that is secret.
      const body = secret.replace(/^(svc[a-z]+|wh[a-z]+)_/, '');
      return [
        ...(rows.includes(body) ? [`${name} in the rows`] : []),
        ...(dump?.includes(body) ? [`${name} in pg_dump`] : []),
      ];
    });
    expect(leaks).toEqual([]);
    // Positive control: the sealed values and the kept answers are there.
    // 4 sealed columns of the automations, 3 kept answers.
    expect(rows.match(/v1:[0-9a-f]{8}:/g)).toHaveLength(7);
    if (dump) expect(dump).toContain('COPY public.idempotency_keys');
  }, 120_000);
});

/** `pg_dump` of the throw-away database on the real server; null on the embedded database. */
async function pgDump(): Promise<string | null> {
  const url = (database.dataSource.options as { url?: string }).url;
  if (database.kind !== 'server' || !url || !process.env['DATABASE_URL']) return null;
  const { stdout } = await run(PG_DUMP, ['--dbname', url, '--no-owner'], { maxBuffer: 256 * 1024 * 1024 });
  expect(stdout).toContain('COPY public.automation_actions');
  return stdout;
}
