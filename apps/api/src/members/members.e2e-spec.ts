import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import { aPerson, aTeam, join, type Person, type Team } from './testing/team.fixture';

let database: Database;
let api: TestApi;
let stranger: Person;

const memberNotFound = { message: 'member not found' };
const invitationNotFound = { message: 'invitation not found' };
const spaceNotFound = { message: 'space not found' };
const readOnly = { message: 'token scope does not permit writes' };
const ownerReserved = { message: 'only an owner may grant, change or remove the owner role' };
const lastOwner = { message: 'the last owner of a space cannot be removed or demoted' };

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  stranger = await aPerson(database, 'Stranger');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const membersOf = (team: Team | string) =>
  `/v1/spaces/${typeof team === 'string' ? team : team.spaceId}/members`;
const memberPath = (team: Team, person: Person | string) =>
  `${membersOf(team)}/${typeof person === 'string' ? person : person.id}`;

async function rolesOf(team: Team): Promise<Record<string, string>> {
  const listed = await api.call('GET', `${membersOf(team)}?limit=100`, { token: team.owner.read });
  return Object.fromEntries(
    listed.body.items.map((m: { user_id: string; role: string }) => [m.user_id, m.role]),
  );
}

async function spaceIdsOf(token: string): Promise<string[]> {
  const listed = await api.call('GET', '/v1/spaces?limit=100', { token });
  expect(listed.status).toBe(200);
  return listed.body.items.map((s: { id: string }) => s.id);
}

describe('GET /v1/spaces/{space}/members', () => {
  it('any member, and the space key, read every member with every field', async () => {
    const team = await aTeam(database);
    const key = await insertCredential(database, { kind: 'space', spaceId: team.spaceId });
    for (const token of [team.member.read, key]) {
      const listed = await api.call('GET', membersOf(team), { token });
      expect(listed.status).toBe(200);
      expect(listed.body.next_cursor).toBeNull();
      expect(listed.body.items).toHaveLength(3);
      expect(listed.body.items).toEqual(
        expect.arrayContaining([
          {
            user_id: team.owner.id,
            email: team.owner.email,
            name: 'Owner',
            role: 'owner',
            joined_at: expect.any(Number),
          },
          {
            user_id: team.admin.id,
            email: team.admin.email,
            name: 'Admin',
            role: 'admin',
            joined_at: expect.any(Number),
          },
          {
            user_id: team.member.id,
            email: team.member.email,
            name: 'Member',
            role: 'member',
            joined_at: expect.any(Number),
          },
        ]),
      );
    }
  });

  it('walks the members a page at a time, each once', async () => {
    const team = await aTeam(database);
    await join(database, team.spaceId, await aPerson(database), 'member');
    const first = await api.call('GET', `${membersOf(team)}?limit=3`, { token: team.member.read });
    expect(first.body.items).toHaveLength(3);
    const rest = await api.call('GET', `${membersOf(team)}?limit=3&cursor=${first.body.next_cursor}`, {
      token: team.member.read,
    });
    expect(rest.body).toEqual({ items: [expect.any(Object)], next_cursor: null });
    const ids = [...first.body.items, ...rest.body.items].map((m: { user_id: string }) => m.user_id);
    expect(new Set(ids).size).toBe(4);
  });

  it('strangers and keys of other spaces get 404; a bad cursor 400', async () => {
    const team = await aTeam(database);
    const otherKey = await insertCredential(database, { kind: 'space', spaceId: stranger.ownSpaceId });
    expect(await api.call('GET', membersOf(team), { token: stranger.read })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    expect(await api.call('GET', membersOf(team), { token: otherKey })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    expect(
      await api.call('GET', membersOf('spc_0000000000000000000000'), { token: team.owner.read }),
    ).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    const refused = await api.call('GET', `${membersOf(team)}?cursor=abc`, { token: team.owner.read });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual([
      { path: ['cursor'], message: 'must be a next_cursor value from a previous page' },
    ]);
  });
});

/**
 * Issue 15: POST /members no longer adds anyone without their consent, nor tells registered emails
 * from unknown ones (it answered 201 vs 404 `user not found`). It invites: 202 with the invitation,
 * the same for both; the person joins when they accept (invitations.e2e-spec.ts covers the rest).
 */
describe('POST /v1/spaces/{space}/members', () => {
  it('an admin invites by email (any case): 202 with the invitation; the user joins only by accepting', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const added = await api.call('POST', membersOf(team), {
      token: team.admin.rw,
      body: { email: ` ${newcomer.email.toUpperCase()} `, role: 'member' },
    });
    expect(added).toEqual({
      status: 202,
      body: {
        id: expect.stringMatching(/^inv_/),
        space_id: team.spaceId,
        space_name: expect.any(String),
        email: newcomer.email,
        role: 'member',
        invited_by: team.admin.id,
        invited_by_name: 'Admin',
        created_at: expect.any(Number),
        expires_at: added.body.created_at + 7 * 86_400_000,
      },
    });
    expect(await spaceIdsOf(newcomer.read)).not.toContain(team.spaceId);
    const accepted = await api.call('POST', `/v1/invitations/${added.body.id}/accept`, {
      token: newcomer.rw,
    });
    expect(accepted.status).toBe(200);
    expect(await spaceIdsOf(newcomer.read)).toContain(team.spaceId);
  });

  it('a member already: 409; an unknown email: 202 like a registered one; not an email: 400', async () => {
    const team = await aTeam(database);
    expect(
      await api.call('POST', membersOf(team), {
        token: team.owner.rw,
        body: { email: team.member.email, role: 'admin' },
      }),
    ).toEqual({
      status: 409,
      body: { message: 'user is already a member of the space' },
    });
    const newcomer = await aPerson(database);
    const unknown = await api.call('POST', membersOf(team), {
      token: team.owner.rw,
      body: { email: 'nobody@example.test', role: 'member' },
    });
    const registered = await api.call('POST', membersOf(team), {
      token: team.owner.rw,
      body: { email: newcomer.email, role: 'member' },
    });
    const comparable = (r: typeof unknown) => ({
      ...r,
      body: { ...r.body, id: 'x', email: 'x', created_at: 0, expires_at: 0 },
    });
    expect(unknown.status).toBe(202);
    expect(comparable(unknown)).toEqual(comparable(registered));
    const body = { email: 'not-an-email', role: 'member' };
    expect(await api.call('POST', membersOf(team), { token: team.owner.rw, body })).toEqual({
      status: 400,
      body: {
        success: false,
        data: body,
        error: [{ path: ['email'], message: 'must be an email address' }],
        message: 'email: must be an email address',
      },
    });
  });

  it('only an owner invites an owner', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database);
    const body = { email: newcomer.email, role: 'owner' };
    expect(await api.call('POST', membersOf(team), { token: team.admin.rw, body })).toEqual({
      status: 409,
      body: ownerReserved,
    });
    const invited = await api.call('POST', membersOf(team), { token: team.owner.rw, body });
    expect(invited.status).toBe(202);
    await api.call('POST', `/v1/invitations/${invited.body.id}/accept`, { token: newcomer.rw });
    expect((await rolesOf(team))[newcomer.id]).toBe('owner');
  });

  it('plain members, keys and strangers invite nobody; a read token is 403', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    const body = { email: newcomer.email, role: 'member' };
    expect(await api.call('POST', membersOf(team), { token: team.member.rw, body })).toEqual({
      status: 404,
      body: invitationNotFound,
    });
    expect(await api.call('POST', membersOf(team), { token: key, body })).toEqual({
      status: 404,
      body: invitationNotFound,
    });
    expect(await api.call('POST', membersOf(team), { token: stranger.rw, body })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    expect(await api.call('POST', membersOf(team), { token: team.owner.read, body })).toEqual({
      status: 403,
      body: readOnly,
    });
    expect(await spaceIdsOf(newcomer.read)).not.toContain(team.spaceId);
    const pending = await api.call('GET', '/v1/invitations', { token: newcomer.read });
    expect(pending.body.items).toEqual([]);
  });

  it('answers the 400 form for a bad body, unknown fields included', async () => {
    const team = await aTeam(database);
    const body = { email: 42, role: 'superuser', name: 'x' };
    const refused = await api.call('POST', membersOf(team), { token: team.owner.rw, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, data: body });
    expect(refused.body.error).toEqual(
      expect.arrayContaining([
        { path: ['name'], message: 'is not a known field' },
        { path: ['email'], message: 'must be a string' },
        { path: ['role'], message: 'must be one of owner, admin, member' },
      ]),
    );
    expect(refused.body.error).toHaveLength(3);
  });
});

describe('PATCH /v1/spaces/{space}/members/{user_id}', () => {
  it('an admin promotes a member and gets the member back', async () => {
    const team = await aTeam(database);
    const changed = await api.call('PATCH', memberPath(team, team.member), {
      token: team.admin.rw,
      body: { role: 'admin' },
    });
    expect(changed).toEqual({
      status: 200,
      body: {
        user_id: team.member.id,
        email: team.member.email,
        name: 'Member',
        role: 'admin',
        joined_at: expect.any(Number),
      },
    });
    expect((await rolesOf(team))[team.member.id]).toBe('admin');
  });

  it('an admin may neither make an owner nor demote one', async () => {
    const team = await aTeam(database);
    expect(
      await api.call('PATCH', memberPath(team, team.member), {
        token: team.admin.rw,
        body: { role: 'owner' },
      }),
    ).toEqual({
      status: 409,
      body: ownerReserved,
    });
    expect(
      await api.call('PATCH', memberPath(team, team.owner), {
        token: team.admin.rw,
        body: { role: 'member' },
      }),
    ).toEqual({
      status: 409,
      body: ownerReserved,
    });
    expect(await rolesOf(team)).toEqual({
      [team.owner.id]: 'owner',
      [team.admin.id]: 'admin',
      [team.member.id]: 'member',
    });
  });

  it('the last owner cannot step down; after handing over ownership they can', async () => {
    const team = await aTeam(database);
    const stepDown = () =>
      api.call('PATCH', memberPath(team, team.owner), { token: team.owner.rw, body: { role: 'admin' } });
    expect(await stepDown()).toEqual({ status: 409, body: lastOwner });
    expect(
      (
        await api.call('PATCH', memberPath(team, team.admin), {
          token: team.owner.rw,
          body: { role: 'owner' },
        })
      ).status,
    ).toBe(200);
    expect(await stepDown()).toMatchObject({ status: 200, body: { role: 'admin' } });
    expect(await rolesOf(team)).toEqual({
      [team.owner.id]: 'admin',
      [team.admin.id]: 'owner',
      [team.member.id]: 'member',
    });
  });

  it('a non-member, plain members, keys and strangers: 404; a read token 403; a bad role 400', async () => {
    const team = await aTeam(database);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    const body = { role: 'admin' };
    expect(await api.call('PATCH', memberPath(team, stranger), { token: team.owner.rw, body })).toEqual({
      status: 404,
      body: memberNotFound,
    });
    expect(await api.call('PATCH', memberPath(team, team.member), { token: team.member.rw, body })).toEqual({
      status: 404,
      body: memberNotFound,
    });
    expect(await api.call('PATCH', memberPath(team, team.member), { token: key, body })).toEqual({
      status: 404,
      body: memberNotFound,
    });
    expect(await api.call('PATCH', memberPath(team, team.member), { token: stranger.rw, body })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    expect(await api.call('PATCH', memberPath(team, team.member), { token: team.owner.read, body })).toEqual({
      status: 403,
      body: readOnly,
    });
    const refused = await api.call('PATCH', memberPath(team, team.member), {
      token: team.owner.rw,
      body: { role: 'boss', x: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual(
      expect.arrayContaining([
        { path: ['x'], message: 'is not a known field' },
        { path: ['role'], message: 'must be one of owner, admin, member' },
      ]),
    );
    expect(await rolesOf(team)).toEqual({
      [team.owner.id]: 'owner',
      [team.admin.id]: 'admin',
      [team.member.id]: 'member',
    });
  });
});

describe('DELETE /v1/spaces/{space}/members/{user_id}', () => {
  it("an admin removes a member: the member's tokens stop reaching the space at once", async () => {
    const team = await aTeam(database);
    const deal = await api.call('POST', '/v1/deals', {
      token: team.owner.rw,
      body: { space: team.spaceId, name: 'Acme' },
    });
    expect((await api.call('GET', `/v1/deal/${deal.body.id}`, { token: team.member.read })).status).toBe(200);
    expect(await api.call('DELETE', memberPath(team, team.member), { token: team.admin.rw })).toEqual({
      status: 204,
      body: null,
    });
    expect(await spaceIdsOf(team.member.read)).toEqual([team.member.ownSpaceId]);
    expect(await api.call('GET', `/v1/deal/${deal.body.id}`, { token: team.member.read })).toEqual({
      status: 404,
      body: { message: 'deal not found' },
    });
    expect(await api.call('GET', membersOf(team), { token: team.member.read })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    expect(await api.call('DELETE', memberPath(team, team.member), { token: team.admin.rw })).toEqual({
      status: 404,
      body: memberNotFound,
    });
  });

  it('a member may leave; a plain member may not remove anyone else', async () => {
    const team = await aTeam(database);
    expect(await api.call('DELETE', memberPath(team, team.admin), { token: team.member.rw })).toEqual({
      status: 404,
      body: memberNotFound,
    });
    expect(await api.call('DELETE', memberPath(team, team.member), { token: team.member.rw })).toEqual({
      status: 204,
      body: null,
    });
    expect(await spaceIdsOf(team.member.read)).not.toContain(team.spaceId);
    expect(await rolesOf(team)).toEqual({ [team.owner.id]: 'owner', [team.admin.id]: 'admin' });
  });

  it('the last owner can neither leave nor be removed; an admin cannot remove an owner', async () => {
    const team = await aTeam(database);
    expect(await api.call('DELETE', memberPath(team, team.owner), { token: team.owner.rw })).toEqual({
      status: 409,
      body: lastOwner,
    });
    expect(await api.call('DELETE', memberPath(team, team.owner), { token: team.admin.rw })).toEqual({
      status: 409,
      body: ownerReserved,
    });
    await api.call('PATCH', memberPath(team, team.admin), { token: team.owner.rw, body: { role: 'owner' } });
    expect(await api.call('DELETE', memberPath(team, team.owner), { token: team.owner.rw })).toEqual({
      status: 204,
      body: null,
    });
    expect(await rolesOf({ ...team, owner: team.admin })).toEqual({
      [team.admin.id]: 'owner',
      [team.member.id]: 'member',
    });
  });

  it('keys and strangers remove nobody; a read token is 403', async () => {
    const team = await aTeam(database);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    const path = memberPath(team, team.member);
    expect(await api.call('DELETE', path, { token: key })).toEqual({ status: 404, body: memberNotFound });
    expect(await api.call('DELETE', path, { token: stranger.rw })).toEqual({
      status: 404,
      body: spaceNotFound,
    });
    expect(await api.call('DELETE', path, { token: team.member.read })).toEqual({
      status: 403,
      body: readOnly,
    });
    expect(await api.call('DELETE', memberPath(team, 'usr_nobody'), { token: team.owner.rw })).toEqual({
      status: 404,
      body: memberNotFound,
    });
    expect(Object.keys(await rolesOf(team))).toHaveLength(3);
  });

  it('two owners demoting each other at once leave exactly one owner', async () => {
    const team = await aTeam(database);
    await api.call('PATCH', memberPath(team, team.admin), { token: team.owner.rw, body: { role: 'owner' } });
    const outcomes = await Promise.all([
      api.call('PATCH', memberPath(team, team.admin), { token: team.owner.rw, body: { role: 'member' } }),
      api.call('PATCH', memberPath(team, team.owner), { token: team.admin.rw, body: { role: 'member' } }),
    ]);
    // The changes queue on the space lock: the loser is a plain member by the time its turn comes.
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 404]);
    expect(Object.values(await rolesOfAny(team)).filter((role) => role === 'owner')).toHaveLength(1);
  });
});

/** Roles as seen by the plain member, who stays a member whoever wins a race between owners. */
async function rolesOfAny(team: Team): Promise<Record<string, string>> {
  const listed = await api.call('GET', `${membersOf(team)}?limit=100`, { token: team.member.read });
  return Object.fromEntries(
    listed.body.items.map((m: { user_id: string; role: string }) => [m.user_id, m.role]),
  );
}
