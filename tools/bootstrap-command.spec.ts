import { createHash } from 'node:crypto';
import { parseToken } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../libs/persistence/src/testing/test-database';
import { describeBootstrap, parseBootstrapArgs, runBootstrap, setUserPassword } from './bootstrap-command';

describe('bootstrap', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('creates a user who owns a new space, with a read_write and a read personal token', async () => {
    const result = await runBootstrap(database, {});
    expect(result.user.email).toMatch(/^demo-[0-9a-z]{8}@example\.test$/);
    expect(result.user.id).toMatch(/^usr_/);
    expect(result.space.id).toMatch(/^spc_/);
    expect(parseToken(result.tokens.read_write)).toEqual({
      ok: true,
      value: expect.objectContaining({ kind: 'personal' }),
    });
    expect(result.tokens.read.startsWith('svcp_')).toBe(true);
    expect(result.tokens.read).not.toBe(result.tokens.read_write);

    const [membership] = await database.dataSource.query(
      'SELECT role FROM memberships WHERE space_id = $1 AND user_id = $2',
      [result.space.id, result.user.id],
    );
    expect(membership).toEqual({ role: 'owner' });
  });

  it('stores only the SHA-256 of each token, never the token itself', async () => {
    const result = await runBootstrap(database, {});
    const rows: { scope: string; token_hash: string }[] = await database.dataSource.query(
      'SELECT scope, token_hash FROM credentials WHERE user_id = $1 ORDER BY scope',
      [result.user.id],
    );
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(rows).toEqual([
      { scope: 'read', token_hash: sha256(result.tokens.read) },
      { scope: 'read_write', token_hash: sha256(result.tokens.read_write) },
    ]);
    const [{ dump }] = await database.dataSource.query(
      `SELECT string_agg(c::text, ' ') AS dump FROM credentials c WHERE user_id = $1`,
      [result.user.id],
    );
    expect(dump).not.toContain(result.tokens.read);
    expect(dump).not.toContain(result.tokens.read_write);
  });

  it('makes a fresh user and space every run, and refuses an email already registered', async () => {
    const first = await runBootstrap(database, { email: 'Grace@Example.test', space: 'Hopper & Co' });
    expect(first.user.email).toBe('grace@example.test');
    expect(first.space.name).toBe('Hopper & Co');
    const second = await runBootstrap(database, {});
    expect(second.user.id).not.toBe(first.user.id);
    expect(second.space.id).not.toBe(first.space.id);
    await expect(runBootstrap(database, { email: 'grace@example.test' })).rejects.toThrow(
      'email: is already registered',
    );
  });

  it('parses its flags strictly and describes the result for people', () => {
    expect(parseBootstrapArgs(['--json', '--space', 'S'])).toEqual({
      json: true,
      space: 'S',
      email: undefined,
      name: undefined,
      passwordStdin: false,
      setPassword: false,
    });
    expect(parseBootstrapArgs(['--set-password', '--email', 'a@b.test', '--password-stdin'])).toMatchObject({
      setPassword: true,
      passwordStdin: true,
      email: 'a@b.test',
    });
    expect(() => parseBootstrapArgs(['--set-password', '--password-stdin'])).toThrow(
      '--set-password needs --email and --password-stdin',
    );
    expect(() => parseBootstrapArgs(['--password', 'secret'])).toThrow(); // never as an argument
    expect(() => parseBootstrapArgs(['--jsno'])).toThrow();
    const text = describeBootstrap({
      user: { id: 'usr_1', email: 'a@b.test' },
      space: { id: 'spc_1', name: 'S' },
      tokens: { read_write: 'svcp_rw', read: 'svcp_r' },
    });
    expect(text).toContain('read_write token  svcp_rw');
    expect(text).toContain('space  S (spc_1)');
  });

  it('gives the new user an argon2id password when asked, and sets one later (signing them out)', async () => {
    const made = await runBootstrap(database, { password: 'first password' });
    const hashOf = async () =>
      (await database.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [made.user.id]))[0]
        .password_hash as string;
    const first = await hashOf();
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toContain('first password');
    await setUserPassword(database, made.user.email, 'second password');
    expect(await hashOf()).not.toBe(first);
    await expect(setUserPassword(database, made.user.email, 'short')).rejects.toThrow(
      'password: must be at least 8 characters',
    );
    await expect(setUserPassword(database, 'nobody@example.test', 'long enough')).rejects.toThrow(
      'user not found',
    );
    const plain = await runBootstrap(database, {});
    const [row] = await database.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [
      plain.user.id,
    ]);
    expect(row.password_hash).toBeNull();
  });
});
