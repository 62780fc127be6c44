import type { Actor } from '../../credentials/actor';
import { FakeClock, keyActor, userActor } from '../../testing/credential-fakes';
import { InMemoryMembers } from '../../testing/in-memory-memberships';
import { changeMemberRole } from './change-member-role.use-case';
import { listMembers } from './list-members.use-case';
import { removeMember } from './remove-member.use-case';

const NOW = Date.UTC(2026, 2, 2, 9, 0);
const notFound = (resource: string) => ({ ok: false, error: { kind: 'NotFound', resource } });
const conflict = (message: string) => ({ ok: false, error: { kind: 'Conflict', message } });
const LAST_OWNER = 'the last owner of a space cannot be removed or demoted';
const OWNER_RESERVED = 'only an owner may grant, change or remove the owner role';

function setup() {
  const members = new InMemoryMembers()
    .withMember('spc_a', 'usr_owner', 'owner')
    .withMember('spc_a', 'usr_admin', 'admin')
    .withMember('spc_a', 'usr_member', 'member')
    .withMember('spc_b', 'usr_other', 'owner')
    .withUser('usr_new', 'new.person@example.test');
  const deps = { uow: members, clock: new FakeClock(NOW) };
  const roles = (spaceId = 'spc_a') =>
    Object.fromEntries(members.rows.filter((r) => r.spaceId === spaceId).map((r) => [r.userId, r.role]));
  return { members, deps, roles };
}

describe('listMembers', () => {
  it('any member, and the space key, read every member a page at a time', async () => {
    const { members } = setup();
    for (const actor of [userActor('usr_member'), keyActor('spc_a')]) {
      const first = await listMembers({ memberships: members }, actor, 'spc_a', { limit: 2, afterId: null });
      expect(first).toEqual({
        ok: true,
        value: {
          items: [
            {
              userId: 'usr_admin',
              email: 'usr_admin@example.test',
              name: 'Name of usr_admin',
              role: 'admin',
              joinedAt: 1,
            },
            expect.objectContaining({ userId: 'usr_member', role: 'member' }),
          ],
          nextAfterId: 'usr_member',
        },
      });
      const rest = await listMembers({ memberships: members }, actor, 'spc_a', {
        limit: 2,
        afterId: 'usr_member',
      });
      expect(rest).toMatchObject({
        ok: true,
        value: { items: [{ userId: 'usr_owner' }], nextAfterId: null },
      });
    }
  });

  it('strangers and keys of other spaces see nothing', async () => {
    const { members } = setup();
    const page = { limit: 25, afterId: null };
    expect(await listMembers({ memberships: members }, userActor('usr_other'), 'spc_a', page)).toEqual(
      notFound('space'),
    );
    expect(await listMembers({ memberships: members }, keyActor('spc_b'), 'spc_a', page)).toEqual(
      notFound('space'),
    );
  });
});

describe('changeMemberRole', () => {
  it('an admin promotes a member, and the answer is the changed member', async () => {
    const { deps, roles } = setup();
    const changed = await changeMemberRole(deps, userActor('usr_admin'), 'spc_a', 'usr_member', 'admin');
    expect(changed).toMatchObject({ ok: true, value: { userId: 'usr_member', role: 'admin', joinedAt: 1 } });
    expect(roles()['usr_member']).toBe('admin');
  });

  it('an admin may not make an owner nor demote one', async () => {
    const { deps, roles } = setup();
    expect(await changeMemberRole(deps, userActor('usr_admin'), 'spc_a', 'usr_member', 'owner')).toEqual(
      conflict(OWNER_RESERVED),
    );
    expect(await changeMemberRole(deps, userActor('usr_admin'), 'spc_a', 'usr_owner', 'member')).toEqual(
      conflict(OWNER_RESERVED),
    );
    expect(roles()).toEqual({ usr_owner: 'owner', usr_admin: 'admin', usr_member: 'member' });
  });

  it('the last owner cannot step down until another owner exists', async () => {
    const { deps, roles } = setup();
    const owner = userActor('usr_owner');
    expect(await changeMemberRole(deps, owner, 'spc_a', 'usr_owner', 'admin')).toEqual(conflict(LAST_OWNER));
    expect(await changeMemberRole(deps, owner, 'spc_a', 'usr_admin', 'owner')).toMatchObject({ ok: true });
    expect(await changeMemberRole(deps, owner, 'spc_a', 'usr_owner', 'member')).toMatchObject({ ok: true });
    expect(roles()).toEqual({ usr_owner: 'member', usr_admin: 'owner', usr_member: 'member' });
  });

  it('setting the current role changes nothing and succeeds', async () => {
    const { deps, roles } = setup();
    expect(await changeMemberRole(deps, userActor('usr_owner'), 'spc_a', 'usr_owner', 'owner')).toMatchObject(
      {
        ok: true,
        value: { role: 'owner' },
      },
    );
    expect(roles()['usr_owner']).toBe('owner');
  });

  it.each<[string, Actor, string, object]>([
    ['a plain member on themself', userActor('usr_member'), 'usr_member', notFound('member')],
    ['a plain member on another', userActor('usr_member'), 'usr_admin', notFound('member')],
    ['an owner on a non-member', userActor('usr_owner'), 'usr_other', notFound('member')],
    ['the space key', keyActor('spc_a'), 'usr_member', notFound('member')],
    ['a stranger', userActor('usr_other'), 'usr_member', notFound('space')],
  ])('%s changes nothing', async (_who, actor, target, refusal) => {
    const { deps, roles } = setup();
    expect(await changeMemberRole(deps, actor, 'spc_a', target, 'admin')).toEqual(refusal);
    expect(roles()).toEqual({ usr_owner: 'owner', usr_admin: 'admin', usr_member: 'member' });
  });
});

describe('removeMember', () => {
  it('an admin removes a member; a member leaves; an admin leaves', async () => {
    const { deps, roles, members } = setup();
    members.withMember('spc_a', 'usr_second', 'member');
    expect(await removeMember(deps, userActor('usr_admin'), 'spc_a', 'usr_member')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await removeMember(deps, userActor('usr_second'), 'spc_a', 'usr_second')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await removeMember(deps, userActor('usr_admin'), 'spc_a', 'usr_admin')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(roles()).toEqual({ usr_owner: 'owner' });
  });

  it('the last owner can neither be removed nor leave; with a second owner, either may', async () => {
    const { deps, roles } = setup();
    const owner = userActor('usr_owner');
    expect(await removeMember(deps, owner, 'spc_a', 'usr_owner')).toEqual(conflict(LAST_OWNER));
    await changeMemberRole(deps, owner, 'spc_a', 'usr_admin', 'owner');
    expect(await removeMember(deps, userActor('usr_admin'), 'spc_a', 'usr_owner')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(roles()).toEqual({ usr_admin: 'owner', usr_member: 'member' });
  });

  it('an admin cannot remove an owner', async () => {
    const { deps, roles, members } = setup();
    members.withMember('spc_a', 'usr_owner2', 'owner');
    expect(await removeMember(deps, userActor('usr_admin'), 'spc_a', 'usr_owner2')).toEqual(
      conflict(OWNER_RESERVED),
    );
    expect(roles()['usr_owner2']).toBe('owner');
  });

  it.each<[string, Actor, string, object]>([
    ['a plain member removing another', userActor('usr_member'), 'usr_admin', notFound('member')],
    ['an owner removing a non-member', userActor('usr_owner'), 'usr_other', notFound('member')],
    ['the space key', keyActor('spc_a'), 'usr_member', notFound('member')],
    ['a stranger', userActor('usr_other'), 'usr_member', notFound('space')],
  ])('%s removes nobody', async (_who, actor, target, refusal) => {
    const { deps, roles } = setup();
    expect(await removeMember(deps, actor, 'spc_a', target)).toEqual(refusal);
    expect(roles()).toEqual({ usr_owner: 'owner', usr_admin: 'admin', usr_member: 'member' });
  });
});
