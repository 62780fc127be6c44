import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../libs/persistence/src/testing/test-database';
import { createDemoWorkspaceIfFirstStart, demoBanner } from './demo-workspace';

describe('demo workspace on first start', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('creates a user, space and tokens only while the embedded database has no user', async () => {
    if (database.kind !== 'embedded') {
      expect(await createDemoWorkspaceIfFirstStart(database)).toBeNull();
      return;
    }
    const demo = await createDemoWorkspaceIfFirstStart(database);
    expect(demo?.tokens.read_write).toMatch(/^svcp_/);
    expect(demo?.password).toMatch(/^[\w-]{16}$/);
    const [{ password_hash }] = await database.dataSource.query('SELECT password_hash FROM users');
    expect(password_hash).toMatch(/^\$argon2id\$/);
    expect(await createDemoWorkspaceIfFirstStart(database)).toBeNull();
    const [{ count }] = await database.dataSource.query('SELECT count(*)::int AS count FROM users');
    expect(count).toBe(1);
  });

  it('never touches a real server (DATABASE_URL)', async () => {
    const server = { ...database, kind: 'server' } as Database;
    expect(await createDemoWorkspaceIfFirstStart(server)).toBeNull();
  });

  it('prints the tokens and a curl line that uses the read_write token', () => {
    const demo = {
      user: { id: 'usr_1', email: 'demo@example.test' },
      space: { id: 'spc_1', name: 'Demo space' },
      tokens: { read_write: 'svcp_rw', read: 'svcp_r' },
      password: 'demo-password',
    };
    const banner = demoBanner(demo, 'http://127.0.0.1:3000');
    expect(banner).toContain('read_write token  svcp_rw');
    expect(banner).toContain('read token        svcp_r');
    expect(banner).toContain('curl -s -H "Authorization: Bearer svcp_rw" http://127.0.0.1:3000/v1/spaces');
    expect(banner).toContain('password          demo-password');
    expect(banner).toContain('sign in at http://127.0.0.1:3000/sign-in as demo@example.test');
    expect(demoBanner(demo, undefined)).not.toContain('curl');
  });
});
