import { migrate, type Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { PasswordResetsAndVisibleSessions1764930000000 } from './1764930000000-password-resets-and-visible-sessions';
import { undoMigrationsThrough } from '../testing/undo-migrations';

/**
 * The migration that shows a person their sessions, over a session written before it: undone, a
 * session of the old shape written, then applied again; and its `down` drops what it added.
 */
describe('PasswordResetsAndVisibleSessions migration', () => {
  let database: Database;
  const query = (sql: string, parameters?: unknown[]) => database.dataSource.query(sql, parameters);

  beforeAll(async () => {
    database = await openTestDatabase();
    await undoMigrationsThrough(database, PasswordResetsAndVisibleSessions1764930000000.name);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('is undone whole: no resets table, no new session columns', async () => {
    const tables = await query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'password_resets'`,
    );
    expect(tables).toEqual([]);
    const columns = await query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'web_sessions' AND column_name IN ('last_seen_at', 'user_agent', 'ip')`,
    );
    expect(columns).toEqual([]);
  });

  it('gives a session from before its start as last seen, and no browser or address', async () => {
    const at = '2026-11-26T08:00:00Z';
    await query(
      `INSERT INTO users (id, email, name, created_at) VALUES ('usr_m', 'm@example.test', 'M', $1)`,
      [at],
    );
    await query(
      `INSERT INTO web_sessions (id, token_hash, user_id, created_at, expires_at)
       VALUES ('ses_old', 'hash', 'usr_m', $1, '2026-11-26T20:00:00Z')`,
      [at],
    );
    await migrate(database);
    const [session] = await query(
      `SELECT last_seen_at, user_agent, ip FROM web_sessions WHERE id = 'ses_old'`,
    );
    expect(session).toEqual({ last_seen_at: new Date(at), user_agent: null, ip: null });
    const [kind] = await query(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'email_outbox_kind_check'`,
    );
    expect(kind.definition).toContain('password_reset');
  }, 120_000);
});
