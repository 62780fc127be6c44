import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { changedTables, dumpRowsAsText, fingerprintOf } from '../hostile-input/testing/database-fingerprint';
import { anApprover } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';

/**
 * Idempotency-Key on the api's POSTs (docs/api.md "Idempotent retries"), through real HTTP, on the
 * embedded database and (with DATABASE_URL) on PostgreSQL.
 */
let database: Database;
let api: TestApi;
let owner: BootstrapResult;
let token: string;
let approverToken: string;
const WEEK = 7 * 86_400_000;
const START = Date.parse('2026-11-23T00:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  owner = await runBootstrap(database, {});
  token = owner.tokens.read_write;
  approverToken = (await anApprover(database, owner.space.id)).rw;
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** An approved deal starting on START: every reschedule of it writes a version first. */
async function approvedDeal(): Promise<string> {
  const created = await api.call('POST', '/v1/deals', {
    token,
    body: { space: owner.space.id, name: 'Retried', start: START, end: START + 4 * WEEK },
  });
  const id: string = created.body.id;
  await api.call('POST', `/v1/deal/${id}/status`, { token, body: { status: 'pending' } });
  await api.call('POST', `/v1/deal/${id}/status`, { token: approverToken, body: { status: 'approved' } });
  return id;
}

/** A POST with a raw JSON body text (so spellings of one body can differ) and optional key. */
function post(path: string, body: string, key?: string, bearer = token): Promise<Response> {
  return api.send('POST', path, {
    token: bearer,
    body,
    headers: { 'content-type': 'application/json', ...(key !== undefined && { 'idempotency-key': key }) },
  });
}

async function startAndVersions(id: string): Promise<{ start: number; versions: number }> {
  const deal = await api.call('GET', `/v1/deal/${id}`, { token });
  const versions = await api.call('GET', `/v1/deal/${id}/versions`, { token });
  return { start: deal.body.start, versions: versions.body.items.length };
}

describe('Idempotency-Key', () => {
  it('replays the first answer to the same request, byte for byte, without doing the work again', async () => {
    const id = await approvedDeal();
    const first = await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', 'resched-1');
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await startAndVersions(id)).toEqual({ start: START + WEEK, versions: 1 });
    const before = await fingerprintOf(database, { credentials: ['last_used_at'] });

    // The same request, spelled differently: whitespace in the body, a percent-escaped path.
    const escapedPath = `/v1/deal/%${id.charCodeAt(0).toString(16)}${id.slice(1)}/reschedule`;
    for (const [path, body] of [
      [`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}'],
      [escapedPath, '{ "shift" : "+1w" }'],
    ] as const) {
      const again = await post(path, body, 'resched-1');
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(await again.text()).toBe(firstBody);
    }
    expect(changedTables(before, await fingerprintOf(database, { credentials: ['last_used_at'] }))).toEqual(
      [],
    );
    expect(await startAndVersions(id)).toEqual({ start: START + WEEK, versions: 1 });
  });

  it('without the header a POST behaves exactly as before: each one does the work', async () => {
    const id = await approvedDeal();
    for (let n = 0; n < 2; n++)
      expect((await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}')).status).toBe(200);
    expect(await startAndVersions(id)).toEqual({ start: START + 2 * WEEK, versions: 2 });
  });

  it('answers 422 to another request under a used key, and writes nothing', async () => {
    const id = await approvedDeal();
    expect((await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', 'used-once')).status).toBe(200);
    const before = await fingerprintOf(database, { credentials: ['last_used_at'] });
    for (const [path, body] of [
      [`/v1/deal/${id}/reschedule`, '{"shift":"+2w"}'],
      [`/v1/deal/${id}/status`, '{"status":"archived"}'],
    ] as const) {
      const refused = await post(path, body, 'used-once');
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({
        message: 'Idempotency-Key was already used with a different request; use a new key for a new request',
      });
    }
    expect(changedTables(before, await fingerprintOf(database, { credentials: ['last_used_at'] }))).toEqual(
      [],
    );
  });

  it('keeps keys per credential: another credential with the same key does its own work', async () => {
    const id = await approvedDeal();
    expect((await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', 'shared-key')).status).toBe(200);
    const other = await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', 'shared-key', approverToken);
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await startAndVersions(id)).toEqual({ start: START + 2 * WEEK, versions: 2 });
  });

  it('refuses a key that is not 1 to 255 printable ASCII characters with the SPEC §7 400, writing nothing', async () => {
    const id = await approvedDeal();
    const before = await fingerprintOf(database, { credentials: ['last_used_at'] });
    for (const key of ['', 'k'.repeat(256), 'caf\u00e9']) {
      const refused = await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', key);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        success: false,
        data: { shift: '+1w' },
        error: [{ path: ['Idempotency-Key'], message: 'must be 1 to 255 printable ASCII characters' }],
        message: 'Idempotency-Key: must be 1 to 255 printable ASCII characters',
      });
    }
    expect(changedTables(before, await fingerprintOf(database, { credentials: ['last_used_at'] }))).toEqual(
      [],
    );
  });

  it('keeps a refusal below 500 too: the retry gets the same 404 without looking again', async () => {
    const missing = `/v1/deal/deal_0000000000000000000000/reschedule`;
    const first = await post(missing, '{"shift":"+1w"}', 'refused');
    expect(first.status).toBe(404);
    const again = await post(missing, '{"shift":"+1w"}', 'refused');
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([404, 'true']);
    expect(await again.json()).toEqual(await first.json());
  });

  it('frees the key after a server failure, so the retry does the work', async () => {
    const id = await approvedDeal();
    // A fault in the database for the first attempt: writing the version fails, so the change rolls back.
    await database.dataSource.query(`
      CREATE FUNCTION refuse_version() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'injected fault'; END $$;
      CREATE TRIGGER refuse_version BEFORE INSERT ON deal_versions FOR EACH ROW EXECUTE FUNCTION refuse_version();
    `);
    try {
      const failed = await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', 'after-500');
      expect([failed.status, await failed.json()]).toEqual([500, { message: 'internal error' }]);
    } finally {
      await database.dataSource.query(
        `DROP TRIGGER refuse_version ON deal_versions; DROP FUNCTION refuse_version();`,
      );
    }
    const retried = await post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', 'after-500');
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, null]);
    expect(await startAndVersions(id)).toEqual({ start: START + WEEK, versions: 1 });
  });

  it('creates one deal for a retried create, and the replay names it', async () => {
    const body = JSON.stringify({ space: owner.space.id, name: 'Created once' });
    const first = await post('/v1/deals', body, 'create-1');
    const again = await post('/v1/deals', body, 'create-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    const listed = await api.call('GET', `/v1/deals?space=${owner.space.id}&limit=100`, { token });
    expect(listed.body.items.filter((deal: { name: string }) => deal.name === 'Created once')).toHaveLength(
      1,
    );
  });

  it('replays a new token to its creator and stores neither the token nor the key in any table', async () => {
    const key = 'token-key-8e03978e-40d5-43e8-bc93-6894a57f9324';
    const body = JSON.stringify({ name: 'CI', scope: 'read' });
    const first = await post('/v1/tokens', body, key);
    const again = await post('/v1/tokens', body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    const created = await first.json();
    expect(await again.json()).toEqual(created);
    const dump = await dumpRowsAsText(database);
    expect(dump).not.toContain(created.token.replace(/^svcp_/, ''));
    expect(dump).not.toContain(key);
    const tokens = await api.call('GET', '/v1/tokens?limit=100', { token });
    expect(tokens.body.items.filter((item: { name: string }) => item.name === 'CI')).toHaveLength(1);
  });

  it('does the work once for 10 concurrent retries with one key; the others replay or get 409', async () => {
    const id = await approvedDeal();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(`/v1/deal/${id}/reschedule`, '{"shift":"+1w"}', 'burst')),
    );
    const bodies = await Promise.all(responses.map((response) => response.text()));
    const ran = responses.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    const replayed = responses.filter(
      (r) => r.status === 200 && r.headers.get('idempotent-replayed') === 'true',
    );
    const busy = responses.filter((r) => r.status === 409);
    expect([ran.length, replayed.length + busy.length]).toEqual([1, 9]);
    for (const response of busy) expect(response.headers.get('retry-after')).toBe('1');
    const firstBody = bodies[responses.indexOf(ran[0] as Response)];
    for (const response of replayed) expect(bodies[responses.indexOf(response)]).toBe(firstBody);
    expect(
      busy.map((response) => JSON.parse(bodies[responses.indexOf(response)] as string) as unknown),
    ).toEqual(
      busy.map(() => ({
        message: 'a request with this Idempotency-Key is still being processed; retry later',
      })),
    );
    expect(await startAndVersions(id)).toEqual({ start: START + WEEK, versions: 1 });
  });
});

describe('Idempotency-Key in the OpenAPI document', () => {
  /** Every creating or state-changing POST of /v1 that a credential makes (docs/api.md). */
  const IDEMPOTENT = [
    'POST /v1/deal/{id}/phases',
    'POST /v1/deal/{id}/phases/{phase_id}/estimates',
    'POST /v1/deal/{id}/pricing/refresh-rates',
    'POST /v1/deal/{id}/reschedule',
    'POST /v1/deal/{id}/status',
    'POST /v1/deals',
    'POST /v1/invitations/decline-all',
    'POST /v1/invitations/{id}/accept',
    'POST /v1/invitations/{id}/decline',
    'POST /v1/spaces',
    'POST /v1/spaces/{space}/api-keys',
    'POST /v1/spaces/{space}/automations',
    'POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/enable',
    'POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/recover',
    'POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/rotate-secret',
    'POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/rotate-signing-secret',
    'POST /v1/spaces/{space}/automations/{id}/deliveries/{delivery_id}/redeliver',
    'POST /v1/spaces/{space}/automations/{id}/rotate-inbound-signing-secret',
    'POST /v1/spaces/{space}/automations/{id}/rotate-signing-key',
    'POST /v1/spaces/{space}/invitations',
    'POST /v1/spaces/{space}/members',
    'POST /v1/spaces/{space}/rate-cards',
    'POST /v1/spaces/{space}/roles',
    'POST /v1/tokens',
  ];
  interface Operation {
    parameters?: { name: string; in: string; required?: boolean }[];
    responses: Record<
      string,
      {
        headers?: Record<string, unknown>;
        description?: string;
        content?: Record<string, { schema?: unknown }>;
      }
    >;
  }

  it('is documented on exactly the idempotent operations, with its 409, 422 and replay header', async () => {
    const document = (await (await api.get('/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    const withKey = operations.filter(({ operation }) =>
      (operation.parameters ?? []).some((p) => p.name === 'Idempotency-Key' && p.in === 'header'),
    );
    expect(withKey.map(({ key }) => key).sort()).toEqual(IDEMPOTENT);
    for (const { key, operation } of withKey) {
      const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      expect({ key, success: success.length }).toEqual({ key, success: 1 });
      const documented = operation.responses[success[0] as string];
      // The route's own description of its answer stays whole (a 204 has no body to describe).
      expect({ key, schema: documented?.content?.['application/json']?.schema !== undefined }).toEqual({
        key,
        schema: success[0] !== '204',
      });
      const replayHeaders = Object.keys(documented?.headers ?? {});
      expect({ key, replayHeaders }).toEqual({
        key,
        replayHeaders: expect.arrayContaining(['Idempotent-Replayed']),
      });
      expect({ key, conflict: Object.keys(operation.responses['409']?.headers ?? {}) }).toEqual({
        key,
        conflict: expect.arrayContaining(['Retry-After', 'RateLimit-Policy']),
      });
      expect({ key, has422: '422' in operation.responses }).toEqual({ key, has422: true });
    }
  });
});
