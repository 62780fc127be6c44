import type { BootstrapResult } from '@deal/domain';
import { TypeOrmUnitOfWork, type Database } from '@deal/persistence';
import { RandomIdGenerator } from '@deal/node-adapters';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../../tools/bootstrap-command';
import { insertCredential } from '../../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../../testing/api-test-app';

interface Page {
  items: Array<{
    id: string;
    name: string;
    role: string | null;
    is_member: boolean;
    plan: string;
    updated_at: number;
  }>;
  next_cursor: string | null;
}

let database: Database;
let api: TestApi;
let fixture: BootstrapResult;
const ids = new RandomIdGenerator();

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  fixture = await runBootstrap(database, {});
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function addSpace(userId: string, role: 'owner' | 'admin' | 'member' = 'member'): Promise<string> {
  const repos = new TypeOrmUnitOfWork(database.dataSource).repositories;
  const now = Date.now();
  const id = ids.next('spc');
  await repos.spaces.insert({ id, name: `Space ${id}`, plan: 'team', createdAt: now, updatedAt: now });
  await repos.memberships.add({ spaceId: id, userId, role, createdAt: now });
  return id;
}

async function page(token: string, query = ''): Promise<Page> {
  const response = await api.get(`/v1/spaces${query}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

describe('GET /v1/spaces', () => {
  it('lists the bootstrap space with the caller role and every field', async () => {
    expect(await page(fixture.tokens.read)).toEqual({
      items: [
        {
          id: fixture.space.id,
          name: fixture.space.name,
          role: 'owner',
          is_member: true,
          plan: 'free',
          currency: 'usd',
          updated_at: expect.any(Number),
        },
      ],
      next_cursor: null,
    });
  });

  it('walks 8 spaces in pages of 3: each once, in a stable order, ending with a null cursor', async () => {
    const user = await runBootstrap(database, {});
    const added = [];
    for (let i = 0; i < 7; i++) added.push(await addSpace(user.user.id, i % 2 ? 'admin' : 'member'));
    const expected = [user.space.id, ...added].sort();
    const seen: string[] = [];
    const cursors: Array<string | null> = [];
    let cursor: string | null = null;
    do {
      const current: Page = await page(user.tokens.read, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(current.items.length).toBeLessThanOrEqual(3);
      seen.push(...current.items.map((item) => item.id));
      cursor = current.next_cursor;
      cursors.push(cursor);
    } while (cursor !== null);
    expect(seen).toEqual(expected);
    expect(cursors).toHaveLength(3);
    expect(cursors[2]).toBeNull();
    const again = await page(user.tokens.read, '?limit=100');
    expect(again.items.map((item) => item.id)).toEqual(expected);
  });

  it('drops a space as soon as the membership is removed', async () => {
    const user = await runBootstrap(database, {});
    const extra = await addSpace(user.user.id);
    expect((await page(user.tokens.read)).items.map((i) => i.id)).toContain(extra);
    await new TypeOrmUnitOfWork(database.dataSource).repositories.memberships.remove(extra, user.user.id);
    expect((await page(user.tokens.read)).items.map((i) => i.id)).toEqual([user.space.id]);
  });

  it('a space key lists exactly its own space, with no role and not as a member', async () => {
    const other = await addSpace(fixture.user.id, 'admin');
    const key = await insertCredential(database, { kind: 'space', spaceId: other });
    const listed = await page(key);
    expect(listed).toEqual({
      items: [expect.objectContaining({ id: other, role: null, is_member: false, plan: 'team' })],
      next_cursor: null,
    });
  });

  describe('refuses a bad query with the validation form', () => {
    const limitIssue = { path: ['limit'], message: 'must be an integer from 1 to 100' };
    it.each([
      ['?limit=0', { limit: '0' }],
      ['?limit=101', { limit: '101' }],
      ['?limit=abc', { limit: 'abc' }],
      ['?limit=1.5', { limit: '1.5' }],
      ['?limit=', { limit: '' }],
      ['?limit=2&limit=3', { limit: ['2', '3'] }],
    ])('%s', async (query, data) => {
      const response = await api.get(`/v1/spaces${query}`, fixture.tokens.read);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        data,
        error: [limitIssue],
        message: 'limit: must be an integer from 1 to 100',
      });
    });

    it.each(['!!!', 'Zm9v', 'AAAA%3D'])('a garbled cursor %s', async (cursor) => {
      const response = await api.get(`/v1/spaces?cursor=${cursor}`, fixture.tokens.read);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: Array<{ path: string[] }>; message: string };
      expect(body.error.map((issue) => issue.path)).toEqual([['cursor']]);
      expect(body.message).toBe('cursor: must be a next_cursor value from a previous page');
    });

    it('an unknown parameter, named with every other problem', async () => {
      const response = await api.get('/v1/spaces?page=2&limit=0', fixture.tokens.read);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        data: { page: '2', limit: '0' },
        error: [{ path: ['page'], message: 'is not a known parameter' }, limitIssue],
        message: 'page: is not a known parameter; limit: must be an integer from 1 to 100',
      });
    });
  });
});
