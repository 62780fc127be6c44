import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { dumpRowsAsText } from './testing/database-fingerprint';
import { expectStatus } from './testing/expect-status';

/**
 * CONTRACT §2 Credentials: tokens are shown once and stored only as a hash, "never the secret, in
 * any table or log". 100 personal tokens and 100 space keys are created and used through the API
 * (each once, on a success and on every kind of refusal), with the app logging at `debug`; then
 * neither the database nor the log may hold any of them. See docs/reliability.md.
 */
const EACH = 100;
const run = promisify(execFile);

let database: Database;
let api: TestApi;
let person: Person;
const logLines: string[] = [];
let stdout: jest.SpyInstance;

beforeAll(async () => {
  // The app's JsonLogger writes each line to stdout; every line is kept (and not shown).
  const write = process.stdout.write.bind(process.stdout);
  stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const line = String(chunk);
    if (line.startsWith('{"time"')) logLines.push(line);
    else write(chunk);
    return true;
  });
  database = await openTestDatabase();
  api = await startTestApi(
    database,
    testConfig({ logLevel: 'debug', rateLimit: { limit: 100_000, windowSeconds: 60 } }),
  );
  person = await aPerson(database, 'Secret Keeper');
}, 60_000);

afterAll(async () => {
  stdout?.mockRestore();
  await api?.close();
  await database?.close();
});

/** Each credential is used once; the uses cycle through a success and the refusals. */
const USES: readonly ((api: TestApi, token: string, space: string) => Promise<unknown>)[] = [
  (app, token) => app.call('GET', '/v1/spaces', { token }),
  (app, token) => app.call('GET', '/v1/deal/deal_0000000000000000000000', { token }),
  (app, token) => app.call('GET', '/v1/spaces?limit=0', { token }),
  (app, token, space) => app.call('POST', '/v1/deals', { token, body: { space, name: 'x', colour: 'red' } }),
  (app, token) => app.call('POST', '/v1/deals', { token, body: '{"broken": ' }),
  (app, token, space) => app.call('POST', '/v1/deals', { token, body: { space, name: 'Secret test deal' } }),
  (app, token) => app.call('GET', '/v1/nowhere', { token }),
];

describe('secrets at rest and in logs', () => {
  it(`stores none of ${EACH} personal tokens and ${EACH} space keys, and logs none`, async () => {
    const ok = expectStatus(api);
    const space = person.ownSpaceId;
    const secrets: string[] = [person.rw, person.read];
    for (let index = 0; index < EACH; index += 1) {
      const scope = index % 2 ? 'read' : 'read_write';
      const token = await ok('POST', '/v1/tokens', person.rw, { name: `token ${index}`, scope }, 201);
      const key = await ok(
        'POST',
        `/v1/spaces/${space}/api-keys`,
        person.rw,
        { name: `key ${index}`, scope },
        201,
      );
      secrets.push(token.token, key.key);
      // Every tenth one is revoked first, so the 401 path sees it too.
      if (index % 10 === 9) {
        await ok('DELETE', `/v1/tokens/${token.id}`, person.rw, undefined, 204);
        await ok('DELETE', `/v1/spaces/${space}/api-keys/${key.id}`, person.rw, undefined, 204);
      }
      const use = USES[index % USES.length] as (typeof USES)[number];
      await use(api, token.token, space);
      await use(api, key.key, space);
    }
    secrets.push(...(await deviceLogin(ok)));

    expect(secrets.filter((secret) => /^svc[ps]_[0-9A-Za-z]{36}$/.test(secret))).toHaveLength(2 * EACH + 3);
    const dump = await dumpRowsAsText(database);
    const serverDump = await pgDump();
    const log = logLines.join('');
    expect(logLines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(
      4 * EACH,
    );

    const leaks = secrets.flatMap((secret) => {
      const body = secret.replace(/^svc[ps]_/, '');
      const found: string[] = [];
      if (dump.includes(body)) found.push('database rows');
      if (serverDump?.includes(body)) found.push('pg_dump');
      if (log.includes(body)) found.push('log');
      return found.map((where) => `${secret.slice(0, 9)}… in ${where}`);
    });
    expect(leaks).toEqual([]);
    // Positive control: what is stored is the SHA-256 of each credential.
    const missingHashes = secrets.filter(
      (secret) => !dump.includes(createHash('sha256').update(secret).digest('hex')),
    );
    expect(missingHashes).toEqual([]);
  }, 120_000);
});

/** A device-flow login: its device code and the token it yields are secrets too. */
async function deviceLogin(ok: ReturnType<typeof expectStatus>): Promise<string[]> {
  const code = await ok('POST', '/v1/device/code', undefined, { scope: 'read' }, 200);
  await ok('POST', '/v1/device/approve', person.rw, { user_code: code.user_code, approve: true }, 200);
  const grant = { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: code.device_code };
  const token = await ok('POST', '/v1/device/token', undefined, grant, 200);
  await ok('GET', '/v1/spaces', token.access_token, undefined, 200);
  return [token.access_token, code.device_code];
}

/** `pg_dump` of the throw-away database on a real server; null on the embedded one or without pg_dump. */
async function pgDump(): Promise<string | null> {
  const url = (database.dataSource.options as { url?: string }).url;
  if (database.kind !== 'server' || !url) return null;
  try {
    await run('pg_dump', ['--version']);
  } catch {
    return null;
  }
  const { stdout: dump } = await run('pg_dump', ['--dbname', url, '--no-owner'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(dump).toContain('COPY public.credentials');
  return dump;
}
