import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { startTestApi, testConfig, type TestApi } from '../../apps/api/src/testing/api-test-app';
import { openTestDatabase } from '../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../bootstrap-command';
import { createDpsClient, DpsApiError, SDK_VERSION, type DpsClient, type DpsRetryNotice } from '@deal/sdk';

/** The SDK against the real api on loopback, on a throw-away database (embedded, or DATABASE_URL). */
let database: Database;
let api: TestApi;
let owner: BootstrapResult;
let dps: DpsClient;
/** What each request carried: the real fetch, watched on its way. */
let sent: { url: string; headers: Headers }[];

const watchingFetch: typeof fetch = (input, init) => {
  sent.push({ url: String(input), headers: new Headers(init?.headers) });
  return fetch(input, init);
};

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 1000, windowSeconds: 60 } }));
  owner = await runBootstrap(database, {});
  dps = createDpsClient({ baseUrl: api.url, token: owner.tokens.read_write, fetch: watchingFetch });
}, 60_000);

beforeEach(() => {
  sent = [];
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe('the SDK against the API', () => {
  it('reads the contract version without sending the token to a public operation', async () => {
    expect(await dps.GET('/v1/meta')).toMatchObject({ version: '1.0.0', api: 'v1' });
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    expect(sent[0]?.headers.get('user-agent')).toBe(`dps-sdk/${SDK_VERSION}`);
  });

  it('takes the token and base URL from SERVICE_TOKEN and SERVICE_URL when none is given', async () => {
    const saved = { url: process.env['SERVICE_URL'], token: process.env['SERVICE_TOKEN'] };
    process.env['SERVICE_URL'] = `${api.url}/`;
    process.env['SERVICE_TOKEN'] = owner.tokens.read;
    try {
      const fromEnv = createDpsClient({ fetch: watchingFetch });
      expect(fromEnv.baseUrl).toBe(api.url);
      const spaces = await fromEnv.GET('/v1/spaces');
      expect(spaces.items.map((space) => space.id)).toEqual([owner.space.id]);
      expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${owner.tokens.read}`);
    } finally {
      restore('SERVICE_URL', saved.url);
      restore('SERVICE_TOKEN', saved.token);
    }
  });

  it('creates a deal with an Idempotency-Key, and reads it back typed', async () => {
    const deal = await dps.POST('/v1/deals', {
      body: { space: owner.space.id, name: 'Spring', price: 12000 },
    });
    expect(deal).toMatchObject({ name: 'Spring', status: 'draft' });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const read = await dps.GET('/v1/deal/{id}', { params: { path: { id: deal.id } } });
    expect(read.id).toBe(deal.id);
  });

  it('a POST repeated with its Idempotency-Key is applied once: the API replays the first answer', async () => {
    const key = `sdk-e2e-${Date.now()}`;
    const body = { space: owner.space.id, name: 'Once' };
    const first = await dps.POST('/v1/deals', { body, headers: { 'Idempotency-Key': key } });
    const again = await dps.POST('/v1/deals', { body, headers: { 'Idempotency-Key': key } });
    expect(again.id).toBe(first.id);
    const names = [];
    for await (const deal of dps.paginate('/v1/deals', { params: { query: { space: owner.space.id } } })) {
      names.push(deal.name);
    }
    expect(names.filter((name) => name === 'Once')).toHaveLength(1);
  });

  it('iterates every item of a cursor list, page after page', async () => {
    const created = [];
    for (const name of ['Page A', 'Page B', 'Page C', 'Page D', 'Page E']) {
      created.push((await dps.POST('/v1/deals', { body: { space: owner.space.id, name } })).id);
    }
    sent = [];
    // The lists are typed by the document: GET /v1/deals needs its space, /v1/meta is no list.
    // @ts-expect-error `space` is a required query parameter of GET /v1/deals
    void (() => dps.paginate('/v1/deals'));
    // @ts-expect-error GET /v1/meta answers no cursor list
    void (() => dps.paginate('/v1/meta'));
    const ids: string[] = [];
    for await (const deal of dps.paginate('/v1/deals', {
      params: { query: { space: owner.space.id, limit: 2 } },
    })) {
      ids.push(deal.id);
    }
    expect(ids).toEqual(expect.arrayContaining(created));
    expect(new Set(ids).size).toBe(ids.length);
    expect(sent.length).toBeGreaterThanOrEqual(Math.ceil(ids.length / 2));
    expect(sent.slice(1).every((request) => new URL(request.url).searchParams.has('cursor'))).toBe(true);
  });

  it('walks the event feed by `after` to its end, each event once', async () => {
    const created: string[] = [];
    for (const name of ['Feed 1', 'Feed 2', 'Feed 3', 'Feed 4']) {
      created.push((await dps.POST('/v1/deals', { body: { space: owner.space.id, name } })).id);
    }
    const path = { space: owner.space.id };
    // On PostgreSQL the feed shows an event once every older transaction on the server has ended
    // (docs/events.md, "Commit order"): other test files' transactions may hold these back a moment.
    for (let tries = 0; ; tries += 1) {
      const feed = await dps.GET('/v1/spaces/{space}/events', { params: { path, query: { limit: 100 } } });
      const shown = new Set(feed.items.map((event) => event.deal_id));
      if (created.every((id) => shown.has(id))) break;
      if (tries === 200) throw new Error('the events feed did not show the four deals within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    sent = [];
    const ids: string[] = [];
    const dealIds: (string | null)[] = [];
    // Pages of 3; the feed's last page answers the position it was given, which ends the walk.
    const feed = dps.paginate('/v1/spaces/{space}/events', { params: { path, query: { limit: 3 } } });
    for await (const event of feed) {
      ids.push(event.id);
      dealIds.push(event.deal_id);
    }
    expect(dealIds).toEqual(expect.arrayContaining(created));
    expect(new Set(ids).size).toBe(ids.length);
    expect(sent.slice(1).every((request) => new URL(request.url).searchParams.has('after'))).toBe(true);
    const all = await dps.GET('/v1/spaces/{space}/events', { params: { path, query: { limit: 100 } } });
    expect(ids).toEqual(all.items.map((event) => event.id));
  });

  it('throws DpsApiError with the SPEC §7 body: a 404, a validation 400, a 401 and a 403', async () => {
    const notFound = await dps
      .GET('/v1/deal/{id}', { params: { path: { id: 'deal_0000000000000000000000' } } })
      .catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(DpsApiError);
    expect(notFound).toMatchObject({ status: 404, body: { message: expect.any(String) as string } });

    const invalid = await dps
      .GET('/v1/spaces', { params: { query: { limit: 0 } } })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(DpsApiError);
    const validation = invalid as DpsApiError;
    expect(validation.status).toBe(400);
    expect(validation.body).toMatchObject({ success: false });
    expect(validation.issues.map((issue) => issue.path)).toEqual([['limit']]);

    const anonymous = createDpsClient({ baseUrl: api.url, token: '' });
    await expect(anonymous.GET('/v1/spaces')).rejects.toMatchObject({
      status: 401,
      message: 'bearer token required',
    });
    const reader = createDpsClient({ baseUrl: api.url, token: owner.tokens.read });
    await expect(
      reader.POST('/v1/deals', { body: { space: owner.space.id, name: 'No' } }),
    ).rejects.toMatchObject({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
  });

  it('answers raw calls on any path, with the same credential and errors', async () => {
    const spaces = (await dps.raw('GET', '/v1/spaces', { query: { limit: 1 } })) as { items: unknown[] };
    expect(spaces.items).toHaveLength(1);
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${owner.tokens.read_write}`);
    await expect(dps.raw('GET', '/v1/nothing-here')).rejects.toMatchObject({ status: 404 });
  });

  it('reports the device flow OAuth error code', async () => {
    const error = await dps
      .POST('/v1/device/token', {
        body: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: 'unknown' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, code: 'invalid_grant' });
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });
});

describe("the API's rate limit", () => {
  let limited: TestApi;

  beforeAll(async () => {
    // The same database behind a second api that allows 2 requests per credential per second.
    limited = await startTestApi(database, testConfig({ rateLimit: { limit: 2, windowSeconds: 1 } }));
  });

  afterAll(() => limited?.close());

  it('waits out a real 429 and applies the retried POST once, under the same Idempotency-Key', async () => {
    const notices: DpsRetryNotice[] = [];
    const client = createDpsClient({
      baseUrl: limited.url,
      token: owner.tokens.read_write,
      fetch: watchingFetch,
      onRetry: (notice) => void notices.push(notice),
    });
    const names = ['Limited 1', 'Limited 2', 'Limited 3'];
    const ids: string[] = [];
    for (const name of names)
      ids.push((await client.POST('/v1/deals', { body: { space: owner.space.id, name } })).id);

    expect(new Set(ids).size).toBe(3);
    expect(notices.length).toBeGreaterThanOrEqual(1);
    expect(notices[0]).toMatchObject({ status: 429, waitSeconds: 1, retry: 1 });
    // Every attempt of the third deal carried one key; the first two deals had keys of their own.
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(3);
    expect(keys.slice(2).every((key) => key === keys[2])).toBe(true);
    const listed = [];
    for await (const deal of dps.paginate('/v1/deals', { params: { query: { space: owner.space.id } } })) {
      if (names.includes(deal.name)) listed.push(deal.name);
    }
    expect(listed.sort()).toEqual(names);
  });
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
