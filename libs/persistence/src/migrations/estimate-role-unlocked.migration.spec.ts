import type { QueryRunner } from 'typeorm';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { insertDealRows } from '../testing/deal-rows';
import { EstimateRoleUnlocked1764990000000 } from './1764990000000-estimate-role-unlocked';

/**
 * The migration that takes the foreign key and its index off an estimate's role: the deal's and
 * the phase's keys stay (their deletions take the estimates), and an estimate written in a
 * transaction leaves its role's row unlocked, so that concurrent estimates of a space's deals do
 * not queue on, or share-lock into MultiXacts, the same few rows. Its `down` puts both back.
 */
describe('EstimateRoleUnlocked migration', () => {
  let database: Database;
  const query = (sql: string, parameters?: unknown[]) => database.dataSource.query(sql, parameters);
  const indexes = async () =>
    (await query(`SELECT indexname FROM pg_indexes WHERE tablename = 'estimates' ORDER BY 1`)).map(
      (row: { indexname: string }) => row.indexname,
    );
  const foreignKeys = async () =>
    (
      await query(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE conrelid = 'estimates'::regclass AND contype = 'f' ORDER BY 1`,
      )
    ).map((row: { definition: string }) => row.definition);

  beforeAll(async () => {
    database = await openTestDatabase();
    const at = '2026-11-27T08:00:00Z';
    await insertDealRows(query, { spaceId: 'spc_r', deals: [{ dealId: 'deal_r', phaseId: 'ph_r' }] }, at);
    await query(
      `INSERT INTO pricing_roles (id, space_id, name, unit, archived, created_at, updated_at)
       VALUES ('rol_r', 'spc_r', 'Developer', 'hour', false, $1, $1)`,
      [at],
    );
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it("keeps the deal's and the phase's keys and indexes, and none on the role", async () => {
    expect(await foreignKeys()).toEqual([
      'FOREIGN KEY (deal_id) REFERENCES deals(id) ON DELETE CASCADE',
      'FOREIGN KEY (phase_id) REFERENCES phases(id) ON DELETE CASCADE',
    ]);
    expect(await indexes()).toEqual(['estimates_deal_idx', 'estimates_phase_idx', 'estimates_pkey']);
  });

  it('is undone with the key back, and applied again without it', async () => {
    // Its one statement on the test's own connection (PGlite has no second one to run it on).
    const runner = { query } as unknown as QueryRunner;
    await new EstimateRoleUnlocked1764990000000().down(runner);
    expect(await foreignKeys()).toContain('FOREIGN KEY (role_id) REFERENCES pricing_roles(id)');
    expect(await indexes()).toContain('estimates_role_idx');
    await new EstimateRoleUnlocked1764990000000().up(runner);
    expect(await foreignKeys()).toHaveLength(2);
    expect(await indexes()).not.toContain('estimates_role_idx');
  });

  // PGlite is one serial connection: two transactions at once need the server.
  const onServer = process.env['DATABASE_URL'] ? it : it.skip;
  onServer("leaves the role's row unlocked while the estimate's transaction is open", async () => {
    const writer = database.dataSource.createQueryRunner();
    const editor = database.dataSource.createQueryRunner();
    try {
      await writer.startTransaction();
      await writer.query(
        `INSERT INTO estimates (id, deal_id, phase_id, name, role_id, quantity, created_at)
         VALUES ('est_r', 'deal_r', 'ph_r', 'Build it', 'rol_r', 800, now())`,
      );
      await editor.startTransaction();
      // With the key, the insert held FOR KEY SHARE on the row and this would fail at once.
      const locked = await editor.query(`SELECT id FROM pricing_roles WHERE id = 'rol_r' FOR UPDATE NOWAIT`);
      expect(locked).toEqual([{ id: 'rol_r' }]);
      await editor.rollbackTransaction();
      await writer.rollbackTransaction();
    } finally {
      await editor.release();
      await writer.release();
    }
  });
});
