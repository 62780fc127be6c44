import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';

let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;

const KEY = /^svcs_[0-9A-Za-z]{36}$/;
const FIELDS = [
  'created_at',
  'created_by',
  'expires_at',
  'id',
  'last_used_at',
  'name',
  'revoked_at',
  'scope',
  'space_id',
];
const keyNotFound = { message: 'api key not found' };
const spaceNotFound = { message: 'space not found' };
const readOnly = { message: 'token scope does not permit writes' };

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const keysOf = (spaceId: string) => `/v1/spaces/${spaceId}/api-keys`;

async function mintKey(token: string, spaceId = team.spaceId, body: Record<string, unknown> = {}) {
  const created = await api.call('POST', keysOf(spaceId), {
    token,
    body: { name: 'audit', scope: 'read_write', ...body },
  });
  expect(created.status).toBe(201);
  return created.body;
}

describe('POST /v1/spaces/{space}/api-keys', () => {
  it('an owner gets 201 with the key shown once and the record, and the key acts as the space', async () => {
    const created = await api.call('POST', keysOf(team.spaceId), {
      token: team.owner.rw,
      body: { name: 'Audit system', scope: 'read', expires_in_days: 90 },
    });
    expect(created).toEqual({
      status: 201,
      body: {
        key: expect.stringMatching(KEY),
        id: expect.stringMatching(/^tok_[0-9A-Za-z]{22}$/),
        name: 'Audit system',
        scope: 'read',
        space_id: team.spaceId,
        created_by: team.owner.id,
        created_at: expect.any(Number),
        expires_at: created.body.created_at + 90 * 86_400_000,
        last_used_at: null,
        revoked_at: null,
      },
    });
    const spaces = await api.call('GET', '/v1/spaces', { token: created.body.key });
    expect(spaces.body.items).toEqual([
      expect.objectContaining({ id: team.spaceId, role: null, is_member: false }),
    ]);
  });

  it('an admin may mint one too', async () => {
    expect(await mintKey(team.admin.rw)).toMatchObject({ created_by: team.admin.id, scope: 'read_write' });
  });

  it.each([
    ['a plain member', () => team.member.rw, keyNotFound],
    ['a stranger', () => stranger.rw, spaceNotFound],
  ])('%s gets 404', async (_who, token, body) => {
    const refused = await api.call('POST', keysOf(team.spaceId), {
      token: token(),
      body: { name: 'x', scope: 'read' },
    });
    expect(refused).toEqual({ status: 404, body });
  });

  it('a key mints no keys, of its own space or another', async () => {
    const own = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    const body = { name: 'x', scope: 'read' };
    expect(await api.call('POST', keysOf(team.spaceId), { token: own, body })).toEqual({
      status: 404,
      body: keyNotFound,
    });
    expect(await api.call('POST', keysOf(stranger.ownSpaceId), { token: own, body })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
  });

  it('an unknown space is 404', async () => {
    const refused = await api.call('POST', keysOf('spc_0000000000000000000000'), {
      token: team.owner.rw,
      body: { name: 'x', scope: 'read' },
    });
    expect(refused).toEqual({ status: 404, body: spaceNotFound });
  });

  it("an owner's read token is 403", async () => {
    const refused = await api.call('POST', keysOf(team.spaceId), {
      token: team.owner.read,
      body: { name: 'x', scope: 'read' },
    });
    expect(refused).toEqual({ status: 403, body: readOnly });
  });

  it('answers the 400 form for a bad body, unknown fields included', async () => {
    const body = { name: '', scope: 'write', expires_in_days: -1, space: team.spaceId };
    const refused = await api.call('POST', keysOf(team.spaceId), { token: team.owner.rw, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, data: body });
    expect(refused.body.error).toEqual(
      expect.arrayContaining([
        { path: ['space'], message: 'is not a known field' },
        { path: ['name'], message: 'must not be blank' },
        { path: ['scope'], message: 'must be one of read, read_write' },
        { path: ['expires_in_days'], message: 'must be an integer from 1 to 3650' },
      ]),
    );
    expect(refused.body.error).toHaveLength(4);
  });
});

describe('GET /v1/spaces/{space}/api-keys', () => {
  it('owners and admins list every key of the space with created_by, never the key', async () => {
    const own = await aTeam(database);
    const first = await mintKey(own.owner.rw, own.spaceId, { name: 'one' });
    const second = await mintKey(own.admin.rw, own.spaceId, { name: 'two' });
    await mintKey(team.owner.rw, team.spaceId, { name: 'elsewhere' });
    for (const token of [own.owner.read, own.admin.read]) {
      const listed = await api.call('GET', keysOf(own.spaceId), { token });
      expect(listed.status).toBe(200);
      expect(listed.body.next_cursor).toBeNull();
      const { key: _k1, ...one } = first;
      const { key: _k2, ...two } = second;
      expect(listed.body.items).toEqual([one, two]);
      for (const item of listed.body.items) expect(Object.keys(item).sort()).toEqual(FIELDS);
      expect(JSON.stringify(listed.body)).not.toContain(first.key.slice(5));
    }
  });

  it('walks the keys a page at a time, each once', async () => {
    const own = await aTeam(database);
    for (let i = 0; i < 5; i++) await mintKey(own.owner.rw, own.spaceId, { name: `k${i}` });
    const first = await api.call('GET', `${keysOf(own.spaceId)}?limit=3`, { token: own.owner.read });
    expect(first.body.items).toHaveLength(3);
    const rest = await api.call('GET', `${keysOf(own.spaceId)}?limit=3&cursor=${first.body.next_cursor}`, {
      token: own.owner.read,
    });
    expect(rest.body.items).toHaveLength(2);
    expect(rest.body.next_cursor).toBeNull();
    const names = [...first.body.items, ...rest.body.items].map((k: { name: string }) => k.name);
    expect(names.sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });

  it('a plain member, a key and a stranger get 404; a bad limit 400', async () => {
    const key = await insertCredential(database, { kind: 'space', spaceId: team.spaceId });
    expect(await api.call('GET', keysOf(team.spaceId), { token: team.member.read })).toEqual({
      status: 404,
      body: keyNotFound,
    });
    expect(await api.call('GET', keysOf(team.spaceId), { token: key })).toEqual({
      status: 404,
      body: keyNotFound,
    });
    expect(await api.call('GET', keysOf(team.spaceId), { token: stranger.read })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    const refused = await api.call('GET', `${keysOf(team.spaceId)}?limit=101`, { token: team.owner.read });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual([{ path: ['limit'], message: 'must be an integer from 1 to 100' }]);
  });
});

describe('DELETE /v1/spaces/{space}/api-keys/{id}', () => {
  it("an admin revokes the owner's key: 204, the key is refused at once, again is 204", async () => {
    const created = await mintKey(team.owner.rw);
    const path = `${keysOf(team.spaceId)}/${created.id}`;
    expect(await api.call('DELETE', path, { token: team.admin.rw })).toEqual({ status: 204, body: null });
    expect(await api.call('GET', '/v1/spaces', { token: created.key })).toEqual({
      status: 401,
      body: { message: 'invalid or expired token' },
    });
    expect(await api.call('DELETE', path, { token: team.owner.rw })).toEqual({ status: 204, body: null });
    const listed = await api.call('GET', `${keysOf(team.spaceId)}?limit=100`, { token: team.owner.read });
    expect(listed.body.items.find((k: { id: string }) => k.id === created.id).revoked_at).toEqual(
      expect.any(Number),
    );
  });

  it("a key of another space, a personal token's id and an unknown id are 404; the key keeps working", async () => {
    const elsewhere = await mintKey(stranger.rw, stranger.ownSpaceId);
    const [personal] = await database.dataSource.query(
      'SELECT id FROM credentials WHERE user_id = $1 LIMIT 1',
      [team.owner.id],
    );
    for (const id of [elsewhere.id, personal.id, 'tok_0000000000000000000000', 'x']) {
      const refused = await api.call('DELETE', `${keysOf(team.spaceId)}/${id}`, { token: team.owner.rw });
      expect(refused).toEqual({ status: 404, body: keyNotFound });
    }
    expect((await api.call('GET', '/v1/spaces', { token: elsewhere.key })).status).toBe(200);
    expect((await api.call('GET', '/v1/spaces', { token: team.owner.read })).status).toBe(200);
  });

  it('a plain member, the key itself and a stranger cannot revoke; a read token is 403', async () => {
    const created = await mintKey(team.owner.rw);
    const path = `${keysOf(team.spaceId)}/${created.id}`;
    expect(await api.call('DELETE', path, { token: team.member.rw })).toEqual({
      status: 404,
      body: keyNotFound,
    });
    expect(await api.call('DELETE', path, { token: created.key })).toEqual({
      status: 404,
      body: keyNotFound,
    });
    expect(await api.call('DELETE', path, { token: stranger.rw })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    expect(await api.call('DELETE', path, { token: team.owner.read })).toEqual({
      status: 403,
      body: readOnly,
    });
    expect((await api.call('GET', '/v1/spaces', { token: created.key })).status).toBe(200);
  });
});

describe("a key outlives its creator's membership", () => {
  it('keeps reading and writing the space after the admin who made it is removed', async () => {
    const own = await aTeam(database);
    const made = await mintKey(own.admin.rw, own.spaceId, { name: 'made by admin' });
    const removed = await api.call('DELETE', `/v1/spaces/${own.spaceId}/members/${own.admin.id}`, {
      token: own.owner.rw,
    });
    expect(removed.status).toBe(204);
    const adminSpaces = await api.call('GET', '/v1/spaces', { token: own.admin.read });
    expect(adminSpaces.body.items.map((s: { id: string }) => s.id)).not.toContain(own.spaceId);
    const spaces = await api.call('GET', '/v1/spaces', { token: made.key });
    expect(spaces.body.items.map((s: { id: string }) => s.id)).toEqual([own.spaceId]);
    const deal = await api.call('POST', '/v1/deals', {
      token: made.key,
      body: { space: own.spaceId, name: 'By key' },
    });
    expect(deal.status).toBe(201);
    const listed = await api.call('GET', `${keysOf(own.spaceId)}?limit=100`, { token: own.owner.read });
    expect(listed.body.items).toEqual([expect.objectContaining({ id: made.id, created_by: own.admin.id })]);
  });
});
