import type { Deal, Estimate, OutboxEvent, Repositories } from '@deal/domain';
import { QueryFailedError } from 'typeorm';
import { aDeal, aRelativePhase } from '../../../domain/src/testing/deal.mother';
import type { Database } from '../data-source/database';
import { loggedStatements } from '../testing/logged-statements';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * `deals.update(deal, { newEstimate })`: a draft deal's new estimate goes in with the deal's UPDATE
 * and its event, one statement for the three (issue 25: one round trip fewer per estimate added).
 * The row must be the one `estimates.insert` writes, in the same insertion order, and a failure of
 * the insert must fail the write as the insert of its own did. PGlite by default, the real server
 * when DATABASE_URL is set.
 */
describe('TypeOrmDealRepository.update with a new estimate', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  const at = Date.UTC(2026, 10, 27, 22);
  const deal = aDeal({ id: 'deal_newest', spaceId: 'spc_newest', owner: null, status: 'draft' });
  const fixed = (id: string, fixedPrice: number, fixedCost: number): Estimate & { kind: 'fixed' } => ({
    kind: 'fixed',
    id,
    dealId: deal.id,
    phaseId: 'ph_newest',
    name: `Line ${id}`,
    fixedPrice,
    fixedCost,
  });
  const changeEvent = (id: string, changed: Deal): OutboxEvent => ({
    id,
    spaceId: changed.spaceId,
    dealId: changed.id,
    event: 'service_deal_updated',
    payload: {
      event: 'service_deal_updated',
      space_id: changed.spaceId,
      timestamp: new Date(changed.updatedAt).toISOString(),
      deal: {
        id: changed.id,
        url: `https://app.example.com/${changed.spaceId}/deals/${changed.id}`,
        name: changed.name,
        status: changed.status,
        price: changed.price ?? undefined,
        currency: changed.currency,
      },
      changes: { price: null },
      event_id: id,
      revision: changed.revision,
      actor: { type: 'system', id: null },
    },
    createdAt: changed.updatedAt,
  });

  const statementsOf = (work: () => Promise<unknown>) => loggedStatements(database.dataSource, work);

  const rowsOf = (dealId: string) =>
    database.dataSource.query(
      `SELECT id, phase_id, name, role_id, quantity, fixed_price::int, fixed_cost::int, cost_minor::text,
              price_minor::text
         FROM estimates WHERE deal_id = $1 ORDER BY created_at, id`,
      [dealId],
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    await repos.spaces.insert({ id: 'spc_newest', name: 'New', plan: 'free', createdAt: at, updatedAt: at });
    await repos.deals.insert(deal);
    await repos.phases.insert(aRelativePhase({ id: 'ph_newest', dealId: deal.id }));
  });

  afterAll(async () => {
    await database?.close();
  });

  it('writes the deal, its event and the row in one statement, the row after the last and before the next', async () => {
    // Ids against insertion order: only created_at can put them in the order they went in.
    const [first, carried, next] = [fixed('est_c', 300, 100), fixed('est_b', 200, 50), fixed('est_a', 1, 0)];
    const changed: Deal = { ...deal, price: 5, cost: 1.5, updatedAt: at + 1, revision: deal.revision + 1 };
    let statements: string[] = [];
    await uow.transaction(async (r) => {
      await r.estimates.insert(first, { cost: 10000n, price: 30000n });
      const newEstimate = { estimate: carried, amounts: { cost: 5000n, price: 20000n } };
      const event = changeEvent('evt_newest', changed);
      statements = await statementsOf(() =>
        r.deals.update(changed, { holdAutomationEdits: true, event, newEstimate }),
      );
      await r.estimates.insert(next, { cost: 0n, price: 100n });
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^WITH estimate AS \(INSERT INTO estimates .*\), event AS \(/s);
    const row = (line: Estimate & { kind: 'fixed' }, cost: string, price: string) => ({
      id: line.id,
      phase_id: 'ph_newest',
      name: line.name,
      role_id: null,
      quantity: null,
      fixed_price: line.fixedPrice,
      fixed_cost: line.fixedCost,
      cost_minor: cost,
      price_minor: price,
    });
    expect(await rowsOf(deal.id)).toEqual([
      row(first, '10000', '30000'),
      row(carried, '5000', '20000'),
      row(next, '0', '100'),
    ]);
    await expect(repos.estimates.listByDeal(deal.id)).resolves.toEqual([first, carried, next]);
    await expect(repos.deals.findById(deal.id)).resolves.toEqual(changed);
    const events = await database.dataSource.query(
      `SELECT id, deal_id, revision FROM outbox_events WHERE id = 'evt_newest'`,
    );
    expect(events).toEqual([{ id: 'evt_newest', deal_id: deal.id, revision: changed.revision }]);
  });

  it('fails whole where the insert of its own failed: nothing of the change is written', async () => {
    const before = await repos.deals.findById(deal.id);
    const rows = await rowsOf(deal.id);
    const renamed: Deal = { ...(before as Deal), name: 'Never written', revision: 99 };
    const orphan = {
      estimate: { ...fixed('est_orphan', 1, 1), phaseId: 'ph_gone' },
      amounts: { cost: 1n, price: 1n },
    };
    const alone = uow.transaction((r) => r.estimates.insert(orphan.estimate, orphan.amounts));
    const carried = uow.transaction((r) =>
      r.deals.update(renamed, {
        holdAutomationEdits: true,
        event: changeEvent('evt_never', renamed),
        newEstimate: orphan,
      }),
    );
    // The same foreign key refuses the row either way, with the same error.
    const refusal = {
      driverError: expect.objectContaining({ code: '23503', constraint: 'estimates_phase_id_fkey' }),
    };
    await expect(alone).rejects.toBeInstanceOf(QueryFailedError);
    await expect(alone).rejects.toMatchObject(refusal);
    await expect(carried).rejects.toBeInstanceOf(QueryFailedError);
    await expect(carried).rejects.toMatchObject(refusal);
    await expect(repos.deals.findById(deal.id)).resolves.toEqual(before);
    expect(await rowsOf(deal.id)).toEqual(rows);
    const events = await database.dataSource.query(`SELECT id FROM outbox_events WHERE id = 'evt_never'`);
    expect(events).toEqual([]);
  });
  it("refuses an estimate of another deal: its order and totals rest on this deal's lock", async () => {
    const stray = { ...fixed('est_stray', 1, 1), dealId: 'deal_elsewhere' };
    await expect(
      repos.deals.update(deal, { newEstimate: { estimate: stray, amounts: { cost: 1n, price: 1n } } }),
    ).rejects.toThrow('DealRepository.update: a new estimate of another deal');
    expect(await database.dataSource.query(`SELECT id FROM estimates WHERE id = 'est_stray'`)).toEqual([]);
  });
});
