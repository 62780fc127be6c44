import type { Deal } from '../../deal/deal';
import type { DealRepository } from '../../deal/deal.repository';
import { aDeal } from '../../testing/deal.mother';
import { lockMatchedDeal } from './lock-matched-deal';

/** A deals repository whose locked reads may see a later state than its plain reads (a commit in between). */
function deals(plain: Deal[], locked: Deal[] = plain) {
  const calls: string[] = [];
  const repo = {
    findByIdForUpdate: async (id: string) => {
      calls.push(`lock ${id}`);
      return locked.find((d) => d.id === id) ?? null;
    },
    findByExternalId: async (spaceId: string, externalId: string) => {
      calls.push(`find ${externalId}`);
      return plain.find((d) => d.spaceId === spaceId && d.externalId === externalId) ?? null;
    },
  } as unknown as DealRepository;
  return { repos: { deals: repo }, calls };
}

describe('lockMatchedDeal', () => {
  it('locks the deal named by id, and only in its own space', async () => {
    const { repos, calls } = deals([aDeal()]);
    await expect(
      lockMatchedDeal(repos, 'spc_1', { by: 'id', id: 'deal_1', saveExternalId: null }),
    ).resolves.toEqual(aDeal());
    await expect(
      lockMatchedDeal(repos, 'spc_2', { by: 'id', id: 'deal_1', saveExternalId: null }),
    ).resolves.toBeNull();
    expect(calls).toEqual(['lock deal_1', 'lock deal_1']);
  });

  it('finds by external id, then locks that row', async () => {
    const deal = aDeal({ externalId: 'AUD-1' });
    const { repos, calls } = deals([deal]);
    await expect(
      lockMatchedDeal(repos, 'spc_1', { by: 'external_id', externalId: 'AUD-1' }),
    ).resolves.toEqual(deal);
    expect(calls).toEqual(['find AUD-1', 'lock deal_1']);
  });

  it('does not apply to a row whose external id moved away before the lock', async () => {
    const { repos, calls } = deals([aDeal({ externalId: 'AUD-1' })], [aDeal({ externalId: 'AUD-9' })]);
    await expect(
      lockMatchedDeal(repos, 'spc_1', { by: 'external_id', externalId: 'AUD-1' }),
    ).resolves.toBeNull();
    expect(calls).toHaveLength(6);
  });

  it('matches nothing without an identifier, reading nothing', async () => {
    const { repos, calls } = deals([aDeal()]);
    await expect(lockMatchedDeal(repos, 'spc_1', { by: 'none' })).resolves.toBeNull();
    expect(calls).toEqual([]);
  });
});
