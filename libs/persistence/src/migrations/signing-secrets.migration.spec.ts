import { migrate, type Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { SigningSecrets1764860000000 } from './1764860000000-signing-secrets';
import { undoMigrationsThrough } from '../testing/undo-migrations';

/**
 * The migration that gives every Send Webhook action a signing secret, run over rows written by
 * the version before it: undone, rows of the old shape written, then applied again.
 */
describe('SigningSecrets migration', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    const query = (sql: string, parameters?: unknown[]) => database.dataSource.query(sql, parameters);
    await undoMigrationsThrough(database, SigningSecrets1764860000000.name);
    const at = '2026-11-01T00:00:00Z';
    await query(
      `INSERT INTO spaces (id, name, plan, created_at, updated_at) VALUES ('spc_m', 'M', 'free', $1, $1)`,
      [at],
    );
    await query(
      `INSERT INTO automations (id, space_id, name, trigger, signing_key, created_at, updated_at)
       VALUES ('aut_out', 'spc_m', 'Out', 'deal_updated', NULL, $1, $1),
              ('aut_in', 'spc_m', 'In', 'webhook_received', 'whkey_in', $1, $1)`,
      [at],
    );
    await query(
      `INSERT INTO automation_actions (id, automation_id, position, type, url, message, secret, previous_secret, previous_secret_until)
       VALUES ('act_1', 'aut_out', 0, 'send_webhook', 'https://a.example.com/', NULL, 'whsec_old1', 'whsec_rotated', $1),
              ('act_2', 'aut_out', 1, 'send_webhook', 'https://b.example.com/', NULL, 'whsec_old2', NULL, NULL),
              ('act_3', 'aut_in', 0, 'update_deal', NULL, NULL, NULL, NULL, NULL)`,
      ['2027-01-01T00:00:00Z'],
    );
    await migrate(database);
    // Undoing and re-applying the later migrations takes a while on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  type ActionRow = {
    id: string;
    secret: string | null;
    signing_secret: string | null;
    previous_secret: string | null;
  };
  const stored = (): Promise<ActionRow[]> =>
    database.dataSource.query(
      'SELECT id, secret, signing_secret, previous_secret FROM automation_actions ORDER BY id',
    );
  /** `migrate` seals the secrets after the migrations (reseal-secrets.ts): the rows, opened. */
  const open = (value: string | null) => (value === null ? null : database.secrets.open(value));
  const actions = async (): Promise<ActionRow[]> =>
    (await stored()).map((row) => ({
      ...row,
      secret: open(row.secret),
      signing_secret: open(row.signing_secret),
    }));

  it('leaves every secret sealed under the server key, none in clear', async () => {
    const rows = await stored();
    const values = rows.flatMap((row) => [row.secret, row.signing_secret]).filter((value) => value !== null);
    expect(values).toHaveLength(4);
    expect(values.filter((value) => !database.secrets.isCurrent(value))).toEqual([]);
    const [key] = await database.dataSource.query(`SELECT signing_key FROM automations WHERE id = 'aut_in'`);
    expect(database.secrets.isCurrent(key.signing_key)).toBe(true);
    expect(database.secrets.open(key.signing_key)).toBe('whkey_in');
  });

  it('gives each send_webhook action its own 32-byte whsec_ secret and keeps its header secret', async () => {
    const [one, two, update] = await actions();
    for (const action of [one, two]) {
      expect(action?.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(action?.signing_secret?.slice(6) ?? '', 'base64')).toHaveLength(32);
    }
    expect(one?.signing_secret).not.toBe(two?.signing_secret);
    expect([one?.secret, two?.secret]).toEqual(['whsec_old1', 'whsec_old2']);
    expect(update?.signing_secret).toBeNull();
  });

  it('erases the rotated header secrets, which no longer sign', async () => {
    expect((await actions()).map((action) => action.previous_secret)).toEqual([null, null, null]);
  });

  it('gives an action inserted by the previous version (which does not know the column) a secret by default', async () => {
    await database.dataSource.query(
      `INSERT INTO automation_actions (id, automation_id, position, type, url, message, secret)
       VALUES ('act_4', 'aut_out', 2, 'send_webhook', 'https://c.example.com/', NULL, 'whsec_old4')`,
    );
    const [added] = await database.dataSource.query(
      `SELECT signing_secret FROM automation_actions WHERE id = 'act_4'`,
    );
    expect(added.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(added.signing_secret.slice(6), 'base64')).toHaveLength(32);
  });
});
