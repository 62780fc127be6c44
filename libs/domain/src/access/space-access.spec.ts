import type { Actor } from '../credentials/actor';
import type { SpaceRole } from '../credentials/space-role';
import type { MembershipRepository } from '../space/space.repository';
import { checkManager, reachSpace, reachSpaceAsManager } from './space-access';

const roles = new Map<string, SpaceRole>([
  ['spc_a|usr_owner', 'owner'],
  ['spc_a|usr_admin', 'admin'],
  ['spc_a|usr_member', 'member'],
]);
const memberships: Pick<MembershipRepository, 'roleOf'> = {
  roleOf: (spaceId, userId) => Promise.resolve(roles.get(`${spaceId}|${userId}`) ?? null),
};
const deps = { memberships };
const user = (userId: string): Actor => ({
  kind: 'user',
  userId,
  email: `${userId}@example.test`,
  scope: 'read_write',
  credentialId: 'tok_1',
});
const key: Actor = { kind: 'space_key', spaceId: 'spc_a', scope: 'read_write', credentialId: 'tok_2' };

describe('reachSpace', () => {
  it('gives a member their role', async () => {
    expect(await reachSpace(deps, user('usr_admin'), 'spc_a')).toEqual({
      ok: true,
      value: { spaceId: 'spc_a', actor: user('usr_admin'), role: 'admin' },
    });
  });

  it('answers NotFound for a space the user is not a member of', async () => {
    expect(await reachSpace(deps, user('usr_admin'), 'spc_b')).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'space' },
    });
  });

  it('lets a space key reach its own space only, with no role', async () => {
    expect(await reachSpace(deps, key, 'spc_a')).toEqual({
      ok: true,
      value: { spaceId: 'spc_a', actor: key, role: null },
    });
    expect((await reachSpace(deps, key, 'spc_b')).ok).toBe(false);
  });
});

describe('checkManager', () => {
  it.each([
    ['usr_owner', true],
    ['usr_admin', true],
    ['usr_member', false],
  ])('%s manages the space: %s', async (userId, manages) => {
    const result = await reachSpaceAsManager(deps, user(userId), 'spc_a', 'api key');
    expect(result.ok).toBe(manages);
    if (!result.ok) expect(result.error).toEqual({ kind: 'NotFound', resource: 'api key' });
  });

  it('refuses a space key: a key does not manage keys, members or automations', () => {
    expect(checkManager({ spaceId: 'spc_a', actor: key, role: null }, 'member')).toEqual({
      ok: false,
      error: { kind: 'NotFound', resource: 'member' },
    });
  });
});
