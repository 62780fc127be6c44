import { TypeOrmDeliveryRepository, type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import {
  type ApiJson,
  HEALTHY_ENDPOINT_JSON,
  aDeal,
  anAutomation,
  automationPath,
  dealUpdatedBody,
  moveDeal,
  webhookReceivedBody,
} from './testing/automation.fixtures';

/**
 * POST …/automations/{id}/actions/{action_id}/enable and the `endpoint` of Send Webhook actions
 * (docs/automations.md "Endpoint health"). Deliveries are claimed and recorded through the
 * dispatcher's repository with a rule that disables an endpoint at its first failed delivery.
 * PGlite by default, the real server with DATABASE_URL.
 */
let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;
let dispatcher: TypeOrmDeliveryRepository;

const automationNotFound = { message: 'automation not found' };
const actionNotFound = { message: 'action not found' };
const SINCE =
  /^failed every delivery since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \(1 delivery\); last error: HTTP 503$/;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
  dispatcher = new TypeOrmDeliveryRepository(database.dataSource.manager, {
    disableAfterMs: 86_400_000,
    disableAfterFailures: 1,
  });
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** An approval request: one delivery for every deal_updated automation of the space. */
async function approvalRequest(): Promise<void> {
  const deal = await aDeal(api, team.owner.rw, team.spaceId, { name: 'Deal' });
  await moveDeal(api, team.owner.rw, deal.id, 'pending');
}

/** Claims what is due, as a dispatcher would, and records every attempt as a final 503. */
async function failEverythingDue(): Promise<void> {
  const claims = await dispatcher.claimDue({ now: Date.now() + 1_000, limit: 100, leaseMs: 60_000 });
  const now = Date.now();
  await dispatcher.recordAttempts(
    claims.map((claim, index) => ({
      deliveryId: claim.id,
      leaseExpiresAt: claim.leaseExpiresAt,
      attempt: {
        id: `att_${String(now).slice(-10)}${String(index).padStart(12, '0')}`,
        startedAt: now - 20,
        durationMs: 20,
        statusCode: 503,
        error: 'HTTP 503',
      },
      next: { status: 'failed', lastError: 'retries exhausted (last: HTTP 503)' },
      now,
    })),
  );
}

/** A deal_updated automation whose endpoint failed its one delivery (so it is disabled). */
async function aDisabledEndpoint(): Promise<ApiJson> {
  const automation = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
  await approvalRequest();
  await failEverythingDue();
  return automation;
}

const read = (id: string, token = team.member.read) =>
  api.call('GET', automationPath(team.spaceId, id), { token });
const log = (id: string) =>
  api.call('GET', automationPath(team.spaceId, id, '/deliveries'), { token: team.member.read });
const enable = (id: string, actionId: string, body?: unknown, token = team.admin.rw, space = team.spaceId) =>
  api.call('POST', automationPath(space, id, `/actions/${actionId}/enable`), { token, body });

describe('endpoint health in the automation', () => {
  it('a new Send Webhook action is enabled; an Update Deal action has no endpoint', async () => {
    const outgoing = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    expect((await read(outgoing.id)).body.actions[0].endpoint).toEqual(HEALTHY_ENDPOINT_JSON);
    const incoming = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    expect((await read(incoming.id)).body.actions[0]).not.toHaveProperty('endpoint');
  });

  it('says why and since when an endpoint was disabled, and how many deliveries it holds', async () => {
    const automation = await aDisabledEndpoint();
    const disabled = (await read(automation.id)).body.actions[0].endpoint;
    expect(disabled).toEqual({
      status: 'disabled',
      disabled_at: expect.any(Number),
      disabled_reason: expect.stringMatching(SINCE),
      failing_since: disabled.disabled_at,
      consecutive_failures: 1,
      last_error: 'HTTP 503',
      held_deliveries: 0,
    });
    // A later delivery is held by the claim, not attempted, and the log says so.
    await approvalRequest();
    await expect(
      dispatcher.claimDue({ now: Date.now() + 1_000, limit: 100, leaseMs: 60_000 }),
    ).resolves.toEqual([]);
    const held = await read(automation.id);
    expect(held.body.actions[0].endpoint).toMatchObject({ status: 'disabled', held_deliveries: 1 });
    const [newest, oldest] = (await log(automation.id)).body.items;
    expect(newest).toMatchObject({ status: 'held', attempt_count: 0, next_attempt_at: null, attempts: [] });
    expect(oldest).toMatchObject({ status: 'failed', attempt_count: 1 });
    // The list shows it too.
    const list = await api.call('GET', `/v1/spaces/${team.spaceId}/automations?limit=100`, {
      token: team.member.read,
    });
    const listed = list.body.items.find((item: ApiJson) => item.id === automation.id);
    expect(listed.actions[0].endpoint).toEqual(held.body.actions[0].endpoint);
  });
});

describe('POST /v1/spaces/{space}/automations/{id}/actions/{action_id}/enable', () => {
  it('with redeliver_held, enables the endpoint and queues the held deliveries again', async () => {
    const automation = await aDisabledEndpoint();
    await approvalRequest();
    await failEverythingDue(); // the claim holds this automation's new delivery
    const actionId = automation.actions[0].id;
    const enabled = await enable(automation.id, actionId, { redeliver_held: true });
    expect(enabled.status).toBe(200);
    expect(enabled.body.actions[0]).toEqual({
      id: actionId,
      type: 'send_webhook',
      url: automation.actions[0].url,
      message: automation.actions[0].message,
      endpoint: HEALTHY_ENDPOINT_JSON,
    });
    expect(enabled.body).toEqual((await read(automation.id)).body);
    const [queued] = (await log(automation.id)).body.items;
    expect(queued).toMatchObject({ status: 'pending', attempt_count: 0, last_error: null });
    const claims = await dispatcher.claimDue({ now: Date.now() + 1_000, limit: 100, leaseMs: 60_000 });
    expect(claims.filter((claim) => claim.actionId === actionId).map((claim) => claim.id)).toEqual([
      queued.id,
    ]);
  });

  it('without it, the held deliveries are marked failed and can be redelivered one by one', async () => {
    const automation = await aDisabledEndpoint();
    await approvalRequest();
    await failEverythingDue();
    const actionId = automation.actions[0].id;
    const enabled = await enable(automation.id, actionId);
    expect(enabled.status).toBe(200);
    expect(enabled.body.actions[0].endpoint).toEqual(HEALTHY_ENDPOINT_JSON);
    const [released] = (await log(automation.id)).body.items;
    expect(released).toMatchObject({
      status: 'failed',
      attempt_count: 0,
      last_error: 'not delivered: held while its endpoint was disabled; redeliver it to send it',
    });
    const redelivered = await api.call(
      'POST',
      automationPath(team.spaceId, automation.id, `/deliveries/${released.id}/redeliver`),
      { token: team.admin.rw },
    );
    expect(redelivered).toMatchObject({ status: 200, body: { id: released.id, status: 'pending' } });
  });

  it('enabling an enabled endpoint is a harmless 200 with the automation', async () => {
    const automation = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const before = (await read(automation.id)).body;
    const answer = await enable(automation.id, automation.actions[0].id, { redeliver_held: false });
    expect(answer).toEqual({ status: 200, body: before });
  });

  it('refuses a bad body with the SPEC §7 400 naming the field', async () => {
    const automation = await aDisabledEndpoint();
    const actionId = automation.actions[0].id;
    const wrongType = await enable(automation.id, actionId, { redeliver_held: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ success: false, data: { redeliver_held: 'yes' } });
    expect(wrongType.body.error.map((e: { path: string[] }) => e.path)).toEqual([['redeliver_held']]);
    const unknown = await enable(automation.id, actionId, { redeliver: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.map((e: { path: string[] }) => e.path)).toEqual([['redeliver']]);
    // Nothing was enabled.
    expect((await read(automation.id)).body.actions[0].endpoint.status).toBe('disabled');
  });

  it('404 for an unknown action, another automation’s action, a member and another space; 409 for update_deal; 403 read-only; 401 anonymous', async () => {
    const automation = await aDisabledEndpoint();
    const actionId = automation.actions[0].id;
    const incoming = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    expect(await enable(automation.id, 'act_0000000000000000000000')).toEqual({
      status: 404,
      body: actionNotFound,
    });
    expect(await enable(automation.id, incoming.actions[0].id)).toEqual({
      status: 404,
      body: actionNotFound,
    });
    expect(await enable(incoming.id, incoming.actions[0].id)).toEqual({
      status: 409,
      body: { message: 'only a send_webhook action has an endpoint' },
    });
    expect(await enable(automation.id, actionId, undefined, team.member.rw)).toEqual({
      status: 404,
      body: automationNotFound,
    });
    expect(await enable(automation.id, actionId, undefined, stranger.rw)).toEqual({
      status: 404,
      body: { message: 'space not found' },
    });
    // Through the stranger's own space, the automation is not there.
    expect(await enable(automation.id, actionId, undefined, stranger.rw, stranger.ownSpaceId)).toEqual({
      status: 404,
      body: automationNotFound,
    });
    expect(await enable(automation.id, actionId, undefined, team.admin.read)).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
    const anonymous = await api.call(
      'POST',
      automationPath(team.spaceId, automation.id, `/actions/${actionId}/enable`),
    );
    expect(anonymous).toEqual({ status: 401, body: { message: 'bearer token required' } });
    expect((await read(automation.id)).body.actions[0].endpoint.status).toBe('disabled');
  });
});
