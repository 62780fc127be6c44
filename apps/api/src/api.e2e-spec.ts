import type { BootstrapResult } from '@deal/domain';
import { type Database } from '@deal/persistence';
import { NodeSecretHasher, RandomTokenIssuer } from '@deal/node-adapters';
import { openTestDatabase } from '../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../tools/bootstrap-command';
import { parseApiConfig } from './config/api-config';
import { insertCredential } from './testing/credential-fixtures';
import { startTestApi, testConfig, type TestApi } from './testing/api-test-app';

let database: Database;
let api: TestApi;
let fixture: BootstrapResult;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, { ...parseApiConfig({}), port: 0, logLevel: 'silent' });
  fixture = await runBootstrap(database, {});
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** CONTRACT §2 Common: the policy on every response, never a remaining count or X-RateLimit-*. */
function expectRateLimitHeaders(response: Response): void {
  expect(response.headers.get('ratelimit-policy')).toBe('120;w=60');
  expect(response.headers.get('ratelimit-remaining')).toBeNull();
  expect([...response.headers.keys()].filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
}

async function expectError(response: Response, status: number, body: unknown): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
  expectRateLimitHeaders(response);
}

describe('GET /v1/meta', () => {
  it('answers the contract version without a credential', async () => {
    const response = await api.get('/v1/meta');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: '1.0.0', api: 'v1', openapi: '/v1/openapi.json' });
    expectRateLimitHeaders(response);
  });

  it('ignores a bad credential', async () => {
    expect((await api.get('/v1/meta', 'garbage')).status).toBe(200);
  });
});

describe('authentication (SPEC §5.1)', () => {
  const invalid = { message: 'invalid or expired token' };

  it('a missing header is 401 "bearer token required"', async () => {
    await expectError(await api.get('/v1/spaces'), 401, { message: 'bearer token required' });
  });

  it.each([
    ['another scheme', 'Basic x'],
    ['a garbled token', 'Bearer garbage'],
    ['a bare token', 'svcp_abc'],
    ['a huge header', `Bearer ${'x'.repeat(8000)}`],
  ])('%s is 401 "invalid or expired token"', async (_name, header) => {
    await expectError(await api.get('/v1/spaces', undefined, { authorization: header }), 401, invalid);
  });

  it('a well-formed but unknown token is 401', async () => {
    const fresh = new RandomTokenIssuer(new NodeSecretHasher()).issue('personal').token;
    await expectError(await api.get('/v1/spaces', fresh), 401, invalid);
  });

  it('a revoked and an expired token are 401', async () => {
    const owner = { kind: 'personal' as const, userId: fixture.user.id };
    const revoked = await insertCredential(database, owner, { revokedAt: Date.now() - 1 });
    const expired = await insertCredential(database, owner, { expiresAt: Date.now() - 1 });
    const live = await insertCredential(database, owner, { expiresAt: Date.now() + 60_000 });
    await expectError(await api.get('/v1/spaces', revoked), 401, invalid);
    await expectError(await api.get('/v1/spaces', expired), 401, invalid);
    expect((await api.get('/v1/spaces', live)).status).toBe(200);
  });

  it('a read and a read_write token may read', async () => {
    for (const token of [fixture.tokens.read, fixture.tokens.read_write]) {
      const response = await api.get('/v1/spaces', token);
      expect(response.status).toBe(200);
      expectRateLimitHeaders(response);
    }
  });
});

describe('errors (SPEC §7)', () => {
  const post = (path: string, body: string, token?: string) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });

  it('an unknown route is 404 {message}, inside and outside /v1', async () => {
    await expectError(await api.get('/v1/nope', fixture.tokens.read), 404, { message: 'not found' });
    await expectError(await api.get('/no/such/page/here'), 404, { message: 'not found' });
    // Paths of the API's shape that a web page's pattern would also match stay the API's 404.
    for (const path of ['/v1/deals/abc', '/v1/settings', '/v1/deals/new']) {
      await expectError(await api.get(path, fixture.tokens.read), 404, { message: 'not found' });
    }
    // A method a known path does not serve (POST /v1/spaces served nothing before issue 15; it creates now).
    await expectError(await post('/v1/meta', '{}', fixture.tokens.read_write), 404, {
      message: 'not found',
    });
  });

  it('malformed JSON is a 400 in the validation form', async () => {
    await expectError(await post('/v1/anything', '{"limit": ', fixture.tokens.read_write), 400, {
      success: false,
      data: {},
      error: [{ path: [], message: 'body is not valid JSON' }],
      message: 'body is not valid JSON',
    });
  });

  it('a body over 1 MiB is 413 {message}', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(1024 * 1024) });
    await expectError(await post('/v1/anything', big, fixture.tokens.read_write), 413, {
      message: 'request body exceeds 1 MiB',
    });
  });

  it('a body of exactly 1 MiB is read', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(1024 * 1024 - 10) });
    expect(Buffer.byteLength(body)).toBe(1024 * 1024);
    await expectError(await post('/v1/anything', body, fixture.tokens.read_write), 404, {
      message: 'not found',
    });
  });
});

describe('request ids and headers', () => {
  it('echoes a caller X-Request-Id and makes one up otherwise', async () => {
    const given = await api.get('/v1/meta', undefined, { 'x-request-id': 'req-123.abc' });
    expect(given.headers.get('x-request-id')).toBe('req-123.abc');
    const made = await api.get('/v1/meta', undefined, { 'x-request-id': 'bad id\twith tab' });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GET /v1/openapi.json', () => {
  it('serves the OpenAPI 3 document without a credential', async () => {
    const response = await api.get('/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; info: { version: string }; paths: object };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.version).toBe('1.0.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/meta', '/v1/spaces']));
    expectRateLimitHeaders(response);
  });

  it('describes every route the api serves, each with a summary and its error responses', async () => {
    // Every route shares the body parser, so every operation can answer 400 (a body that is not
    // valid JSON), 413 (over 1 MiB) and 415 (not JSON), whether or not it takes a body.
    const sharedByEveryRoute = ['400', '413', '415'];
    const document = (await (await api.get('/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(servedRoutes().sort());
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect({ where, summary: typeof operation.summary }).toEqual({ where, summary: 'string' });
        expect({ where, has429: '429' in operation.responses }).toEqual({ where, has429: true });
        const unlisted = sharedByEveryRoute.filter((status) => !(status in operation.responses));
        expect({ where, unlisted }).toEqual({ where, unlisted: [] });
        // The device-token poll answers every 400 in the OAuth form, a malformed body included.
        const bodyOf400 = where === 'POST /v1/device/token' ? 'OAuthErrorBodyDto' : 'ValidationErrorBodyDto';
        expect({
          where,
          schemas: sharedByEveryRoute.map((status) => schemaOf(operation.responses[status])),
        }).toEqual({ where, schemas: [bodyOf400, 'ErrorBodyDto', 'ErrorBodyDto'] });
        if (method !== 'get' && !path.startsWith('/v1/device/')) {
          expect({ where, has403: '403' in operation.responses }).toEqual({ where, has403: true });
        }
      }
    }
  });
});

/** The component a documented response's JSON body refers to. */
function schemaOf(response: unknown): string | undefined {
  const content = (response as { content?: Record<string, { schema?: { $ref?: string } }> }).content;
  return content?.['application/json']?.schema?.$ref?.replace('#/components/schemas/', '');
}

/** `METHOD /path` of every route Express serves, in OpenAPI's `{param}` form, minus the 404 catch-all. */
function servedRoutes(): string[] {
  const router = (api.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router;
  return router.stack
    .filter((layer): layer is Required<RouterLayer> => layer.route !== undefined)
    .filter((layer) => layer.route.path.startsWith('/v1/'))
    .flatMap((layer) =>
      Object.keys(layer.route.methods).map(
        (method) => `${method.toUpperCase()} ${layer.route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
      ),
    );
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

describe('request log', () => {
  it('writes one JSON line per request without query string or token', async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const logged = await startTestApi(database, testConfig({ logLevel: 'info' })).catch((error) => {
      spy.mockRestore();
      throw error;
    });
    try {
      const response = await logged.get('/v1/spaces?limit=2', fixture.tokens.read, {
        'x-request-id': 'log-test-1',
      });
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      spy.mockRestore();
      await logged.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((e) => e['request_id'] === 'log-test-1');
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/v1/spaces',
      status: 200,
    });
    expect(typeof entry?.['duration_ms']).toBe('number');
    expect(lines.join('')).not.toContain(fixture.tokens.read);
    expect(lines.join('')).not.toContain('limit=2');
  });
});
