import type { Automation, Estimate, Repositories } from '@deal/domain';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import { aDeal, aRelativePhase } from '../../../domain/src/testing/deal.mother';
import type { Database } from '../data-source/database';
import { seedPricingSpace } from '../testing/pricing-space';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * `findLineTotals` answers in one row what a new estimate on a draft deal needs (pricing, phase,
 * role, the count and sums of the stored amounts, the caller's membership, the space's automations);
 * `insert`, `update` and `writeAmounts` keep the amounts. Runs on PGlite by default and on the real server when DATABASE_URL is set.
 */
describe('the stored amounts of a deal lines', () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 0, 1);
  const dealId = 'deal_totals';
  const line = (id: string, fixedPrice: number, fixedCost: number): Estimate => ({
    kind: 'fixed',
    id,
    dealId,
    phaseId: 'ph_totals',
    name: id,
    fixedPrice,
    fixedCost,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    await seedPricingSpace(repos, {
      spaceId: 'spc_totals',
      cardId: 'rc_totals',
      roles: [{ id: 'rol_totals', name: 'Developer', unit: 'day', archived: false }],
      at,
    });
    for (const id of [dealId, 'deal_totals_other']) {
      await repos.deals.insert(aDeal({ id, spaceId: 'spc_totals', owner: null }));
    }
    await repos.phases.insert(aRelativePhase({ id: 'ph_totals', dealId }));
    await repos.phases.insert(aRelativePhase({ id: 'ph_totals_other', dealId: 'deal_totals_other' }));
  });

  afterAll(async () => {
    await database.close();
  });

  /** As a space key's request reads them: no member. */
  const totalsOf = (deal: string, phaseId: string, roleId: string | null) =>
    repos.dealPricing.findLineTotals(deal, phaseId, roleId, { spaceId: 'spc_totals', userId: null });

  const text = (totals: { lines: number; unpriced: number; cost: bigint; subtotal: bigint }) => ({
    ...totals,
    cost: String(totals.cost),
    subtotal: String(totals.subtotal),
  });

  it('reads a deal without pricing or lines: no pricing, zero sums; the phase and the role as asked', async () => {
    const read = await totalsOf(dealId, 'ph_totals', 'rol_totals');
    expect({ ...read, totals: text(read.totals) }).toEqual({
      memberRole: null,
      dealUpdatedAutomations: [],
      pricing: null,
      hasPhase: true,
      role: await repos.roles.findById('rol_totals'),
      totals: { lines: 0, unpriced: 0, cost: '0', subtotal: '0' },
    });
    expect(read.role).toMatchObject({ createdAt: at + 1, updatedAt: at + 123_456_789, unit: 'day' });
    expect((await totalsOf(dealId, 'ph_totals_other', null)).hasPhase).toBe(false);
    expect((await totalsOf(dealId, 'ph_none', 'rol_none')).role).toBeNull();
    expect((await totalsOf(dealId, 'ph_totals', null)).role).toBeNull();
  });

  it("reads the member's role in the space asked: none for a stranger, another space or no user", async () => {
    const users = ['usr_totals_admin', 'usr_totals_stranger'];
    for (const id of users)
      await repos.users.insert({ id, email: `${id}@example.test`, name: id, createdAt: at });
    await repos.memberships.add({ spaceId: 'spc_totals', userId: users[0], role: 'admin', createdAt: at });
    const roleOf = async (spaceId: string, userId: string | null) =>
      (await repos.dealPricing.findLineTotals(dealId, 'ph_totals', null, { spaceId, userId })).memberRole;
    expect(await roleOf('spc_totals', users[0])).toBe('admin');
    expect(await roleOf('spc_totals', users[1])).toBeNull();
    expect(await roleOf('spc_elsewhere', users[0])).toBeNull();
    expect(await roleOf('spc_totals', null)).toBeNull();
  });

  it("reads the space's enabled deal_updated automations as listEnabled reads them, secrets opened", async () => {
    const automation = (id: string, overrides: Partial<Automation> = {}) =>
      aDealUpdatedAutomation({ id, spaceId: 'spc_totals', actions: [], ...overrides });
    const rotated = aSendWebhookAction({
      id: 'act_totals_rotated',
      previousSigningSecret: { secret: 'whsec_cHJldmlvdXMgc2lnbmluZyBzZWNyZXQ=', until: at + 86_400_000 },
    });
    const written = [
      automation('aut_totals_b', { actions: [aSendWebhookAction({ id: 'act_totals_1' }), rotated] }),
      automation('aut_totals_a', {
        createdAt: at + 1,
        updatedAt: at + 987_654_321,
        actions: [{ type: 'update_deal', id: 'act_totals_2', fields: ['status'] }],
      }),
      automation('aut_totals_off', { enabled: false }),
      automation('aut_totals_created', { trigger: 'deal_created', conditions: [] }),
      aDealUpdatedAutomation({ id: 'aut_totals_elsewhere', spaceId: 'spc_totals_other', actions: [] }),
    ];
    await repos.spaces.insert({
      id: 'spc_totals_other',
      name: 'Other',
      plan: 'free',
      createdAt: at,
      updatedAt: at,
    });
    for (const each of written) await repos.automations.insert(each);
    const read = (await totalsOf(dealId, 'ph_totals', null)).dealUpdatedAutomations;
    expect(read).toEqual(await repos.automations.listEnabled('spc_totals', 'deal_updated'));
    expect(read).toEqual([written[1], written[0]]);
    for (const each of written) await repos.automations.delete(each.id);
    expect((await totalsOf(dealId, 'ph_totals', null)).dealUpdatedAutomations).toEqual([]);
  });

  it('sums the stored amounts exactly, beyond 2^53, and counts the rows that keep none', async () => {
    await repos.dealPricing.save({
      dealId,
      rateCardId: 'rc_totals',
      rateCardRevision: 4,
      contingency: 1500,
      discount: 250,
      rates: [{ roleId: 'rol_totals', costRate: 48_000, priceRate: 85_000 }],
    });
    const big = 900_719_925_474_099;
    await repos.estimates.insert(line('est_t1', big, 7), { cost: 7n, price: BigInt(big) });
    await repos.estimates.insert(line('est_t2', big, 5), { cost: 5n, price: BigInt(big) });
    await repos.estimates.insert(line('est_t3', 1, 1), { cost: 1n, price: 1n });
    // Another deal's lines are not counted.
    await repos.estimates.insert(
      { ...line('est_t_other', 1, 1), dealId: 'deal_totals_other', phaseId: 'ph_totals_other' },
      { cost: 1n, price: 1n },
    );
    const read = await totalsOf(dealId, 'ph_totals', null);
    expect(read.pricing).toEqual(await repos.dealPricing.findByDeal(dealId));
    expect(text(read.totals)).toEqual({
      lines: 3,
      unpriced: 0,
      cost: '13',
      subtotal: String(2n * BigInt(big) + 1n),
    });

    await database.dataSource.query(`UPDATE estimates SET price_minor = NULL WHERE id = 'est_t3'`);
    expect(text((await totalsOf(dealId, 'ph_totals', null)).totals)).toEqual({
      lines: 3,
      unpriced: 1,
      cost: '13',
      subtotal: String(2n * BigInt(big)),
    });
  });

  it('writes the amounts of an edit, and rewrites many lines in one statement', async () => {
    await repos.estimates.update(line('est_t3', 300, 200), { cost: 200n, price: 300n });
    await repos.estimates.writeAmounts(dealId, [
      { id: 'est_t1', cost: 10n, price: 20n },
      { id: 'est_t2', cost: 30n, price: 40n },
      // Another deal's line is not touched, even by id.
      { id: 'est_t_other', cost: 99n, price: 99n },
    ]);
    await repos.estimates.writeAmounts(dealId, []);
    const rows: { id: string; cost_minor: string | null; price_minor: string | null }[] =
      await database.dataSource.query(
        `SELECT id, cost_minor::text, price_minor::text FROM estimates
          WHERE id LIKE 'est_t%' ORDER BY id`,
      );
    expect(rows).toEqual([
      { id: 'est_t1', cost_minor: '10', price_minor: '20' },
      { id: 'est_t2', cost_minor: '30', price_minor: '40' },
      { id: 'est_t3', cost_minor: '200', price_minor: '300' },
      { id: 'est_t_other', cost_minor: '1', price_minor: '1' },
    ]);
    expect(text((await totalsOf(dealId, 'ph_totals', null)).totals)).toEqual({
      lines: 3,
      unpriced: 0,
      cost: '240',
      subtotal: '360',
    });
  });
});
