import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../../members/testing/team.fixture';
import { insertCredential } from '../../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../../testing/api-test-app';

/** Declining everything at once, and blocking a space (docs/credentials-and-members.md "Invitations"). */
let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const BLOCKED = { status: 409, body: { message: 'this email does not accept invitations from this space' } };
const readOnly = { status: 403, body: { message: 'token scope does not permit writes' } };

const invite = (team: Team, email: string) =>
  api.call('POST', `/v1/spaces/${team.spaceId}/invitations`, {
    token: team.owner.rw,
    body: { email, role: 'member' },
  });
const pendingOf = async (person: Person) =>
  (await api.call('GET', '/v1/invitations', { token: person.read })).body.items as { id: string }[];

describe('POST /v1/invitations/decline-all', () => {
  it('declines every open invitation to the caller at once and answers how many', async () => {
    const target = await aPerson(database, 'Target');
    const teams = [await aTeam(database), await aTeam(database), await aTeam(database)];
    for (const team of teams) expect((await invite(team, target.email)).status).toBe(201);
    const other = await invite(teams[0] as Team, 'someone.else@example.test');
    expect(await api.call('POST', '/v1/invitations/decline-all', { token: target.read })).toEqual(readOnly);
    expect(await api.call('POST', '/v1/invitations/decline-all', { token: target.rw })).toEqual({
      status: 200,
      body: { declined: 3 },
    });
    expect(await pendingOf(target)).toEqual([]);
    expect(await api.call('POST', '/v1/invitations/decline-all', { token: target.rw, body: {} })).toEqual({
      status: 200,
      body: { declined: 0 },
    });
    // Nobody else's invitation went, and without `block` the spaces may invite again.
    const listed = await api.call('GET', `/v1/spaces/${teams[0]?.spaceId}/invitations`, {
      token: teams[0]?.owner.rw,
    });
    expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual([other.body.id]);
    expect((await invite(teams[1] as Team, target.email)).status).toBe(201);
  });

  it('with block, also blocks each of those spaces', async () => {
    const target = await aPerson(database, 'Spammed');
    const spammers = [await aTeam(database), await aTeam(database)];
    for (const team of spammers) await invite(team, target.email);
    expect(
      await api.call('POST', '/v1/invitations/decline-all', { token: target.rw, body: { block: true } }),
    ).toEqual({ status: 200, body: { declined: 2 } });
    for (const team of spammers) expect(await invite(team, target.email)).toEqual(BLOCKED);
    const blocks = await api.call('GET', '/v1/invitation-blocks', { token: target.read });
    expect(blocks.body.items.map((b: { space_id: string }) => b.space_id)).toEqual(
      spammers.map((team) => team.spaceId).sort(),
    );
  });

  it('refuses a bad body with the 400 form naming the field, and declines nothing', async () => {
    const target = await aPerson(database, 'Careful');
    const team = await aTeam(database);
    await invite(team, target.email);
    for (const [body, error] of [
      [{ block: 'yes' }, [{ path: ['block'], message: 'must be a boolean value' }]],
      [{ all: true }, [{ path: ['all'], message: 'is not a known field' }]],
    ] as const) {
      const refused = await api.call('POST', '/v1/invitations/decline-all', { token: target.rw, body });
      expect(refused).toEqual({
        status: 400,
        body: expect.objectContaining({ success: false, data: body, error }),
      });
    }
    expect(await pendingOf(target)).toHaveLength(1);
  });

  it('a space key is nobody: 404', async () => {
    const team = await aTeam(database);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    expect(await api.call('POST', '/v1/invitations/decline-all', { token: key })).toEqual({
      status: 404,
      body: { message: 'invitation not found' },
    });
    expect(await api.call('GET', '/v1/invitation-blocks', { token: key })).toEqual({
      status: 404,
      body: { message: 'invitation block not found' },
    });
  });
});

describe('declining with block, and removing a block', () => {
  it('a blocked space gets 409 for that email (any case) until the person removes the block', async () => {
    const target = await aPerson(database, 'Blocker');
    const team = await aTeam(database);
    const other = await aTeam(database);
    const made = await invite(team, target.email);
    expect(
      await api.call('POST', `/v1/invitations/${made.body.id}/decline`, {
        token: target.rw,
        body: { block: true },
      }),
    ).toEqual({ status: 204, body: null });
    expect(await invite(team, target.email)).toEqual(BLOCKED);
    expect(await invite(team, `  ${target.email.toUpperCase()} `)).toEqual(BLOCKED);
    // Only that space, only that email.
    expect((await invite(other, target.email)).status).toBe(201);
    expect((await invite(team, 'not.blocked@example.test')).status).toBe(201);

    const blocks = await api.call('GET', '/v1/invitation-blocks', { token: target.read });
    expect(blocks).toEqual({
      status: 200,
      body: {
        items: [{ space_id: team.spaceId, space_name: expect.any(String), created_at: expect.any(Number) }],
        next_cursor: null,
      },
    });
    // Nobody else removes it: the caller's own blocks only.
    expect(
      await api.call('DELETE', `/v1/invitation-blocks/${team.spaceId}`, { token: team.owner.rw }),
    ).toEqual({
      status: 404,
      body: { message: 'invitation block not found' },
    });
    expect(await api.call('DELETE', `/v1/invitation-blocks/${team.spaceId}`, { token: target.read })).toEqual(
      readOnly,
    );
    expect(await api.call('DELETE', `/v1/invitation-blocks/${team.spaceId}`, { token: target.rw })).toEqual({
      status: 204,
      body: null,
    });
    expect(await api.call('DELETE', `/v1/invitation-blocks/${team.spaceId}`, { token: target.rw })).toEqual({
      status: 404,
      body: { message: 'invitation block not found' },
    });
    expect((await invite(team, target.email)).status).toBe(201);
  });

  it('declining without a body, or with block false, blocks nothing; a bad block is 400 and declines nothing', async () => {
    const target = await aPerson(database, 'Undecided');
    const team = await aTeam(database);
    const first = await invite(team, target.email);
    const refused = await api.call('POST', `/v1/invitations/${first.body.id}/decline`, {
      token: target.rw,
      body: { block: 1 },
    });
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({ error: [{ path: ['block'], message: 'must be a boolean value' }] }),
    });
    expect(await pendingOf(target)).toHaveLength(1);
    expect(
      (await api.call('POST', `/v1/invitations/${first.body.id}/decline`, { token: target.rw })).status,
    ).toBe(204);
    const second = await invite(team, target.email);
    expect(second.status).toBe(201);
    expect(
      (
        await api.call('POST', `/v1/invitations/${second.body.id}/decline`, {
          token: target.rw,
          body: { block: false },
        })
      ).status,
    ).toBe(204);
    expect((await invite(team, target.email)).status).toBe(201);
  });
});
