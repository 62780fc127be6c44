import type { SpaceRole } from '../credentials/space-role';
import { canGrantRole, checkMembershipChange, type MembershipChange } from './membership.policy';

const change = (overrides: Partial<MembershipChange>): MembershipChange => ({
  actorRole: 'owner',
  self: false,
  currentRole: 'member',
  newRole: 'admin',
  owners: 1,
  ...overrides,
});
const allowed = { ok: true, value: undefined };
const notFound = { ok: false, error: { kind: 'NotFound', resource: 'member' } };
const ownerReserved = {
  ok: false,
  error: { kind: 'Conflict', message: 'only an owner may grant, change or remove the owner role' },
};
const lastOwner = {
  ok: false,
  error: { kind: 'Conflict', message: 'the last owner of a space cannot be removed or demoted' },
};

describe('checkMembershipChange', () => {
  describe('owners and admins manage members; a plain member only leaves', () => {
    it.each<[SpaceRole | null, SpaceRole | null]>([
      [null, 'member'],
      [null, 'admin'],
      ['member', 'admin'],
      ['admin', 'member'],
      ['admin', null],
      ['member', null],
    ])('an admin may change %s → %s', (currentRole, newRole) => {
      expect(checkMembershipChange(change({ actorRole: 'admin', currentRole, newRole }))).toEqual(allowed);
    });

    it.each<[SpaceRole | null, SpaceRole | null]>([
      [null, 'member'],
      ['member', 'admin'],
      ['admin', null],
      ['member', null],
    ])('a plain member may not change %s → %s: NotFound, as for a stranger', (currentRole, newRole) => {
      expect(checkMembershipChange(change({ actorRole: 'member', currentRole, newRole }))).toEqual(notFound);
    });

    it('a plain member may leave, but not promote themself', () => {
      const own = { actorRole: 'member' as const, self: true, currentRole: 'member' as const };
      expect(checkMembershipChange(change({ ...own, newRole: null }))).toEqual(allowed);
      expect(checkMembershipChange(change({ ...own, newRole: 'admin' }))).toEqual(notFound);
    });

    it('an admin may step down or leave', () => {
      const own = { actorRole: 'admin' as const, self: true, currentRole: 'admin' as const };
      expect(checkMembershipChange(change({ ...own, newRole: 'member' }))).toEqual(allowed);
      expect(checkMembershipChange(change({ ...own, newRole: null }))).toEqual(allowed);
    });
  });

  describe('only an owner touches the owner role', () => {
    it.each<[SpaceRole | null, SpaceRole | null]>([
      [null, 'owner'],
      ['member', 'owner'],
      ['admin', 'owner'],
      ['owner', 'admin'],
      ['owner', null],
    ])('an admin may not change %s → %s', (currentRole, newRole) => {
      const refused = checkMembershipChange(change({ actorRole: 'admin', currentRole, newRole, owners: 2 }));
      expect(refused).toEqual(ownerReserved);
    });

    it.each<[SpaceRole | null, SpaceRole | null]>([
      [null, 'owner'],
      ['admin', 'owner'],
      ['owner', 'member'],
      ['owner', null],
    ])('an owner may change %s → %s while another owner remains', (currentRole, newRole) => {
      expect(checkMembershipChange(change({ currentRole, newRole, owners: 2 }))).toEqual(allowed);
    });
  });

  describe('a space keeps at least one owner', () => {
    it.each<[SpaceRole | null]>([['admin'], ['member'], [null]])(
      'the last owner may not become %s, not even by their own hand',
      (newRole) => {
        expect(checkMembershipChange(change({ currentRole: 'owner', newRole, owners: 1 }))).toEqual(
          lastOwner,
        );
        expect(
          checkMembershipChange(change({ self: true, currentRole: 'owner', newRole, owners: 1 })),
        ).toEqual(lastOwner);
      },
    );

    it('an owner may leave once another owner exists', () => {
      const leave = change({ self: true, currentRole: 'owner', newRole: null, owners: 2 });
      expect(checkMembershipChange(leave)).toEqual(allowed);
    });

    it('keeping the last owner an owner is no demotion', () => {
      expect(checkMembershipChange(change({ currentRole: 'owner', newRole: 'owner', owners: 1 }))).toEqual(
        allowed,
      );
    });
  });
});

describe('canGrantRole', () => {
  it.each<[SpaceRole | null, SpaceRole, boolean]>([
    ['owner', 'owner', true],
    ['owner', 'admin', true],
    ['owner', 'member', true],
    ['admin', 'owner', false],
    ['admin', 'admin', true],
    ['admin', 'member', true],
    ['member', 'admin', false],
    ['member', 'member', false],
    [null, 'member', false],
  ])('%s may grant %s: %s', (granter, role, expected) => {
    expect(canGrantRole(granter, role)).toBe(expected);
  });
});
