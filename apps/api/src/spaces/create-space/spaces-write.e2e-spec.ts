import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person } from '../../members/testing/team.fixture';
import { insertCredential } from '../../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../../testing/api-test-app';

let database: Database;
let api: TestApi;
let person: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  person = await aPerson(database, 'Creator');
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const readOnly = { status: 403, body: { message: 'token scope does not permit writes' } };
const spaceNotFound = { status: 404, body: { message: 'space not found' } };

describe('POST /v1/spaces', () => {
  it('creates a space owned by the caller, in the shape of a GET /v1/spaces item', async () => {
    const created = await api.call('POST', '/v1/spaces', {
      token: person.rw,
      body: { name: '  Side project ' },
    });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^spc_/),
        name: 'Side project',
        role: 'owner',
        is_member: true,
        plan: 'free',
        currency: 'usd',
        updated_at: expect.any(Number),
      },
    });
    const listed = await api.call('GET', '/v1/spaces?limit=100', { token: person.read });
    expect(listed.body.items).toContainEqual(created.body);
    const members = await api.call('GET', `/v1/spaces/${created.body.id}/members`, { token: person.read });
    expect(members.body.items).toEqual([expect.objectContaining({ user_id: person.id, role: 'owner' })]);
  });

  it('answers the 400 form naming the field, and writes nothing', async () => {
    const before = await api.call('GET', '/v1/spaces?limit=100', { token: person.read });
    for (const [body, error] of [
      [{ name: '   ' }, [{ path: ['name'], message: 'must not be blank' }]],
      [{ name: 'x'.repeat(101) }, [{ path: ['name'], message: 'must be at most 100 characters' }]],
      [{}, [{ path: ['name'], message: 'must be a string' }]],
      [{ name: 'ok', plan: 'enterprise' }, [{ path: ['plan'], message: 'is not a known field' }]],
      [
        { name: 'ok', currency: 'euro' },
        [{ path: ['currency'], message: 'must be a three-letter ISO 4217 currency code' }],
      ],
      [{ name: 'ok', currency: 978 }, [{ path: ['currency'], message: 'must be a string' }]],
      [{ name: 'ok', currency: null }, [{ path: ['currency'], message: 'must be a string' }]],
    ] as const) {
      const refused = await api.call('POST', '/v1/spaces', { token: person.rw, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, data: body, error });
    }
    const after = await api.call('GET', '/v1/spaces?limit=100', { token: person.read });
    expect(after.body.items).toHaveLength(before.body.items.length);
  });

  it('takes a currency in any case, stores it lower-case, and new deals without one take it', async () => {
    const created = await api.call('POST', '/v1/spaces', {
      token: person.rw,
      body: { name: 'Euro desk', currency: 'EUR' },
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Euro desk', currency: 'eur' } });
    const space = created.body.id;
    const listed = await api.call('GET', '/v1/spaces?limit=100', { token: person.read });
    expect(listed.body.items).toContainEqual(created.body);
    const deal = await api.call('POST', '/v1/deals', { token: person.rw, body: { space, name: 'Fit-out' } });
    expect(deal).toMatchObject({ status: 201, body: { space_id: space, currency: 'eur' } });
    const own = await api.call('POST', '/v1/deals', {
      token: person.rw,
      body: { space, name: 'Import', currency: 'JPY' },
    });
    expect(own).toMatchObject({ status: 201, body: { currency: 'jpy' } });
  });

  it('a read token is 403 and a space key 404; neither creates anything', async () => {
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: person.ownSpaceId },
      { scope: 'read_write' },
    );
    const before = await api.call('GET', '/v1/spaces?limit=100', { token: person.read });
    expect(await api.call('POST', '/v1/spaces', { token: person.read, body: { name: 'No' } })).toEqual(
      readOnly,
    );
    expect(await api.call('POST', '/v1/spaces', { token: key, body: { name: 'No' } })).toEqual(spaceNotFound);
    const after = await api.call('GET', '/v1/spaces?limit=100', { token: person.read });
    expect(after.body.items).toEqual(before.body.items);
  });
});

describe('PATCH /v1/spaces/{space}', () => {
  it('owners and admins rename; the list shows the new name and a later updated_at', async () => {
    const team = await aTeam(database);
    for (const [who, name] of [
      [team.owner, 'Renamed by the owner'],
      [team.admin, 'Renamed by the admin'],
    ] as const) {
      const renamed = await api.call('PATCH', `/v1/spaces/${team.spaceId}`, {
        token: who.rw,
        body: { name },
      });
      expect(renamed).toEqual({
        status: 200,
        body: expect.objectContaining({
          id: team.spaceId,
          name,
          role: who === team.owner ? 'owner' : 'admin',
        }),
      });
      const listed = await api.call('GET', '/v1/spaces?limit=100', { token: team.member.read });
      expect(listed.body.items).toContainEqual(expect.objectContaining({ id: team.spaceId, name }));
    }
  });

  it('plain members, keys, strangers and unknown spaces: 404; a read token 403; a blank name 400', async () => {
    const team = await aTeam(database);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    const path = `/v1/spaces/${team.spaceId}`;
    const body = { name: 'Taken over' };
    for (const token of [team.member.rw, key, person.rw]) {
      expect(await api.call('PATCH', path, { token, body })).toEqual(spaceNotFound);
    }
    expect(await api.call('PATCH', '/v1/spaces/spc_unknown', { token: team.owner.rw, body })).toEqual(
      spaceNotFound,
    );
    expect(await api.call('PATCH', path, { token: team.owner.read, body })).toEqual(readOnly);
    const blank = await api.call('PATCH', path, { token: team.owner.rw, body: { name: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toEqual([{ path: ['name'], message: 'must not be blank' }]);
    const listed = await api.call('GET', '/v1/spaces?limit=100', { token: team.owner.read });
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ id: team.spaceId, name: expect.not.stringMatching('Taken over') }),
    );
    const empty = await api.call('PATCH', path, { token: team.owner.rw, body: {} });
    expect(empty).toMatchObject({
      status: 400,
      body: { success: false, data: {}, error: [{ path: [], message: 'must set name or currency' }] },
    });
  });
});

describe('PATCH /v1/spaces/{space} {currency}', () => {
  const path = (spaceId: string) => `/v1/spaces/${spaceId}`;

  it('an owner changes it: new deals without a currency take it, existing deals keep theirs', async () => {
    const team = await aTeam(database);
    const space = team.spaceId;
    const before = await api.call('POST', '/v1/deals', {
      token: team.member.rw,
      body: { space, name: 'Old' },
    });
    expect(before.body.currency).toBe('usd');
    const changed = await api.call('PATCH', path(space), { token: team.owner.rw, body: { currency: 'CHF' } });
    expect(changed).toEqual({
      status: 200,
      body: {
        id: space,
        name: expect.any(String),
        role: 'owner',
        is_member: true,
        plan: 'free',
        currency: 'chf',
        updated_at: expect.any(Number),
      },
    });
    const listed = await api.call('GET', '/v1/spaces?limit=100', { token: team.member.read });
    expect(listed.body.items).toContainEqual(expect.objectContaining({ id: space, currency: 'chf' }));
    const after = await api.call('POST', '/v1/deals', {
      token: team.member.rw,
      body: { space, name: 'New' },
    });
    expect(after.body.currency).toBe('chf');
    const old = await api.call('GET', `/v1/deal/${before.body.id}`, { token: team.member.read });
    expect(old.body.currency).toBe('usd');
  });

  it('an admin gets 409; members, keys and strangers 404; a bad code 400; none changes it', async () => {
    const team = await aTeam(database);
    const key = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    const body = { currency: 'eur' };
    expect(await api.call('PATCH', path(team.spaceId), { token: team.admin.rw, body })).toEqual({
      status: 409,
      body: { message: "only an owner may change a space's currency" },
    });
    for (const token of [team.member.rw, key, person.rw]) {
      expect(await api.call('PATCH', path(team.spaceId), { token, body })).toEqual(spaceNotFound);
    }
    const bad = await api.call('PATCH', path(team.spaceId), {
      token: team.owner.rw,
      body: { currency: 'e' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        success: false,
        data: { currency: 'e' },
        error: [{ path: ['currency'], message: 'must be a three-letter ISO 4217 currency code' }],
      },
    });
    const listed = await api.call('GET', '/v1/spaces?limit=100', { token: team.owner.read });
    expect(listed.body.items).toContainEqual(expect.objectContaining({ id: team.spaceId, currency: 'usd' }));
  });
});
