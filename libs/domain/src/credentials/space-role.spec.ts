import { SPACE_ROLES, canManageSpace, isSpaceRole } from './space-role';

describe('space roles', () => {
  it('are owner, admin and member (CONTRACT §2)', () => {
    expect(SPACE_ROLES).toEqual(['owner', 'admin', 'member']);
  });

  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
  ] as const)('canManageSpace(%s) is %s', (role, expected) => {
    expect(canManageSpace(role)).toBe(expected);
  });

  it.each([
    ['owner', true],
    ['admin', true],
    ['member', true],
    ['Owner', false],
    ['guest', false],
    ['', false],
    [null, false],
    [42, false],
  ])('isSpaceRole(%p) is %s', (value, expected) => {
    expect(isSpaceRole(value)).toBe(expected);
  });
});
