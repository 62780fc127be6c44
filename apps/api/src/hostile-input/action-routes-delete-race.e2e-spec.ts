import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { anAutomation, automationPath, dealUpdatedBody } from '../automations/testing/automation.fixtures';
import { startReceiver, type WebhookReceiver } from '../automations/testing/webhook-receiver';
import { aPerson, type Person } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';

/**
 * The routes under one automation, each racing the automation's DELETE (issue: `…/enable` answered
 * 500 in 12 of 48 tries, having found the automation and then lost it inside its transaction).
 * Every try creates an automation with a failed delivery, then sends the route and the DELETE at
 * once: the route answers as if it came first (200) or second (404 automation not found), never
 * anything else (no 500, no 409 "still pending", no 404 for an action or delivery of a live automation).
 */
const TRIES = Number(process.env['DELETE_RACE_TRIES'] ?? 24);

let database: Database;
let api: TestApi;
let receiver: WebhookReceiver;
let admin: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 1_000_000, windowSeconds: 60 } }));
  receiver = await startReceiver(200);
  admin = await aPerson(database, 'Race Admin');
});

afterAll(async () => {
  await receiver?.close();
  await api?.close();
  await database?.close();
});

/** A failed delivery of the action, written as the dispatcher leaves one. */
async function aFailedDelivery(space: string, actionId: string, n: number): Promise<string> {
  const at = new Date();
  const id = `dlv_race${n}_${Date.now()}`;
  await database.dataSource.query(
    `INSERT INTO outbox_events (id, space_id, event, payload, created_at)
     VALUES ($1, $2, 'service_deal_updated', '{}'::json, $3)`,
    [`evt_${id}`, space, at],
  );
  await database.dataSource.query(
    `INSERT INTO webhook_deliveries (id, event_id, action_id, status, attempt_count, next_attempt_at, last_error, created_at, updated_at)
     VALUES ($1, $2, $3, 'failed', 1, $4, 'HTTP 500', $4, $4)`,
    [id, `evt_${id}`, actionId, at],
  );
  return id;
}

const routes: Record<string, (actionId: string, deliveryId: string) => { path: string; body?: unknown }> = {
  enable: (actionId) => ({ path: `/actions/${actionId}/enable`, body: { redeliver_held: true } }),
  'rotate-secret': (actionId) => ({ path: `/actions/${actionId}/rotate-secret` }),
  redeliver: (_actionId, deliveryId) => ({ path: `/deliveries/${deliveryId}/redeliver` }),
  'send-test': () => ({ path: '/send-test', body: {} }),
};

it.each(Object.keys(routes))('POST …/%s racing the DELETE answers 200 or 404, never 5xx', async (name) => {
  const space = admin.ownSpaceId;
  const token = admin.rw;
  const statuses: Record<string, number> = {};
  for (let n = 0; n < TRIES; n++) {
    const created = await anAutomation(api, token, space, dealUpdatedBody(receiver.url));
    const actionId: string = created.actions[0].id;
    const deliveryId = await aFailedDelivery(space, actionId, n);
    const route = routes[name]?.(actionId, deliveryId);
    if (route === undefined) throw new Error(`no route ${name}`);
    const [raced, deleted] = await Promise.all([
      api.call('POST', automationPath(space, created.id, route.path), { token, body: route.body ?? {} }),
      api.call('DELETE', automationPath(space, created.id), { token }),
    ]);
    expect(deleted.status).toBe(204);
    const key = `${raced.status}${raced.status >= 400 && raced.status < 500 ? ` ${raced.body?.message}` : ''}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  process.stdout.write(`${name} × DELETE: ${JSON.stringify(statuses)}\n`);
  const unexpected = Object.keys(statuses).filter(
    (key) => key !== '200' && key !== '404 automation not found',
  );
  expect(unexpected).toEqual([]);
});
