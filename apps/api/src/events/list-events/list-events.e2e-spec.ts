import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../../members/testing/team.fixture';
import { insertCredential } from '../../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../../testing/api-test-app';

/** GET /v1/spaces/{space}/events (docs/events.md): every committed deal change, in commit order. */
let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;
let readKey: string;

const events = (query = '', token = team.member.read, space = team.spaceId) =>
  api.call('GET', `/v1/spaces/${space}/events${query}`, { token });

/** The feed shows a transaction once every older one has ended: poll, bounded, for `count` items. */
async function eventsOnce(count: number, query = '') {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const page = await events(query);
    if (page.body.items?.length >= count || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
  readKey = await insertCredential(database, { kind: 'space', spaceId: team.spaceId }, { scope: 'read' });
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

it('keeps every committed change, with no automation at all, oldest first, with what, who and when', async () => {
  const created = await api.call('POST', '/v1/deals', {
    token: team.owner.rw,
    body: { space: team.spaceId, name: 'Feed deal', price: 100 },
  });
  const dealId: string = created.body.id;
  await api.call('PATCH', `/v1/deal/${dealId}`, { token: team.owner.rw, body: { price: 120 } });
  await api.call('PATCH', `/v1/deal/${dealId}`, { token: team.owner.rw, body: { price: 120 } }); // no change
  await api.call('POST', `/v1/deal/${dealId}/status`, { token: team.owner.rw, body: { status: 'pending' } });

  const page = await eventsOnce(3);
  expect(page.status).toBe(200);
  expect(page.body.items.map((e: { type: string; revision: number }) => [e.type, e.revision])).toEqual([
    ['service_deal_created', 1],
    ['service_deal_updated', 2],
    ['service_deal_updated', 3],
  ]);
  const [, patched] = page.body.items;
  expect(patched).toEqual({
    id: expect.stringMatching(/^evt_/),
    type: 'service_deal_updated',
    created_at: expect.any(Number),
    deal_id: dealId,
    revision: 2,
    actor: { type: 'user', id: team.owner.id },
    data: {
      event: 'service_deal_updated',
      space_id: team.spaceId,
      timestamp: new Date(patched.created_at).toISOString(),
      deal: expect.objectContaining({ id: dealId, price: 120 }),
      changes: { price: 100 },
      event_id: patched.id,
      revision: 2,
      actor: { type: 'user', id: team.owner.id },
    },
  });
  expect(typeof page.body.next_cursor).toBe('string');

  // Walking on: one at a time, then nothing new, and the cursor to keep polling with.
  const first = await events('?limit=1');
  expect(first.body.items.map((e: { revision: number }) => e.revision)).toEqual([1]);
  const rest = await events(`?after=${first.body.next_cursor}`);
  expect(rest.body.items.map((e: { revision: number }) => e.revision)).toEqual([2, 3]);
  const none = await events(`?after=${rest.body.next_cursor}`);
  expect(none).toMatchObject({ status: 200, body: { items: [], next_cursor: rest.body.next_cursor } });

  // Filters, and a space key with the read scope.
  const creations = await events('?type=service_deal_created', readKey);
  expect(creations.status).toBe(200);
  expect(creations.body.items.map((e: { deal_id: string }) => e.deal_id)).toEqual([dealId]);
  const other = await api.call('POST', '/v1/deals', {
    token: team.owner.rw,
    body: { space: team.spaceId, name: 'Other deal' },
  });
  await eventsOnce(4);
  const ofDeal = await events(`?deal_id=${dealId}`);
  expect(ofDeal.body.items).toHaveLength(3);
  const ofOther = await events(`?deal_id=${other.body.id}`);
  expect(ofOther.body.items.map((e: { type: string }) => e.type)).toEqual(['service_deal_created']);
});

it('is 404 for a space out of reach, as every route; a foreign deal_id just matches nothing', async () => {
  const notFound = { status: 404, body: { message: 'space not found' } };
  expect(await events('', stranger.read)).toMatchObject(notFound);
  expect(await events('', team.member.read, stranger.ownSpaceId)).toMatchObject(notFound);
  const foreign = await api.call('POST', '/v1/deals', {
    token: stranger.rw,
    body: { space: stranger.ownSpaceId, name: 'Not yours' },
  });
  const page = await events(`?deal_id=${foreign.body.id}`);
  expect(page).toMatchObject({ status: 200, body: { items: [] } });
});

it('answers the SPEC §7 form naming each bad parameter', async () => {
  const page = await events('?limit=0&type=deal_updated&after=garbage&deal_id=&colour=red');
  expect(page.status).toBe(400);
  expect(page.body.success).toBe(false);
  expect(page.body.error).toEqual([
    { path: ['colour'], message: 'is not a known parameter' },
    { path: ['after'], message: 'must be a next_cursor value from a previous page' },
    { path: ['limit'], message: 'must be an integer from 1 to 100' },
    { path: ['type'], message: 'must be one of service_deal_updated, service_deal_created' },
    { path: ['deal_id'], message: "must be a deal's id" },
  ]);
  const forged = Buffer.from('1:evt_x:y').toString('base64url');
  expect((await events(`?after=${forged}`)).status).toBe(400);
});
