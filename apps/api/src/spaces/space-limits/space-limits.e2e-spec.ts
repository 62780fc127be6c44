import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam } from '../../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../../testing/api-test-app';

/** SPACES_PER_USER_MAX and INVITATIONS_PER_SPACE_PER_DAY (docs/credentials-and-members.md "Limits"). */
let database: Database;
let api: TestApi;
let ahead = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(
    database,
    testConfig({ spaceLimits: { spacesPerUser: 3, invitationsPerSpacePerDay: 4 } }),
    { now: () => Date.now() + ahead },
  );
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const ownedBy = async (token: string) =>
  (await api.call('GET', '/v1/spaces?limit=100', { token })).body.items.filter(
    (space: { role: string }) => space.role === 'owner',
  ).length;

describe('spaces per user', () => {
  it('a person owns at most SPACES_PER_USER_MAX spaces: the next is 409 naming the limit', async () => {
    const person = await aPerson(database, 'Collector'); // owns one space already
    for (const name of ['Two', 'Three']) {
      expect((await api.call('POST', '/v1/spaces', { token: person.rw, body: { name } })).status).toBe(201);
    }
    expect(await api.call('POST', '/v1/spaces', { token: person.rw, body: { name: 'Four' } })).toEqual({
      status: 409,
      body: { message: 'you have reached the limit of 3 spaces' },
    });
    expect(await ownedBy(person.rw)).toBe(3);
  });

  it('holds under concurrent creations: exactly up to the limit succeed', async () => {
    const person = await aPerson(database, 'Racer');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        api.call('POST', '/v1/spaces', { token: person.rw, body: { name: `Race ${n}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await ownedBy(person.rw)).toBe(3);
  });

  it('spaces one is only a member of do not count', async () => {
    const team = await aTeam(database);
    const created = await api.call('POST', '/v1/spaces', { token: team.member.rw, body: { name: 'Mine' } });
    expect(created.status).toBe(201);
  });
});

describe('invitations per space per day', () => {
  const invite = (spaceId: string, token: string, email: string) =>
    api.call('POST', `/v1/spaces/${spaceId}/invitations`, { token, body: { email, role: 'member' } });

  it('a space sends at most INVITATIONS_PER_SPACE_PER_DAY in a rolling 24 h, refreshes included', async () => {
    const team = await aTeam(database);
    expect((await invite(team.spaceId, team.owner.rw, 'a@limit.test')).status).toBe(201);
    expect((await invite(team.spaceId, team.admin.rw, 'b@limit.test')).status).toBe(201);
    expect((await invite(team.spaceId, team.owner.rw, 'a@limit.test')).status).toBe(201); // a refresh
    ahead = 600_000;
    expect((await invite(team.spaceId, team.owner.rw, 'c@limit.test')).status).toBe(201);
    const refused = await invite(team.spaceId, team.owner.rw, 'd@limit.test');
    expect(refused).toEqual({
      status: 409,
      body: { message: 'this space has reached the limit of 4 invitations a day' },
    });
    const listed = await api.call('GET', `/v1/spaces/${team.spaceId}/invitations`, { token: team.owner.rw });
    expect(listed.body.items.map((i: { email: string }) => i.email)).toEqual([
      'a@limit.test',
      'b@limit.test',
      'c@limit.test',
    ]);
    // Another space of the same owner has its own count.
    const other = await api.call('POST', '/v1/spaces', { token: team.owner.rw, body: { name: 'Other' } });
    expect((await invite(other.body.id, team.owner.rw, 'd@limit.test')).status).toBe(201);
    // 24 h after the first three, one slot per send that left the window.
    ahead = DAY + 60_000;
    expect((await invite(team.spaceId, team.owner.rw, 'd@limit.test')).status).toBe(201);
    expect((await invite(team.spaceId, team.owner.rw, 'e@limit.test')).status).toBe(201);
    expect((await invite(team.spaceId, team.owner.rw, 'f@limit.test')).status).toBe(201);
    expect((await invite(team.spaceId, team.owner.rw, 'g@limit.test')).status).toBe(409);
    ahead = 0;
  });

  it('holds under concurrent invitations', async () => {
    const team = await aTeam(database);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => invite(team.spaceId, team.owner.rw, `race${n}@limit.test`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
  });
});
