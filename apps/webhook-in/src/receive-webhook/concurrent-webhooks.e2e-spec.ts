import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  aDealUpdatedHook,
  aSpaceWithIncomingWebhook,
  aStoredDeal,
  dealOf,
} from '../testing/incoming-webhook.fixture';
import { startTestWebhookIn, type TestWebhookIn } from '../testing/webhook-in-test-app';

/**
 * CONTRACT §3: concurrent requests on one deal never lose an update. Each request renames the deal
 * and sets one other field; the deal row is locked for the whole change, so every request must see
 * the one before it: the receipts' `from` names form one unbroken chain.
 */
let database: Database;
let hook: TestWebhookIn;

beforeAll(async () => {
  database = await openTestDatabase();
  hook = await startTestWebhookIn(database);
});

afterAll(async () => {
  await hook?.close();
  await database?.close();
});

const REQUESTS = 50;
const ROTATING = ['target_price', 'probability', 'target_margin', 'due'] as const;

function rotatingValue(i: number): number {
  const field = ROTATING[i % ROTATING.length];
  if (field === 'target_price') return 1000 + i;
  if (field === 'due') return Date.UTC(2027, 0, 1) + i * 86_400_000;
  return i / 100;
}

it(`applies all of ${REQUESTS} concurrent webhooks on one deal, in one order, with one event each`, async () => {
  const space = await aSpaceWithIncomingWebhook(database);
  await aDealUpdatedHook(database, space.spaceId);
  const deal = await aStoredDeal(database, space.spaceId, { name: 'n-start' });
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, (_, i) =>
      hook.call(space.spaceId, {
        key: space.key,
        body: { id: deal.id, name: `n-${i}`, [ROTATING[i % ROTATING.length] as string]: rotatingValue(i) },
      }),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(REQUESTS).fill(200));

  // Every rename saw the previous one: the `from` names are distinct and link into one chain.
  const renames = responses.map((r) => r.body.changes.name as { from: string; to: string });
  const next = new Map(renames.map((change) => [change.from, change.to]));
  expect(next.size).toBe(REQUESTS);
  const order: string[] = [];
  for (let name = 'n-start'; next.has(name); name = next.get(name) as string)
    order.push(next.get(name) as string);
  expect(order).toHaveLength(REQUESTS);

  // Each rotating field holds the value of the last request (in that order) that set it.
  const stored = await dealOf(database, deal.id);
  expect(stored?.name).toBe(order[REQUESTS - 1]);
  const property = {
    target_price: 'targetPrice',
    probability: 'probability',
    target_margin: 'targetMargin',
    due: 'due',
  };
  for (const field of ROTATING) {
    const last = [...order]
      .reverse()
      .find((name) => ROTATING[Number(name.slice(2)) % ROTATING.length] === field);
    expect(stored?.[property[field] as 'due']).toBe(rotatingValue(Number(last?.slice(2))));
  }

  // One committed change, one outbox event: none lost, none doubled.
  const events: Array<{ previous: string }> = await database.dataSource.query(
    `SELECT payload->'changes'->>'name' AS previous FROM outbox_events WHERE deal_id = $1`,
    [deal.id],
  );
  expect(events.map((e) => e.previous).sort()).toEqual(renames.map((r) => r.from).sort());
});
