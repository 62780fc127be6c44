import type { Estimate, Repositories } from '@deal/domain';
import { aDeal, aPinnedPhase, aRelativePhase } from '../../../domain/src/testing/deal.mother';
import type { Database } from '../data-source/database';
import { seedPricingSpace } from '../testing/pricing-space';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * `findStateByDeal` reads in one statement what `findByDeal`, `phases.listByDeal` and
 * `estimates.listByDeal` read in three; `revisionOf` the revision alone. Runs on PGlite by default
 * and on the real server when DATABASE_URL is set.
 */
describe('a deal pricing state in one read', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    await seedPricingSpace(repos, {
      spaceId: 'spc_state',
      cardId: 'rc_state',
      roles: [
        { id: 'rol_state_dev', name: 'Developer', unit: 'hour', archived: false },
        { id: 'rol_state_pm', name: 'PM', unit: 'hour', archived: true },
      ],
      at,
    });
  });

  afterAll(async () => {
    await database.close();
  });

  const separately = async (dealId: string) => ({
    pricing: await repos.dealPricing.findByDeal(dealId),
    phases: await repos.phases.listByDeal(dealId),
    estimates: await repos.estimates.listByDeal(dealId),
  });

  it('reads an unpriced deal without phases or estimates as the separate reads do', async () => {
    await repos.deals.insert(aDeal({ id: 'deal_state_empty', spaceId: 'spc_state', owner: null }));
    const state = await repos.dealPricing.findStateByDeal('deal_state_empty');
    expect(state).toEqual({ pricing: null, phases: [], estimates: [] });
    expect(state).toEqual(await separately('deal_state_empty'));
  });

  it('keeps the insertion order of phases and estimates added within one tick of the clock', async () => {
    // The embedded database's clock moves in whole milliseconds: back-to-back inserts share a tick,
    // and ids in falling order would come back reversed if the time did not move on by itself.
    const dealId = 'deal_state_ticks';
    await repos.deals.insert(aDeal({ id: dealId, spaceId: 'spc_state', owner: null }));
    const phaseIds = ['ph_tick_9', 'ph_tick_5', 'ph_tick_1'];
    for (const id of phaseIds) await repos.phases.insert(aRelativePhase({ id, dealId }));
    const estimateIds = ['est_tick_9', 'est_tick_5', 'est_tick_3', 'est_tick_1'];
    for (const id of estimateIds) {
      await repos.estimates.insert(
        { kind: 'fixed', id, dealId, phaseId: 'ph_tick_5', name: id, fixedPrice: 100, fixedCost: 50 },
        { cost: 50n, price: 100n },
      );
    }
    expect((await repos.phases.listByDeal(dealId)).map((phase) => phase.id)).toEqual(phaseIds);
    expect((await repos.estimates.listByDeal(dealId)).map((estimate) => estimate.id)).toEqual(estimateIds);
    const state = await repos.dealPricing.findStateByDeal(dealId);
    expect(state.phases.map((phase) => phase.id)).toEqual(phaseIds);
    expect(state.estimates.map((estimate) => estimate.id)).toEqual(estimateIds);
  });

  it('reads the pricing, the phases and the estimates in their orders, every field as written', async () => {
    const dealId = 'deal_state_full';
    await repos.deals.insert(aDeal({ id: dealId, spaceId: 'spc_state', owner: null, revision: 7 }));
    // Instants with milliseconds, and phases inserted out of id order: the insertion order is kept.
    const pinned = aPinnedPhase({
      id: 'ph_state_b',
      dealId,
      name: 'Kick-off « ünïcode » "quoted"',
      start: Date.UTC(2026, 10, 30, 8, 15, 30, 123),
      end: Date.UTC(2026, 11, 4, 17, 0, 0, 999),
    });
    const relative = aRelativePhase({ id: 'ph_state_a', dealId, startOffset: 0, endOffset: 90_061_001 });
    await repos.phases.insert(pinned);
    await repos.phases.insert(relative);
    await repos.dealPricing.save({
      dealId,
      rateCardId: 'rc_state',
      rateCardRevision: 3,
      contingency: 1500,
      discount: 500,
      rates: [
        { roleId: 'rol_state_pm', costRate: 48_000, priceRate: 85_000 },
        { roleId: 'rol_state_dev', costRate: 6250, priceRate: 11_000 },
      ],
    });
    const estimates: Estimate[] = [
      {
        kind: 'effort',
        id: 'est_z',
        dealId,
        phaseId: pinned.id,
        name: 'Build',
        roleId: 'rol_state_dev',
        quantity: 2425,
      },
      {
        kind: 'fixed',
        id: 'est_a',
        dealId,
        phaseId: relative.id,
        name: 'Licence\nline two',
        fixedPrice: 900_719_925_474_099,
        fixedCost: 0,
      },
      {
        kind: 'effort',
        id: 'est_m',
        dealId,
        phaseId: relative.id,
        name: '',
        roleId: 'rol_state_pm',
        quantity: 1,
      },
    ];
    // The stored amounts are not part of the state: any will do here.
    for (const estimate of estimates) await repos.estimates.insert(estimate, { cost: 1n, price: 2n });

    const state = await repos.dealPricing.findStateByDeal(dealId);
    expect(state).toEqual(await separately(dealId));
    expect(state.phases).toEqual([pinned, relative]);
    expect(state.estimates).toEqual(estimates);
    expect(state.pricing).toMatchObject({ rateCardRevision: 3, contingency: 1500, discount: 500 });
    const withRole = await repos.dealPricing.findStateWithRole(dealId, 'rol_state_pm');
    expect(withRole).toEqual({ ...state, role: await repos.roles.findById('rol_state_pm') });
    expect(withRole.role).toEqual({
      id: 'rol_state_pm',
      spaceId: 'spc_state',
      name: 'PM',
      unit: 'hour',
      archived: true,
      createdAt: at + 1,
      updatedAt: at + 123_456_789,
    });
    expect((await repos.dealPricing.findStateWithRole(dealId, 'rol_state_missing')).role).toBeNull();
    expect(await repos.deals.revisionOf(dealId)).toBe(7);
    expect(await repos.deals.revisionOf('deal_state_missing')).toBeNull();
  });
});
