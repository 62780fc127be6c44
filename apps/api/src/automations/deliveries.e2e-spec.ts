import type { ClaimedDelivery, DeliveryNextState } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { encodeCursor } from '../../../../libs/nest-kit/src/http/paging/keyset-cursor';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import {
  type ApiJson,
  aDeal,
  anAutomation,
  automationPath,
  dealUpdatedBody,
  moveDeal,
  repositoriesOf,
} from './testing/automation.fixtures';

let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;
let spaceKey: string;
let automation: ApiJson;
let dealIds: string[];
/** Deliveries by the deal they report, claimed through the repositories as a dispatcher would. */
let claimed: Map<string, ClaimedDelivery>;

const automationNotFound = { message: 'automation not found' };
const deliveryNotFound = { message: 'delivery not found' };

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
  spaceKey = await insertCredential(database, { kind: 'space', spaceId: team.spaceId }, { scope: 'read' });
  automation = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
  // Three approval requests: each writes one event and one pending delivery (CONTRACT §4).
  dealIds = [];
  for (const name of ['One', 'Two', 'Three']) {
    const deal = await aDeal(api, team.owner.rw, team.spaceId, { name });
    await moveDeal(api, team.owner.rw, deal.id, 'pending');
    dealIds.push(deal.id);
  }
  const claims = await repositoriesOf(database).deliveries.claimDue({
    now: Date.now() + 1_000,
    limit: 10,
    leaseMs: 60_000,
  });
  claimed = new Map(claims.map((claim) => [claim.payload.deal.id, claim]));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const log = (query = '', token = team.member.read, id = automation.id) =>
  api.call('GET', automationPath(team.spaceId, id, `/deliveries${query}`), { token });
const redeliver = (deliveryId: string, token = team.admin.rw, id = automation.id) =>
  api.call('POST', automationPath(team.spaceId, id, `/deliveries/${deliveryId}/redeliver`), { token });

/** Records one attempt of a claimed delivery, as the dispatcher does. */
async function recordAttempt(dealId: string, n: number, statusCode: number, next: DeliveryNextState) {
  const claim = claimed.get(dealId);
  if (claim === undefined) throw new Error(`no claimed delivery for ${dealId}`);
  const now = Date.now();
  const recorded = await repositoriesOf(database).deliveries.recordAttempt({
    deliveryId: claim.id,
    leaseExpiresAt: claim.leaseExpiresAt,
    attempt: {
      id: `att_${String(n).padStart(22, '0')}`,
      startedAt: now - 120,
      durationMs: 120,
      statusCode,
      error: `HTTP ${statusCode}`,
    },
    next,
    now,
  });
  expect(recorded).toBe(true);
  return claim.id;
}

describe('GET /v1/spaces/{space}/automations/{id}/deliveries', () => {
  it('lists every delivery newest first, with its payload, a page at a time', async () => {
    const first = await log('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((d: { deal_id: string }) => d.deal_id)).toEqual([dealIds[2], dealIds[1]]);
    expect(first.body.items[0]).toEqual({
      id: claimed.get(dealIds[2] ?? '')?.id,
      automation_id: automation.id,
      action_id: automation.actions[0].id,
      event_id: expect.stringMatching(/^evt_/),
      event: 'service_deal_updated',
      deal_id: dealIds[2],
      status: 'pending',
      attempt_count: 0,
      next_attempt_at: expect.any(Number),
      last_error: null,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
      delivered_at: null,
      payload: expect.objectContaining({
        event: 'service_deal_updated',
        space_id: team.spaceId,
        changes: { status: 'draft' },
        message: 'Please approve Three',
        deal: expect.objectContaining({ id: dealIds[2], status: 'pending' }),
        event_id: first.body.items[0].event_id,
        revision: 2,
        actor: { type: 'user', id: team.owner.id },
      }),
      attempts: [],
    });
    expect(JSON.stringify(first.body)).not.toContain(automation.actions[0].secret);
    const rest = await log(`?limit=2&cursor=${first.body.next_cursor}`);
    expect(rest.body.items.map((d: { deal_id: string }) => d.deal_id)).toEqual([dealIds[0]]);
    expect(rest.body.next_cursor).toBeNull();
  });

  it('a deal_created automation gets a service_deal_created delivery for a deal created through the API', async () => {
    const onCreate = await anAutomation(api, team.admin.rw, team.spaceId, {
      name: 'New deals',
      trigger: {
        type: 'deal_created',
        conditions: [{ field: 'actor.type', op: 'equals', value: 'space_key' }],
      },
      actions: [{ type: 'send_webhook', url: 'https://audit.example.com/new', message: 'New: $name' }],
    });
    expect(onCreate.trigger).toEqual({
      type: 'deal_created',
      conditions: [{ field: 'actor.type', op: 'equals', value: 'space_key' }],
    });
    await aDeal(api, team.owner.rw, team.spaceId, { name: 'By a person' }); // the condition fails
    const writerKey = await insertCredential(
      database,
      { kind: 'space', spaceId: team.spaceId },
      { scope: 'read_write' },
    );
    const deal = await aDeal(api, writerKey, team.spaceId, { name: 'By a key' });
    const deliveries = await log('', team.member.read, onCreate.id);
    expect(deliveries.body.items).toEqual([
      expect.objectContaining({
        event: 'service_deal_created',
        deal_id: deal.id,
        payload: expect.objectContaining({
          event: 'service_deal_created',
          changes: {},
          message: 'New: By a key',
          revision: 1,
          actor: { type: 'space_key', id: expect.any(String) },
        }),
      }),
    ]);
  });

  it('refuses a garbled cursor and a cursor of another list', async () => {
    for (const cursor of ['zz', encodeCursor(automation.id)]) {
      const refused = await log(`?cursor=${cursor}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual([
        { path: ['cursor'], message: 'must be a next_cursor value from a previous page' },
      ]);
    }
  });

  it('shows each attempt: time, duration, status code and error', async () => {
    const id = await recordAttempt(dealIds[0] ?? '', 1, 503, {
      status: 'failed',
      lastError: 'retries exhausted (last: HTTP 503)',
    });
    const listed = await log();
    expect(listed.body.items.find((d: { id: string }) => d.id === id)).toMatchObject({
      status: 'failed',
      attempt_count: 1,
      next_attempt_at: null,
      last_error: 'retries exhausted (last: HTTP 503)',
      attempts: [
        {
          id: 'att_0000000000000000000001',
          number: 1,
          started_at: expect.any(Number),
          duration_ms: 120,
          status_code: 503,
          error: 'HTTP 503',
        },
      ],
    });
  });

  it('the space key and members may read it; strangers get 404', async () => {
    expect((await log('', spaceKey)).status).toBe(200);
    expect(await log('', stranger.read)).toEqual({ status: 404, body: { message: 'space not found' } });
  });
});

describe('POST /v1/spaces/{space}/automations/{id}/deliveries/{delivery_id}/redeliver', () => {
  it('queues a failed delivery again with a fresh schedule, keeping its attempts', async () => {
    const id = await recordAttempt(dealIds[1] ?? '', 2, 404, { status: 'failed', lastError: 'HTTP 404' });
    expect(await redeliver(id, team.member.rw)).toEqual({ status: 404, body: automationNotFound });
    const requeued = await redeliver(id);
    expect(requeued.status).toBe(200);
    expect(requeued.body).toMatchObject({
      id,
      status: 'pending',
      attempt_count: 0,
      next_attempt_at: expect.any(Number),
      last_error: null,
      attempts: [{ number: 1, status_code: 404, error: 'HTTP 404' }],
    });
    const claimAgain = await repositoriesOf(database).deliveries.claimDue({
      now: Date.now() + 1_000,
      limit: 10,
      leaseMs: 60_000,
    });
    expect(claimAgain.map((c) => c.id)).toContain(id);
    expect(await redeliver(id)).toEqual({
      status: 409,
      body: { message: 'only a failed delivery can be redelivered; this one is still pending' },
    });
  });

  it('refuses a delivered one (409)', async () => {
    const id = await recordAttempt(dealIds[2] ?? '', 3, 200, { status: 'delivered', lastError: null });
    expect(await redeliver(id)).toEqual({
      status: 409,
      body: { message: 'only a failed delivery can be redelivered; this one was delivered' },
    });
  });

  it('a delivery of another automation, or unknown, is 404', async () => {
    const failed = claimed.get(dealIds[0] ?? '')?.id ?? '';
    const sibling = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    expect(await redeliver(failed, team.admin.rw, sibling.id)).toEqual({
      status: 404,
      body: deliveryNotFound,
    });
    expect(await redeliver('dlv_0000000000000000000000')).toEqual({ status: 404, body: deliveryNotFound });
    expect((await log('', team.member.read, sibling.id)).body.items).toEqual([]);
    const theirs = await anAutomation(api, stranger.rw, stranger.ownSpaceId, dealUpdatedBody());
    const viaTheirs = await api.call(
      'POST',
      automationPath(stranger.ownSpaceId, theirs.id, `/deliveries/${failed}/redeliver`),
      { token: stranger.rw },
    );
    expect(viaTheirs).toEqual({ status: 404, body: deliveryNotFound });
    const stillFailed = await repositoriesOf(database).deliveries.findById(failed);
    expect(stillFailed?.status).toBe('failed');
  });
});
