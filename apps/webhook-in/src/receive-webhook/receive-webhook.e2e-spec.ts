import { repositoriesFor, type Database } from '@deal/persistence';
import { JsonLogger } from '@deal/nest-kit';
import { aRelativePhase } from '../../../../libs/domain/src/testing/deal.mother';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import {
  aDealUpdatedHook,
  aSpaceWithIncomingWebhook,
  aStoredDeal,
  dealOf,
  type IncomingSpace,
} from '../testing/incoming-webhook.fixture';
import { startTestWebhookIn, testConfig, type TestWebhookIn } from '../testing/webhook-in-test-app';

const YEAR = 365 * 86_400_000;

/** CONTRACT §3 over real HTTP; PGlite by default, the real server when DATABASE_URL is set. */
let database: Database;
let hook: TestWebhookIn;
let space: IncomingSpace;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const logger = new JsonLogger('debug', (line) => logLines.push(line));
  hook = await startTestWebhookIn(database, testConfig(), { logger });
  space = await aSpaceWithIncomingWebhook(database);
});

afterAll(async () => {
  await hook?.close();
  await database?.close();
});

const send = (body: unknown, target: IncomingSpace = space) =>
  hook.call(target.spaceId, { key: target.key, body });

const pendingDeal = (overrides = {}) =>
  aStoredDeal(database, space.spaceId, {
    status: 'pending',
    pendingAt: Date.UTC(2026, 10, 20),
    requestedByEmail: 'ada@example.test',
    requestedToEmail: 'audit@example.test',
    ...overrides,
  });

const eventsOf = (dealId: string): Promise<Array<{ payload: { changes: unknown } }>> =>
  database.dataSource.query(`SELECT payload FROM outbox_events WHERE deal_id = $1 ORDER BY created_at, id`, [
    dealId,
  ]);

describe('status moves behave as in the application (SPEC §3)', () => {
  it('approves a pending deal, records the approved stage date and answers the receipt', async () => {
    const deal = await pendingDeal();
    const before = Date.now();
    const response = await send({ id: deal.id, status: 'approved' });
    expect(response).toMatchObject({
      status: 200,
      body: {
        received: true,
        matched: true,
        applied: true,
        deal_id: deal.id,
        changes: { status: { from: 'pending', to: 'approved' } },
      },
    });
    expect(Object.keys(response.body).sort()).toEqual([
      'applied',
      'changes',
      'deal_id',
      'matched',
      'received',
      'warnings',
    ]);
    const stored = await dealOf(database, deal.id);
    expect(stored).toMatchObject({ status: 'approved', pendingAt: deal.pendingAt });
    expect(stored?.approvedAt).toBeGreaterThanOrEqual(before);
    expect(stored?.approvedAt).toBeLessThanOrEqual(Date.now());
    expect(stored?.updatedAt).toBe(stored?.approvedAt);
  });

  it('sends a pending deal back to draft with its redraft_reason, clearing the later stage dates', async () => {
    const deal = await pendingDeal();
    const response = await send({ id: deal.id, status: 'draft', redraft_reason: 'Margin below target' });
    expect(response.body.changes).toEqual({
      status: { from: 'pending', to: 'draft' },
      redraft_reason: { from: null, to: 'Margin below target' },
    });
    expect(await dealOf(database, deal.id)).toMatchObject({
      status: 'draft',
      pendingAt: null,
      redraftReason: 'Margin below target',
      requestedByEmail: null,
      requestedToEmail: null,
    });
  });

  it('moves any status to any status, carrying closed_reason and the closed date', async () => {
    const deal = await aStoredDeal(database, space.spaceId, { status: 'draft' });
    const response = await send({ id: deal.id, status: 'won', closed_reason: 'Signed' });
    expect(response.status).toBe(200);
    const stored = await dealOf(database, deal.id);
    expect(stored).toMatchObject({ status: 'won', closedReason: 'Signed' });
    expect(stored?.closedAt).toEqual(expect.any(Number));
  });

  it('applies fields after the move: approval and a new target price arrive together', async () => {
    const deal = await pendingDeal();
    const response = await send({ id: deal.id, status: 'approved', target_price: 900, name: null });
    expect(response.body.changes).toEqual({
      status: { from: 'pending', to: 'approved' },
      target_price: { from: 1200, to: 900 },
    });
    expect(await dealOf(database, deal.id)).toMatchObject({
      status: 'approved',
      targetPrice: 900,
      name: deal.name,
    });
  });
});

describe('pending and archived deals (409, nothing applied)', () => {
  it('keeps a pending deal read-only for its fields', async () => {
    const deal = await pendingDeal();
    expect(await send({ id: deal.id, name: 'Renamed', probability: 0.9 })).toEqual({
      status: 409,
      headers: expect.anything(),
      body: { message: 'deal is pending approval and read-only' },
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('refuses a move to pending that also edits fields, as a whole', async () => {
    const deal = await aStoredDeal(database, space.spaceId, { status: 'draft' });
    const response = await send({ id: deal.id, status: 'pending', name: 'Renamed' });
    expect(response.status).toBe(409);
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('refuses every change to an archived deal', async () => {
    const deal = await aStoredDeal(database, space.spaceId, { archived: true });
    expect((await send({ id: deal.id, status: 'approved' })).body).toEqual({ message: 'deal is archived' });
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('refuses an external_id another deal of the space already holds', async () => {
    await aStoredDeal(database, space.spaceId, { externalId: 'AUD-TAKEN' });
    const deal = await pendingDeal();
    expect(await send({ id: deal.id, external_id: 'AUD-TAKEN', status: 'approved' })).toMatchObject({
      status: 409,
      body: { message: 'external_id is already used by another deal of this space' },
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });
});

describe('matching (SPEC §4.5)', () => {
  it('matches on external_id when no id is sent', async () => {
    const deal = await pendingDeal({ externalId: 'AUD-100' });
    const response = await send({ external_id: 'AUD-100', status: 'approved' });
    expect(response.body).toMatchObject({ matched: true, deal_id: deal.id });
    expect((await dealOf(database, deal.id))?.status).toBe('approved');
  });

  it('matches on id when both are sent, and saves external_id onto that deal', async () => {
    const deal = await pendingDeal();
    const response = await send({ id: deal.id, external_id: 'AUD-101' });
    expect(response.body).toEqual({
      received: true,
      matched: true,
      applied: true,
      deal_id: deal.id,
      changes: { external_id: { from: null, to: 'AUD-101' } },
      warnings: [],
    });
    expect((await dealOf(database, deal.id))?.externalId).toBe('AUD-101');
  });

  it('names every sent field the Update Deal action does not map, instead of silently ignoring it', async () => {
    const nameOnly = await aSpaceWithIncomingWebhook(database, { fields: ['name'] });
    const deal = await aStoredDeal(database, nameOnly.spaceId, { status: 'draft', name: 'Before' });
    const response = await send({ id: deal.id, status: 'approved', name: 'Renamed' }, nameOnly);
    expect(response).toMatchObject({ status: 200 });
    expect(response.body).toEqual({
      received: true,
      matched: true,
      applied: true,
      deal_id: deal.id,
      changes: { name: { from: 'Before', to: 'Renamed' } },
      warnings: ['status is not mapped by the Update Deal action, so it is ignored'],
    });
    expect(await dealOf(database, deal.id)).toMatchObject({ status: 'draft', name: 'Renamed' });
  });

  it('does not fall back to external_id when the id matches nothing', async () => {
    const deal = await pendingDeal({ externalId: 'AUD-102' });
    const response = await send({ id: 'deal_unknown', external_id: 'AUD-102', status: 'approved' });
    expect(response.body).toEqual({
      received: true,
      matched: false,
      applied: false,
      deal_id: null,
      changes: {},
      warnings: [],
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
  });

  it('never matches a deal of another space, by id or by external_id', async () => {
    const other = await aSpaceWithIncomingWebhook(database);
    const foreign = await aStoredDeal(database, other.spaceId, { status: 'pending', externalId: 'AUD-103' });
    for (const body of [
      { id: foreign.id, status: 'approved' },
      { external_id: 'AUD-103', status: 'approved' },
    ]) {
      expect(await send(body)).toMatchObject({
        status: 200,
        body: { received: true, matched: false, applied: false, deal_id: null, changes: {}, warnings: [] },
      });
    }
    expect(await dealOf(database, foreign.id)).toEqual(foreign);
  });

  it('with no match writes nothing and never creates a deal', async () => {
    const count = async () =>
      Number(
        (
          await database.dataSource.query(`SELECT count(*) AS n FROM deals WHERE space_id = $1`, [
            space.spaceId,
          ])
        )[0].n,
      );
    const before = await count();
    for (const body of [
      { id: 'deal_nope', status: 'approved', name: 'Ghost' },
      { external_id: 'AUD-NOPE', status: 'won' },
      { status: 'approved' },
      {},
    ]) {
      expect((await send(body)).body).toEqual({
        received: true,
        matched: false,
        applied: false,
        deal_id: null,
        changes: {},
        warnings: [],
      });
    }
    expect(await count()).toBe(before);
  });

  it('answers matched with empty changes when every value is already the deal’s, writing nothing', async () => {
    await aDealUpdatedHook(database, space.spaceId);
    const deal = await pendingDeal();
    const response = await send({ id: deal.id, status: 'pending', name: deal.name });
    expect(response.body).toEqual({
      received: true,
      matched: true,
      applied: true,
      deal_id: deal.id,
      changes: {},
      warnings: [],
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
    expect(await eventsOf(deal.id)).toEqual([]);
  });
});

describe('the Update Deal action', () => {
  it('applies only the fields of its list, and the receipt shows only those', async () => {
    const limited = await aSpaceWithIncomingWebhook(database, { fields: ['status', 'redraft_reason'] });
    const deal = await aStoredDeal(database, limited.spaceId, { status: 'pending' });
    const response = await send(
      { id: deal.id, status: 'draft', redraft_reason: 'Too cheap', name: 'Renamed', probability: 0.1 },
      limited,
    );
    expect(response.body.changes).toEqual({
      status: { from: 'pending', to: 'draft' },
      redraft_reason: { from: null, to: 'Too cheap' },
    });
    expect(await dealOf(database, deal.id)).toMatchObject({
      status: 'draft',
      redraftReason: 'Too cheap',
      name: deal.name,
      probability: deal.probability,
    });
  });

  it('writes the outbox event and its pending delivery in the change’s transaction', async () => {
    const audited = await aSpaceWithIncomingWebhook(database);
    const actionId = await aDealUpdatedHook(database, audited.spaceId);
    const deal = await aStoredDeal(database, audited.spaceId, { status: 'pending' });
    expect((await send({ id: deal.id, status: 'approved' }, audited)).status).toBe(200);
    const rows: Array<{ action_id: string; status: string; changes: unknown; deal_status: string }> =
      await database.dataSource.query(
        `SELECT d.action_id, d.status, e.payload->'changes' AS changes, e.payload->'deal'->>'status' AS deal_status
         FROM outbox_events e JOIN webhook_deliveries d ON d.event_id = e.id WHERE e.deal_id = $1`,
        [deal.id],
      );
    expect(rows).toEqual([
      { action_id: actionId, status: 'pending', changes: { status: 'pending' }, deal_status: 'approved' },
    ]);
  });

  it('refuses a start that would carry a relative phase outside 1970–9999: 400 naming start, nothing applied', async () => {
    const audited = await aSpaceWithIncomingWebhook(database);
    await aDealUpdatedHook(database, audited.spaceId);
    const deal = await aStoredDeal(database, audited.spaceId, { status: 'draft', end: null, due: null });
    const far = aRelativePhase({
      id: 'ph_far_hook',
      dealId: deal.id,
      name: 'Far',
      startOffset: 7900 * YEAR,
      endOffset: 7900 * YEAR,
    });
    await repositoriesFor(database.dataSource.manager).phases.insert(far);
    const body = { id: deal.id, status: 'won', start: Date.UTC(2200, 0, 1) };
    expect(await send(body, audited)).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        success: false,
        data: body,
        error: [
          {
            path: ['start'],
            message: 'would move the phase "Far" (ph_far_hook) outside 1970-01-01 to 9999-12-31',
          },
        ],
        message: 'start: would move the phase "Far" (ph_far_hook) outside 1970-01-01 to 9999-12-31',
      },
    });
    expect(await dealOf(database, deal.id)).toEqual(deal);
    expect(await eventsOf(deal.id)).toEqual([]);
    // A start that keeps the phase inside is applied.
    expect((await send({ id: deal.id, start: Date.UTC(2050, 0, 3) }, audited)).status).toBe(200);
  });

  it('writes no outbox row for a refused change', async () => {
    const audited = await aSpaceWithIncomingWebhook(database);
    await aDealUpdatedHook(database, audited.spaceId);
    const deal = await aStoredDeal(database, audited.spaceId, { status: 'pending' });
    expect((await send({ id: deal.id, name: 'Renamed' }, audited)).status).toBe(409);
    expect(await eventsOf(deal.id)).toEqual([]);
  });
});

describe('HTTP surface', () => {
  it.each([
    ['GET', '/spaces/spc_x/webhook-in'],
    ['PUT', '/spaces/spc_x/webhook-in'],
    ['POST', '/spaces/spc_x/webhook'],
    ['POST', '/v1/spaces'],
    ['GET', '/'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const response = await fetch(`${hook.url}${path}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'not found' });
  });

  it('echoes a request id and logs the request without the key or the body', async () => {
    const deal = await pendingDeal();
    const response = await hook.post(space.spaceId, {
      key: space.key,
      body: { id: deal.id, status: 'draft', redraft_reason: 'secret-reason-text' },
      headers: { 'x-request-id': 'req-webhook-1' },
    });
    expect(response.headers.get('x-request-id')).toBe('req-webhook-1');
    await response.text();
    const lines = logLines.filter((line) => line.includes('req-webhook-1')).map((line) => JSON.parse(line));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request', status: 200, path: `/spaces/${space.spaceId}/webhook-in` }),
        expect.objectContaining({
          msg: 'webhook received',
          automation_id: space.automationId,
          deal_id: deal.id,
          changed: ['status', 'redraft_reason'],
        }),
      ]),
    );
    const all = logLines.join('');
    expect(all).not.toContain(space.key);
    expect(all).not.toContain('secret-reason-text');
  });
});
