import fc from 'fast-check';
import type { Deal, Estimate, Repositories } from '@deal/domain';
import { aDeal, aRelativePhase } from '../../../domain/src/testing/deal.mother';
import type { Database } from '../data-source/database';
import { seedPricingSpace } from '../testing/pricing-space';
import { openTestDatabase } from '../testing/test-database';
import { repositoriesFor } from '../unit-of-work/repositories-for';

// Fixed seed: a failure is reproducible, and the suite stays deterministic.
const RUNS = { seed: 1765, numRuns: 25 };
const DEALS = ['deal_sums_a', 'deal_sums_b'] as const;
const PHASES = ['one', 'two'] as const;

/** A write to the estimates table, by the repositories or by hand, as any path may make one. */
type Write =
  | { kind: 'insert'; deal: number; phase: number; cost: number; price: number }
  | { kind: 'carried'; deal: number; phase: number; cost: number; price: number }
  | { kind: 'move'; pick: number }
  | { kind: 'delete-all' }
  | { kind: 'update'; pick: number; cost: number; price: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'rewrite'; deal: number; cost: number; price: number }
  | { kind: 'forget'; pick: number }
  | { kind: 'drop-phase'; deal: number; phase: number }
  | { kind: 'drop-deal'; deal: number };

const amount = fc.integer({ min: 0, max: 2_000_000_000 });
const index = fc.nat({ max: 1000 });
/** A new line of deal 0 or 1, in phase 0 or 1, written on its own (`insert`) or by the deal's UPDATE. */
const newLine = <K extends 'insert' | 'carried'>(kind: K) =>
  fc.record({
    kind: fc.constant(kind),
    deal: fc.nat({ max: 1 }),
    phase: fc.nat({ max: 1 }),
    cost: amount,
    price: amount,
  });
const write: fc.Arbitrary<Write> = fc.oneof(
  { weight: 3, arbitrary: newLine('carried') },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete-all' as const) }) },
  { weight: 4, arbitrary: newLine('insert') },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('update' as const), pick: index, cost: amount, price: amount }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rewrite' as const),
      deal: fc.nat({ max: 1 }),
      cost: amount,
      price: amount,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forget' as const), pick: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('drop-phase' as const),
      deal: fc.nat({ max: 1 }),
      phase: fc.nat({ max: 1 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop-deal' as const), deal: fc.nat({ max: 1 }) }) },
);

/**
 * The count and sums a new estimate reads (`findLineTotals`, from the `estimate_totals` row the
 * database keeps by trigger) are, after any sequence of writes, what summing the deal's rows gives:
 * inserts (on their own, and carried by the deal's UPDATE as a new estimate on a draft deal is),
 * edits, removals, a rewrite of every line's amounts, amounts forgotten by hand, a row moved to the
 * other deal and one statement removing both deals' rows (writes no path of the api makes, but a
 * hand-written fix may), and rows taken by a phase's or the deal's own cascade. Runs on PGlite by default and on the real server
 * when DATABASE_URL is set.
 */
describe("a deal's estimate totals, kept by the database", () => {
  let database: Database;
  let repos: Repositories;
  const at = Date.UTC(2026, 0, 1);
  const phaseId = (deal: number, phase: number) => `ph_sums_${deal}_${PHASES[phase]}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    await seedPricingSpace(repos, { spaceId: 'spc_sums', cardId: 'rc_sums', roles: [], at });
  });

  afterAll(async () => {
    await database.close();
  });

  /** The deal and its two phases, as new (after a drop, or at the start of a run). */
  async function freshDeal(deal: number): Promise<void> {
    const id = DEALS[deal] as string;
    await database.dataSource.query('DELETE FROM deals WHERE id = $1', [id]);
    await repos.deals.insert(aDeal({ id, spaceId: 'spc_sums', owner: null }));
    for (const phase of [0, 1])
      await repos.phases.insert(aRelativePhase({ id: phaseId(deal, phase), dealId: id }));
  }

  const summed = async (dealId: string) => {
    const [row] = await database.dataSource.query(
      `SELECT count(*)::int AS lines,
              (count(*) FILTER (WHERE cost_minor IS NULL OR price_minor IS NULL))::int AS unpriced,
              coalesce(sum(cost_minor), 0)::text AS cost, coalesce(sum(price_minor), 0)::text AS subtotal
         FROM estimates WHERE deal_id = $1`,
      [dealId],
    );
    return row as { lines: number; unpriced: number; cost: string; subtotal: string };
  };
  const noMember = { spaceId: 'spc_sums', userId: null };
  const read = async (dealId: string) => {
    const { totals } = await repos.dealPricing.findLineTotals(dealId, 'ph_none', null, noMember);
    return { ...totals, cost: String(totals.cost), subtotal: String(totals.subtotal) };
  };

  it('equal the sums of the rows after any writes, cascades included', async () => {
    let made = 0;
    const newRow = (line: { deal: number; phase: number; cost: number; price: number }) => ({
      estimate: {
        kind: 'fixed',
        id: `est_sums_${++made}`,
        dealId: DEALS[line.deal] as string,
        phaseId: phaseId(line.deal, line.phase),
        name: 'Line',
        fixedPrice: line.price,
        fixedCost: line.cost,
      } satisfies Estimate,
      amounts: { cost: BigInt(line.cost), price: BigInt(line.price) },
    });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 16 }), async (writes) => {
        for (const deal of [0, 1]) await freshDeal(deal);
        for (const each of writes) {
          const ids: { id: string; deal_id: string }[] = await database.dataSource.query(
            'SELECT id, deal_id FROM estimates WHERE deal_id = ANY($1) ORDER BY id',
            [DEALS],
          );
          const picked = 'pick' in each && ids.length > 0 ? ids[each.pick % ids.length] : undefined;
          if (each.kind === 'insert') {
            const { estimate, amounts } = newRow(each);
            await repos.estimates.insert(estimate, amounts);
          } else if (each.kind === 'carried') {
            const deal = await repos.deals.findById(DEALS[each.deal] as string);
            await repos.deals.update(deal as Deal, { newEstimate: newRow(each) });
          } else if (each.kind === 'move' && picked) {
            const to = picked.deal_id === DEALS[0] ? 1 : 0;
            await database.dataSource.query(
              'UPDATE estimates SET deal_id = $2, phase_id = $3 WHERE id = $1',
              [picked.id, DEALS[to], phaseId(to, 0)],
            );
          } else if (each.kind === 'delete-all') {
            await database.dataSource.query('DELETE FROM estimates WHERE deal_id = ANY($1)', [DEALS]);
          } else if (each.kind === 'update' && picked) {
            const [line] = (await repos.estimates.listByDeal(picked.deal_id)).filter(
              (e) => e.id === picked.id,
            );
            await repos.estimates.update(line as Estimate, {
              cost: BigInt(each.cost),
              price: BigInt(each.price),
            });
          } else if (each.kind === 'delete' && picked) {
            await repos.estimates.delete(picked.deal_id, picked.id);
          } else if (each.kind === 'rewrite') {
            const dealId = DEALS[each.deal] as string;
            const lines = await repos.estimates.listByDeal(dealId);
            await repos.estimates.writeAmounts(
              dealId,
              lines.map((line, n) => ({
                id: line.id,
                cost: BigInt(each.cost + n),
                price: BigInt(each.price + n),
              })),
            );
          } else if (each.kind === 'forget' && picked) {
            await database.dataSource.query('UPDATE estimates SET cost_minor = NULL WHERE id = $1', [
              picked.id,
            ]);
          } else if (each.kind === 'drop-phase') {
            await repos.phases.delete(DEALS[each.deal] as string, phaseId(each.deal, each.phase));
            await repos.phases.insert(
              aRelativePhase({ id: phaseId(each.deal, each.phase), dealId: DEALS[each.deal] as string }),
            );
          } else if (each.kind === 'drop-deal') {
            await freshDeal(each.deal);
          }
        }
        for (const dealId of DEALS) expect(await read(dealId)).toEqual(await summed(dealId));
      }),
      RUNS,
    );
  }, 120_000);

  it('are zeros for a deal that never had an estimate', async () => {
    await repos.deals.insert(aDeal({ id: 'deal_sums_none', spaceId: 'spc_sums', owner: null }));
    expect(await read('deal_sums_none')).toEqual({ lines: 0, unpriced: 0, cost: '0', subtotal: '0' });
  });
  it("go with the space's deletion, whatever the space held", async () => {
    for (const deal of [0, 1]) await freshDeal(deal);
    await repos.estimates.insert(
      {
        kind: 'fixed',
        id: 'est_sums_gone',
        dealId: DEALS[0],
        phaseId: phaseId(0, 0),
        name: 'Gone',
        fixedPrice: 5,
        fixedCost: 3,
      },
      { cost: 3n, price: 5n },
    );
    await database.dataSource.query(`DELETE FROM spaces WHERE id = 'spc_sums'`);
    expect(await database.dataSource.query('SELECT deal_id FROM estimate_totals')).toEqual([]);
  });
});
