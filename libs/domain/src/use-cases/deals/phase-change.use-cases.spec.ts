import type { Automation } from '../../automation/automation';
import type { Actor } from '../../credentials/actor';
import type { Deal } from '../../deal/deal';
import type { Phase } from '../../deal/phase';
import type { NewDelivery, OutboxEntry, OutboxEvent } from '../../outbound-webhooks/outbox/outbox-entry';
import type { Repositories, UnitOfWork } from '../../ports/repositories';
import { err } from '../../shared/result';
import { aDealUpdatedAutomation } from '../../testing/automation.mother';
import { aDeal, aPinnedPhase, aRelativePhase } from '../../testing/deal.mother';
import { addPhase } from './add-phase.use-case';
import { editPhase } from './edit-phase.use-case';
import { removePhase } from './remove-phase.use-case';
import type { DealChangeDeps } from './save-deal-change';

const NOW = Date.UTC(2026, 10, 25, 9);
const DAY = 86_400_000;
const member: Actor = {
  kind: 'user',
  userId: 'usr_1',
  email: 'ada@example.test',
  scope: 'read_write',
  credentialId: 'tok_1',
};
const stranger: Actor = { kind: 'space_key', spaceId: 'spc_2', scope: 'read_write', credentialId: 'tok_2' };

/** Deals, phases, automations and outbox in memory; a failed Result rolls the transaction back. */
class FakeStore implements UnitOfWork {
  deals = new Map<string, Deal>();
  phases: Phase[] = [];
  outbox: OutboxEntry[] = [];
  versions = 0;
  automations: Automation[] = [aDealUpdatedAutomation({ conditions: [] })];
  readonly repositories = this.repos();

  async transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const saved = { deals: new Map(this.deals), phases: [...this.phases], outbox: [...this.outbox] };
    const result = await work(this.repos());
    if ((result as { ok?: boolean }).ok === false) Object.assign(this, saved);
    return result;
  }

  private repos(): Repositories {
    return {
      deals: {
        findByIdForUpdate: async (id: string) => this.deals.get(id) ?? null,
        update: async (deal: Deal, options: { event?: OutboxEvent } = {}) => {
          this.deals.set(deal.id, deal);
          if (options.event) this.outbox.push({ event: options.event, deliveries: [] });
        },
      },
      memberships: {
        roleOf: async (spaceId: string, userId: string) =>
          spaceId === 'spc_1' && userId === 'usr_1' ? 'member' : null,
      },
      phases: {
        listByDeal: async (dealId: string) => this.phases.filter((p) => p.dealId === dealId),
        insert: async (phase: Phase) => void this.phases.push(phase),
        update: async (phase: Phase) =>
          void (this.phases = this.phases.map((p) => (p.id === phase.id ? phase : p))),
        delete: async (dealId: string, id: string) =>
          void (this.phases = this.phases.filter((p) => p.dealId !== dealId || p.id !== id)),
      },
      versions: { insert: async () => void (this.versions += 1) },
      // No pricing here: removing a phase without estimates is a schedule change only.
      dealPricing: {
        findByDeal: async () => null,
        findStateByDeal: async (dealId: string) => ({
          pricing: null,
          phases: this.phases.filter((p) => p.dealId === dealId),
          estimates: [],
        }),
      },
      estimates: { listByDeal: async () => [] },
      automations: {
        listEnabled: async (spaceId: string) => this.automations.filter((a) => a.spaceId === spaceId),
      },
      outbox: {
        append: async (entries: readonly OutboxEntry[]) => void this.outbox.push(...entries),
        appendDeliveries: async (deliveries: readonly NewDelivery[]) =>
          void (this.outbox = this.outbox.map((entry) => ({
            ...entry,
            deliveries: [...entry.deliveries, ...deliveries.filter((d) => d.eventId === entry.event.id)],
          }))),
      },
    } as unknown as Repositories;
  }
}

function setUp(deal: Partial<Deal> = {}, phases: Phase[] = [aPinnedPhase(), aRelativePhase()]) {
  const store = new FakeStore();
  store.deals.set('deal_1', aDeal(deal));
  store.phases = [...phases];
  let n = 0;
  const deps: DealChangeDeps = {
    uow: store,
    ids: { next: (prefix) => `${prefix}_${++n}` },
    clock: { now: () => NOW },
    appUrl: 'https://app.example.test',
  };
  return { store, deps };
}

const start = aDeal().start as number;

describe('editPhase', () => {
  it('replaces the fields sent, keeps the rest, and saves it as a change of the deal (event, no version)', async () => {
    const { store, deps } = setUp();
    const pinned = aPinnedPhase();
    const result = await editPhase(deps, member, 'deal_1', pinned.id, {
      name: 'Workshop',
      end: pinned.end + DAY,
    });
    expect(result).toEqual({
      ok: true,
      value: { phase: { ...pinned, name: 'Workshop', end: pinned.end + DAY }, dealStart: start },
    });
    expect(store.phases[0]).toEqual({ ...pinned, name: 'Workshop', end: pinned.end + DAY });
    expect(store.deals.get('deal_1')?.updatedAt).toBe(NOW);
    expect(store.outbox).toHaveLength(1);
    expect(store.outbox[0]?.event.payload).toMatchObject({ event: 'service_deal_updated', changes: {} });
    expect(store.versions).toBe(0);
  });

  it('switches a pinned phase to relative (and back) where it stands', async () => {
    const { store, deps } = setUp();
    const pinned = aPinnedPhase();
    await editPhase(deps, member, 'deal_1', pinned.id, { pinned: false });
    expect(store.phases[0]).toEqual({
      id: pinned.id,
      dealId: 'deal_1',
      name: pinned.name,
      pinned: false,
      startOffset: pinned.start - start,
      endOffset: pinned.end - start,
    });
    await editPhase(deps, member, 'deal_1', pinned.id, { pinned: true });
    expect(store.phases[0]).toEqual(pinned);
  });

  it('writes nothing when nothing changes', async () => {
    const { store, deps } = setUp();
    const pinned = aPinnedPhase();
    const result = await editPhase(deps, member, 'deal_1', pinned.id, {
      name: pinned.name,
      start: pinned.start,
    });
    expect(result.ok).toBe(true);
    expect(store.deals.get('deal_1')?.updatedAt).toBe(aDeal().updatedAt);
    expect(store.outbox).toEqual([]);
  });

  it('follows the rules of adding a phase, each issue naming its field', async () => {
    const { store, deps } = setUp({ start: null }, [aPinnedPhase()]);
    const pinned = aPinnedPhase();
    expect(
      await editPhase(deps, member, 'deal_1', pinned.id, { end: pinned.start - 1, pinned: false }),
    ).toEqual(
      err({
        kind: 'Validation',
        issues: [
          { path: ['end'], message: 'must not be before start' },
          { path: ['pinned'], message: 'a relative phase needs the deal to have a start; pin it' },
        ],
      }),
    );
    expect(store.phases).toEqual([pinned]);
  });

  it('a relative phase of a deal without a start needs both dates to be pinned', async () => {
    const relative = aRelativePhase();
    const { deps } = setUp({ start: null }, [relative]);
    expect(await editPhase(deps, member, 'deal_1', relative.id, { pinned: true, start: start })).toEqual(
      err({
        kind: 'Validation',
        issues: [
          {
            path: ['end'],
            message: 'the phase has no dates while the deal has no start; send start and end',
          },
        ],
      }),
    );
  });

  it('cannot keep a date outside 1970–9999 (stored before the rule): pinning it is a 400, not a write', async () => {
    // Year 281,000: past what a JavaScript Date (and so the database driver) can hold.
    const far = aRelativePhase({ startOffset: 8.8e15, endOffset: 8.8e15 + DAY });
    const { store, deps } = setUp({}, [far]);
    expect(await editPhase(deps, member, 'deal_1', far.id, { pinned: true })).toEqual(
      err({
        kind: 'Validation',
        issues: [
          {
            path: ['start'],
            message: "the phase's current start is outside 1970-01-01 to 9999-12-31; send start and end",
          },
        ],
      }),
    );
    expect(await editPhase(deps, member, 'deal_1', far.id, { start: start })).toEqual(
      err({
        kind: 'Validation',
        issues: [
          {
            path: ['end'],
            message: "the phase's current end is outside 1970-01-01 to 9999-12-31; send start and end",
          },
        ],
      }),
    );
    expect(store.phases).toEqual([far]);
    expect(store.outbox).toEqual([]);
    // Sending both dates puts it back in range.
    const placed = await editPhase(deps, member, 'deal_1', far.id, { pinned: true, start, end: start + DAY });
    expect(placed.ok).toBe(true);
    expect(store.phases).toEqual([aPinnedPhase({ id: far.id, name: far.name, start, end: start + DAY })]);
  });

  it.each([
    ['pending', { status: 'pending' as const }, { kind: 'DealPending' }],
    ['archived', { archived: true }, { kind: 'DealArchived' }],
  ])('refuses a %s deal and writes nothing', async (_, deal, error) => {
    const { store, deps } = setUp(deal);
    expect(await editPhase(deps, member, 'deal_1', aPinnedPhase().id, { name: 'x' })).toEqual(err(error));
    expect(store.phases[0]).toEqual(aPinnedPhase());
    expect(store.outbox).toEqual([]);
  });

  it('an unknown phase, a phase of another deal and a deal out of reach are not found', async () => {
    const { deps } = setUp({}, [aPinnedPhase({ dealId: 'deal_2' })]);
    expect(await editPhase(deps, member, 'deal_1', 'ph_pinned', { name: 'x' })).toEqual(
      err({ kind: 'NotFound', resource: 'phase' }),
    );
    expect(await editPhase(deps, stranger, 'deal_1', 'ph_pinned', { name: 'x' })).toEqual(
      err({ kind: 'NotFound', resource: 'deal' }),
    );
  });
});

describe('removePhase', () => {
  it('removes the phase as a change of the deal; a second time it is not found', async () => {
    const { store, deps } = setUp();
    expect((await removePhase(deps, member, 'deal_1', 'ph_pinned')).ok).toBe(true);
    expect(store.phases).toEqual([aRelativePhase()]);
    expect(store.deals.get('deal_1')?.updatedAt).toBe(NOW);
    expect(store.outbox).toHaveLength(1);
    expect(await removePhase(deps, member, 'deal_1', 'ph_pinned')).toEqual(
      err({ kind: 'NotFound', resource: 'phase' }),
    );
  });

  it('refuses a pending deal', async () => {
    const { store, deps } = setUp({ status: 'pending' });
    expect(await removePhase(deps, member, 'deal_1', 'ph_pinned')).toEqual(err({ kind: 'DealPending' }));
    expect(store.phases).toHaveLength(2);
  });
});

describe('addPhase', () => {
  it('adds a relative phase as offsets and saves it as a change of the deal', async () => {
    const { store, deps } = setUp({}, []);
    const result = await addPhase(deps, member, 'deal_1', {
      name: 'Build',
      start: start + DAY,
      end: start + 3 * DAY,
      pinned: false,
    });
    expect(result.ok).toBe(true);
    expect(store.phases).toEqual([
      { id: 'ph_1', dealId: 'deal_1', name: 'Build', pinned: false, startOffset: DAY, endOffset: 3 * DAY },
    ]);
    expect(store.outbox).toHaveLength(1);
  });
});
