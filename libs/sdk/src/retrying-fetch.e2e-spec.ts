import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDpsClient, DpsApiError, DpsUnexpectedResponseError, type DpsRetryNotice } from './index';

/**
 * The retry and Idempotency-Key behaviour against a real HTTP server on loopback that answers what
 * each test scripts (a refusal with Retry-After, then the answer), and records what arrived.
 */
interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
  readonly at: number;
}
type Answer = (response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let script: Answer[];
let received: Received[];

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };
const rateLimited = (seconds: string): Answer =>
  json(429, { message: 'rate limit exceeded' }, { 'retry-after': seconds, 'ratelimit-remaining': '0' });
const created = json(201, { id: 'deal_1', name: 'Spring' });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
        at: Date.now(),
      });
      const answer = script.shift() ?? json(500, { message: 'the test scripted no more answers' });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  script = [];
  received = [];
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // the answer the timeout test never finished
    }),
);

/** A client of the scripted server whose waits are recorded and skipped. */
function client(options: Parameters<typeof createDpsClient>[0] = {}) {
  const waits: number[] = [];
  const notices: DpsRetryNotice[] = [];
  const dps = createDpsClient({
    baseUrl,
    token: 'svcp_test',
    sleep: async (ms) => void waits.push(ms),
    onRetry: (notice) => void notices.push(notice),
    ...options,
  });
  return { dps, waits, notices };
}

const createDeal = (dps: ReturnType<typeof createDpsClient>) =>
  dps.POST('/v1/deals', { body: { space: 'spc_1', name: 'Spring' } });

describe('429 and Retry-After', () => {
  it('waits the seconds Retry-After gives, then sends the same POST with the same Idempotency-Key and body', async () => {
    script = [rateLimited('1'), created];
    const started = Date.now();
    const dps = createDpsClient({ baseUrl, token: 'svcp_test' }); // a real timer: the wait happens
    expect(await createDeal(dps)).toEqual({ id: 'deal_1', name: 'Spring' });
    expect(received).toHaveLength(2);
    const [first, retry] = received as [Received, Received];
    expect(retry.at - first.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(retry.body).toBe(first.body);
    expect(JSON.parse(retry.body)).toEqual({ space: 'spc_1', name: 'Spring' });
    expect(retry.headers['authorization']).toBe('Bearer svcp_test');
  });

  it('gives every POST a fresh Idempotency-Key, and keeps one the caller set', async () => {
    script = [created, created, created];
    const { dps } = client();
    await createDeal(dps);
    await createDeal(dps);
    await dps.POST('/v1/deals', {
      body: { space: 'spc_1', name: 'Spring' },
      headers: { 'Idempotency-Key': 'mine-1' },
    });
    const keys = received.map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBe('mine-1');
  });

  it('sends no Idempotency-Key on a GET', async () => {
    script = [json(200, { items: [], next_cursor: null })];
    const { dps } = client();
    await dps.GET('/v1/spaces');
    expect(received[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('tells onRetry before each wait, and throws the 429 after maxRetries retries', async () => {
    script = [rateLimited('2'), rateLimited('3'), rateLimited('4')];
    const { dps, waits, notices } = client({ maxRetries: 2 });
    const error = await createDeal(dps).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DpsApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 4,
      body: { message: 'rate limit exceeded' },
    });
    expect(received).toHaveLength(3);
    expect(waits).toEqual([2000, 3000]);
    expect(notices).toEqual([
      { retry: 1, maxRetries: 2, status: 429, waitSeconds: 2, request: `POST ${baseUrl}/v1/deals` },
      { retry: 2, maxRetries: 2, status: 429, waitSeconds: 3, request: `POST ${baseUrl}/v1/deals` },
    ]);
  });

  it('does not wait longer than maxRetryAfterSeconds: the refusal is thrown at once', async () => {
    script = [rateLimited('600')];
    const { dps, waits } = client({ maxRetryAfterSeconds: 60 });
    await expect(dps.GET('/v1/meta')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 600 });
    expect(received).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('reads an HTTP-date Retry-After, and waits 1 s for an unreadable one', async () => {
    const inThreeSeconds = new Date(Date.now() + 3_000).toUTCString();
    script = [rateLimited(inThreeSeconds), rateLimited('soon'), json(200, { version: '1.0.0' })];
    const { dps, waits } = client();
    await dps.GET('/v1/meta');
    expect(waits[0]).toBeGreaterThanOrEqual(2_000);
    expect(waits[0]).toBeLessThanOrEqual(3_000);
    expect(waits[1]).toBe(1_000);
  });

  it('retries a 503 with Retry-After, and a 409 with Retry-After to a keyed POST (its first attempt still runs)', async () => {
    script = [
      json(503, { message: 'rate limiting unavailable' }, { 'retry-after': '1' }),
      json(
        409,
        { message: 'a request with this Idempotency-Key is still being processed; retry later' },
        { 'retry-after': '1' },
      ),
      created,
    ];
    const { dps, waits } = client();
    await createDeal(dps);
    expect(waits).toEqual([1000, 1000]);
    expect(new Set(received.map((request) => request.headers['idempotency-key'])).size).toBe(1);
  });

  it('does not retry a 409 without Retry-After (a conflict with the deal), nor a 500', async () => {
    script = [json(409, { message: 'deal is pending approval' }), json(500, { message: 'internal error' })];
    const { dps } = client();
    await expect(createDeal(dps)).rejects.toMatchObject({ status: 409, message: 'deal is pending approval' });
    await expect(dps.GET('/v1/meta')).rejects.toMatchObject({ status: 500, message: 'internal error' });
    expect(received).toHaveLength(2);
  });
});

describe('answers that are not the API', () => {
  it('throws DpsUnexpectedResponseError for a 200 that is not JSON', async () => {
    script = [
      (response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>hello</html>');
      },
    ];
    const { dps } = client();
    const error = await dps.GET('/v1/meta').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DpsUnexpectedResponseError);
    expect(error).toMatchObject({ status: 200, contentType: 'text/html', request: `GET ${baseUrl}/v1/meta` });
  });

  it('gives up an attempt that gets no answer within timeoutMs', async () => {
    script = [() => undefined]; // the server takes the request and never answers
    const { dps } = client({ timeoutMs: 300 });
    const started = Date.now();
    await expect(dps.GET('/v1/meta')).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(received).toHaveLength(1);
  });

  it('refuses to follow a redirect (the token would go with it)', async () => {
    script = [
      (response) => {
        response.writeHead(302, { location: 'http://127.0.0.2/elsewhere' });
        response.end();
      },
    ];
    const { dps } = client();
    // fetch's own TypeError (another realm than the test's, hence the name rather than the class).
    await expect(dps.GET('/v1/spaces')).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect(received).toHaveLength(1);
  });
});
