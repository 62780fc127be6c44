import { openTestDatabase } from '../testing/test-database';
import type { Database } from './database';

/** Runs against PGlite by default and against the real server when DATABASE_URL is set. */
describe('database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('has every table after the migrations', async () => {
    const rows: { table_name: string }[] = await database.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'spaces',
        'memberships',
        'credentials',
        'deals',
        'phases',
        'deal_versions',
        'automations',
        'automation_actions',
        'outbox_events',
        'webhook_deliveries',
        'delivery_attempts',
        'invitations',
        'invitation_blocks',
        'invitation_sends',
        'space_deletions',
      ]),
    );
  });

  it('keeps concurrent transactions isolated: of 50, the 25 rolled back leave nothing behind', async () => {
    const now = new Date();
    const attempts = Array.from({ length: 50 }, (_, i) =>
      database.dataSource
        .transaction(async (manager) => {
          await manager.query(`INSERT INTO users (id, email, name, created_at) VALUES ($1, $2, $3, $4)`, [
            `usr_iso_${i}`,
            `iso${i}@example.test`,
            `Isolation ${i}`,
            now,
          ]);
          // Yield between the write and the decision, so transactions overlap in time.
          await new Promise((resolve) => setImmediate(resolve));
          const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM users WHERE id = $1`, [
            `usr_iso_${i}`,
          ]);
          if (count !== 1) throw new Error('a transaction saw another one’s row or lost its own');
          if (i % 2 === 1) throw new Error('rollback on purpose');
        })
        .then(
          () => 'committed',
          (error: Error) => error.message,
        ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'committed')).toHaveLength(25);
    expect(outcomes.filter((o) => o === 'rollback on purpose')).toHaveLength(25);
    const rows: { id: string }[] = await database.dataSource.query(
      `SELECT id FROM users WHERE id LIKE 'usr_iso_%' ORDER BY id`,
    );
    const expected = Array.from({ length: 25 }, (_, k) => `usr_iso_${k * 2}`).sort();
    expect(rows.map((r) => r.id)).toEqual(expected);
  });

  it('running the migrations again applies nothing', async () => {
    expect(await database.dataSource.showMigrations()).toBe(false);
  });
});
