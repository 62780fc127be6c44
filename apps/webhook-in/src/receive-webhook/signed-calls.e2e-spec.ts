import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { Clock } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  aDealUpdatedHook,
  aSpaceWithIncomingWebhook,
  anIncomingAutomation,
  aStoredDeal,
  dealOf,
} from '../testing/incoming-webhook.fixture';
import {
  startTestWebhookIn,
  testConfig,
  type PostOptions,
  type TestWebhookIn,
} from '../testing/webhook-in-test-app';

/**
 * Signed inbound calls (issue "Integrations an audit system can trust", item 7; docs/webhook-in.md
 * "Signed calls"): Standard Webhooks signatures select and authorise a signature-requiring
 * automation; a replayed `webhook-id` gets the first receipt and applies nothing. The signer is the
 * `standardwebhooks` package, as a sender would use it.
 */

let now = Date.now();
const clock: Clock = { now: () => now };
let database: Database;
let hook: TestWebhookIn;

beforeAll(async () => {
  database = await openTestDatabase();
  hook = await startTestWebhookIn(database, testConfig(), { clock });
}, 60_000);

afterAll(async () => {
  await hook?.close();
  await database?.close();
});

const SIGNATURE_REJECTED = {
  message: 'missing or invalid webhook signature (webhook-id, webhook-timestamp, webhook-signature)',
};
const KEY_REJECTED = { message: 'missing or invalid X-Service-Webhook signing key' };

let counter = 0;

/** Headers and body of a call signed with `secret` at `at` (epoch ms). */
function signed(secret: string, payload: unknown, at = now, id = `msg_${(counter += 1)}_${Math.random()}`) {
  const body = JSON.stringify(payload);
  const timestamp = new Date(at);
  return {
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, timestamp, body),
    },
  };
}

async function signedSpace() {
  const space = await aSpaceWithIncomingWebhook(database, {
    requireSignature: true,
    fields: ['status', 'name'],
  });
  const deal = await aStoredDeal(database, space.spaceId, { status: 'pending', pendingAt: now - 1000 });
  return { space, deal, secret: space.signingSecret as string };
}

describe('a Webhook Received automation that requires signatures', () => {
  it('applies a call signed with its secret, and answers the receipt', async () => {
    const { space, deal, secret } = await signedSpace();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const answer = await hook.call(space.spaceId, signed(secret, { id: deal.id, status: 'approved' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      received: true,
      matched: true,
      applied: true,
      deal_id: deal.id,
      changes: { status: { from: 'pending', to: 'approved' } },
      warnings: [],
    });
    expect((await dealOf(database, deal.id))?.status).toBe('approved');
  });

  it('refuses, 401 and nothing applied: unsigned, wrong secret, altered body, stale or future timestamp, missing headers', async () => {
    const { space, deal, secret } = await signedSpace();
    const other = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    const payload = { id: deal.id, status: 'approved' };
    const good = signed(secret, payload);
    const wrongSecret = {
      ...good,
      headers: {
        ...good.headers,
        'webhook-signature': other.sign(good.headers['webhook-id'], new Date(now), good.body),
      },
    };
    const altered = { ...good, body: JSON.stringify({ id: deal.id, status: 'lost' }) };
    const { ['webhook-id']: _id, ...noId } = good.headers;
    const { ['webhook-timestamp']: _ts, ...noTimestamp } = good.headers;
    const refused: PostOptions[] = [
      { body: good.body, headers: {} },
      { body: good.body, headers: { 'webhook-signature': 'v1,garbage' } },
      wrongSecret,
      altered,
      signed(secret, payload, now - 5 * 60_000 - 1_000),
      signed(secret, payload, now + 5 * 60_000 + 1_000),
      { body: good.body, headers: noId },
      { body: good.body, headers: noTimestamp },
      { body: good.body, headers: { ...good.headers, 'webhook-timestamp': 'yesterday' } },
    ];
    const answers = await Promise.all(refused.map((call) => hook.call(space.spaceId, call)));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [401, KEY_REJECTED],
      ...Array(refused.length - 1).fill([401, SIGNATURE_REJECTED]),
    ]);
    // The static key alone does not reach an automation that requires signatures.
    expect(await hook.call(space.spaceId, { key: space.key, body: payload })).toMatchObject({
      status: 401,
      body: KEY_REJECTED,
    });
    expect((await dealOf(database, deal.id))?.status).toBe('pending');
    // Within the tolerance, either way, it is accepted.
    const early = await hook.call(space.spaceId, signed(secret, payload, now + 4 * 60_000));
    expect(early.status).toBe(200);
    expect((await dealOf(database, deal.id))?.status).toBe('approved');
  });

  it('answers a replayed webhook-id with the first receipt and applies nothing again', async () => {
    const { space, deal, secret } = await signedSpace();
    await aDealUpdatedHook(database, space.spaceId);
    const first = signed(secret, { id: deal.id, status: 'approved' });
    const answer = await hook.call(space.spaceId, first);
    expect(answer.status).toBe(200);
    await database.dataSource.query(`UPDATE deals SET status = 'pending' WHERE id = $1`, [deal.id]);
    // The sender's retry: same id and body, signed again a minute later.
    now += 60_000;
    const retry = signed(secret, { id: deal.id, status: 'approved' }, now, first.headers['webhook-id']);
    const again = await hook.call(space.spaceId, retry);
    expect(again).toMatchObject({ status: 200, body: answer.body });
    expect((await dealOf(database, deal.id))?.status).toBe('pending');
    const events = await database.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox_events WHERE space_id = $1`,
      [space.spaceId],
    );
    expect(events[0].n).toBe(1);
  });

  it('applies concurrent duplicates of one webhook-id once: every answer is the first receipt', async () => {
    const { space, deal, secret } = await signedSpace();
    await aDealUpdatedHook(database, space.spaceId);
    const call = signed(secret, { id: deal.id, status: 'approved' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => hook.call(space.spaceId, call)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    for (const answer of answers) {
      expect(answer.body).toMatchObject({
        applied: true,
        changes: { status: { from: 'pending', to: 'approved' } },
      });
    }
    const events = await database.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox_events WHERE space_id = $1`,
      [space.spaceId],
    );
    expect(events[0].n).toBe(1);
  });

  it('finds the signing automation among several of the space; the static key keeps working for one without signatures', async () => {
    const { space, deal, secret } = await signedSpace();
    const draft = await aStoredDeal(database, space.spaceId, { name: 'Draft deal', status: 'draft' });
    const second = await anIncomingAutomation(database, space.spaceId, {
      requireSignature: true,
      fields: ['name'],
    });
    const plain = await anIncomingAutomation(database, space.spaceId, { fields: ['name'] });
    const renamed = await hook.call(
      space.spaceId,
      signed(second.signingSecret as string, { id: draft.id, name: 'By the second' }),
    );
    expect(renamed.body).toMatchObject({
      applied: true,
      changes: { name: { from: 'Draft deal', to: 'By the second' } },
    });
    const byKey = await hook.call(space.spaceId, { key: plain.key, body: { id: draft.id, name: 'By key' } });
    expect(byKey).toMatchObject({ status: 200, body: { applied: true } });
    // The first automation's secret signs for the first only (it maps status, not name).
    const byFirst = await hook.call(space.spaceId, signed(secret, { id: deal.id, status: 'approved' }));
    expect(byFirst.body).toMatchObject({ applied: true, changes: { status: { to: 'approved' } } });
  });

  it('runs the signing sender of docs/webhook-in.md, as printed', async () => {
    now = Date.now();
    const { space, deal, secret } = await signedSpace();
    const docs = readFileSync(join(__dirname, '../../../../docs/webhook-in.md'), 'utf8');
    const snippet = /```js signing-sender\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(snippet).toContain('new Webhook(secret).sign(id, timestamp, body)');
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<unknown>;
    const run = new AsyncFunction(
      'require',
      'secret',
      'webhookInUrl',
      'spaceId',
      'dealId',
      snippet as string,
    );
    const receipt = await run(require, secret, hook.url, space.spaceId, deal.id);
    expect(receipt).toMatchObject({ matched: true, applied: true, deal_id: deal.id });
    expect((await dealOf(database, deal.id))?.status).toBe('approved');
  });
});
