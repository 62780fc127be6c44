import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, aTeam, type Person, type Team } from '../members/testing/team.fixture';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import {
  type ApiJson,
  aDeal,
  anAutomation,
  automationPath,
  dealUpdatedBody,
  moveDeal,
  webhookReceivedBody,
} from './testing/automation.fixtures';

let database: Database;
let api: TestApi;
let team: Team;
let stranger: Person;
let incoming: ApiJson;
let pending: ApiJson;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  team = await aTeam(database);
  stranger = await aPerson(database, 'Stranger');
  incoming = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody());
  // A deal_updated automation hears the approval request, so the space's outbox is not empty.
  await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
  const deal = await aDeal(api, team.owner.rw, team.spaceId, { name: 'Acme renewal', external_id: 'AUD-1' });
  await moveDeal(api, team.owner.rw, deal.id, 'pending');
  pending = (await api.call('GET', `/v1/deal/${deal.id}`, { token: team.owner.read })).body;
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

const testReceive = (id: string, body: unknown, token = team.admin.rw) =>
  api.call('POST', automationPath(team.spaceId, id, '/test-receive'), { token, body });

/** What a test could have written: the deal, its versions, and the outbox. */
async function snapshot() {
  const deal = await api.call('GET', `/v1/deal/${pending.id}`, { token: team.owner.read });
  const versions = await api.call('GET', `/v1/deal/${pending.id}/versions`, { token: team.owner.read });
  const [outbox] = await database.dataSource.query(
    `SELECT (SELECT count(*)::int FROM outbox_events) AS events, (SELECT count(*)::int FROM webhook_deliveries) AS deliveries`,
  );
  return { deal: deal.body, versions: versions.body, outbox };
}

const receipt = (extra: Record<string, unknown>) => ({
  status: 200,
  body: {
    received: true,
    automation_id: incoming.id,
    trigger: 'webhook_received',
    conditions: [],
    deal_matched: true,
    deal_id: pending.id,
    would_apply: true,
    changes: {},
    warnings: [],
    ...extra,
  },
});

describe('POST /v1/spaces/{space}/automations/{id}/test-receive', () => {
  it('shows the matched deal and the changes that would apply, and writes nothing', async () => {
    const before = await snapshot();
    // The creation and the approval request are events (the feed keeps every change); one is delivered.
    expect(before.outbox).toEqual({ events: 2, deliveries: 1 });
    const payload = { id: pending.id, status: 'approved', name: 'Acme renewal 2', probability: 0.8 };
    expect(await testReceive(incoming.id, { deal_id: pending.id, payload })).toEqual(
      receipt({
        payload,
        changes: {
          status: { from: 'pending', to: 'approved' },
          name: { from: 'Acme renewal', to: 'Acme renewal 2' },
          probability: { from: null, to: 0.8 },
        },
      }),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('carries a reason with a send-back, and matches by external_id', async () => {
    const payload = { external_id: 'AUD-1', status: 'draft', redraft_reason: 'Margin too thin' };
    expect(await testReceive(incoming.id, { payload })).toEqual(
      receipt({
        payload,
        changes: {
          status: { from: 'pending', to: 'draft' },
          redraft_reason: { from: null, to: 'Margin too thin' },
        },
      }),
    );
  });

  it('uses the picked deal as the id when the payload names no deal', async () => {
    expect(await testReceive(incoming.id, { deal_id: pending.id, payload: { status: 'approved' } })).toEqual(
      receipt({
        payload: { id: pending.id, status: 'approved' },
        changes: { status: { from: 'pending', to: 'approved' } },
      }),
    );
  });

  it('honours the Update Deal action’s field list', async () => {
    const statusOnly = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody(['status']));
    const payload = { id: pending.id, status: 'approved', name: 'Ignored' };
    const tested = await testReceive(statusOnly.id, { payload });
    expect(tested.body).toMatchObject({
      automation_id: statusOnly.id,
      changes: { status: { from: 'pending', to: 'approved' } },
      warnings: ['name is not mapped by the Update Deal action, so it is ignored'],
    });
    expect(tested.body.changes).not.toHaveProperty('name');
  });

  it('warns about every payload field the action does not map (a status sent to a name-only action)', async () => {
    const nameOnly = await anAutomation(api, team.admin.rw, team.spaceId, webhookReceivedBody(['name']));
    const tested = await testReceive(nameOnly.id, { payload: { id: pending.id, status: 'approved' } });
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({
      deal_matched: true,
      changes: {},
      warnings: ['status is not mapped by the Update Deal action, so it is ignored'],
    });
  });

  it('warns when the id matches no deal (a deal of another space included)', async () => {
    const theirs = await aDeal(api, stranger.rw, stranger.ownSpaceId);
    for (const id of ['deal_0000000000000000000000', theirs.id]) {
      const payload = { id, status: 'approved' };
      expect(await testReceive(incoming.id, { payload })).toEqual(
        receipt({
          payload,
          deal_matched: false,
          deal_id: null,
          would_apply: false,
          warnings: ['the id matches no deal'],
        }),
      );
    }
    const byExternal = await testReceive(incoming.id, { payload: { external_id: 'NOPE' } });
    expect(byExternal.body.warnings).toEqual(['the external_id matches no deal']);
    const byNothing = await testReceive(incoming.id, { payload: { status: 'approved' } });
    expect(byNothing.body.warnings).toEqual([
      'the payload has neither id nor external_id, so it matches no deal',
    ]);
  });

  it('warns when no Update Deal action is mapped (a deal_updated automation), with both mistakes at once', async () => {
    const outgoing = await anAutomation(api, team.admin.rw, team.spaceId, dealUpdatedBody());
    const payload = { id: pending.id, status: 'approved' };
    expect(await testReceive(outgoing.id, { payload })).toEqual({
      status: 200,
      body: {
        received: true,
        automation_id: outgoing.id,
        trigger: 'deal_updated',
        conditions: [],
        payload,
        deal_matched: true,
        deal_id: pending.id,
        would_apply: false,
        changes: {},
        warnings: ['no Update Deal action is mapped'],
      },
    });
    const both = await testReceive(outgoing.id, { payload: { id: 'deal_0000000000000000000000' } });
    expect(both.body.warnings).toEqual(['no Update Deal action is mapped', 'the id matches no deal']);
  });

  it('lists each condition with whether it matched, and applies nothing when one does not', async () => {
    const conditions = [
      { field: 'payload.status', op: 'in', value: ['approved', 'draft'] },
      { field: 'deal.status', op: 'equals', value: 'pending' },
      { field: 'deal.probability', op: 'equals', value: null },
    ];
    const guarded = await anAutomation(api, team.admin.rw, team.spaceId, {
      ...webhookReceivedBody(),
      trigger: { type: 'webhook_received', conditions },
    });
    const approve = { id: pending.id, status: 'approved' };
    expect(await testReceive(guarded.id, { payload: approve })).toEqual(
      receipt({
        automation_id: guarded.id,
        conditions: conditions.map((condition) => ({ ...condition, matched: true })),
        payload: approve,
        changes: { status: { from: 'pending', to: 'approved' } },
      }),
    );
    const win = { id: pending.id, status: 'won' };
    expect(await testReceive(guarded.id, { payload: win })).toEqual(
      receipt({
        automation_id: guarded.id,
        conditions: [
          { ...conditions[0], matched: false },
          { ...conditions[1], matched: true },
          { ...conditions[2], matched: true },
        ],
        payload: win,
        would_apply: false,
      }),
    );
    const noDeal = { id: 'deal_0000000000000000000000', status: 'approved' };
    const unmatched = await testReceive(guarded.id, { payload: noDeal });
    expect(unmatched.body.conditions.map((c: { matched: boolean }) => c.matched)).toEqual([
      true,
      false,
      false,
    ]);
    expect(unmatched.body).toMatchObject({ deal_matched: false, would_apply: false, changes: {} });
  });

  it('validates the payload as the incoming webhook does (400 form, paths under payload)', async () => {
    const body = { deal_id: 5, payload: { status: 'done', probability: 2, stauts: 'approved' }, extra: 1 };
    const refused = await testReceive(incoming.id, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, data: body });
    expect(refused.body.error.map((e: { path: string[] }) => e.path)).toEqual([
      ['extra'],
      ['deal_id'],
      ['payload', 'status'],
      ['payload', 'probability'],
      ['payload', 'stauts'],
    ]);
    expect(refused.body.error[4]).toEqual({ path: ['payload', 'stauts'], message: 'is not a known field' });
    expect(await testReceive(incoming.id, {})).toEqual({
      status: 400,
      body: {
        success: false,
        data: {},
        error: [{ path: ['payload'], message: 'is required' }],
        message: 'payload: is required',
      },
    });
  });

  it('plain members get 404', async () => {
    expect(await testReceive(incoming.id, { payload: {} }, team.member.rw)).toEqual({
      status: 404,
      body: { message: 'automation not found' },
    });
  });
});
