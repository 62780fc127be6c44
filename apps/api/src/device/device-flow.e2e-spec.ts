import { createHash } from 'node:crypto';
import type { BootstrapResult, Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { insertCredential } from '../testing/credential-fixtures';

const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;

/** The api's clock, moved by the tests: expiry and polling intervals without waiting. */
class TestClock implements Clock {
  private offset = 0;
  private frozenAt: number | null = null;
  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offset;
  }
  advance(seconds: number): void {
    this.offset += seconds * 1000;
  }
  /** Stops real time passing until `thaw()`: a test that reads exact seconds left stays exact on a busy machine. */
  freeze(): void {
    this.frozenAt = Date.now();
  }
  thaw(): void {
    this.frozenAt = null;
  }
}

interface DeviceCode {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

let database: Database;
let api: TestApi;
let fixture: BootstrapResult;
const clock = new TestClock();

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ appUrl: 'https://app.example.test/' }), clock);
  fixture = await runBootstrap(database, {});
});

afterEach(() => clock.thaw());

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function startLogin(body: unknown = {}): Promise<DeviceCode> {
  const response = await api.call('POST', '/v1/device/code', { body });
  expect(response.status).toBe(200);
  return response.body as DeviceCode;
}

const poll = (deviceCode: unknown) =>
  api.call('POST', '/v1/device/token', { body: { grant_type: GRANT_TYPE, device_code: deviceCode } });

const answer = (token: string, userCode: string, approve = true) =>
  api.call('POST', '/v1/device/approve', { token, body: { user_code: userCode, approve } });

const oauthError = (error: string) => ({
  status: 400,
  body: { error, error_description: expect.any(String) },
});

describe('POST /v1/device/code', () => {
  it('answers RFC 8628 codes without a credential, with the verification URIs under APP_URL', async () => {
    const response = await api.send('POST', '/v1/device/code', { body: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('ratelimit-policy')).toBe('1000;w=60');
    const body = (await response.json()) as DeviceCode;
    expect(body).toEqual({
      device_code: expect.stringMatching(/^[0-9A-Za-z]{43}$/),
      user_code: expect.stringMatching(USER_CODE),
      verification_uri: 'https://app.example.test/device',
      verification_uri_complete: `https://app.example.test/device?user_code=${body.user_code}`,
      expires_in: 900,
      interval: 5,
    });
  });

  it('stores the device code only as its SHA-256', async () => {
    const { device_code } = await startLogin();
    const sha256 = createHash('sha256').update(device_code).digest('hex');
    const rows: Array<{ device_code_hash: string }> = await database.dataSource.query(
      `SELECT device_code_hash FROM device_authorizations WHERE device_code_hash IN ($1, $2)`,
      [sha256, device_code],
    );
    expect(rows).toEqual([{ device_code_hash: sha256 }]);
  });

  it('gives a different pair of codes every time', async () => {
    const [a, b] = [await startLogin(), await startLogin()];
    expect(a?.device_code).not.toBe(b?.device_code);
    expect(a?.user_code).not.toBe(b?.user_code);
  });

  it('accepts and ignores a client_id (stock RFC 8628 clients send one)', async () => {
    expect((await startLogin({ client_id: 'deal-cli', scope: 'read' })).user_code).toMatch(USER_CODE);
  });

  it.each([
    [{ scope: 'admin' }, [{ path: ['scope'], message: 'must be one of read, read_write' }]],
    [{ scope: null }, [{ path: ['scope'], message: 'must be one of read, read_write' }]],
    [{ colour: 'red' }, [{ path: ['colour'], message: 'is not a known field' }]],
  ])('refuses %j with the validation form', async (body, issues) => {
    const response = await api.call('POST', '/v1/device/code', { body });
    expect(response).toEqual({
      status: 400,
      body: { success: false, data: body, error: issues, message: expect.any(String) },
    });
  });
});

describe('the whole flow', () => {
  it('pending → approved → one read_write token of the approving user that works → nothing more', async () => {
    const code = await startLogin();
    expect(await poll(code.device_code)).toEqual({
      status: 400,
      body: {
        error: 'authorization_pending',
        error_description: 'the user has not answered yet; poll again after the interval',
      },
    });
    expect(await answer(fixture.tokens.read_write, code.user_code)).toEqual({
      status: 200,
      body: { user_code: code.user_code, approved: true, scope: 'read_write' },
    });
    clock.advance(5);
    const collected = await api.send('POST', '/v1/device/token', {
      body: { grant_type: GRANT_TYPE, device_code: code.device_code },
    });
    expect(collected.status).toBe(200);
    expect(collected.headers.get('cache-control')).toBe('no-store');
    const token = (await collected.json()) as { access_token: string };
    expect(token).toEqual({
      access_token: expect.stringMatching(/^svcp_[0-9A-Za-z]{36}$/),
      token_type: 'Bearer',
      scope: 'read_write',
    });

    const spaces = await api.call('GET', '/v1/spaces', { token: token.access_token });
    expect(spaces.status).toBe(200);
    expect(spaces.body.items.map((item: { id: string }) => item.id)).toEqual([fixture.space.id]);
    // read_write: a mutation passes the scope check (and fails only on its malformed body).
    expect((await answer(token.access_token, 'nope')).body.error).toEqual([
      { path: ['user_code'], message: 'must be 8 letters from BCDFGHJKLMNPQRSTVWXZ, like BCDF-GHJK' },
    ]);

    clock.advance(5);
    expect(await poll(code.device_code)).toEqual(oauthError('invalid_grant'));
    const stored: Array<{ user_id: string; scope: string; token_hash: string }> =
      await database.dataSource.query(`SELECT user_id, scope, token_hash FROM credentials WHERE name = $1`, [
        `device login ${code.user_code}`,
      ]);
    expect(stored).toEqual([
      {
        user_id: fixture.user.id,
        scope: 'read_write',
        token_hash: createHash('sha256').update(token.access_token).digest('hex'),
      },
    ]);
  });

  it('a read login yields a read token, which may read but not write', async () => {
    const code = await startLogin({ scope: 'read' });
    expect((await answer(fixture.tokens.read_write, code.user_code)).body.scope).toBe('read');
    const collected = await poll(code.device_code);
    expect(collected).toEqual({
      status: 200,
      body: { access_token: expect.any(String), token_type: 'Bearer', scope: 'read' },
    });
    expect((await api.get('/v1/spaces', collected.body.access_token)).status).toBe(200);
    expect(await answer(collected.body.access_token, code.user_code)).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
  });

  it('a denied login is access_denied', async () => {
    const code = await startLogin();
    expect(await answer(fixture.tokens.read_write, code.user_code, false)).toEqual({
      status: 200,
      body: { user_code: code.user_code, approved: false, scope: 'read_write' },
    });
    expect(await poll(code.device_code)).toEqual({
      status: 400,
      body: { error: 'access_denied', error_description: 'the user denied the request' },
    });
  });

  it('takes the user code in lower case, without the dash, with blanks', async () => {
    for (const typed of [
      (c: string) => c.toLowerCase(),
      (c: string) => c.replace('-', ''),
      (c: string) => ` ${c.replace('-', ' ')} `,
    ]) {
      const code = await startLogin();
      const response = await answer(fixture.tokens.read_write, typed(code.user_code));
      expect(response).toEqual({
        status: 200,
        body: { user_code: code.user_code, approved: true, scope: 'read_write' },
      });
    }
  });

  it('answers a second approval or denial with 409', async () => {
    const code = await startLogin();
    await answer(fixture.tokens.read_write, code.user_code);
    expect(await answer(fixture.tokens.read_write, code.user_code, false)).toEqual({
      status: 409,
      body: { message: 'user code was already approved' },
    });
  });

  it('gives exactly one of two simultaneous polls the token', async () => {
    const code = await startLogin();
    await answer(fixture.tokens.read_write, code.user_code);
    const results = await Promise.all([poll(code.device_code), poll(code.device_code)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    expect(results.find((result) => result.status === 400)?.body.error).toBe('invalid_grant');
    const [{ count }] = await database.dataSource.query(
      `SELECT count(*)::int AS count FROM credentials WHERE name = $1`,
      [`device login ${code.user_code}`],
    );
    expect(count).toBe(1);
  });
});

describe('polling', () => {
  it('too fast is slow_down, and the interval grows by 5 s each time, for good', async () => {
    const code = await startLogin();
    expect((await poll(code.device_code)).body.error).toBe('authorization_pending');
    expect(await poll(code.device_code)).toEqual({
      status: 400,
      body: {
        error: 'slow_down',
        error_description: 'polling too fast; wait at least 10 s between polls from now on',
      },
    });
    clock.advance(6);
    expect((await poll(code.device_code)).body.error_description).toContain('at least 15 s');
    clock.advance(14);
    expect((await poll(code.device_code)).body.error).toBe('slow_down');
    clock.advance(20);
    expect((await poll(code.device_code)).body.error).toBe('authorization_pending');
    const [row] = await database.dataSource.query(
      `SELECT interval_s FROM device_authorizations WHERE user_code = $1`,
      [code.user_code.replace('-', '')],
    );
    expect(row.interval_s).toBe(20);
  });

  it('after 900 s is expired_token, and the code can no longer be approved', async () => {
    const code = await startLogin();
    clock.advance(899);
    expect((await poll(code.device_code)).body.error).toBe('authorization_pending');
    clock.advance(1);
    expect(await poll(code.device_code)).toEqual({
      status: 400,
      body: { error: 'expired_token', error_description: 'the device code has expired; request a new one' },
    });
    expect(await answer(fixture.tokens.read_write, code.user_code)).toMatchObject({
      status: 400,
      body: { error: [{ path: ['user_code'], message: 'has expired; start the login on the device again' }] },
    });
  });

  it('an approved code polled after 900 s is expired_token too', async () => {
    const code = await startLogin();
    await answer(fixture.tokens.read_write, code.user_code);
    clock.advance(900);
    expect((await poll(code.device_code)).body.error).toBe('expired_token');
  });

  it.each([
    ['an unknown device code', 'A'.repeat(43)],
    ['a garbled device code', 'not a device code'],
    ['an empty device code', ''],
  ])('%s is invalid_grant', async (_name, deviceCode) => {
    expect(await poll(deviceCode)).toEqual(oauthError('invalid_grant'));
  });

  it('another grant type is unsupported_grant_type', async () => {
    const response = await api.call('POST', '/v1/device/token', {
      body: { grant_type: 'authorization_code', device_code: 'x' },
    });
    expect(response).toEqual({
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: `grant_type must be ${GRANT_TYPE}` },
    });
  });

  it.each([
    ['no body', undefined, 'grant_type: must be a string; device_code: must be a string'],
    [
      'a number for device_code',
      { grant_type: GRANT_TYPE, device_code: 42 },
      'device_code: must be a string',
    ],
    ['no grant_type', { device_code: 'x' }, 'grant_type: must be a string'],
    [
      'an unknown field',
      { grant_type: GRANT_TYPE, device_code: 'x', extra: 1 },
      'extra: is not a known field',
    ],
    ['an array body', [], 'body must be a JSON object'],
    ['malformed JSON', '{"grant_type":', 'body is not valid JSON'],
  ])('%s is invalid_request, in the RFC form', async (_name, body, description) => {
    const response = await api.send('POST', '/v1/device/token', {
      ...(body !== undefined && { body }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'invalid_request', error_description: description });
  });

  it('answers a form-encoded body 415 in the house form (bodies are JSON)', async () => {
    const response = await api.call('POST', '/v1/device/token', {
      body: `grant_type=${encodeURIComponent(GRANT_TYPE)}&device_code=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response).toEqual({
      status: 415,
      body: { message: 'request body must be JSON (Content-Type: application/json)' },
    });
  });

  it('answers over the rate limit 429 in the house form', async () => {
    const limited = await startTestApi(
      database,
      testConfig({ rateLimit: { limit: 1, windowSeconds: 60 } }),
      clock,
    );
    try {
      const body = { grant_type: GRANT_TYPE, device_code: 'x' };
      expect((await limited.call('POST', '/v1/device/token', { body })).body.error).toBe('invalid_grant');
      const refused = await limited.send('POST', '/v1/device/token', { body });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
      expect(await refused.json()).toEqual({ message: 'rate limit exceeded' });
    } finally {
      await limited.close();
    }
  });

  it('accepts and ignores a client_id', async () => {
    const code = await startLogin();
    const response = await api.call('POST', '/v1/device/token', {
      body: { grant_type: GRANT_TYPE, device_code: code.device_code, client_id: 'deal-cli' },
    });
    expect(response.body.error).toBe('authorization_pending');
  });
});

describe('POST /v1/device/approve', () => {
  it('needs a credential: 401 bearer token required', async () => {
    const code = await startLogin();
    expect(
      await api.call('POST', '/v1/device/approve', { body: { user_code: code.user_code, approve: true } }),
    ).toEqual({
      status: 401,
      body: { message: 'bearer token required' },
    });
  });

  it('refuses a read token with 403', async () => {
    const code = await startLogin();
    expect(await answer(fixture.tokens.read, code.user_code)).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
  });

  it('answers a space API key 404: there is no person to log in as', async () => {
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: fixture.space.id },
      { scope: 'read_write' },
    );
    const code = await startLogin();
    expect(await answer(key, code.user_code)).toEqual({
      status: 404,
      body: { message: 'user code not found' },
    });
    expect((await poll(code.device_code)).body.error).toBe('authorization_pending');
  });

  it.each([
    [{ user_code: 'BCDF-GHJK' }, [{ path: ['approve'], message: 'must be a boolean value' }]],
    [{ user_code: 'BCDF-GHJK', approve: 'yes' }, [{ path: ['approve'], message: 'must be a boolean value' }]],
    [{ approve: true }, [{ path: ['user_code'], message: 'must be a string' }]],
    [
      { user_code: 'BCDF-GHJK', approve: true, scope: 'read' },
      [{ path: ['scope'], message: 'is not a known field' }],
    ],
    [
      { user_code: 'BCDF-GHJA', approve: true },
      [{ path: ['user_code'], message: 'must be 8 letters from BCDFGHJKLMNPQRSTVWXZ, like BCDF-GHJK' }],
    ],
  ])('refuses %j with the validation form', async (body, issues) => {
    const response = await api.call('POST', '/v1/device/approve', { token: fixture.tokens.read_write, body });
    expect(response).toEqual({
      status: 400,
      body: { success: false, data: body, error: issues, message: expect.any(String) },
    });
  });

  it('locks a person out after 5 wrong user codes until 15 minutes after the first', async () => {
    const person = await runBootstrap(database, {});
    const code = await startLogin();
    clock.freeze();
    for (let i = 0; i < 5; i++) {
      expect(await answer(person.tokens.read_write, 'ZZZZ-ZZZZ')).toMatchObject({
        status: 400,
        body: {
          error: [
            { path: ['user_code'], message: 'matches no device login; check the code shown on the device' },
          ],
        },
      });
    }
    clock.advance(60);
    const locked = await api.send('POST', '/v1/device/approve', {
      token: person.tokens.read_write,
      body: { user_code: code.user_code, approve: true },
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('840');
    expect(locked.headers.get('ratelimit-remaining')).toBe('0');
    expect(await locked.json()).toEqual({ message: 'too many wrong user codes; try again in 840 s' });
    expect((await poll(code.device_code)).body.error).toBe('authorization_pending');

    // Someone else is not affected, and the lock ends with the window.
    expect((await answer(fixture.tokens.read_write, code.user_code)).status).toBe(200);
    clock.advance(840);
    clock.thaw();
    const later = await startLogin();
    expect((await answer(person.tokens.read_write, later.user_code)).status).toBe(200);
  });
});

describe('parallel wrong user codes', () => {
  it('cannot slip past the lock: of 8 at once, 5 are counted and 3 refused', async () => {
    const person = await runBootstrap(database, {});
    const results = await Promise.all(
      Array.from({ length: 8 }, () => answer(person.tokens.read_write, 'XXXX-XXXX')),
    );
    expect(results.map((result) => result.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents the three device routes, the RFC error codes and the public ones as public', async () => {
    const document = (await api.call('GET', '/v1/openapi.json')).body;
    const { paths, components } = document;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/v1/device/code', '/v1/device/token', '/v1/device/approve']),
    );
    expect(paths['/v1/device/token'].post.responses['400']).toBeDefined();
    expect(components.schemas.OAuthErrorBodyDto.properties.error.enum).toEqual([
      'authorization_pending',
      'slow_down',
      'expired_token',
      'access_denied',
      'invalid_grant',
      'invalid_request',
      'unsupported_grant_type',
    ]);
    // Public: `security: []` said outright (issue 26), not left out.
    expect(paths['/v1/device/code'].post.security).toEqual([]);
    expect(paths['/v1/device/token'].post.security).toEqual([]);
    expect(paths['/v1/device/approve'].post.security).toEqual([{ bearer: [] }]);
  });
});
