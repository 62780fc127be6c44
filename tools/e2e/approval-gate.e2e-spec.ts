import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../libs/persistence/src/testing/test-database';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../libs/node-adapters/src/testing/webhook-receiver';
import { runBootstrap } from '../bootstrap-command';
import { planLaunch, type RunningApp } from '../start-all/app-starter';
// The approval gate crosses all three apps, so this test composes them as `npm start` does.
import { apiStarter } from '../../apps/api/src/start-api';
import { webhookInStarter } from '../../apps/webhook-in/src/start-webhook-in';
import { dispatcherStarter } from '../../apps/webhook-dispatcher/src/start-dispatcher';

/**
 * The pre-approval gate of SPEC §1 end to end, over real HTTP only: a deal asks for approval, the
 * dispatcher tells a real receiver on 127.0.0.1, the receiver (standing in for the audit system)
 * answers on webhook-in, the deal moves, and the move is reported back out.
 */
let database: Database;
let apps: RunningApp[] = [];
let receiver: WebhookReceiver;
let token: string;
let spaceId: string;
let apiUrl: string;
let webhookInUrl: string;
let gate: { secret: string; signingKey: string };

const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  database = await openTestDatabase();
  const workspace = await runBootstrap(database, {});
  token = workspace.tokens.read_write;
  spaceId = workspace.space.id;
  receiver = await startWebhookReceiver();
  const plan = planLaunch([apiStarter, webhookInStarter, dispatcherStarter], {
    API_PORT: '0',
    WEBHOOK_IN_PORT: '0',
    DISPATCHER_PORT: '0',
    API_METRICS_PORT: '0',
    WEBHOOK_IN_METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://app.example.test',
  });
  for (const app of plan.apps) apps.push(await app.start(database));
  apiUrl = `${urlOf('api')}/v1`;
  webhookInUrl = urlOf('webhook-in');
  gate = await wireTheGate();
}, 60_000);

afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
  await receiver?.close();
  await database?.close();
});

function urlOf(name: string): string {
  const url = apps.find((app) => app.name === name)?.url;
  if (!url) throw new Error(`${name} is not running`);
  return url;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && json) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function wireTheGate(): Promise<{ secret: string; signingKey: string }> {
  const outbound = await api('POST', `/spaces/${spaceId}/automations`, {
    name: 'Ask the auditor',
    trigger: { type: 'deal_updated', conditions: [{ field: 'status', op: 'changed' }] },
    actions: [{ type: 'send_webhook', url: `${receiver.url}/audit`, message: 'Please review $name' }],
  });
  expect(outbound.status).toBe(201);
  const inbound = await api('POST', `/spaces/${spaceId}/automations`, {
    name: 'Auditor decisions',
    trigger: { type: 'webhook_received' },
    actions: [{ type: 'update_deal', fields: ['status', 'redraft_reason'] }],
  });
  expect(inbound.status).toBe(201);
  return { secret: outbound.body.actions[0].secret, signingKey: inbound.body.signing_key };
}

beforeEach(() => {
  receiver.received.length = 0;
});

/** The n-th request the receiver got (0-based), its body parsed. */
function receivedAt(n: number): { request: ReceivedWebhook; payload: Record<string, unknown> } {
  const request = receiver.received[n];
  if (request === undefined) throw new Error(`the receiver has no request #${n}`);
  return { request, payload: JSON.parse(request.body) };
}

async function requestApproval(name: string): Promise<string> {
  const created = await api('POST', '/deals', { space: spaceId, name, price: 12000 });
  expect(created.status).toBe(201);
  const moved = await api('POST', `/deal/${created.body.id}/status`, { status: 'pending' });
  expect(moved.status).toBe(200);
  return created.body.id;
}

async function answerAsAuditor(decision: Record<string, unknown>) {
  const response = await fetch(`${webhookInUrl}/spaces/${spaceId}/webhook-in`, {
    method: 'POST',
    headers: { ...json, 'x-service-webhook': gate.signingKey },
    body: JSON.stringify(decision),
  });
  return { status: response.status, body: await response.json() };
}

it('approves: pending is reported with its secret, the auditor approves on webhook-in, the approval is reported', async () => {
  const dealId = await requestApproval('Spring campaign');

  await receiver.waitFor(1, 10_000);
  const asked = receivedAt(0);
  expect(asked.request.headers['x-service-webhook']).toBe(gate.secret);
  expect(asked.request.headers['x-service-delivery']).toMatch(/^dlv_/);
  expect(asked.payload).toMatchObject({
    event: 'service_deal_updated',
    space_id: spaceId,
    deal: {
      id: dealId,
      status: 'pending',
      url: `http://app.example.test/${spaceId}/deals/${dealId}`,
    },
    changes: { status: 'draft' },
    message: 'Please review Spring campaign',
  });

  const receipt = await answerAsAuditor({ id: dealId, status: 'approved' });
  expect(receipt).toEqual({
    status: 200,
    body: {
      received: true,
      matched: true,
      applied: true,
      deal_id: dealId,
      changes: { status: { from: 'pending', to: 'approved' } },
      warnings: [],
    },
  });
  const deal = await api('GET', `/deal/${dealId}`);
  expect(deal.body).toMatchObject({ status: 'approved', approved_at: expect.any(Number) });

  await receiver.waitFor(2, 10_000);
  expect(receivedAt(1).payload).toMatchObject({
    deal: { id: dealId, status: 'approved' },
    changes: { status: 'pending' },
  });
});

it('sends back to draft with the reason, and reports that too', async () => {
  const dealId = await requestApproval('Autumn campaign');
  await receiver.waitFor(1, 10_000);

  const receipt = await answerAsAuditor({ id: dealId, status: 'draft', redraft_reason: 'margin too thin' });
  expect(receipt.status).toBe(200);
  expect(receipt.body).toMatchObject({
    changes: {
      status: { from: 'pending', to: 'draft' },
      redraft_reason: { from: null, to: 'margin too thin' },
    },
  });
  const deal = await api('GET', `/deal/${dealId}`);
  expect(deal.body).toMatchObject({ status: 'draft', redraft_reason: 'margin too thin', approved_at: null });

  await receiver.waitFor(2, 10_000);
  expect(receivedAt(1).payload).toMatchObject({
    deal: { id: dealId, status: 'draft' },
    changes: { status: 'pending' },
  });
});

it('the delivery log shows each delivery with its attempt', async () => {
  const automations = await api('GET', `/spaces/${spaceId}/automations`);
  const outbound = automations.body.items.find(
    (automation: { name: string }) => automation.name === 'Ask the auditor',
  );
  // The receiver holds a POST before the dispatcher records its answer: wait (bounded) until the
  // four deliveries are recorded, then check what each records.
  const deliveriesPath = `/spaces/${spaceId}/automations/${outbound.id}/deliveries?limit=100`;
  let log = await api('GET', deliveriesPath);
  for (let tries = 0; tries < 100 && log.body.items?.some(isUnrecorded); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    log = await api('GET', deliveriesPath);
  }
  expect(log.status).toBe(200);
  expect(log.body.items).toHaveLength(4);
  for (const delivery of log.body.items) {
    expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 1 });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ number: 1, status_code: 200, error: null }),
    ]);
  }
});

function isUnrecorded(delivery: { status: string }): boolean {
  return delivery.status === 'pending';
}
