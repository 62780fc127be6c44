import { json, scriptedFetch } from '../testing/scripted-fetch';
import { ApiClient, MAX_RATE_LIMIT_RETRIES, MAX_RETRY_AFTER_S } from './api-client';
import type { ApiRoute } from './api-routes';

/** Routes of each kind the client treats differently: public, with a credential, a POST. */
const ROUTES = {
  meta: { method: 'GET', path: '/v1/meta', auth: false },
  listSpaces: { method: 'GET', path: '/v1/spaces', auth: true },
  rescheduleDeal: { method: 'POST', path: '/v1/deal/{id}/reschedule', auth: true },
} as const satisfies Record<string, ApiRoute>;
import type { ResolvedToken } from '../auth/token-source';

const URL = 'http://api.test/base';
const TOKEN: ResolvedToken = { token: 'svcp_token', source: 'SERVICE_TOKEN' };

function clientWith(script: ReadonlyArray<Response | Error>, credential: ResolvedToken | null = TOKEN) {
  const scripted = scriptedFetch(script);
  const waits: Array<[string, number, number]> = [];
  const client = new ApiClient({
    serviceUrl: URL,
    credential,
    fetch: scripted.fetch,
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    waitOutRateLimit: async (reason, seconds, retry) => {
      waits.push([reason, seconds, retry]);
    },
  });
  return { client, seen: scripted.seen, waits };
}

const limited = (retryAfter?: string) =>
  json(
    { message: 'rate limit exceeded' },
    429,
    retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  );

describe('ApiClient requests', () => {
  it('sends the bearer credential, JSON and the path parameters encoded', async () => {
    const { client, seen } = clientWith([json({ changed: false })]);
    await client.call(ROUTES.rescheduleDeal, { params: { id: 'a/b c' }, body: { shift: '+1w' } });
    expect(seen).toEqual([
      {
        url: `${URL}/v1/deal/a%2Fb%20c/reschedule`,
        method: 'POST',
        headers: expect.any(Headers),
        body: { shift: '+1w' },
      },
    ]);
    expect(Object.fromEntries(seen[0]?.headers ?? [])).toEqual({
      accept: 'application/json',
      authorization: 'Bearer svcp_token',
      'content-type': 'application/json',
      'user-agent': 'dps/0.1.0',
    });
  });

  it('sends an Idempotency-Key when given one, the same on every retry of the request', async () => {
    const { client, seen } = clientWith([limited('1'), json({ changed: false })]);
    const idempotencyKey = '0c7f6f57-1b8e-4d52-9a53-6e0f3c1f7a11';
    await client.call(ROUTES.rescheduleDeal, {
      params: { id: 'deal_1' },
      body: { shift: '+1w' },
      idempotencyKey,
    });
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual([
      idempotencyKey,
      idempotencyKey,
    ]);
  });

  it('sends no credential to public routes, and leaves unset query parameters out', async () => {
    const { client, seen } = clientWith([json({}), json({ items: [], next_cursor: null })]);
    await client.call(ROUTES.meta);
    await client.call(ROUTES.listSpaces, { query: { limit: '5', cursor: undefined } });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(seen[1]?.url).toBe(`${URL}/v1/spaces?limit=5`);
  });

  it('fails before any request when a route needs a credential and there is none', async () => {
    const { client, seen } = clientWith([], null);
    await expect(client.call(ROUTES.listSpaces)).rejects.toThrow('not logged in');
    expect(seen).toEqual([]);
  });
});

describe('ApiClient on 429', () => {
  it('waits Retry-After and retries, then returns the answer', async () => {
    const { client, seen, waits } = clientWith([limited('7'), json({ version: '1.0.0' })]);
    expect(await client.call(ROUTES.meta)).toEqual({ version: '1.0.0' });
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([['rate limited by the API', 7, 1]]);
  });

  it(`gives up after ${MAX_RATE_LIMIT_RETRIES} retries`, async () => {
    const { client, seen, waits } = clientWith([limited('1'), limited('1'), limited('1'), limited('1')]);
    await expect(client.call(ROUTES.meta)).rejects.toThrow(
      'rate limited by the API; gave up after 3 retries',
    );
    expect(seen).toHaveLength(4);
    expect(waits.map(([, , retry]) => retry)).toEqual([1, 2, 3]);
  });

  it(`does not wait more than ${MAX_RETRY_AFTER_S} s`, async () => {
    const { client, waits } = clientWith([limited('3600')]);
    await expect(client.call(ROUTES.meta)).rejects.toThrow('the API asks to wait 3600 s, so try again later');
    expect(waits).toEqual([]);
  });

  it('reads an HTTP-date Retry-After, and waits 5 s when there is none', async () => {
    const { client, waits } = clientWith([limited('Thu, 01 Jan 2026 00:00:09 GMT'), limited(), json({})]);
    await client.call(ROUTES.meta);
    expect(waits.map(([, seconds]) => seconds)).toEqual([9, 5]);
  });

  it('retries a 503 that carries Retry-After (the api’s rate-limit store is down), not one without', async () => {
    const down = (headers: Record<string, string>) =>
      json({ message: 'rate limiting is temporarily unavailable' }, 503, headers);
    const { client, waits } = clientWith([down({ 'retry-after': '5' }), json({}), down({})]);
    await client.call(ROUTES.meta);
    expect(waits).toEqual([['the API is unavailable for now', 5, 1]]);
    await expect(client.call(ROUTES.meta)).rejects.toThrow('rate limiting is temporarily unavailable');
  });
});

describe('ApiClient errors', () => {
  it('maps an error answer to its message, exit 1', async () => {
    const { client } = clientWith([json({ message: 'deal not found' }, 404)]);
    await expect(client.call(ROUTES.meta)).rejects.toMatchObject({ exitCode: 1, details: [] });
    const again = clientWith([json({ message: 'deal not found' }, 404)]);
    await expect(again.client.call(ROUTES.meta)).rejects.toThrow(/^deal not found$/);
  });

  it('says the status when an error answer is not JSON', async () => {
    const { client } = clientWith([new Response('<h1>Bad gateway</h1>', { status: 502 })]);
    await expect(client.call(ROUTES.meta)).rejects.toThrow('the API answered HTTP 502');
  });

  it('says where a refused credential came from', async () => {
    const fromEnv = clientWith([json({ message: 'invalid or expired token' }, 401)]);
    await expect(fromEnv.client.call(ROUTES.listSpaces)).rejects.toMatchObject({
      details: ['  the token comes from SERVICE_TOKEN; check it, or unset it to use the saved login'],
    });
    const saved = clientWith([json({ message: 'invalid or expired token' }, 401)], {
      token: 't',
      source: 'login',
    });
    await expect(saved.client.call(ROUTES.listSpaces)).rejects.toMatchObject({
      details: [`  the login saved for ${URL} was refused; run \`dps login\` again`],
    });
  });

  it.each([
    [
      'ECONNREFUSED',
      Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
      'connection refused',
    ],
    [
      'ECONNREFUSED on every address',
      Object.assign(new TypeError('fetch failed'), { cause: { errors: [{ code: 'ECONNREFUSED' }] } }),
      'connection refused',
    ],
    [
      'ENOTFOUND',
      Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }),
      'host not found',
    ],
    [
      'a timeout',
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      'no answer within 30 s',
    ],
  ])('describes a network failure (%s)', async (_name, error, reason) => {
    const { client } = clientWith([error]);
    await expect(client.call(ROUTES.meta)).rejects.toThrow(`cannot reach the API at ${URL}: ${reason}`);
  });

  it('returns null for an empty success body', async () => {
    const { client } = clientWith([new Response(null, { status: 204 })]);
    expect(await client.call(ROUTES.meta)).toBeNull();
  });
});
