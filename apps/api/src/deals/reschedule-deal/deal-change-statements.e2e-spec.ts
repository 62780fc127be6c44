import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../../tools/bootstrap-command';
import {
  startTestWebhookIn,
  type TestWebhookIn,
} from '../../../../webhook-in/src/testing/webhook-in-test-app';
import { anAutomation, webhookReceivedBody } from '../../automations/testing/automation.fixtures';
import { anApprover } from '../../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../../testing/api-test-app';
import { sentStatements } from '../../testing/sent-statements';

/**
 * The statements a deal change sends (issue 14): each is a round trip inside the transaction that
 * holds the deal's row lock, so the count is part of the route's latency. Counted on the `pg`
 * client that both database kinds go through; a change here should be a decision, not a drift.
 */
const recorder = sentStatements();

let database: Database;
let api: TestApi;
let hook: TestWebhookIn;
let owner: BootstrapResult;

beforeAll(async () => {
  recorder.install();
  database = await openTestDatabase();
  api = await startTestApi(database);
  hook = await startTestWebhookIn(database);
  owner = await runBootstrap(database, {});
});

afterAll(async () => {
  await hook?.close();
  await api?.close();
  await database?.close();
  recorder.restore();
});

/** The leading keywords of each statement `work` sent, e.g. `INSERT INTO deal_versions`. */
const statementsOf = (work: () => Promise<void>) => recorder.statementsOf(work);

/** Only the transaction's statements: the credential lookup outside it is cached, or not. */
const inTransaction = (statements: string[]) =>
  statements.slice(statements.indexOf('START TRANSACTION'), statements.lastIndexOf('COMMIT') + 1);

/** A deal_updated automation without conditions: every change of the space writes an event. */
const everyChangeAutomation = (space: string) =>
  anAutomation(api, owner.tokens.read_write, space, {
    name: 'Every change',
    trigger: { type: 'deal_updated' },
    actions: [{ type: 'send_webhook', url: 'https://audit.example.com/hook', message: '$name' }],
  });

it('a reschedule past draft: the lock, the reads, one write each, and one outbox statement', async () => {
  const token = owner.tokens.read_write;
  const space = owner.space.id;
  const approver = (await anApprover(database, space)).rw;
  const start = Date.UTC(2026, 10, 23);
  const created = await api.call('POST', '/v1/deals', { token, body: { space, name: 'Plan', start } });
  const id: string = created.body.id;
  await api.call('POST', `/v1/deal/${id}/status`, { token, body: { status: 'pending' } });
  await api.call('POST', `/v1/deal/${id}/status`, { token: approver, body: { status: 'approved' } });
  const reschedule = (shift: string) => async () => {
    const moved = await api.call('POST', `/v1/deal/${id}/reschedule`, { token, body: { shift } });
    expect(moved.status).toBe(200);
  };

  const plain = inTransaction(await statementsOf(reschedule('+1w')));
  expect(plain).toEqual([
    'START TRANSACTION',
    'SELECT d.*, u.id', // the deal, locked, with its owner
    'SELECT role FROM', // the caller's membership
    // The phases, and in the same statement what a version holds besides (docs/pricing.md): the
    // deal's pricing and its estimates.
    "SELECT (SELECT json_build_object('deal_id',",
    'INSERT INTO deal_versions',
    // The deal's UPDATE, with the space's shared automations lock in its RETURNING, and the change's
    // event (every committed change has one: the events feed, docs/events.md) in a WITH part.
    'WITH event AS',
    'SELECT a.id, a.space_id,', // the enabled deal_updated automations
    'COMMIT',
  ]);

  await everyChangeAutomation(space);
  const withOutbox = inTransaction(await statementsOf(reschedule('-1w')));
  expect(withOutbox).toEqual([...plain.slice(0, -1), 'WITH deliveries AS', 'COMMIT']);
});

it('webhook-in: the key read, then a transaction of six statements, BEGIN and COMMIT included', async () => {
  const token = owner.tokens.read_write;
  const space = owner.space.id;
  const created = await api.call('POST', '/v1/deals', { token, body: { space, name: 'Hooked' } });
  await everyChangeAutomation(space);
  const incoming = await anAutomation(api, token, space, webhookReceivedBody(null));
  const statements = await statementsOf(async () => {
    const received = await hook.call(space, {
      key: incoming.signing_key,
      body: { id: created.body.id, probability: 0.5 },
    });
    expect(received.status).toBe(200);
  });
  expect(statements).toEqual([
    'SELECT a.id, a.space_id,', // the webhook_received automations: the key
    'START TRANSACTION',
    'SELECT d.*, u.id',
    'WITH event AS', // the deal's UPDATE and its event
    'SELECT a.id, a.space_id,', // the deal_updated automations, under the lock
    'WITH deliveries AS',
    'COMMIT',
  ]);
});

it('webhook-in with conditions: the same statements when they hold; the lock alone when one fails', async () => {
  const token = owner.tokens.read_write;
  const space = owner.space.id;
  const created = await api.call('POST', '/v1/deals', { token, body: { space, name: 'Guarded' } });
  await everyChangeAutomation(space);
  const incoming = await anAutomation(api, token, space, {
    ...webhookReceivedBody(null),
    trigger: {
      type: 'webhook_received',
      conditions: [
        { field: 'payload.probability', op: 'greater', value: 0.1 },
        { field: 'deal.status', op: 'equals', value: 'draft' },
      ],
    },
  });
  const post = (probability: number) => async () => {
    const received = await hook.call(space, {
      key: incoming.signing_key,
      body: { id: created.body.id, probability },
    });
    expect(received.status).toBe(200);
    expect(received.body.applied).toBe(probability > 0.1);
  };
  expect(await statementsOf(post(0.5))).toEqual([
    'SELECT a.id, a.space_id,', // the webhook_received automations: the key
    'START TRANSACTION',
    'SELECT d.*, u.id',
    'WITH event AS', // the deal's UPDATE and its event
    'SELECT a.id, a.space_id,', // the deal_updated automations, under the lock
    'WITH deliveries AS',
    'COMMIT',
  ]);
  expect(await statementsOf(post(0.05))).toEqual([
    'SELECT a.id, a.space_id,',
    'START TRANSACTION',
    'SELECT d.*, u.id', // the deal as locked: the conditions are tested on it, nothing is written
    'COMMIT',
  ]);
});
