import type { Actor } from '../credentials/actor';
import type { ReachableSpace, Space } from '../space/space';
import type { PageQuery } from '../shared/page-query';
import type { SpaceRepository } from '../space/space.repository';
import { listSpaces } from './list-spaces.use-case';

const space = (id: string): Space => ({
  id,
  name: id,
  plan: 'free',
  currency: 'usd',
  createdAt: 1,
  updatedAt: 2,
});
const member = (id: string): ReachableSpace => ({ space: space(id), role: 'member', isMember: true });
const user: Actor = { kind: 'user', userId: 'usr_1', email: 'a@b.c', scope: 'read', credentialId: 'tok_1' };
const key: Actor = { kind: 'space_key', spaceId: 'spc_b', scope: 'read', credentialId: 'tok_2' };

function spaces(all: string[]): SpaceRepository {
  return {
    insert: async () => undefined,
    update: async () => undefined,
    findById: async (id) => (all.includes(id) ? space(id) : null),
    listForUser: async (_userId, page: PageQuery) =>
      all
        .filter((id) => page.afterId === null || id > page.afterId)
        .slice(0, page.limit)
        .map(member),
  };
}

describe('listSpaces', () => {
  it('returns a page and the id to continue after while more remain', async () => {
    const result = await listSpaces({ spaces: spaces(['a', 'b', 'c']) }, user, { limit: 2, afterId: null });
    expect(result).toEqual({ ok: true, value: { items: [member('a'), member('b')], nextAfterId: 'b' } });
  });

  it('ends with a null continuation when the page is the last, even when exactly full', async () => {
    const result = await listSpaces({ spaces: spaces(['a', 'b', 'c']) }, user, { limit: 2, afterId: 'a' });
    expect(result).toEqual({ ok: true, value: { items: [member('b'), member('c')], nextAfterId: null } });
  });

  it('a space key sees exactly its own space, with no role and not as a member', async () => {
    const result = await listSpaces({ spaces: spaces(['spc_a', 'spc_b']) }, key, {
      limit: 25,
      afterId: null,
    });
    expect(result).toEqual({
      ok: true,
      value: { items: [{ space: space('spc_b'), role: null, isMember: false }], nextAfterId: null },
    });
  });

  it('a space key past its only page, or of a deleted space, sees nothing', async () => {
    const deps = { spaces: spaces(['spc_b']) };
    expect(await listSpaces(deps, key, { limit: 25, afterId: 'spc_a' })).toEqual({
      ok: true,
      value: { items: [], nextAfterId: null },
    });
    expect(await listSpaces({ spaces: spaces([]) }, key, { limit: 25, afterId: null })).toEqual({
      ok: true,
      value: { items: [], nextAfterId: null },
    });
  });
});
