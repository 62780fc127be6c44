import { createHash } from 'node:crypto';
import { TypeOrmEmailDeliveryRepository, type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { aPerson, aTeam, join, type Person, type Team } from '../members/testing/team.fixture';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';

let database: Database;
let api: TestApi;
let stranger: Person;

const WEEK = 7 * 86_400_000;
const invitationNotFound = { status: 404, body: { message: 'invitation not found' } };
const spaceNotFound = { status: 404, body: { message: 'space not found' } };
const readOnly = { status: 403, body: { message: 'token scope does not permit writes' } };

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  stranger = await aPerson(database, 'Stranger');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const invitationsOf = (team: Team) => `/v1/spaces/${team.spaceId}/invitations`;
const accept = (id: string, token: string) => api.call('POST', `/v1/invitations/${id}/accept`, { token });
const decline = (id: string, token: string) => api.call('POST', `/v1/invitations/${id}/decline`, { token });

async function invite(team: Team, email: string, role = 'member', token = team.owner.rw) {
  return api.call('POST', invitationsOf(team), { token, body: { email, role } });
}

async function spaceIdsOf(token: string): Promise<string[]> {
  const listed = await api.call('GET', '/v1/spaces?limit=100', { token });
  return listed.body.items.map((s: { id: string }) => s.id);
}

describe('inviting', () => {
  it('answers a registered and an unregistered email identically (no oracle of who has an account)', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const registered = await invite(team, newcomer.email);
    const unregistered = await invite(team, 'not.yet@example.test');
    expect(registered).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^inv_/),
        space_id: team.spaceId,
        space_name: expect.any(String),
        email: newcomer.email,
        role: 'member',
        invited_by: team.owner.id,
        invited_by_name: 'Owner',
        created_at: expect.any(Number),
        expires_at: registered.body.created_at + WEEK,
      },
    });
    const comparable = (r: typeof registered) => ({
      status: r.status,
      keys: Object.keys(r.body),
      body: { ...r.body, id: 'x', email: 'x', created_at: 0, expires_at: 0 },
    });
    expect(comparable(unregistered)).toEqual(comparable(registered));
    expect(await spaceIdsOf(newcomer.read)).not.toContain(team.spaceId);
  });

  it('emails the invitee a single-use link to APP_URL with the invitation, keeping only its hash', async () => {
    const team = await aTeam(database);
    const invited = await invite(team, 'Linked.Person@example.test', 'admin');
    expect(invited.status).toBe(201);
    const [row] = await database.dataSource.query(
      `SELECT id, status, subject, text_body FROM email_outbox WHERE recipient = 'linked.person@example.test'`,
    );
    expect(row).toMatchObject({
      status: 'pending',
      subject: 'Owner invited you to ' + invited.body.space_name + ' on Deal Pricing Service',
    });
    expect(row.text_body).toMatch(/^v1:/);
    const [claim] = (
      await new TypeOrmEmailDeliveryRepository(database.dataSource.manager).claimDue({
        now: Date.now() + 60_000,
        limit: 100,
        leaseMs: 1,
      })
    ).filter((email) => email.id === row.id);
    const link = claim?.message.links[0] ?? '';
    expect(link).toMatch(new RegExp(`^http://localhost:3000/join/${invited.body.id}/[0-9A-Za-z]{43}$`));
    expect(claim?.message.text).toContain(link);
    expect(claim?.message.html).toContain(`href="${link}"`);
    const token = link.split('/').pop() ?? '';
    const [stored] = await database.dataSource.query(`SELECT * FROM invitations WHERE id = $1`, [
      invited.body.id,
    ]);
    expect(stored.link_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('emails nothing when the invitation is refused', async () => {
    const team = await aTeam(database);
    const refused = await invite(team, 'refused@example.test', 'owner', team.admin.rw);
    expect(refused.status).toBe(409);
    const rows = await database.dataSource.query(
      `SELECT id FROM email_outbox WHERE recipient = 'refused@example.test'`,
    );
    expect(rows).toEqual([]);
  });

  it('lists a space’s pending invitations to owners and admins; re-inviting refreshes, not duplicates', async () => {
    const team = await aTeam(database);
    const first = await invite(team, 'pat@example.test', 'member', team.admin.rw);
    const again = await invite(team, 'PAT@example.test', 'admin');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.body.id, role: 'admin', invited_by: team.owner.id });
    for (const token of [team.owner.read, team.admin.read]) {
      const listed = await api.call('GET', invitationsOf(team), { token });
      expect(listed).toEqual({ status: 200, body: { items: [again.body], next_cursor: null } });
    }
    const key = await insertCredential(database, { kind: 'space', spaceId: team.spaceId }, { scope: 'read' });
    for (const token of [team.member.read, key]) {
      expect(await api.call('GET', invitationsOf(team), { token })).toEqual(invitationNotFound);
    }
    expect(await api.call('GET', invitationsOf(team), { token: stranger.read })).toEqual(spaceNotFound);
    const garbled = await api.call('GET', `${invitationsOf(team)}?cursor=zzz`, { token: team.owner.read });
    expect(garbled.status).toBe(400);
    expect(garbled.body.error).toEqual([expect.objectContaining({ path: ['cursor'] })]);
  });

  it('refuses members already (409), the owner role from an admin (409), bad bodies (400), and writes nothing', async () => {
    const team = await aTeam(database);
    expect(await invite(team, team.member.email)).toEqual({
      status: 409,
      body: { message: 'user is already a member of the space' },
    });
    expect(await invite(team, 'boss@example.test', 'owner', team.admin.rw)).toEqual({
      status: 409,
      body: { message: 'only an owner may grant, change or remove the owner role' },
    });
    const body = { email: 'nope', role: 'king', extra: true };
    const refused = await api.call('POST', invitationsOf(team), { token: team.owner.rw, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, data: body });
    expect(refused.body.error).toEqual(
      expect.arrayContaining([
        { path: ['extra'], message: 'is not a known field' },
        { path: ['role'], message: 'must be one of owner, admin, member' },
      ]),
    );
    const notEmail = await invite(team, 'not-an-email');
    expect(notEmail.body.error).toEqual([{ path: ['email'], message: 'must be an email address' }]);
    const listed = await api.call('GET', invitationsOf(team), { token: team.owner.read });
    expect(listed.body.items).toEqual([]);
  });

  it("an admin re-inviting the email of an owner's owner offer is refused as withdrawing it is (409), and it stays", async () => {
    const team = await aTeam(database);
    const offered = await invite(team, 'heir@example.test', 'owner');
    expect(await invite(team, 'heir@example.test', 'admin', team.admin.rw)).toEqual({
      status: 409,
      body: { message: 'only an owner may grant, change or remove the owner role' },
    });
    const listed = await api.call('GET', invitationsOf(team), { token: team.owner.read });
    expect(listed.body.items).toEqual([offered.body]);
  });

  it('plain members, space keys and strangers invite nobody; a read token is 403', async () => {
    const team = await aTeam(database);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    expect(await invite(team, 'x@example.test', 'member', team.member.rw)).toEqual(invitationNotFound);
    expect(await invite(team, 'x@example.test', 'member', key)).toEqual(invitationNotFound);
    expect(await invite(team, 'x@example.test', 'member', stranger.rw)).toEqual(spaceNotFound);
    expect(await invite(team, 'x@example.test', 'member', team.owner.read)).toEqual(readOnly);
    const listed = await api.call('GET', invitationsOf(team), { token: team.owner.read });
    expect(listed.body.items).toEqual([]);
  });
});

describe('answering', () => {
  it('the invitee sees it, accepts, and joins with the role: 200 with the space as GET /v1/spaces lists it', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const invited = await invite(team, newcomer.email.toUpperCase(), 'admin');
    const mine = await api.call('GET', '/v1/invitations', { token: newcomer.read });
    expect(mine).toEqual({ status: 200, body: { items: [invited.body], next_cursor: null } });
    const accepted = await accept(invited.body.id, newcomer.rw);
    const listed = await api.call('GET', '/v1/spaces?limit=100', { token: newcomer.read });
    expect(accepted).toEqual({
      status: 200,
      body: listed.body.items.find((s: { id: string }) => s.id === team.spaceId),
    });
    expect(accepted.body).toMatchObject({ role: 'admin', is_member: true });
    expect((await api.call('GET', '/v1/invitations', { token: newcomer.read })).body.items).toEqual([]);
    expect((await api.call('GET', invitationsOf(team), { token: team.owner.read })).body.items).toEqual([]);
    expect(await accept(invited.body.id, newcomer.rw)).toEqual(invitationNotFound);
  });

  it('someone who registers after being invited finds the invitation waiting', async () => {
    const team = await aTeam(database);
    const email = `later-${Date.now()}@example.test`;
    const invited = await invite(team, email);
    const made = await runBootstrap(database, { email, name: 'Later' });
    const mine = await api.call('GET', '/v1/invitations', { token: made.tokens.read });
    expect(mine.body.items).toEqual([invited.body]);
    expect((await accept(invited.body.id, made.tokens.read_write)).status).toBe(200);
  });

  it("accepting checks the inviter's authority now: a removed or demoted admin's offer is 409 and stays; an owner's is good", async () => {
    const team = await aTeam(database);
    const demoted = await aPerson(database, 'Demoted');
    await join(database, team.spaceId, demoted, 'admin');
    const [first, second, third] = [
      await aPerson(database, 'First'),
      await aPerson(database, 'Second'),
      await aPerson(database, 'Third'),
    ];
    const byAdmin = await invite(team, first.email, 'admin', team.admin.rw);
    const byDemoted = await invite(team, second.email, 'admin', demoted.rw);
    const byOwner = await invite(team, third.email, 'admin', team.owner.rw);
    const member = (person: Person) => `/v1/spaces/${team.spaceId}/members/${person.id}`;
    expect((await api.call('DELETE', member(team.admin), { token: team.owner.rw })).status).toBe(204);
    const demote = { token: team.owner.rw, body: { role: 'member' } };
    expect((await api.call('PATCH', member(demoted), demote)).status).toBe(200);
    const voided = {
      status: 409,
      body: { message: 'the person who invited you can no longer grant this role' },
    };
    expect(await accept(byAdmin.body.id, first.rw)).toEqual(voided);
    expect(await accept(byDemoted.body.id, second.rw)).toEqual(voided);
    expect(await spaceIdsOf(first.rw)).not.toContain(team.spaceId);
    expect(await spaceIdsOf(second.rw)).not.toContain(team.spaceId);
    const mine = await api.call('GET', '/v1/invitations', { token: first.read });
    expect(mine.body.items.map((i: { id: string }) => i.id)).toEqual([byAdmin.body.id]);
    expect((await accept(byOwner.body.id, third.rw)).status).toBe(200);
    expect(await spaceIdsOf(third.rw)).toContain(team.spaceId);
  });

  it('nobody else accepts or declines (404), not even the inviter; a space key neither; a read token is 403', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const { body } = await invite(team, newcomer.email);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    for (const token of [stranger.rw, team.owner.rw, key]) {
      expect(await accept(body.id, token)).toEqual(invitationNotFound);
      expect(await decline(body.id, token)).toEqual(invitationNotFound);
    }
    expect(await accept(body.id, newcomer.read)).toEqual(readOnly);
    expect(await accept('inv_unknown', newcomer.rw)).toEqual(invitationNotFound);
    expect((await api.call('GET', '/v1/invitations', { token: key })).status).toBe(404);
    expect(await spaceIdsOf(stranger.read)).not.toContain(team.spaceId);
    expect((await api.call('GET', '/v1/invitations', { token: newcomer.read })).body.items).toHaveLength(1);
  });

  it('an expired invitation is neither listed nor accepted', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const { body } = await invite(team, newcomer.email);
    await database.dataSource.query(
      `UPDATE invitations SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE id = $1`,
      [body.id],
    );
    expect(await accept(body.id, newcomer.rw)).toEqual(invitationNotFound);
    expect((await api.call('GET', '/v1/invitations', { token: newcomer.read })).body.items).toEqual([]);
    expect((await api.call('GET', invitationsOf(team), { token: team.owner.read })).body.items).toEqual([]);
    expect(await spaceIdsOf(newcomer.read)).not.toContain(team.spaceId);
    const renewed = await invite(team, newcomer.email);
    expect(renewed.body.id).toBe(body.id);
    expect((await accept(body.id, newcomer.rw)).status).toBe(200);
  });

  it('the invitee declines: 204, the invitation is gone and nobody joined', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const { body } = await invite(team, newcomer.email);
    expect(await decline(body.id, newcomer.rw)).toEqual({ status: 204, body: null });
    expect(await accept(body.id, newcomer.rw)).toEqual(invitationNotFound);
    expect(await spaceIdsOf(newcomer.read)).not.toContain(team.spaceId);
  });

  it('of several accepts at once, exactly one joins; the membership exists once', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const { body } = await invite(team, newcomer.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(body.id, newcomer.rw)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    const [{ count }] = await database.dataSource.query(
      'SELECT count(*)::int AS count FROM memberships WHERE space_id = $1 AND user_id = $2',
      [team.spaceId, newcomer.id],
    );
    expect(count).toBe(1);
  });
});

describe('DELETE /v1/spaces/{space}/invitations/{id}', () => {
  it('an admin withdraws an invitation: 204, and it can no longer be accepted', async () => {
    const team = await aTeam(database);
    const newcomer = await aPerson(database, 'Newcomer');
    const { body } = await invite(team, newcomer.email);
    const path = `${invitationsOf(team)}/${body.id}`;
    expect((await api.call('DELETE', path, { token: team.admin.rw })).status).toBe(204);
    expect(await accept(body.id, newcomer.rw)).toEqual(invitationNotFound);
    expect(await api.call('DELETE', path, { token: team.admin.rw })).toEqual(invitationNotFound);
  });

  it('plain members, keys, strangers and other spaces withdraw nothing; only an owner withdraws an owner offer', async () => {
    const team = await aTeam(database);
    const other = await aTeam(database);
    const { body } = await invite(team, 'boss@example.test', 'owner');
    const path = `${invitationsOf(team)}/${body.id}`;
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    expect(await api.call('DELETE', path, { token: team.member.rw })).toEqual(invitationNotFound);
    expect(await api.call('DELETE', path, { token: key })).toEqual(invitationNotFound);
    expect(await api.call('DELETE', path, { token: stranger.rw })).toEqual(spaceNotFound);
    expect(await api.call('DELETE', `${invitationsOf(other)}/${body.id}`, { token: other.owner.rw })).toEqual(
      invitationNotFound,
    );
    expect(await api.call('DELETE', path, { token: team.owner.read })).toEqual(readOnly);
    expect(await api.call('DELETE', path, { token: team.admin.rw })).toEqual({
      status: 409,
      body: { message: 'only an owner may grant, change or remove the owner role' },
    });
    expect((await api.call('DELETE', path, { token: team.owner.rw })).status).toBe(204);
  });
});
