import type { Automation } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { DealUpdateOptions, NewEstimateRow } from '../../deal/deal.repository';
import type { DealVersion } from '../../deal/deal-version';
import type { Phase } from '../../deal/phase';
import type { NewDelivery, OutboxEntry } from '../../outbound-webhooks/outbox/outbox-entry';
import type { DealPricing, Estimate } from '../../pricing/deal-pricing';
import { FIGURES_FROM_ESTIMATES } from '../../pricing/estimated-figures';
import type { LineAmounts, StoredLineAmounts } from '../../pricing/line-totals';
import type { RateCard } from '../../pricing/rate-card';
import type { Role } from '../../pricing/role';
import type { Repositories, UnitOfWork } from '../../ports/repositories';
import type { MemberLookup } from '../../space/space.repository';
import { aDealUpdatedAutomation } from '../../testing/automation.mother';
import { aDeal, aPinnedPhase, aRelativePhase } from '../../testing/deal.mother';
import { removePhase } from '../deals/remove-phase.use-case';
import type { DealChangeDeps } from '../deals/save-deal-change';
import { updateDeal } from '../deals/update-deal.use-case';
import { refreshDealRates, setDealPricing } from './deal-pricing.use-cases';
import { addEstimate, editEstimate, MAX_ESTIMATES_PER_DEAL, removeEstimate } from './estimates.use-cases';

const NOW = Date.UTC(2026, 10, 25, 9);
const member: Actor = {
  kind: 'user',
  userId: 'usr_1',
  email: 'ada@example.test',
  scope: 'read_write',
  credentialId: 'tok_1',
};
const role: Role = {
  id: 'rol_dev',
  spaceId: 'spc_1',
  name: 'Developer',
  unit: 'hour',
  archived: false,
  createdAt: 0,
  updatedAt: 0,
};
const card: RateCard = {
  id: 'rc_1',
  spaceId: 'spc_1',
  name: 'Standard',
  currency: 'eur',
  rates: [{ roleId: 'rol_dev', costRate: 6000, priceRate: 10000 }],
  isDefault: true,
  revision: 1,
  createdAt: 0,
  updatedAt: 0,
};
const pricing: DealPricing = {
  dealId: 'deal_1',
  rateCardId: 'rc_1',
  rateCardRevision: 1,
  contingency: 0,
  discount: 1000,
  rates: card.rates,
};
/** 10 hours at 60/100 → cost 600, subtotal 1000, 10 % off → price 900, margin 0.3333. */
const tenHours: Estimate = {
  kind: 'effort',
  id: 'est_dev',
  dealId: 'deal_1',
  phaseId: 'ph_pinned',
  name: 'Build',
  roleId: 'rol_dev',
  quantity: 1000,
};

/** Deals, phases, pricing, estimates, versions and outbox in memory; a failed Result rolls back. */
class FakeStore implements UnitOfWork {
  deals = new Map<string, Deal>();
  phases: Phase[] = [aPinnedPhase(), aRelativePhase()];
  pricing: DealPricing | null = null;
  estimates: Estimate[] = [];
  /** Each estimate's stored amounts, by id; an estimate without is a row from before they were kept. */
  amounts = new Map<string, LineAmounts>();
  /** The repository reads made, by name: which path an add took. */
  reads: string[] = [];
  versions: DealVersion[] = [];
  outbox: OutboxEntry[] = [];
  cards: RateCard[] = [card];
  automations: Automation[] = [aDealUpdatedAutomation({ conditions: [] })];
  /** The options of each deal write, and the ids `estimates.insert` wrote: which write carried a line. */
  updates: DealUpdateOptions[] = [];
  inserts: string[] = [];
  /** The options of each deal lock, and how many times the automations were read on their own. */
  locks: Array<{ readonly holdAutomationEdits?: boolean }> = [];
  automationReads = 0;
  readonly repositories = this.repos();

  private insertEstimate({ estimate, amounts }: NewEstimateRow): void {
    this.estimates.push(estimate);
    this.amounts.set(estimate.id, amounts);
  }

  async transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const saved = {
      deals: new Map(this.deals),
      phases: [...this.phases],
      pricing: this.pricing,
      estimates: [...this.estimates],
      amounts: new Map(this.amounts),
      versions: [...this.versions],
      outbox: [...this.outbox],
    };
    const result = await work(this.repos());
    if ((result as { ok?: boolean }).ok === false) Object.assign(this, saved);
    return result;
  }

  private repos(): Repositories {
    return {
      deals: {
        findByIdForUpdate: async (id: string, options: { holdAutomationEdits?: boolean } = {}) => {
          this.locks.push(options);
          return this.deals.get(id) ?? null;
        },
        update: async (deal: Deal, options: DealUpdateOptions = {}) => {
          this.updates.push(options);
          this.deals.set(deal.id, deal);
          if (options.newEstimate) this.insertEstimate(options.newEstimate);
          if (options.event) this.outbox.push({ event: options.event, deliveries: [] });
        },
      },
      memberships: { roleOf: async (spaceId: string) => memberRoleIn(spaceId) },
      phases: {
        listByDeal: async (dealId: string) => this.phases.filter((p) => p.dealId === dealId),
        // As the database does: a phase's estimates go with it.
        delete: async (dealId: string, id: string) => {
          this.phases = this.phases.filter((p) => p.dealId !== dealId || p.id !== id);
          this.estimates = this.estimates.filter((e) => e.phaseId !== id);
        },
      },
      versions: { insert: async (version: DealVersion) => void this.versions.push(version) },
      dealPricing: {
        findByDeal: async () => this.pricing,
        findStateByDeal: async (dealId: string) => {
          this.reads.push('findStateByDeal');
          return {
            pricing: this.pricing,
            phases: this.phases.filter((p) => p.dealId === dealId),
            estimates: [...this.estimates],
          };
        },
        findStateWithRole: async (dealId: string, roleId: string) => {
          this.reads.push('findStateWithRole');
          return {
            pricing: this.pricing,
            phases: this.phases.filter((p) => p.dealId === dealId),
            estimates: [...this.estimates],
            role: roleId === role.id ? role : null,
          };
        },
        findLineTotals: async (
          dealId: string,
          phaseId: string,
          roleId: string | null,
          member: MemberLookup,
        ) => {
          this.reads.push('findLineTotals');
          const stored = this.estimates.flatMap((e) => this.amounts.get(e.id) ?? []);
          return {
            memberRole: member.userId === null ? null : memberRoleIn(member.spaceId),
            dealUpdatedAutomations: this.automations.filter(
              (a) => a.spaceId === member.spaceId && a.trigger === 'deal_updated' && a.enabled,
            ),
            pricing: this.pricing,
            hasPhase: this.phases.some((p) => p.dealId === dealId && p.id === phaseId),
            role: roleId === role.id ? role : null,
            totals: {
              lines: this.estimates.length,
              unpriced: this.estimates.length - stored.length,
              cost: stored.reduce((sum, one) => sum + one.cost, 0n),
              subtotal: stored.reduce((sum, one) => sum + one.price, 0n),
            },
          };
        },
        save: async (next: DealPricing) => void (this.pricing = next),
      },
      estimates: {
        listByDeal: async () => [...this.estimates],
        insert: async (estimate: Estimate, amounts: LineAmounts) => {
          this.inserts.push(estimate.id);
          this.insertEstimate({ estimate, amounts });
        },
        update: async (estimate: Estimate, amounts: LineAmounts) => {
          this.estimates = this.estimates.map((e) => (e.id === estimate.id ? estimate : e));
          this.amounts.set(estimate.id, amounts);
        },
        writeAmounts: async (_dealId: string, lines: readonly StoredLineAmounts[]) => {
          for (const { id, cost, price } of lines) this.amounts.set(id, { cost, price });
        },
        delete: async (_dealId: string, id: string) =>
          void (this.estimates = this.estimates.filter((e) => e.id !== id)),
      },
      roles: { findById: async (id: string) => (id === role.id ? role : null) },
      rateCards: { findById: async (id: string) => this.cards.find((c) => c.id === id) ?? null },
      automations: {
        listEnabled: async (spaceId: string) => {
          this.automationReads += 1;
          return this.automations.filter((a) => a.spaceId === spaceId);
        },
      },
      outbox: {
        appendDeliveries: async (deliveries: readonly NewDelivery[]) =>
          void (this.outbox = this.outbox.map((entry) => ({
            ...entry,
            deliveries: [...entry.deliveries, ...deliveries.filter((d) => d.eventId === entry.event.id)],
          }))),
      },
    } as unknown as Repositories;
  }
}

/** Every user is a member of spc_1 and of no other space. */
const memberRoleIn = (spaceId: string) => (spaceId === 'spc_1' ? 'member' : null);

function setUp(deal: Partial<Deal> = {}, priced = true) {
  const store = new FakeStore();
  store.deals.set('deal_1', aDeal(deal));
  if (priced) store.pricing = pricing;
  let n = 0;
  const deps: DealChangeDeps = {
    uow: store,
    ids: { next: (prefix) => `${prefix}_${++n}` },
    clock: { now: () => NOW },
    appUrl: 'https://app.example.test',
  };
  return { store, deps, deal: () => store.deals.get('deal_1') as Deal };
}

const lastChanges = (store: FakeStore) => store.outbox.at(-1)?.event.payload.changes;

describe('a pricing change is a change of the deal', () => {
  it('adding the first estimate computes price and cost, and reports the previous figures', async () => {
    const { store, deps, deal } = setUp();
    const added = await addEstimate(deps, member, 'deal_1', 'ph_pinned', {
      kind: 'effort',
      name: 'Build',
      roleId: 'rol_dev',
      quantity: 1000,
    });
    expect(added.ok).toBe(true);
    expect(deal()).toMatchObject({ price: 900, cost: 600, updatedAt: NOW, revision: 2 });
    expect(lastChanges(store)).toEqual({ price: 1000, margin: 0.4 });
    expect(store.outbox.at(-1)?.deliveries).toHaveLength(1);
    expect(store.versions).toEqual([]); // a draft takes no version
  });

  it('refuses an estimate past the most a deal holds, with 409 and nothing written', async () => {
    const { store, deps, deal } = setUp();
    store.estimates = Array.from({ length: MAX_ESTIMATES_PER_DEAL }, (_, n) => ({
      ...tenHours,
      id: `est_${n}`,
    }));
    const before = deal();
    const outbox = store.outbox.length;
    const added = await addEstimate(deps, member, 'deal_1', 'ph_pinned', {
      kind: 'fixed',
      name: 'One too many',
      fixedPrice: 100,
      fixedCost: 50,
    });
    expect(added).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'a deal holds at most 5000 estimates' },
    });
    expect(store.estimates).toHaveLength(MAX_ESTIMATES_PER_DEAL);
    expect(deal()).toEqual(before);
    expect(store.outbox).toHaveLength(outbox);
    // One fewer, and the add goes through.
    store.estimates.pop();
    expect(
      (
        await addEstimate(deps, member, 'deal_1', 'ph_pinned', {
          kind: 'fixed',
          name: 'Last',
          fixedPrice: 100,
          fixedCost: 50,
        })
      ).ok,
    ).toBe(true);
    expect(store.estimates).toHaveLength(MAX_ESTIMATES_PER_DEAL);
  });

  it('past draft, takes a version (reason pricing) holding the estimates as they were', async () => {
    const { store, deps, deal } = setUp({ status: 'approved' });
    store.estimates = [tenHours];
    const before = deal();
    const edited = await editEstimate(deps, member, 'deal_1', 'ph_pinned', 'est_dev', { quantity: 2000 });
    expect(edited.ok).toBe(true);
    expect(store.versions).toEqual([
      {
        id: expect.stringMatching(/^ver_/),
        dealId: 'deal_1',
        createdAt: NOW,
        reason: 'pricing',
        deal: before,
        phases: [aPinnedPhase(), aRelativePhase()],
        pricing,
        estimates: [tenHours],
      },
    ]);
    expect(deal()).toMatchObject({ price: 1800, cost: 1200 });
  });

  it('a change of the pricing alone (the discount) recomputes the figures and moves updated_at', async () => {
    const { store, deps, deal } = setUp({ price: 900, cost: 600 });
    store.estimates = [tenHours];
    const put = await setDealPricing(deps, member, 'deal_1', {
      rateCardId: 'rc_1',
      contingency: 0,
      discount: 0,
    });
    expect(put.ok && put.value.deal).toEqual(deal());
    expect(deal()).toMatchObject({ price: 1000, cost: 600, updatedAt: NOW });
    expect(lastChanges(store)).toEqual({ price: 900, margin: 0.3333 });
  });

  it('refreshing rates takes the card as it is now', async () => {
    const { store, deps, deal } = setUp({ price: 900, cost: 600 });
    store.estimates = [tenHours];
    store.cards = [
      { ...card, revision: 2, rates: [{ roleId: 'rol_dev', costRate: 5000, priceRate: 10000 }] },
    ];
    expect((await refreshDealRates(deps, member, 'deal_1')).ok).toBe(true);
    expect(deal()).toMatchObject({ price: 900, cost: 500 });
    expect(store.pricing?.rateCardRevision).toBe(2);
    expect(lastChanges(store)).toEqual({ cost: 600, margin: 0.3333 });
  });

  it('removing the last estimate keeps the last computed figures, as manual ones', async () => {
    const { store, deps, deal } = setUp({ price: 900, cost: 600 });
    store.estimates = [tenHours];
    expect((await removeEstimate(deps, member, 'deal_1', 'ph_pinned', 'est_dev')).ok).toBe(true);
    expect(deal()).toMatchObject({ price: 900, cost: 600, updatedAt: NOW, revision: 2 });
    expect(lastChanges(store)).toEqual({});
    const patched = await updateDeal(deps, member, 'deal_1', { fields: { price: 950 } });
    expect(patched.ok && patched.value.price).toBe(950);
  });

  it('removing a phase removes its estimates and recomputes the figures', async () => {
    const { store, deps, deal } = setUp({ status: 'won', price: 900, cost: 600 });
    const other: Estimate = { ...tenHours, id: 'est_other', phaseId: 'ph_relative', quantity: 500 };
    store.estimates = [tenHours, other];
    expect((await removePhase(deps, member, 'deal_1', 'ph_pinned')).ok).toBe(true);
    expect(deal()).toMatchObject({ price: 450, cost: 300 });
    expect(store.versions.map((v) => [v.reason, v.estimates])).toEqual([['pricing', [tenHours, other]]]);
  });

  it('refuses every pricing write on a pending deal, writing nothing', async () => {
    const { store, deps, deal } = setUp({ status: 'pending' });
    store.estimates = [tenHours];
    const before = deal();
    const results = [
      await setDealPricing(deps, member, 'deal_1', { rateCardId: 'rc_1', contingency: 0, discount: 0 }),
      await refreshDealRates(deps, member, 'deal_1'),
      await addEstimate(deps, member, 'deal_1', 'ph_pinned', {
        kind: 'fixed',
        name: 'Licence',
        fixedPrice: 100,
        fixedCost: 50,
      }),
      await editEstimate(deps, member, 'deal_1', 'ph_pinned', 'est_dev', { quantity: 1 }),
      await removeEstimate(deps, member, 'deal_1', 'ph_pinned', 'est_dev'),
    ];
    expect(results.map((r) => !r.ok && r.error)).toEqual(Array(5).fill({ kind: 'DealPending' }));
    expect([deal(), store.estimates, store.outbox, store.versions]).toEqual([before, [tenHours], [], []]);
  });
});

describe('stored line amounts (incremental totals)', () => {
  const licence = { kind: 'fixed', name: 'Licence', fixedPrice: 10_000, fixedCost: 5000 } as const;
  /** tenHours' amounts at the test pricing: 10 h × 60.00 / 100.00. */
  const tenHoursAmounts = { cost: 60_000n, price: 100_000n };
  /** Amounts as text: a failed comparison of bigints cannot be reported across jest's workers. */
  const text = (amounts: LineAmounts | undefined) =>
    amounts && { cost: String(amounts.cost), price: String(amounts.price) };
  const storedText = (store: FakeStore) =>
    Object.fromEntries([...store.amounts].map(([id, amounts]) => [id, text(amounts)]));

  it('a draft deal adds the new line to the stored sums, reading no line', async () => {
    const { store, deps, deal } = setUp();
    store.estimates = [tenHours];
    store.amounts.set(tenHours.id, tenHoursAmounts);
    const added = await addEstimate(deps, member, 'deal_1', 'ph_pinned', licence);
    expect(added.ok && text(added.value)).toEqual({ cost: '5000', price: '10000' });
    expect(store.reads).toEqual(['findLineTotals']);
    // The row goes with the deal's write (its statement), not by an insert of its own.
    expect(store.inserts).toEqual([]);
    expect(store.updates.map((update) => update.newEstimate?.estimate.id)).toEqual(['est_1']);
    // The automations come with the totals, held from edits by the lock: neither held nor read again.
    expect(store.locks).toEqual([{ holdAutomationEdits: true }]);
    expect(store.updates.map((update) => update.holdAutomationEdits)).toEqual([false]);
    expect(store.automationReads).toBe(0);
    expect(store.outbox.at(-1)?.deliveries.map((delivery) => delivery.actionId)).toEqual(['act_1']);
    // (1000 + 100) × 0.9 = 990; 600 + 50 = 650.
    expect(deal()).toMatchObject({ price: 990, cost: 650, updatedAt: NOW, revision: 2 });
    expect(lastChanges(store)).toEqual({ price: 1000, cost: 600, margin: 0.4 });
    expect(storedText(store)).toEqual({
      est_dev: { cost: '60000', price: '100000' },
      est_1: { cost: '5000', price: '10000' },
    });
  });

  it("reads the caller's membership with the totals: one read, and 404 for whoever does not reach the deal", async () => {
    const elsewhere = () => setUp({ spaceId: 'spc_2' }); // where no user is a member
    const stranger = elsewhere();
    const refused = await addEstimate(stranger.deps, member, 'deal_1', 'ph_pinned', licence);
    expect(refused).toEqual({ ok: false, error: { kind: 'NotFound', resource: 'deal' } });
    expect(stranger.store.reads).toEqual(['findLineTotals']);
    expect([stranger.store.updates, stranger.store.outbox]).toEqual([[], []]);
    const key = (spaceId: string): Actor => ({
      kind: 'space_key',
      spaceId,
      scope: 'read_write',
      credentialId: 'key_1',
    });
    expect((await addEstimate(elsewhere().deps, key('spc_1'), 'deal_1', 'ph_pinned', licence)).ok).toBe(
      false,
    );
    const own = elsewhere();
    expect((await addEstimate(own.deps, key('spc_2'), 'deal_1', 'ph_pinned', licence)).ok).toBe(true);
    expect(own.store.reads).toEqual(['findLineTotals']);
  });

  it('gives the figures and the answer pricing every line gives', async () => {
    const full = setUp();
    full.store.estimates = [tenHours];
    const fast = setUp();
    fast.store.estimates = [tenHours];
    fast.store.amounts.set(tenHours.id, tenHoursAmounts);
    const input = { kind: 'effort', name: 'More', roleId: 'rol_dev', quantity: 333 } as const;
    const answers = [
      await addEstimate(full.deps, member, 'deal_1', 'ph_relative', input),
      await addEstimate(fast.deps, member, 'deal_1', 'ph_relative', input),
    ];
    expect(full.store.reads).toEqual(['findLineTotals', 'findStateWithRole']);
    expect(fast.store.reads).toEqual(['findLineTotals']);
    const [full0, fast0] = answers.map((answer) => answer.ok && { ...answer.value, ...text(answer.value) });
    expect(fast0).toEqual(full0);
    expect(fast.deal()).toEqual(full.deal());
    expect(fast.store.outbox).toEqual(full.store.outbox);
  });

  it('prices a deal whose lines keep no amounts from every line, once, and stores them all', async () => {
    const { store, deps, deal } = setUp();
    store.estimates = [tenHours];
    expect((await addEstimate(deps, member, 'deal_1', 'ph_pinned', licence)).ok).toBe(true);
    expect(store.reads).toEqual(['findLineTotals', 'findStateByDeal']);
    // Priced in full: every line read first, then the new one inserted on its own, not by the UPDATE.
    expect(store.inserts).toEqual(['est_1']);
    expect(store.updates.map((update) => update.newEstimate)).toEqual([undefined]);
    expect(deal()).toMatchObject({ price: 990, cost: 650 });
    expect(storedText(store)).toEqual({
      est_dev: { cost: '60000', price: '100000' },
      est_1: { cost: '5000', price: '10000' },
    });
    store.reads = [];
    expect((await addEstimate(deps, member, 'deal_1', 'ph_pinned', licence)).ok).toBe(true);
    expect(store.reads).toEqual(['findLineTotals']);
    expect(store.inserts).toEqual(['est_1']);
    expect(store.updates.at(-1)?.newEstimate?.estimate).toEqual(store.estimates.at(-1));
    expect(deal()).toMatchObject({ price: 1080, cost: 700 });
  });

  it('counts the deal lines for the most it holds, without reading them', async () => {
    const { store, deps, deal } = setUp();
    store.estimates = Array.from({ length: MAX_ESTIMATES_PER_DEAL }, (_, n) => ({
      ...tenHours,
      id: `e_${n}`,
    }));
    for (const one of store.estimates) store.amounts.set(one.id, tenHoursAmounts);
    const before = deal();
    expect(await addEstimate(deps, member, 'deal_1', 'ph_pinned', licence)).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'a deal holds at most 5000 estimates' },
    });
    expect(store.reads).toEqual(['findLineTotals']);
    expect([deal(), store.estimates.length, store.outbox]).toEqual([before, MAX_ESTIMATES_PER_DEAL, []]);
  });

  it('refuses a phase of another deal and an unrated role from the one read, writing nothing', async () => {
    const { store, deps } = setUp();
    expect(await addEstimate(deps, member, 'deal_1', 'ph_elsewhere', licence)).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'phase' },
    });
    store.pricing = { ...pricing, rates: [] };
    const unrated = await addEstimate(deps, member, 'deal_1', 'ph_pinned', {
      kind: 'effort',
      name: 'Build',
      roleId: 'rol_dev',
      quantity: 100,
    });
    expect(unrated).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'role rol_dev is missing from rate card rc_1' },
    });
    expect(store.reads).toEqual(['findLineTotals', 'findLineTotals']);
    expect([store.estimates, store.outbox]).toEqual([[], []]);
  });

  it('past draft reads every line, for the version', async () => {
    const { store, deps } = setUp({ status: 'approved' });
    store.estimates = [tenHours];
    store.amounts.set(tenHours.id, tenHoursAmounts);
    expect((await addEstimate(deps, member, 'deal_1', 'ph_pinned', licence)).ok).toBe(true);
    // The first read is the one that carries the caller's membership, whatever the deal's status.
    expect(store.reads).toEqual(['findLineTotals', 'findStateByDeal']);
    expect(store.versions.map((v) => v.estimates)).toEqual([[tenHours]]);
    // This path saves as every change does: the update holds the automations, then they are read.
    expect(store.updates.map((update) => update.holdAutomationEdits)).toEqual([true]);
    expect(store.automationReads).toBe(1);
    expect(text(store.amounts.get('est_1'))).toEqual({ cost: '5000', price: '10000' });
  });

  it('an edit stores the line amounts; a new pricing or refreshed rates rewrite every line', async () => {
    const { store, deps } = setUp();
    store.estimates = [tenHours];
    store.amounts.set(tenHours.id, tenHoursAmounts);
    await editEstimate(deps, member, 'deal_1', 'ph_pinned', 'est_dev', { quantity: 2000 });
    expect(text(store.amounts.get('est_dev'))).toEqual({ cost: '120000', price: '200000' });
    await setDealPricing(deps, member, 'deal_1', { rateCardId: 'rc_1', contingency: 1000, discount: 0 });
    expect(text(store.amounts.get('est_dev'))).toEqual({ cost: '132000', price: '220000' });
    store.cards = [{ ...card, revision: 2, rates: [{ roleId: 'rol_dev', costRate: 5000, priceRate: 9000 }] }];
    await refreshDealRates(deps, member, 'deal_1');
    expect(text(store.amounts.get('est_dev'))).toEqual({ cost: '110000', price: '198000' });
  });
});

describe('PATCH of a priced deal', () => {
  it.each([[{ price: 1000 }], [{ cost: 1 }], [{ margin: 0.5 }], [{ price: 900, name: 'renamed' }]])(
    'refuses %j on a deal with estimates (409), writing nothing',
    async (fields) => {
      const { store, deps, deal } = setUp();
      store.estimates = [tenHours];
      const before = deal();
      expect(await updateDeal(deps, member, 'deal_1', { fields })).toEqual({
        ok: false,
        error: { kind: 'Conflict', message: FIGURES_FROM_ESTIMATES },
      });
      expect([deal(), store.outbox]).toEqual([before, []]);
    },
  );

  it('keeps manual prices on a deal without estimates, rate card or not', async () => {
    const { deps } = setUp();
    const patched = await updateDeal(deps, member, 'deal_1', { fields: { price: 1500, margin: 0.2 } });
    expect(patched.ok && [patched.value.price, patched.value.cost]).toEqual([1500, 1200]);
  });

  it('answers a pending deal as before: read-only, whatever the fields', async () => {
    const { store, deps } = setUp({ status: 'pending' });
    store.estimates = [tenHours];
    expect(await updateDeal(deps, member, 'deal_1', { fields: { price: 1 } })).toEqual({
      ok: false,
      error: { kind: 'DealPending' },
    });
  });

  it('refuses another currency once the deal has a rate card, naming both', async () => {
    const { store, deps, deal } = setUp();
    const before = deal();
    expect(await updateDeal(deps, member, 'deal_1', { fields: { currency: 'USD' } })).toEqual({
      ok: false,
      error: {
        kind: 'Conflict',
        message:
          'the deal is priced in EUR with rate card rc_1, so its currency cannot become USD: ' +
          'its copied rates are in EUR',
      },
    });
    expect([deal(), store.outbox]).toEqual([before, []]);
    const same = await updateDeal(deps, member, 'deal_1', { fields: { currency: 'EUR', name: 'kept' } });
    expect(same.ok && same.value.name).toBe('kept');
    store.pricing = null;
    const unpriced = await updateDeal(deps, member, 'deal_1', { fields: { currency: 'usd' } });
    expect(unpriced.ok && unpriced.value.currency).toBe('usd');
  });
});
