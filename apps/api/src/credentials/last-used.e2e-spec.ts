import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';

let database: Database;
let api: TestApi;
let ann: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  ann = await aPerson(database, 'Ann');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function storedLastUse(id: string): Promise<number | null> {
  const [row] = await database.dataSource.query('SELECT last_used_at FROM credentials WHERE id = $1', [id]);
  return row.last_used_at === null ? null : (row.last_used_at as Date).getTime();
}

describe('last_used_at', () => {
  it('is null until the first use, then the time of that use, to the minute', async () => {
    const created = await api.call('POST', '/v1/tokens', {
      token: ann.rw,
      body: { name: 'fresh', scope: 'read' },
    });
    expect(created.body.last_used_at).toBeNull();
    const before = Date.now();
    expect((await api.call('GET', '/v1/spaces', { token: created.body.token })).status).toBe(200);
    const after = Date.now();
    const listed = await api.call('GET', '/v1/tokens?limit=100', { token: ann.read });
    const shown = listed.body.items.find((t: { id: string }) => t.id === created.body.id).last_used_at;
    expect(shown).toBeGreaterThanOrEqual(before - 1000);
    expect(shown).toBeLessThanOrEqual(after + 1000);
  });

  it('costs no write for further uses within the minute', async () => {
    const created = await api.call('POST', '/v1/tokens', {
      token: ann.rw,
      body: { name: 'busy', scope: 'read' },
    });
    await api.call('GET', '/v1/spaces', { token: created.body.token });
    const first = await storedLastUse(created.body.id);
    expect(first).toEqual(expect.any(Number));
    for (let i = 0; i < 3; i++) await api.call('GET', '/v1/spaces', { token: created.body.token });
    expect(await storedLastUse(created.body.id)).toBe(first);
  });

  it('is written again once the recorded use is a minute old', async () => {
    const created = await api.call('POST', '/v1/tokens', {
      token: ann.rw,
      body: { name: 'old', scope: 'read' },
    });
    await database.dataSource.query(
      "UPDATE credentials SET last_used_at = now() - interval '2 minutes' WHERE id = $1",
      [created.body.id],
    );
    const stale = await storedLastUse(created.body.id);
    await api.call('GET', '/v1/spaces', { token: created.body.token });
    expect(await storedLastUse(created.body.id)).toBeGreaterThan((stale ?? 0) + 60_000);
  });

  it("records a space key's use too, shown in the key list", async () => {
    const path = `/v1/spaces/${ann.ownSpaceId}/api-keys`;
    const created = await api.call('POST', path, { token: ann.rw, body: { name: 'audit', scope: 'read' } });
    expect(created.body.last_used_at).toBeNull();
    expect((await api.call('GET', '/v1/spaces', { token: created.body.key })).status).toBe(200);
    const listed = await api.call('GET', path, { token: ann.read });
    const key = listed.body.items.find((k: { id: string }) => k.id === created.body.id);
    expect(key.last_used_at).toEqual(expect.any(Number));
  });

  it('records the use of a credential whatever the request then answers', async () => {
    const created = await api.call('POST', '/v1/tokens', {
      token: ann.rw,
      body: { name: 'reader', scope: 'read' },
    });
    const refused = await api.call('POST', '/v1/tokens', { token: created.body.token, body: {} });
    expect(refused.status).toBe(403);
    expect(await storedLastUse(created.body.id)).toEqual(expect.any(Number));
  });
});
