import type { Repositories } from '@deal/domain';
import type { QueryRunner } from 'typeorm';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import { aDeal, aRelativePhase } from '../../../domain/src/testing/deal.mother';
import type { Database } from '../data-source/database';
import { seedPricingSpace } from '../testing/pricing-space';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * The hot statements of a new estimate are kept prepared on their connection (`queryRecords`'
 * `prepared`), and stay right when a migration changes a table they read: named columns, so
 * PostgreSQL plans them again rather than failing. Runs on PGlite by default and on the real
 * server when DATABASE_URL is set.
 */
/** Every table `LINE_TOTALS` reads. */
const READ_BY_LINE_TOTALS = [
  'deal_pricing',
  'pricing_roles',
  'estimate_totals',
  'memberships',
  'phases',
  'automations',
  'automation_actions',
];

describe('the prepared statements of a new estimate', () => {
  let database: Database;
  let runner: QueryRunner;
  let repos: Repositories;
  const dealId = 'deal_prepared';
  const totals = () =>
    repos.dealPricing.findLineTotals(dealId, 'ph_prepared', 'rol_prepared', {
      spaceId: 'spc_prepared',
      userId: null,
    });
  const prepared = async () =>
    ((await runner.query('SELECT name FROM pg_prepared_statements ORDER BY name')) as { name: string }[]).map(
      (row) => row.name,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    // One connection throughout: prepared statements belong to their session.
    runner = database.dataSource.createQueryRunner();
    await runner.connect();
    repos = repositoriesFor(runner.manager);
    await seedPricingSpace(repos, {
      spaceId: 'spc_prepared',
      cardId: 'rc_prepared',
      roles: [{ id: 'rol_prepared', name: 'Developer', unit: 'day', archived: false }],
      at: Date.UTC(2026, 0, 1),
    });
    await repos.deals.insert(aDeal({ id: dealId, spaceId: 'spc_prepared', owner: null }));
    await repos.phases.insert(aRelativePhase({ id: 'ph_prepared', dealId }));
    await repos.automations.insert(
      aDealUpdatedAutomation({
        id: 'aut_prepared',
        spaceId: 'spc_prepared',
        actions: [aSendWebhookAction()],
      }),
    );
  });

  afterAll(async () => {
    await runner?.release();
    await database?.close();
  });

  it('keeps the line totals and the deal update prepared, once each', async () => {
    const before = await totals();
    await repos.deals.update(
      { ...aDeal({ id: dealId, spaceId: 'spc_prepared', owner: null }), revision: 2 },
      {
        holdAutomationEdits: true,
      },
    );
    expect(await totals()).toEqual(before);
    expect(await prepared()).toEqual(['dps_deal_update', 'dps_line_totals']);
  });

  it('reads the same once a migration added and dropped columns of the tables it reads', async () => {
    const before = await totals();
    for (const table of READ_BY_LINE_TOTALS) {
      await runner.query(`ALTER TABLE ${table} ADD COLUMN prepared_note text`);
    }
    expect(await totals()).toEqual(before);
    for (const table of READ_BY_LINE_TOTALS) {
      await runner.query(`ALTER TABLE ${table} DROP COLUMN prepared_note`);
    }
    expect(await totals()).toEqual(before);
    expect(before.role).toMatchObject({ id: 'rol_prepared', unit: 'day' });
    expect(before.dealUpdatedAutomations.map((automation) => automation.id)).toEqual(['aut_prepared']);
  });
});
