import type { Repositories, Role } from '@deal/domain';

/**
 * A space with roles and an empty EUR rate card, written through the repositories, for the specs
 * of the pricing reads. Each role is created a millisecond after `at` and updated 123,456,789 ms
 * after it: milliseconds, as the domain writes them, so a read can be checked to the millisecond.
 */
export async function seedPricingSpace(
  repos: Repositories,
  seed: {
    readonly spaceId: string;
    readonly cardId: string;
    readonly roles: readonly Pick<Role, 'id' | 'name' | 'unit' | 'archived'>[];
    readonly at: number;
  },
): Promise<void> {
  const { spaceId, at } = seed;
  await repos.spaces.insert({ id: spaceId, name: spaceId, plan: 'free', createdAt: at, updatedAt: at });
  for (const role of seed.roles) {
    await repos.roles.insert({ ...role, spaceId, createdAt: at + 1, updatedAt: at + 123_456_789 });
  }
  await repos.rateCards.insert({
    id: seed.cardId,
    spaceId,
    name: 'Card',
    currency: 'eur',
    rates: [],
    isDefault: false,
    revision: 1,
    createdAt: at,
    updatedAt: at,
  });
}
