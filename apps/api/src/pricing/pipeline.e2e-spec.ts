import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';

/** GET /v1/spaces/{space}/pipeline over real HTTP and a real database: docs/pricing.md "Pipeline". */
let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;
let key: string;

const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
const pipelineOf = (spaceId: string, query: string) => `/v1/spaces/${spaceId}/pipeline?${query}`;

async function aDeal(body: Record<string, unknown>): Promise<string> {
  const made = await api.call('POST', '/v1/deals', {
    token: team.owner.rw,
    body: { space: team.spaceId, ...body },
  });
  expect(made.status).toBe(201);
  return made.body.id;
}

async function move(id: string, status: string, token = team.owner.rw): Promise<void> {
  const moved = await api.call('POST', `/v1/deal/${id}/status`, { token, body: { status } });
  expect(moved.status).toBe(200);
}

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
  const made = await api.call('POST', `/v1/spaces/${team.spaceId}/api-keys`, {
    token: team.owner.rw,
    body: { name: 'reader', scope: 'read' },
  });
  key = made.body.key;

  // The worked example: a website in two phases (the second relative to the start), a won retainer.
  const website = await aDeal({
    name: 'Website',
    price: 12_000,
    cost: 7_000,
    probability: 0.6,
    start: at('2026-01-19'),
    due: at('2026-03-13'),
  });
  for (const [name, start, end, pinned] of [
    ['Discovery', '2026-01-19', '2026-01-30', true],
    ['Build', '2026-02-02', '2026-03-13', false],
  ] as const) {
    const phase = await api.call('POST', `/v1/deal/${website}/phases`, {
      token: team.owner.rw,
      body: { name, start: at(start), end: at(end), pinned },
    });
    expect(phase.status).toBe(201);
  }
  const retainer = await aDeal({
    name: 'Support retainer',
    price: 3_100,
    cost: 1_000,
    probability: 0.5,
    start: at('2026-03-01'),
    due: at('2026-04-30'),
  });
  await move(retainer, 'pending');
  await move(retainer, 'approved', team.admin.rw);
  await move(retainer, 'won');
  // Not counted: an abandoned deal, a deal in another currency (unless asked), one without a
  // price, an archived one.
  await move(
    await aDeal({ name: 'Gone', price: 50_000, start: at('2026-01-01'), due: at('2026-04-30') }),
    'abandoned',
  );
  await aDeal({
    name: 'Euro',
    currency: 'EUR',
    price: 620,
    probability: 1,
    start: at('2026-02-01'),
    due: at('2026-02-28'),
  });
  await aDeal({ name: 'Unpriced', start: at('2026-01-01'), due: at('2026-04-30') });
  const archived = await aDeal({
    name: 'Archived',
    price: 7_000,
    start: at('2026-01-01'),
    due: at('2026-04-30'),
  });
  const patched = await api.call('PATCH', `/v1/deal/${archived}`, {
    token: team.owner.rw,
    body: { archived: true },
  });
  expect(patched.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe('GET /v1/spaces/{space}/pipeline', () => {
  it('answers one item per month, each deal spread exactly over its days (the worked example)', async () => {
    const answer = await api.call('GET', pipelineOf(team.spaceId, 'from=2026-01&to=2026-05'), {
      token: team.member.rw,
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        currency: 'usd',
        items: [
          { month: '2026-01', price: 2769.23, weighted: 1661.54, cost: 1615.38, deals: 1 },
          { month: '2026-02', price: 6230.77, weighted: 3738.46, cost: 3634.62, deals: 1 },
          { month: '2026-03', price: 4575.41, weighted: 3375.41, cost: 2258.2, deals: 2 },
          { month: '2026-04', price: 1524.59, weighted: 1524.59, cost: 491.8, deals: 1 },
          { month: '2026-05', price: 0, weighted: 0, cost: 0, deals: 0 },
        ],
      },
    });
  });

  it('answers a month the same in any range, and months before any deal as zeros', async () => {
    const march = await api.call('GET', pipelineOf(team.spaceId, 'from=2026-03&to=2026-03'), { token: key });
    expect(march.body.items).toEqual([
      { month: '2026-03', price: 4575.41, weighted: 3375.41, cost: 2258.2, deals: 2 },
    ]);
    const before = await api.call('GET', pipelineOf(team.spaceId, 'from=2025-11&to=2025-12'), { token: key });
    expect(
      before.body.items.map((item: { deals: number; price: number }) => [item.deals, item.price]),
    ).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('counts the deals of another currency when asked for it, in any case', async () => {
    const euro = await api.call('GET', pipelineOf(team.spaceId, 'from=2026-02&to=2026-03&currency=EUR'), {
      token: team.member.read,
    });
    expect(euro.body).toEqual({
      currency: 'eur',
      items: [
        { month: '2026-02', price: 620, weighted: 620, cost: 0, deals: 1 },
        { month: '2026-03', price: 0, weighted: 0, cost: 0, deals: 0 },
      ],
    });
  });

  it('refuses a malformed, missing, reversed or too long range with a 400 naming the parameter', async () => {
    const cases: [string, string[]][] = [
      ['to=2026-01', ['from']],
      ['from=2026-1&to=2026-02', ['from']],
      ['from=2026-02&to=2026-01', ['to']],
      ['from=2026-01&to=2029-01', ['to']],
      ['from=2026-01&to=2026-02&currency=euro', ['currency']],
      ['from=2026-01&from=2026-02&to=2026-02', ['from']],
      ['from=2026-01&to=2026-02&limit=5', ['limit']],
    ];
    for (const [query, paths] of cases) {
      const refused = await api.call('GET', pipelineOf(team.spaceId, query), { token: team.owner.rw });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(refused.body.error.map((issue: { path: string[] }) => issue.path[0])).toEqual(paths);
    }
  });

  it('answers 404 for a space the caller does not reach, and 401 without a credential', async () => {
    const query = 'from=2026-01&to=2026-02';
    // The space's key reaches only its space; a member of one space reaches no other.
    expect((await api.call('GET', pipelineOf(stranger.ownSpaceId, query), { token: key })).status).toBe(404);
    expect(
      (await api.call('GET', pipelineOf(stranger.ownSpaceId, query), { token: team.owner.rw })).status,
    ).toBe(404);
    expect((await api.call('GET', pipelineOf(team.spaceId, query), { token: stranger.rw })).status).toBe(404);
    expect((await api.call('GET', pipelineOf('spc_nothing', query), { token: team.owner.rw })).status).toBe(
      404,
    );
    expect((await api.call('GET', pipelineOf(team.spaceId, query))).status).toBe(401);
  });
});
