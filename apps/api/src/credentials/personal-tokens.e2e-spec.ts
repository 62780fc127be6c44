import { createHash } from 'node:crypto';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';

let database: Database;
let api: TestApi;
let ann: Person;
let bob: Person;

const DAY = 86_400_000;
const TOKEN = /^svcp_[0-9A-Za-z]{36}$/;
const ID = /^tok_[0-9A-Za-z]{22}$/;
const FIELDS = ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'revoked_at', 'scope'];
const invalidToken = { message: 'invalid or expired token' };
const readOnly = { message: 'token scope does not permit writes' };
const tokenNotFound = { message: 'token not found' };

/** The api's clock runs `ahead` ms ahead of the machine's, so a test can let a day pass. */
let ahead = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, undefined, { now: () => Date.now() + ahead });
  ann = await aPerson(database, 'Ann');
  bob = await aPerson(database, 'Bob');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function mint(token: string, body: Record<string, unknown> = {}) {
  const created = await api.call('POST', '/v1/tokens', {
    token,
    body: { name: 'laptop', scope: 'read', ...body },
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function listAll(token: string): Promise<Array<Record<string, unknown>>> {
  const listed = await api.call('GET', '/v1/tokens?limit=100', { token });
  expect(listed.status).toBe(200);
  return listed.body.items;
}

describe('POST /v1/tokens', () => {
  it('answers 201 with the token shown once and the whole record, every field present', async () => {
    const before = Date.now();
    const created = await api.call('POST', '/v1/tokens', {
      token: ann.rw,
      body: { name: '  CI deploys ', scope: 'read_write' },
    });
    expect(created).toEqual({
      status: 201,
      body: {
        token: expect.stringMatching(TOKEN),
        id: expect.stringMatching(ID),
        name: 'CI deploys',
        scope: 'read_write',
        created_at: expect.any(Number),
        expires_at: null,
        last_used_at: null,
        revoked_at: null,
      },
    });
    expect(created.body.created_at).toBeGreaterThanOrEqual(before - 1000);
    const spaces = await api.call('GET', '/v1/spaces', { token: created.body.token });
    expect(spaces.status).toBe(200);
    expect(spaces.body.items.map((s: { id: string }) => s.id)).toEqual([ann.ownSpaceId]);
  });

  it('stores only the SHA-256 of the token, and the list never shows either', async () => {
    const { token, id } = await mint(ann.rw, { name: 'hash check' });
    const rows: Array<Record<string, unknown>> = await database.dataSource.query(
      'SELECT * FROM credentials WHERE id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['token_hash']).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token.slice(5));
    const listed = await api.call('GET', '/v1/tokens?limit=100', { token: ann.read });
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(5));
    expect(JSON.stringify(listed.body)).not.toContain(String(rows[0]?.['token_hash']));
    for (const item of listed.body.items) expect(Object.keys(item).sort()).toEqual(FIELDS);
  });

  it('expires_in_days sets an expiry that many 24 h days after creation; null never expires', async () => {
    const expiring = await mint(ann.rw, { expires_in_days: 30 });
    expect(expiring.expires_at).toBe(expiring.created_at + 30 * DAY);
    const longest = await mint(ann.rw, { expires_in_days: 3650 });
    expect(longest.expires_at).toBe(longest.created_at + 3650 * DAY);
    expect((await mint(ann.rw, { expires_in_days: null })).expires_at).toBeNull();
  });

  it('a read_write token may mint read and read_write tokens; a read token mints none', async () => {
    const wide = await mint(ann.rw, { scope: 'read_write' });
    const narrow = await mint(wide.token, { scope: 'read' });
    expect(narrow.scope).toBe('read');
    expect(await mint(wide.token, { scope: 'read_write' })).toMatchObject({ scope: 'read_write' });
    const refused = await api.call('POST', '/v1/tokens', {
      token: narrow.token,
      body: { name: 'x', scope: 'read_write' },
    });
    expect(refused).toEqual({ status: 403, body: readOnly });
    expect(
      await api.call('POST', '/v1/tokens', { token: ann.read, body: { name: 'x', scope: 'read' } }),
    ).toEqual({
      status: 403,
      body: readOnly,
    });
  });

  it('answers 401 without a usable credential', async () => {
    const body = { name: 'x', scope: 'read' };
    expect(await api.call('POST', '/v1/tokens', { body })).toEqual({
      status: 401,
      body: { message: 'bearer token required' },
    });
    expect(await api.call('POST', '/v1/tokens', { token: 'svcp_garbage', body })).toEqual({
      status: 401,
      body: invalidToken,
    });
  });

  it('a space key, even read_write, has no personal tokens: 404 on every route', async () => {
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: ann.ownSpaceId },
      { scope: 'read_write' },
    );
    const { id } = await mint(ann.rw);
    expect(await api.call('POST', '/v1/tokens', { token: key, body: { name: 'x', scope: 'read' } })).toEqual({
      status: 404,
      body: tokenNotFound,
    });
    expect(await api.call('GET', '/v1/tokens', { token: key })).toEqual({ status: 404, body: tokenNotFound });
    expect(await api.call('DELETE', `/v1/tokens/${id}`, { token: key })).toEqual({
      status: 404,
      body: tokenNotFound,
    });
  });

  describe('answers the SPEC §7 400 form', () => {
    it('for every problem at once, unknown fields included, echoing the body', async () => {
      const body = { name: ' ', scope: 'admin', expires_in_days: 0, colour: 'red' };
      const refused = await api.call('POST', '/v1/tokens', { token: ann.rw, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, data: body });
      expect(refused.body.error).toEqual(
        expect.arrayContaining([
          { path: ['colour'], message: 'is not a known field' },
          { path: ['name'], message: 'must not be blank' },
          { path: ['scope'], message: 'must be one of read, read_write' },
          { path: ['expires_in_days'], message: 'must be an integer from 1 to 3650' },
        ]),
      );
      expect(refused.body.error).toHaveLength(4);
      expect(refused.body.message).toEqual(expect.stringContaining('colour: is not a known field'));
    });

    it.each([
      [{ scope: 'read' }, ['name'], 'must be a string'],
      [{ name: 'x' }, ['scope'], 'must be one of read, read_write'],
      [{ name: 'x'.repeat(101), scope: 'read' }, ['name'], 'must be at most 100 characters'],
      [{ name: 42, scope: 'read' }, ['name'], 'must be a string'],
      [
        { name: 'x', scope: 'read', expires_in_days: '30' },
        ['expires_in_days'],
        'must be an integer from 1 to 3650',
      ],
      [
        { name: 'x', scope: 'read', expires_in_days: 1.5 },
        ['expires_in_days'],
        'must be an integer from 1 to 3650',
      ],
      [
        { name: 'x', scope: 'read', expires_in_days: 3651 },
        ['expires_in_days'],
        'must be an integer from 1 to 3650',
      ],
    ])('%j', async (body, path, message) => {
      const refused = await api.call('POST', '/v1/tokens', { token: ann.rw, body });
      expect(refused).toEqual({
        status: 400,
        body: { success: false, data: body, error: [{ path, message }], message: `${path[0]}: ${message}` },
      });
    });

    it('for a body that is not a JSON object', async () => {
      const refused = await api.call('POST', '/v1/tokens', { token: ann.rw, body: ['name'] });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        success: false,
        error: [{ path: [], message: 'body must be a JSON object' }],
      });
    });

    it('accepts exactly 100 characters', async () => {
      expect((await mint(ann.rw, { name: 'n'.repeat(100) })).name).toBe('n'.repeat(100));
    });
  });
});

describe('GET /v1/tokens', () => {
  it("lists the caller's own tokens, oldest first, and nobody else's", async () => {
    const carol = await aPerson(database, 'Carol');
    const made = await mint(carol.rw, { name: 'made', expires_in_days: 7 });
    const listed = await api.call('GET', '/v1/tokens', { token: carol.read });
    expect(listed.status).toBe(200);
    expect(listed.body.next_cursor).toBeNull();
    expect(listed.body.items.map((t: { name: string }) => t.name)).toEqual([
      'bootstrap read_write',
      'bootstrap read',
      'made',
    ]);
    const { token: _shownOnce, ...record } = made;
    expect(listed.body.items[2]).toEqual(record);
    const bobs = await listAll(bob.read);
    expect(bobs.map((t) => t['id'])).not.toContain(made.id);
  });

  it('walks 9 tokens in pages of 4: each once, in a stable order, ending with a null cursor', async () => {
    const dan = await aPerson(database, 'Dan');
    for (let i = 0; i < 7; i++) await mint(dan.rw, { name: `t${i}` });
    const everything = (await listAll(dan.read)).map((t) => t['id']);
    expect(everything).toHaveLength(9);
    const seen: unknown[] = [];
    const cursors: Array<string | null> = [];
    let cursor: string | null = null;
    do {
      const query = `?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api.call('GET', `/v1/tokens${query}`, { token: dan.read });
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.body.items.map((t: { id: string }) => t.id));
      cursor = page.body.next_cursor;
      cursors.push(cursor);
    } while (cursor !== null);
    expect(seen).toEqual(everything);
    expect(new Set(seen).size).toBe(9);
    expect(cursors).toHaveLength(3);
  });

  it('refuses a bad limit, a garbled cursor and an unknown parameter with the 400 form', async () => {
    const refused = await api.call('GET', '/v1/tokens?limit=0&cursor=nope&page=2', { token: ann.read });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, data: { limit: '0', cursor: 'nope', page: '2' } });
    expect(refused.body.error.map((issue: { path: string[] }) => issue.path)).toEqual([
      ['page'],
      ['limit'],
      ['cursor'],
    ]);
  });

  it('answers 401 without a credential', async () => {
    expect(await api.call('GET', '/v1/tokens')).toEqual({
      status: 401,
      body: { message: 'bearer token required' },
    });
  });
});

describe('DELETE /v1/tokens/{id}', () => {
  it('revokes at once: 204, the token is then refused, and a second revocation is 204 and changes nothing', async () => {
    const victim = await mint(ann.rw, { name: 'to revoke' });
    expect((await api.call('GET', '/v1/spaces', { token: victim.token })).status).toBe(200);
    const response = await api.send('DELETE', `/v1/tokens/${victim.id}`, { token: ann.rw });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await api.call('GET', '/v1/spaces', { token: victim.token })).toEqual({
      status: 401,
      body: invalidToken,
    });
    const revokedAt = (await listAll(ann.read)).find((t) => t['id'] === victim.id)?.['revoked_at'];
    expect(revokedAt).toEqual(expect.any(Number));
    expect(await api.call('DELETE', `/v1/tokens/${victim.id}`, { token: ann.rw })).toEqual({
      status: 204,
      body: null,
    });
    expect((await listAll(ann.read)).find((t) => t['id'] === victim.id)?.['revoked_at']).toBe(revokedAt);
  });

  it('a token may revoke itself (log out)', async () => {
    const self = await mint(ann.rw, { scope: 'read_write' });
    expect(await api.call('DELETE', `/v1/tokens/${self.id}`, { token: self.token })).toEqual({
      status: 204,
      body: null,
    });
    expect(await api.call('GET', '/v1/tokens', { token: self.token })).toEqual({
      status: 401,
      body: invalidToken,
    });
  });

  it("another user's token, a space key's id, an unknown or malformed id: 404, nothing revoked", async () => {
    const bobs = await mint(bob.rw, { name: 'bob laptop' });
    const keyToken = await insertCredential(database, { kind: 'space', spaceId: ann.ownSpaceId });
    const [key] = await database.dataSource.query(
      "SELECT id FROM credentials WHERE kind = 'space' AND space_id = $1",
      [ann.ownSpaceId],
    );
    for (const id of [bobs.id, key.id, 'tok_0000000000000000000000', 'not-an-id', '%20']) {
      expect(await api.call('DELETE', `/v1/tokens/${id}`, { token: ann.rw })).toEqual({
        status: 404,
        body: tokenNotFound,
      });
    }
    expect((await api.call('GET', '/v1/spaces', { token: bobs.token })).status).toBe(200);
    expect((await api.call('GET', '/v1/spaces', { token: keyToken })).status).toBe(200);
  });

  it('a read token revokes nothing: 403', async () => {
    const { id } = await mint(ann.rw);
    expect(await api.call('DELETE', `/v1/tokens/${id}`, { token: ann.read })).toEqual({
      status: 403,
      body: readOnly,
    });
    expect((await listAll(ann.read)).find((t) => t['id'] === id)?.['revoked_at']).toBeNull();
  });
});

describe('expiry', () => {
  it('a token is refused from its expires_at on, and still listed', async () => {
    const soon = await mint(ann.rw, { expires_in_days: 1 });
    expect((await api.call('GET', '/v1/spaces', { token: soon.token })).status).toBe(200);
    ahead = DAY - 1_000;
    expect((await api.call('GET', '/v1/spaces', { token: soon.token })).status).toBe(200);
    ahead = DAY;
    try {
      expect(await api.call('GET', '/v1/spaces', { token: soon.token })).toEqual({
        status: 401,
        body: invalidToken,
      });
    } finally {
      ahead = 0;
    }
    expect((await listAll(ann.read)).map((t) => t['id'])).toContain(soon.id);
  });
});
