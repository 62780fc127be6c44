import { Webhook } from 'standardwebhooks';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Team } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import {
  aDeal,
  anAutomation,
  automationPath,
  dealUpdatedBody,
  webhookReceivedBody,
} from './testing/automation.fixtures';
import { startReceiver, unreachableUrl, type WebhookReceiver } from './testing/webhook-receiver';

let database: Database;
let api: TestApi;
let team: Team;
let ok: WebhookReceiver;
let broken: WebhookReceiver;
let nobody: string;

const APP_URL = 'https://app.example.test';

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ appUrl: APP_URL, webhookTimeoutMs: 5_000 }));
  team = await aTeam(database);
  ok = await startReceiver(204);
  broken = await startReceiver(500);
  nobody = await unreachableUrl();
});

afterAll(async () => {
  await api?.close();
  await ok?.close();
  await broken?.close();
  await database?.close();
});

/** One automation with an action per receiver: 2xx, 500, and nobody listening. */
async function threeWayAutomation() {
  return anAutomation(api, team.admin.rw, team.spaceId, {
    ...dealUpdatedBody(),
    actions: [
      { type: 'send_webhook', url: ok.url, message: 'Real message $name' },
      { type: 'send_webhook', url: broken.url },
      { type: 'send_webhook', url: nobody },
    ],
  });
}

const sendTest = (id: string, body?: unknown, token = team.admin.rw) =>
  api.call('POST', automationPath(team.spaceId, id, '/send-test'), { token, body });

describe('POST /v1/spaces/{space}/automations/{id}/send-test', () => {
  it('POSTs the SPEC §6.1 sample to every endpoint with its secret and reports each outcome', async () => {
    const created = await threeWayAutomation();
    const [good, bad, unreachable] = created.actions;
    const before = { ok: ok.received.length, broken: broken.received.length };
    const tested = await sendTest(created.id);
    const sample = {
      event: 'deal_updated',
      space_id: team.spaceId,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      deal: {
        id: 'deal_sample',
        url: `${APP_URL}/${team.spaceId}/deals/deal_sample`,
        name: 'Sample deal',
        status: 'pending',
        price: 1000,
        owner: { id: 'usr_sample', name: 'Sample Owner' },
      },
      changes: {},
      message: 'This is a test message from Deal Pricing Service.',
    };
    expect(tested).toEqual({
      status: 200,
      body: {
        payload: sample,
        results: [
          {
            action_id: good.id,
            url: ok.url,
            delivered: true,
            status_code: 204,
            error: null,
            duration_ms: expect.any(Number),
          },
          {
            action_id: bad.id,
            url: broken.url,
            delivered: false,
            status_code: 500,
            error: 'HTTP 500',
            duration_ms: expect.any(Number),
          },
          {
            action_id: unreachable.id,
            url: nobody,
            delivered: false,
            status_code: null,
            error: expect.stringMatching(/^network error/),
            duration_ms: expect.any(Number),
          },
        ],
      },
    });
    // Each receiver got exactly one POST (no retries), with its own secret and the sample as JSON.
    expect(ok.received.length - before.ok).toBe(1);
    expect(broken.received.length - before.broken).toBe(1);
    const [toGood] = ok.received.slice(-1);
    const [toBad] = broken.received.slice(-1);
    expect(toGood?.method).toBe('POST');
    expect(toGood?.headers['x-service-webhook']).toBe(good.secret);
    expect(toBad?.headers['x-service-webhook']).toBe(bad.secret);
    expect(toGood?.headers['content-type']).toBe('application/json');
    expect(toGood?.headers['x-service-delivery']).toMatch(/^dlv_[0-9A-Za-z]{22}$/);
    expect(JSON.parse(toGood?.body ?? '')).toEqual(tested.body.payload);
  });

  it('signs the sample with the signing secret, verified by the stock verifier; across a rotation, with both for a day', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, {
      ...dealUpdatedBody(),
      actions: [{ type: 'send_webhook', url: ok.url }],
    });
    const [action] = created.actions;
    // The receiver's side exactly as the README prints it: the package's defaults, no options.
    const verifies = (signingSecret: string, request: (typeof ok.received)[number] | undefined) => {
      try {
        new Webhook(signingSecret).verify(request?.body ?? '', request?.headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    };
    await sendTest(created.id);
    const first = ok.received.at(-1);
    expect(first?.headers['webhook-id']).toBe(first?.headers['x-service-delivery']);
    expect(first?.headers['x-service-webhook']).toBe(action.secret);
    expect(verifies(action.signing_secret, first)).toBe(true);
    expect(JSON.stringify(first)).not.toContain(action.signing_secret.slice('whsec_'.length));

    const rotated = await api.call(
      'POST',
      automationPath(team.spaceId, created.id, `/actions/${action.id}/rotate-signing-secret`),
      { token: team.admin.rw },
    );
    const fresh: string = rotated.body.actions[0].signing_secret;
    expect(fresh).not.toBe(action.signing_secret);
    await sendTest(created.id);
    const second = ok.received.at(-1);
    expect(second?.headers['x-service-webhook']).toBe(action.secret);
    expect(String(second?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(fresh, second)).toBe(true);
    expect(verifies(action.signing_secret, second)).toBe(true); // a receiver not yet switched over still verifies

    // Rotating the header secret changes X-Service-Webhook at once and leaves the signatures alone.
    const header = await api.call(
      'POST',
      automationPath(team.spaceId, created.id, `/actions/${action.id}/rotate-secret`),
      { token: team.admin.rw },
    );
    await sendTest(created.id);
    const third = ok.received.at(-1);
    expect(third?.headers['x-service-webhook']).toBe(header.body.actions[0].secret);
    expect(verifies(fresh, third)).toBe(true);
  });

  it('writes nothing to the delivery log', async () => {
    const created = await threeWayAutomation();
    expect((await sendTest(created.id)).status).toBe(200);
    const log = await api.call('GET', automationPath(team.spaceId, created.id, '/deliveries'), {
      token: team.member.read,
    });
    expect(log).toEqual({ status: 200, body: { items: [], next_cursor: null } });
    const [{ count }] = await database.dataSource.query(`SELECT count(*)::int AS count FROM outbox_events`);
    expect(count).toBe(0);
  });

  it('makes the sample concrete with a deal of the space', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody(ok.url));
    const deal = await aDeal(api, team.owner.rw, team.spaceId, { name: 'Acme renewal', price: 1234.5 });
    const tested = await sendTest(created.id, { deal_id: deal.id });
    expect(tested.status).toBe(200);
    expect(tested.body.payload.deal).toEqual({
      id: deal.id,
      url: `${APP_URL}/${team.spaceId}/deals/${deal.id}`,
      name: 'Acme renewal',
      status: 'draft',
      price: 1234.5,
      owner: { id: team.owner.id, name: 'Owner' },
    });
    expect(JSON.parse(ok.received.at(-1)?.body ?? '').deal.id).toBe(deal.id);
  });

  it('refuses a deal of another space (404), a bad body (400) and an incoming automation (409)', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody(ok.url));
    const other = await aPerson(database, 'Other');
    const theirDeal = await aDeal(api, other.rw, other.ownSpaceId);
    expect(await sendTest(created.id, { deal_id: theirDeal.id })).toEqual({
      status: 404,
      body: { message: 'deal not found' },
    });
    const bad = await sendTest(created.id, { deal_id: 7, extra: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual([
      { path: ['extra'], message: 'is not a known field' },
      { path: ['deal_id'], message: 'must be a string' },
    ]);
    const incoming = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
    expect(await sendTest(incoming.id)).toEqual({
      status: 409,
      body: { message: 'only a deal_updated automation has send_webhook actions to test' },
    });
  });

  it('plain members get 404 and send nothing', async () => {
    const created = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody(ok.url));
    const before = ok.received.length;
    expect(await sendTest(created.id, undefined, team.member.rw)).toEqual({
      status: 404,
      body: { message: 'automation not found' },
    });
    expect(ok.received.length).toBe(before);
  });
});
