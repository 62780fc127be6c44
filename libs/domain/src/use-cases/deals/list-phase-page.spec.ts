import type { Actor } from '../../credentials/actor';
import type { Phase } from '../../deal/phase';
import type { Repositories } from '../../ports/repositories';
import { aDeal, aPinnedPhase } from '../../testing/deal.mother';
import { listPhasePage } from './read-deal.use-cases';

const key: Actor = { kind: 'space_key', spaceId: 'spc_1', scope: 'read', credentialId: 'tok_1' };
const stranger: Actor = { kind: 'space_key', spaceId: 'spc_2', scope: 'read', credentialId: 'tok_2' };
const phases: Phase[] = ['ph_a', 'ph_b', 'ph_c', 'ph_d', 'ph_e'].map((id) => aPinnedPhase({ id }));

/** The deal `deal_1` of space `spc_1` and its phases, in insertion order, as the repository lists them. */
const repos = (stored: readonly Phase[]) =>
  ({
    deals: { findById: async (id: string) => (id === 'deal_1' ? aDeal() : null) },
    memberships: { roleOf: async () => null },
    phases: { listByDeal: async () => [...stored] },
    versions: {},
  }) as unknown as Pick<Repositories, 'deals' | 'memberships' | 'phases' | 'versions'>;

async function ids(stored: readonly Phase[], limit: number, afterId: string | null) {
  const result = await listPhasePage(repos(stored), key, 'deal_1', { limit, afterId });
  if (!result.ok) throw new Error(result.error.kind);
  return { items: result.value.page.items.map((phase) => phase.id), next: result.value.page.nextAfterId };
}

describe('listPhasePage', () => {
  it('cuts pages in insertion order, the last page without a continuation', async () => {
    expect(await ids(phases, 2, null)).toEqual({ items: ['ph_a', 'ph_b'], next: 'ph_b' });
    expect(await ids(phases, 2, 'ph_b')).toEqual({ items: ['ph_c', 'ph_d'], next: 'ph_d' });
    expect(await ids(phases, 2, 'ph_d')).toEqual({ items: ['ph_e'], next: null });
  });

  it('ends a page that is exactly full with no continuation when nothing follows', async () => {
    expect(await ids(phases, 5, null)).toEqual({ items: phases.map((phase) => phase.id), next: null });
  });

  it('gives an empty last page for a cursor naming a phase removed since', async () => {
    expect(await ids(phases, 2, 'ph_gone')).toEqual({ items: [], next: null });
  });

  it('answers NotFound for a deal the caller cannot reach', async () => {
    const result = await listPhasePage(repos(phases), stranger, 'deal_1', { limit: 2, afterId: null });
    expect(result.ok ? 'ok' : result.error.kind).toBe('NotFound');
  });
});
