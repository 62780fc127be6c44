import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  aSpaceWithIncomingWebhook,
  aStoredDeal,
  dealOf,
  type IncomingSpace,
} from '../testing/incoming-webhook.fixture';
import { startTestWebhookIn, type TestWebhookIn } from '../testing/webhook-in-test-app';

/** SPEC §4.5 body rules, CONTRACT §2/§3: the 400 validation form of SPEC §7, 413 over 1 MiB. */
let database: Database;
let hook: TestWebhookIn;
let space: IncomingSpace;

beforeAll(async () => {
  database = await openTestDatabase();
  hook = await startTestWebhookIn(database);
  space = await aSpaceWithIncomingWebhook(database);
});

afterAll(async () => {
  await hook?.close();
  await database?.close();
});

const send = (body: unknown, headers: Record<string, string> = {}) =>
  hook.call(space.spaceId, { key: space.key, body, headers });

describe('an invalid body is a 400 in the validation form, and nothing is applied', () => {
  it('reports wrong types, bad status values and 0–1 ranges all at once, echoing the body', async () => {
    const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
    const body = {
      id: deal.id,
      status: 'Approved',
      name: 5,
      target_price: '12',
      target_margin: 1.5,
      probability: -0.1,
      due: '2026-12-01',
      start: 1.5,
    };
    expect(await send(body)).toMatchObject({
      status: 400,
      body: {
        success: false,
        data: body,
        error: [
          {
            path: ['status'],
            message: 'must be one of draft, pending, approved, progressed, won, lost, abandoned',
          },
          { path: ['name'], message: 'must be a non-empty string of at most 200 characters' },
          { path: ['target_price'], message: 'must be a number greater than or equal to 0' },
          { path: ['target_margin'], message: 'must be a number from 0 to 1' },
          { path: ['probability'], message: 'must be a number from 0 to 1' },
          { path: ['due'], message: 'must be an integer epoch-millisecond time from 1970 to 9999' },
          { path: ['start'], message: 'must be an integer epoch-millisecond time from 1970 to 9999' },
        ],
        message: expect.stringContaining('status: must be one of'),
      },
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('accepts the bounds of the 0–1 ranges', async () => {
    const deal = await aStoredDeal(database, space.spaceId);
    const response = await send({ id: deal.id, probability: 1, target_margin: 0 });
    expect(response.status).toBe(200);
    expect(await dealOf(database, deal.id)).toMatchObject({ probability: 1, targetMargin: 0 });
  });

  it('names an unknown field', async () => {
    const deal = await aStoredDeal(database, space.spaceId, { status: 'pending' });
    expect(await send({ id: deal.id, stauts: 'approved' })).toMatchObject({
      status: 400,
      body: { success: false, error: [{ path: ['stauts'], message: 'unknown field' }] },
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it.each([
    ['an array', [{ id: 'deal_x' }]],
    ['a string', '"approved"'],
  ])('refuses %s as the body', async (_case, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, data: {} });
  });

  it('answers malformed JSON with the 400 form', async () => {
    expect(await send('{"id": "deal_x", "status": ')).toMatchObject({
      status: 400,
      body: { success: false, data: {}, error: [{ path: [], message: 'body is not valid JSON' }] },
    });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const deal = await aStoredDeal(database, space.spaceId);
    const response = await send(JSON.stringify({ id: deal.id, name: 'x'.repeat(1024 * 1024) }));
    expect(response).toMatchObject({ status: 413, body: { message: 'request body exceeds 1 MiB' } });
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await send('id=deal_x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'request body must be JSON (Content-Type: application/json)' });
  });

  it('treats a request without a body as {} (no deal named, nothing matched)', async () => {
    const response = await hook.call(space.spaceId, { key: space.key });
    expect(response).toMatchObject({
      status: 200,
      body: { received: true, matched: false, applied: false, deal_id: null, changes: {} },
    });
  });
});
