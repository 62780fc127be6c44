import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { Estimate } from '../../pricing/deal-pricing';
import type { Repositories } from '../../ports/repositories';
import { aDeal, aPinnedPhase } from '../../testing/deal.mother';
import { readDealPricingAnswer, type PricingAnswerCache } from './pricing-answer.use-case';

const member: Actor = {
  kind: 'user',
  userId: 'usr_1',
  email: 'ada@example.test',
  scope: 'read',
  credentialId: 'tok_1',
};
const fixed = (id: string, fixedPrice: number): Estimate => ({
  kind: 'fixed',
  id,
  dealId: 'deal_1',
  phaseId: aPinnedPhase().id,
  name: id,
  fixedPrice,
  fixedCost: 0,
});

/** The deal row and its estimates in memory; `onEstimatesRead` lets a test commit a change mid-read. */
function store(deal: Deal) {
  const state = {
    deal,
    estimates: [fixed('est_1', 1000)],
    reads: 0,
    onEstimatesRead: null as (() => void) | null,
  };
  const repos = {
    deals: {
      findById: async (id: string) => (id === state.deal.id ? state.deal : null),
      revisionOf: async (id: string) => (id === state.deal.id ? state.deal.revision : null),
    },
    memberships: { roleOf: async (spaceId: string) => (spaceId === deal.spaceId ? 'member' : null) },
    dealPricing: {
      findStateByDeal: async () => {
        state.reads += 1;
        const estimates = [...state.estimates];
        state.onEstimatesRead?.();
        return { pricing: null, phases: [aPinnedPhase()], estimates };
      },
    },
  } as unknown as Repositories;
  /** A change as a use case commits it: the estimates and the deal one revision on. */
  const commit = (estimates: Estimate[]) => {
    state.estimates = estimates;
    state.deal = { ...state.deal, revision: state.deal.revision + 1 };
  };
  return { state, repos, commit };
}

class MapCache implements PricingAnswerCache<string> {
  readonly kept = new Map<string, string>();
  get = (dealId: string, revision: number) => this.kept.get(`${dealId}@${revision}`);
  set = (dealId: string, revision: number, answer: string) =>
    void this.kept.set(`${dealId}@${revision}`, answer);
}

const render = (priced: { price: { subtotal: bigint } }) => `subtotal ${priced.price.subtotal}`;

describe('a pricing answer kept per deal revision', () => {
  it('prices the deal once per revision, and again once a change moves the revision', async () => {
    const { state, repos, commit } = store(aDeal({ id: 'deal_1', revision: 4 }));
    const cache = new MapCache();
    const read = () => readDealPricingAnswer(repos, member, 'deal_1', { cache, render });

    expect(await read()).toEqual({ ok: true, value: 'subtotal 1000' });
    expect(await read()).toEqual({ ok: true, value: 'subtotal 1000' });
    expect(state.reads).toBe(1);

    commit([...state.estimates, fixed('est_2', 250)]);
    expect(await read()).toEqual({ ok: true, value: 'subtotal 1250' });
    expect(state.reads).toBe(2);
    expect([...cache.kept.keys()]).toEqual(['deal_1@4', 'deal_1@5']);
  });

  it('keeps nothing when a change commits while the pricing is read, and answers what it read', async () => {
    const { state, repos, commit } = store(aDeal({ id: 'deal_1', revision: 4 }));
    const cache = new MapCache();
    state.onEstimatesRead = () => {
      state.onEstimatesRead = null;
      commit([fixed('est_3', 9)]);
    };
    const first = await readDealPricingAnswer(repos, member, 'deal_1', { cache, render });
    expect(first).toEqual({ ok: true, value: 'subtotal 1000' });
    expect(cache.kept.size).toBe(0);
    const next = await readDealPricingAnswer(repos, member, 'deal_1', { cache, render });
    expect(next).toEqual({ ok: true, value: 'subtotal 9' });
  });

  it('answers 404 to whoever does not reach the deal, even with its answer kept', async () => {
    const { repos } = store(aDeal({ id: 'deal_1', revision: 1 }));
    const cache = new MapCache();
    await readDealPricingAnswer(repos, member, 'deal_1', { cache, render });
    expect(cache.kept.size).toBe(1);
    const strangers = { ...repos, memberships: { roleOf: async () => null } } as unknown as Repositories;
    const answer = await readDealPricingAnswer(strangers, member, 'deal_1', { cache, render });
    expect(answer).toEqual({ ok: false, error: { kind: 'NotFound', resource: 'deal' } });
  });
});
