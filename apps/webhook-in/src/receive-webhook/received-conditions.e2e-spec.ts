import type { Condition } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  aDealUpdatedHook,
  aSpaceWithIncomingWebhook,
  aStoredDeal,
  dealOf,
  type IncomingSpace,
} from '../testing/incoming-webhook.fixture';
import { startTestWebhookIn, testConfig, type TestWebhookIn } from '../testing/webhook-in-test-app';

/**
 * SPEC §6.2 conditions on the Webhook Received trigger (docs/webhook-in.md "Conditions"): the Update
 * Deal action applies only when every condition holds, on the payload and on the matched deal as
 * locked in the transaction. PGlite by default, the real server when DATABASE_URL is set.
 */
let database: Database;
let hook: TestWebhookIn;
let space: IncomingSpace;

const ONLY_DECISIONS_ON_PENDING: Condition[] = [
  { field: 'payload.status', op: 'in', value: ['approved', 'draft'] },
  { field: 'deal.status', op: 'equals', value: 'pending' },
];

beforeAll(async () => {
  database = await openTestDatabase();
  hook = await startTestWebhookIn(database, testConfig());
  space = await aSpaceWithIncomingWebhook(database, { conditions: ONLY_DECISIONS_ON_PENDING });
  await aDealUpdatedHook(database, space.spaceId);
});

afterAll(async () => {
  await hook?.close();
  await database?.close();
});

/** The status and body of one call. */
async function send(
  body: unknown,
): Promise<{ status: number; body: Awaited<ReturnType<TestWebhookIn['call']>>['body'] }> {
  const answer = await hook.call(space.spaceId, { key: space.key, body });
  return { status: answer.status, body: answer.body };
}

const pendingDeal = () =>
  aStoredDeal(database, space.spaceId, { status: 'pending', pendingAt: Date.UTC(2026, 10, 20) });

const eventCount = async (dealId: string): Promise<number> => {
  const [row] = await database.dataSource.query(
    `SELECT count(*)::int AS n FROM outbox_events WHERE deal_id = $1`,
    [dealId],
  );
  return row.n;
};

describe('conditions on a Webhook Received automation', () => {
  it('applies the payload when every condition holds, and says so', async () => {
    const deal = await pendingDeal();
    expect(await send({ id: deal.id, status: 'approved' })).toEqual({
      status: 200,
      body: {
        received: true,
        matched: true,
        applied: true,
        deal_id: deal.id,
        changes: { status: { from: 'pending', to: 'approved' } },
        warnings: [],
      },
    });
    expect(await dealOf(database, deal.id)).toMatchObject({ status: 'approved' });
    expect(await eventCount(deal.id)).toBe(1);
  });

  it('applies nothing when a condition on the deal fails, and names that condition', async () => {
    const deal = await aStoredDeal(database, space.spaceId, { status: 'draft' });
    expect(await send({ id: deal.id, status: 'approved' })).toEqual({
      status: 200,
      body: {
        received: true,
        matched: true,
        applied: false,
        deal_id: deal.id,
        changes: {},
        warnings: [],
        failed_condition: { field: 'deal.status', op: 'equals', value: 'pending' },
      },
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
    expect(await eventCount(deal.id)).toBe(0);
  });

  it('applies nothing when a condition on the payload fails (a field not sent is unset)', async () => {
    const deal = await pendingDeal();
    const failed = { field: 'payload.status', op: 'in', value: ['approved', 'draft'] };
    const won = await send({ id: deal.id, status: 'won', closed_reason: 'Signed' });
    expect(won).toEqual({
      status: 200,
      body: expect.objectContaining({ matched: true, applied: false, changes: {}, failed_condition: failed }),
    });
    const noStatus = await send({ id: deal.id, probability: 0.5 });
    expect(noStatus.body).toMatchObject({ matched: true, applied: false, failed_condition: failed });
    expect(await dealOf(database, deal.id)).toEqual(deal);
    expect(await eventCount(deal.id)).toBe(0);
  });

  it('answers applied: false without a failed condition when no deal matches', async () => {
    expect(await send({ id: 'deal_0000000000000000000000', status: 'approved' })).toEqual({
      status: 200,
      body: { received: true, matched: false, applied: false, deal_id: null, changes: {}, warnings: [] },
    });
  });

  it('judges the deal as locked: of concurrent approvals of one pending deal, exactly one applies', async () => {
    const deal = await pendingDeal();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ id: deal.id, status: 'approved' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.body.applied === true)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.body.applied === false);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.body.failed_condition).toEqual({ field: 'deal.status', op: 'equals', value: 'pending' });
    }
    expect(await eventCount(deal.id)).toBe(1);
  });
});
