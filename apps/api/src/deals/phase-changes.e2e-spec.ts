import type { BootstrapResult } from '@deal/domain';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { insertCredential } from '../testing/credential-fixtures';
import { startTestApi, type TestApi } from '../testing/api-test-app';

/** PATCH and DELETE /v1/deal/{id}/phases/{phase_id}: the rules of adding a phase, the deal's write path. */

let database: Database;
let api: TestApi;
let alice: BootstrapResult;
let stranger: BootstrapResult;
let rw: string;

const MONDAY = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;
/** Nothing listens on the discard port: the events stay queued, which is all these tests look at. */
const RECEIVER = 'http://127.0.0.1:9/hook';

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  alice = await runBootstrap(database, { email: 'alice@example.test', name: 'Alice' });
  stranger = await runBootstrap(database, {});
  rw = alice.tokens.read_write;
  const automation = await api.call('POST', `/v1/spaces/${alice.space.id}/automations`, {
    token: rw,
    body: {
      name: 'Tell the auditor',
      trigger: { type: 'deal_updated' },
      actions: [{ type: 'send_webhook', url: RECEIVER }],
    },
  });
  expect(automation.status).toBe(201);
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function dealWithPhase(phase: Record<string, unknown> = {}) {
  const deal = await api.call('POST', '/v1/deals', {
    token: rw,
    body: { space: alice.space.id, name: 'Acme', start: MONDAY, end: MONDAY + 30 * DAY },
  });
  expect(deal.status).toBe(201);
  const added = await api.call('POST', `/v1/deal/${deal.body.id}/phases`, {
    token: rw,
    body: { name: 'Kick-off', start: MONDAY + DAY, end: MONDAY + 2 * DAY, pinned: true, ...phase },
  });
  expect(added.status).toBe(201);
  return { deal: deal.body, phase: added.body };
}

const phasePath = (dealId: string, phaseId: string) => `/v1/deal/${dealId}/phases/${phaseId}`;

async function phasesOf(dealId: string) {
  return (await api.call('GET', `/v1/deal/${dealId}/phases`, { token: rw })).body.items;
}

async function dealState(dealId: string) {
  const deal = (await api.call('GET', `/v1/deal/${dealId}`, { token: rw })).body;
  const events: Array<{ payload: { event: string; changes: object; deal: { id: string } } }> =
    await database.dataSource.query(`SELECT payload FROM outbox_events WHERE deal_id = $1 ORDER BY id`, [
      dealId,
    ]);
  const versions = (await api.call('GET', `/v1/deal/${dealId}/versions`, { token: rw })).body.items;
  return { deal, events: events.map((e) => e.payload), versions, phases: await phasesOf(dealId) };
}

describe('PATCH /v1/deal/{id}/phases/{phase_id}', () => {
  it('changes only the fields sent, moves updated_at, emits deal_updated with no changes, takes no version', async () => {
    const { deal, phase } = await dealWithPhase();
    const before = await dealState(deal.id);
    const edited = await api.call('PATCH', phasePath(deal.id, phase.id), {
      token: rw,
      body: { name: 'Workshop', end: MONDAY + 4 * DAY },
    });
    expect(edited).toEqual({
      status: 200,
      body: { ...phase, name: 'Workshop', end: MONDAY + 4 * DAY },
    });
    const after = await dealState(deal.id);
    expect(after.phases).toEqual([edited.body]);
    expect(after.deal.updated_at).toBeGreaterThan(before.deal.updated_at);
    expect(after.events).toHaveLength(before.events.length + 1);
    expect(after.events.at(-1)).toMatchObject({ event: 'service_deal_updated', changes: {} });
    expect(after.versions).toEqual(before.versions);
  });

  it('turns a pinned phase relative where it stands, and it then follows the start', async () => {
    const { deal, phase } = await dealWithPhase();
    const edited = await api.call('PATCH', phasePath(deal.id, phase.id), {
      token: rw,
      body: { pinned: false },
    });
    expect(edited.body).toEqual({ ...phase, pinned: false });
    const moved = await api.call('POST', `/v1/deal/${deal.id}/reschedule`, {
      token: rw,
      body: { shift: '+1w' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.phases_moved).toEqual([]);
    expect(await phasesOf(deal.id)).toEqual([
      { ...phase, pinned: false, start: phase.start + 7 * DAY, end: phase.end + 7 * DAY },
    ]);
  });

  it('sending the current values writes nothing, not even updated_at', async () => {
    const { deal, phase } = await dealWithPhase();
    const before = await dealState(deal.id);
    const same = await api.call('PATCH', phasePath(deal.id, phase.id), {
      token: rw,
      body: { name: phase.name, start: phase.start, end: phase.end, pinned: true },
    });
    expect(same).toEqual({ status: 200, body: phase });
    expect(await dealState(deal.id)).toEqual(before);
  });

  it.each([
    [{ name: '  ' }, [{ path: ['name'], message: 'must not be blank' }]],
    [{ start: '2026-11-23' }, [{ path: ['start'], message: 'must be an integer number' }]],
    [{ pinned: 'yes' }, [{ path: ['pinned'], message: 'must be a boolean value' }]],
    [{ colour: 'red' }, [{ path: ['colour'], message: 'is not a known field' }]],
    [{ end: MONDAY }, [{ path: ['end'], message: 'must not be before start' }]],
  ])('%j → 400 naming the field, nothing written', async (body, error) => {
    const { deal, phase } = await dealWithPhase();
    const before = await dealState(deal.id);
    const refused = await api.call('PATCH', phasePath(deal.id, phase.id), { token: rw, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, data: body, error });
    expect(await dealState(deal.id)).toEqual(before);
  });

  it('a relative phase needs the deal to have a start (400 naming pinned)', async () => {
    const { deal, phase } = await dealWithPhase();
    await api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { start: null } });
    const refused = await api.call('PATCH', phasePath(deal.id, phase.id), {
      token: rw,
      body: { pinned: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual([
      { path: ['pinned'], message: 'a relative phase needs the deal to have a start; pin it' },
    ]);
  });

  it('a pending deal is read-only: 409 as for PATCH of the deal, nothing written', async () => {
    const { deal, phase } = await dealWithPhase();
    await api.call('POST', `/v1/deal/${deal.id}/status`, { token: rw, body: { status: 'pending' } });
    const before = await dealState(deal.id);
    const patchDeal = await api.call('PATCH', `/v1/deal/${deal.id}`, { token: rw, body: { name: 'x' } });
    const refused = await api.call('PATCH', phasePath(deal.id, phase.id), { token: rw, body: { name: 'x' } });
    expect(refused).toEqual({ status: 409, body: { message: 'deal is pending approval and read-only' } });
    expect(refused).toEqual(patchDeal);
    expect(await dealState(deal.id)).toEqual(before);
  });
});

describe('DELETE /v1/deal/{id}/phases/{phase_id}', () => {
  it('removes the phase: 204, moves updated_at, emits deal_updated, takes no version; again → 404', async () => {
    const { deal, phase } = await dealWithPhase({ pinned: false });
    const other = await api.call('POST', `/v1/deal/${deal.id}/phases`, {
      token: rw,
      body: { name: 'Build', start: MONDAY + 7 * DAY, end: MONDAY + 9 * DAY, pinned: true },
    });
    const before = await dealState(deal.id);
    const removed = await api.call('DELETE', phasePath(deal.id, phase.id), { token: rw });
    expect(removed.status).toBe(204);
    const after = await dealState(deal.id);
    expect(after.phases).toEqual([other.body]);
    expect(after.deal.updated_at).toBeGreaterThan(before.deal.updated_at);
    expect(after.events).toHaveLength(before.events.length + 1);
    expect(after.events.at(-1)).toMatchObject({ event: 'service_deal_updated', changes: {} });
    expect(after.versions).toEqual(before.versions);
    expect(await api.call('DELETE', phasePath(deal.id, phase.id), { token: rw })).toEqual({
      status: 404,
      body: { message: 'phase not found' },
    });
  });

  it('a pending deal is read-only: 409, the phase stays', async () => {
    const { deal, phase } = await dealWithPhase();
    await api.call('POST', `/v1/deal/${deal.id}/status`, { token: rw, body: { status: 'pending' } });
    const before = await dealState(deal.id);
    expect(await api.call('DELETE', phasePath(deal.id, phase.id), { token: rw })).toEqual({
      status: 409,
      body: { message: 'deal is pending approval and read-only' },
    });
    expect(await dealState(deal.id)).toEqual(before);
  });
});

describe('reach: 404 for what the caller cannot reach, nothing written', () => {
  it.each(['PATCH', 'DELETE'])(
    '%s: unknown phase, a phase of another deal, a deal of another space',
    async (method) => {
      const { deal, phase } = await dealWithPhase();
      const { deal: otherDeal } = await dealWithPhase();
      const body = method === 'PATCH' ? { name: 'stolen' } : undefined;
      const before = await dealState(deal.id);
      expect(
        await api.call(method, phasePath(deal.id, 'ph_0000000000000000000000'), { token: rw, body }),
      ).toEqual({
        status: 404,
        body: { message: 'phase not found' },
      });
      expect(await api.call(method, phasePath(otherDeal.id, phase.id), { token: rw, body })).toEqual({
        status: 404,
        body: { message: 'phase not found' },
      });
      const key = await insertCredential(
        database,
        { kind: 'space', spaceId: stranger.space.id },
        { scope: 'read_write' },
      );
      for (const token of [stranger.tokens.read_write, key]) {
        expect(await api.call(method, phasePath(deal.id, phase.id), { token, body })).toEqual({
          status: 404,
          body: { message: 'deal not found' },
        });
      }
      expect(await dealState(deal.id)).toEqual(before);
    },
  );

  it.each(['PATCH', 'DELETE'])('%s with a read credential → 403', async (method) => {
    const { deal, phase } = await dealWithPhase();
    expect(
      await api.call(method, phasePath(deal.id, phase.id), { token: alice.tokens.read, body: {} }),
    ).toEqual({
      status: 403,
      body: { message: 'token scope does not permit writes' },
    });
  });
});
