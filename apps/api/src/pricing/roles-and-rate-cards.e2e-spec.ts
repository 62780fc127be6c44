import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';

let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;
let key: string;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
  const made = await api.call('POST', `/v1/spaces/${team.spaceId}/api-keys`, {
    token: team.owner.rw,
    body: { name: 'reader', scope: 'read_write' },
  });
  key = made.body.key;
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const rolesOf = (spaceId: string) => `/v1/spaces/${spaceId}/roles`;
const cardsOf = (spaceId: string) => `/v1/spaces/${spaceId}/rate-cards`;

async function aRole(name: string, unit = 'hour', spaceId = team.spaceId, token = team.owner.rw) {
  const made = await api.call('POST', rolesOf(spaceId), { token, body: { name, unit } });
  expect(made.status).toBe(201);
  return made.body as { id: string; name: string; unit: string; archived: boolean };
}

describe('roles of a space', () => {
  it('owners and admins create, rename and archive a role; members and keys read them', async () => {
    const created = await api.call('POST', rolesOf(team.spaceId), {
      token: team.admin.rw,
      body: { name: ' Developer ', unit: 'hour' },
    });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^rol_[0-9A-Za-z]{22}$/),
        name: 'Developer',
        unit: 'hour',
        archived: false,
      },
    });
    const id = created.body.id;
    const renamed = await api.call('PATCH', `${rolesOf(team.spaceId)}/${id}`, {
      token: team.owner.rw,
      body: { name: 'Senior developer', unit: 'day' },
    });
    expect(renamed.body).toEqual({ id, name: 'Senior developer', unit: 'day', archived: false });

    for (const token of [team.member.rw, team.member.read, key]) {
      const listed = await api.call('GET', rolesOf(team.spaceId), { token });
      expect(listed.status).toBe(200);
      expect(listed.body.items).toContainEqual(renamed.body);
      expect(listed.body.next_cursor).toBeNull();
    }

    expect(
      (await api.call('DELETE', `${rolesOf(team.spaceId)}/${id}`, { token: team.owner.rw })).status,
    ).toBe(204);
    expect(
      (await api.call('DELETE', `${rolesOf(team.spaceId)}/${id}`, { token: team.owner.rw })).status,
    ).toBe(204);
    const listed = await api.call('GET', rolesOf(team.spaceId), { token: team.member.rw });
    expect(listed.body.items).toContainEqual({ ...renamed.body, archived: true });
    const restored = await api.call('PATCH', `${rolesOf(team.spaceId)}/${id}`, {
      token: team.owner.rw,
      body: { archived: false },
    });
    expect(restored.body.archived).toBe(false);
  });

  it('a member, a key and a stranger may not write (404, as for automations); a read token 403', async () => {
    const role = await aRole('Tester');
    for (const token of [team.member.rw, key, stranger.rw]) {
      expect(
        await api.call('POST', rolesOf(team.spaceId), { token, body: { name: 'x', unit: 'hour' } }),
      ).toEqual({
        status: 404,
        body: { message: token === stranger.rw ? 'space not found' : 'role not found' },
      });
      expect((await api.call('DELETE', `${rolesOf(team.spaceId)}/${role.id}`, { token })).status).toBe(404);
    }
    expect(
      (
        await api.call('POST', rolesOf(team.spaceId), {
          token: team.owner.read,
          body: { name: 'x', unit: 'hour' },
        })
      ).status,
    ).toBe(403);
    expect((await api.call('GET', rolesOf(team.spaceId), { token: stranger.rw })).status).toBe(404);
  });

  it('a role of another space is 404; a bad body is the SPEC §7 400 naming the field', async () => {
    const foreign = await aRole('Foreign', 'day', stranger.ownSpaceId, stranger.rw);
    expect(
      await api.call('PATCH', `${rolesOf(team.spaceId)}/${foreign.id}`, {
        token: team.owner.rw,
        body: { name: 'x' },
      }),
    ).toEqual({ status: 404, body: { message: 'role not found' } });
    const bad = await api.call('POST', rolesOf(team.spaceId), {
      token: team.owner.rw,
      body: { name: 'x', unit: 'week' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      error: [{ path: ['unit'], message: 'must be one of the following values: hour, day' }],
    });
  });
});

describe('rate cards of a space', () => {
  it('a card holds its rates to the cent, its edits take the revision up, one default per currency', async () => {
    const dev = await aRole('Card developer');
    const pm = await aRole('Card PM', 'day');
    const first = await api.call('POST', cardsOf(team.spaceId), {
      token: team.owner.rw,
      body: {
        name: 'Standard',
        currency: 'EUR',
        is_default: true,
        rates: [
          { role_id: dev.id, cost_rate: 62.5, price_rate: 110 },
          { role_id: pm.id, cost_rate: 480, price_rate: 850.05 },
        ],
      },
    });
    expect(first).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^rc_[0-9A-Za-z]{22}$/),
        name: 'Standard',
        currency: 'eur',
        rates: [
          { role_id: dev.id, cost_rate: 62.5, price_rate: 110 },
          { role_id: pm.id, cost_rate: 480, price_rate: 850.05 },
        ],
        is_default: true,
        revision: 1,
      },
    });
    const second = await api.call('POST', cardsOf(team.spaceId), {
      token: team.admin.rw,
      body: {
        name: 'Discounted',
        currency: 'eur',
        rates: [{ role_id: dev.id, cost_rate: 62.5, price_rate: 99 }],
      },
    });
    expect(second.body).toMatchObject({ is_default: false, revision: 1 });
    const usd = await api.call('POST', cardsOf(team.spaceId), {
      token: team.admin.rw,
      body: { name: 'US', currency: 'usd', is_default: true, rates: [] },
    });
    expect(usd.body.is_default).toBe(true);

    const edited = await api.call('PATCH', `${cardsOf(team.spaceId)}/${second.body.id}`, {
      token: team.owner.rw,
      body: { is_default: true, rates: [{ role_id: dev.id, cost_rate: 60, price_rate: 100 }] },
    });
    expect(edited.body).toMatchObject({
      is_default: true,
      revision: 2,
      rates: [{ role_id: dev.id, cost_rate: 60, price_rate: 100 }],
    });
    const listed = await api.call('GET', cardsOf(team.spaceId), { token: key });
    const defaults = Object.fromEntries(
      listed.body.items.map((card: { id: string; is_default: boolean }) => [card.id, card.is_default]),
    );
    expect(defaults).toEqual({ [first.body.id]: false, [second.body.id]: true, [usd.body.id]: true });
  });

  it('refuses an unknown or archived role by name (409), a role of another space (404), and bad rates (400)', async () => {
    const archived = await aRole('Gone');
    await api.call('DELETE', `${rolesOf(team.spaceId)}/${archived.id}`, { token: team.owner.rw });
    const foreign = await aRole('Theirs', 'hour', stranger.ownSpaceId, stranger.rw);
    const card = (roleId: string, cost_rate = 1) => ({
      token: team.owner.rw,
      body: { name: 'Bad', currency: 'eur', rates: [{ role_id: roleId, cost_rate, price_rate: 2 }] },
    });
    expect(await api.call('POST', cardsOf(team.spaceId), card('rol_0000000000000000000000'))).toEqual({
      status: 409,
      body: { message: 'role rol_0000000000000000000000 is unknown' },
    });
    expect(await api.call('POST', cardsOf(team.spaceId), card(archived.id))).toEqual({
      status: 409,
      body: { message: `role ${archived.id} is archived` },
    });
    expect(await api.call('POST', cardsOf(team.spaceId), card(foreign.id))).toEqual({
      status: 404,
      body: { message: 'role not found' },
    });
    const bad = await api.call('POST', cardsOf(team.spaceId), card(archived.id, 12.345));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: [{ path: ['rates', '0', 'cost_rate'], message: 'must have at most 2 decimal places' }],
      message: 'rates.0.cost_rate: must have at most 2 decimal places',
    });
    const listed = await api.call('GET', cardsOf(team.spaceId), { token: team.owner.rw });
    expect(listed.body.items.map((c: { name: string }) => c.name)).not.toContain('Bad');
  });

  it('a card of another space is 404, and members may not edit cards', async () => {
    const theirs = await api.call('POST', cardsOf(stranger.ownSpaceId), {
      token: stranger.rw,
      body: { name: 'Theirs', currency: 'eur', rates: [] },
    });
    expect(
      await api.call('PATCH', `${cardsOf(team.spaceId)}/${theirs.body.id}`, {
        token: team.owner.rw,
        body: { name: 'x' },
      }),
    ).toEqual({ status: 404, body: { message: 'rate card not found' } });
    expect(
      await api.call('POST', cardsOf(team.spaceId), {
        token: team.member.rw,
        body: { name: 'Mine', currency: 'eur', rates: [] },
      }),
    ).toEqual({ status: 404, body: { message: 'rate card not found' } });
  });

  it('cards made default at once queue: every write succeeds and one default is left', async () => {
    const person = await aPerson(database, 'Default racer');
    const cards = `/v1/spaces/${person.ownSpaceId}/rate-cards`;
    const existing = await api.call('POST', cards, {
      token: person.rw,
      body: { name: 'Existing', currency: 'gbp', rates: [] },
    });
    const answers = await Promise.all([
      ...[1, 2, 3].map((n) =>
        api.call('POST', cards, {
          token: person.rw,
          body: { name: `New ${n}`, currency: 'gbp', is_default: true, rates: [] },
        }),
      ),
      ...[1, 2, 3].map((n) =>
        api.call('PATCH', `${cards}/${existing.body.id}`, {
          token: person.rw,
          body: { name: `Edit ${n}`, is_default: true },
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201, 201, 201]);
    const listed = await api.call('GET', cards, { token: person.rw });
    expect(listed.body.items.filter((card: { is_default: boolean }) => card.is_default)).toHaveLength(1);
    expect(listed.body.items.find((card: { id: string }) => card.id === existing.body.id).revision).toBe(4);
  });
});
