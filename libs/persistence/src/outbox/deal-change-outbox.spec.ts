import {
  createDeal,
  err,
  moveDealStatus,
  rescheduleDeal,
  saveDealChange,
  START_MOVED,
  SYSTEM_ACTOR,
  updateDeal,
  type Actor,
  type DealChangeDeps,
  type Repositories,
} from '@deal/domain';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import { CountingIds } from '../../../domain/src/testing/credential-fakes';
import { aDeal } from '../../../domain/src/testing/deal.mother';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * CONTRACT §4: every committed deal change writes the events of the matching automations in the
 * same transaction. Runs on PGlite by default and on the real server when DATABASE_URL is set.
 */
describe('deal changes write their outbox rows in the same transaction', () => {
  let database: Database;
  let repos: Repositories;
  let deps: DealChangeDeps;
  const NOW = Date.UTC(2026, 10, 23, 9, 30);
  const APP = 'https://app.example.com';
  const ada = { id: 'usr_ob', name: 'Ada Owner', email: 'ada.ob@example.test' };
  const actor: Actor = {
    kind: 'user',
    userId: ada.id,
    email: ada.email,
    scope: 'read_write',
    credentialId: 'tok_ob',
  };

  interface EventRow {
    id: string;
    deal_id: string;
    event: string;
    payload: { changes: unknown; deal: { status: string; url: string }; event_id: string; revision: number };
  }
  interface DeliveryRow {
    event_id: string;
    message: string;
    action_id: string;
    status: string;
    attempt_count: number;
    next_attempt_at: Date;
  }
  const eventsOf = (dealId: string): Promise<EventRow[]> =>
    database.dataSource.query(`SELECT id, deal_id, event, payload FROM outbox_events WHERE deal_id = $1`, [
      dealId,
    ]);
  const deliveriesOf = (dealId: string): Promise<DeliveryRow[]> =>
    database.dataSource.query(
      `SELECT d.event_id, d.message, d.action_id, d.status, d.attempt_count, d.next_attempt_at
       FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id WHERE e.deal_id = $1`,
      [dealId],
    );
  const draftDeal = (id: string) =>
    repos.deals.insert(aDeal({ id, spaceId: 'spc_ob', owner: ada, status: 'draft' }));

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    const uow = new TypeOrmUnitOfWork(database.dataSource);
    deps = { uow, ids: new CountingIds(), clock: { now: () => NOW }, appUrl: APP };
    await repos.users.insert({ ...ada, createdAt: NOW });
    await repos.spaces.insert({ id: 'spc_ob', name: 'Outbox', plan: 'free', createdAt: NOW, updatedAt: NOW });
    await repos.memberships.add({ spaceId: 'spc_ob', userId: ada.id, role: 'owner', createdAt: NOW });
    await uow.transaction(async (r) => {
      // Approval requests go to the auditor; closing a deal to the CRM; the disabled one never fires.
      await r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_ob_audit',
          spaceId: 'spc_ob',
          actions: [
            aSendWebhookAction({ id: 'act_ob_audit', message: 'Approve $name?', secret: 'whsec_ob_audit' }),
          ],
        }),
      );
      await r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_ob_crm',
          spaceId: 'spc_ob',
          conditions: [{ field: 'status', op: 'in', value: ['won', 'lost'] }],
          actions: [aSendWebhookAction({ id: 'act_ob_crm' })],
        }),
      );
      await r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_ob_off',
          spaceId: 'spc_ob',
          enabled: false,
          conditions: [],
          actions: [aSendWebhookAction({ id: 'act_ob_off' })],
        }),
      );
    });
  });

  afterAll(async () => {
    await database.close();
  });

  it('a request for approval (draft → pending) writes exactly one event, changes {"status":"draft"}, and one pending delivery', async () => {
    await draftDeal('deal_ob_1');
    const moved = await moveDealStatus(deps, actor, 'deal_ob_1', {
      to: 'pending',
      reason: null,
      requestedToEmail: null,
    });
    expect(moved.ok).toBe(true);
    const [event, ...others] = await eventsOf('deal_ob_1');
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      deal_id: 'deal_ob_1',
      event: 'service_deal_updated',
      payload: {
        changes: { status: 'draft' },
        deal: { status: 'pending', url: `${APP}/spc_ob/deals/deal_ob_1` },
        event_id: event?.id,
        revision: 2,
        actor: { type: 'user', id: 'usr_ob' },
      },
    });
    expect(moved.ok && moved.value.revision).toBe(2);
    await expect(repos.deals.findById('deal_ob_1')).resolves.toMatchObject({ revision: 2 });
    expect(JSON.stringify(event?.payload.changes)).toBe('{"status":"draft"}');
    expect(await deliveriesOf('deal_ob_1')).toEqual([
      {
        event_id: event?.id,
        message: 'Approve Acme renewal?',
        action_id: 'act_ob_audit',
        status: 'pending',
        attempt_count: 0,
        next_attempt_at: new Date(NOW),
      },
    ]);
    expect(JSON.stringify(event)).not.toContain('whsec_ob_audit');
  });

  it('a change that rolls back after the outbox write leaves no event and no delivery', async () => {
    const before = aDeal({ id: 'deal_ob_2', spaceId: 'spc_ob', owner: ada, status: 'draft' });
    await repos.deals.insert(before);
    const after = { ...before, status: 'pending' as const, pendingAt: NOW, updatedAt: NOW };
    await expect(
      deps.uow.transaction(async (r) => {
        await saveDealChange(r, before, after, { ...deps, now: NOW, actor: SYSTEM_ACTOR });
        expect(await r.deals.findById('deal_ob_2')).toMatchObject({ status: 'pending' });
        throw new Error('crash after the outbox write');
      }),
    ).rejects.toThrow('crash after the outbox write');
    const failed = await deps.uow.transaction(async (r) => {
      await saveDealChange(r, before, after, { ...deps, now: NOW, actor: SYSTEM_ACTOR });
      return err({ kind: 'DealPending' as const });
    });
    expect(failed.ok).toBe(false);
    expect(await eventsOf('deal_ob_2')).toEqual([]);
    expect(await deliveriesOf('deal_ob_2')).toEqual([]);
    await expect(repos.deals.findById('deal_ob_2')).resolves.toMatchObject({ status: 'draft' });
  });

  it('a refused move writes nothing; a change no automation matches writes its event, no delivery', async () => {
    await draftDeal('deal_ob_3');
    const refused = await moveDealStatus(deps, actor, 'deal_ob_3', {
      to: 'won',
      reason: null,
      requestedToEmail: null,
    });
    expect(refused).toEqual({ ok: false, error: { kind: 'TransitionNotAllowed', from: 'draft', to: 'won' } });
    const edited = await updateDeal(deps, actor, 'deal_ob_3', { fields: { name: 'Renamed' } });
    expect(edited.ok && edited.value.revision).toBe(2);
    // The feed keeps every committed change (docs/events.md): one event, and nothing to deliver.
    expect(await eventsOf('deal_ob_3')).toMatchObject([
      { event: 'service_deal_updated', payload: { changes: { name: 'Acme renewal' }, revision: 2 } },
    ]);
    expect(await deliveriesOf('deal_ob_3')).toEqual([]);
    // A write that changes nothing is no change: the revision stays.
    const same = await updateDeal(deps, actor, 'deal_ob_3', { fields: { name: 'Renamed' } });
    expect(same.ok && same.value.revision).toBe(2);
    await expect(repos.deals.findById('deal_ob_3')).resolves.toMatchObject({ revision: 2 });
    expect(await eventsOf('deal_ob_3')).toHaveLength(1);
  });

  it('a PATCH and a reschedule go through the same outbox, with their tracked changes', async () => {
    await draftDeal('deal_ob_4');
    await deps.uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_ob_dates',
          spaceId: 'spc_ob',
          conditions: [{ field: 'start', op: 'changed' }],
          actions: [aSendWebhookAction({ id: 'act_ob_dates', message: null })],
        }),
      ),
    );
    const patched = await updateDeal(deps, actor, 'deal_ob_4', { fields: { start: Date.UTC(2026, 11, 7) } });
    expect(patched.ok).toBe(true);
    const rescheduled = await rescheduleDeal(deps, actor, 'deal_ob_4', { shift: '+1w' });
    expect(rescheduled.ok).toBe(true);
    const changes = (await eventsOf('deal_ob_4')).map((e) => e.payload.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { start: '2026-11-23T00:00:00.000Z' },
        {
          start: '2026-12-07T00:00:00.000Z',
          end: '2026-12-21T00:00:00.000Z',
          due: '2026-12-01T00:00:00.000Z',
        },
      ]),
    );
    expect(changes).toHaveLength(2);
    expect(rescheduled.ok && rescheduled.value.deal.revision).toBe(3);
    const revisions = (await eventsOf('deal_ob_4')).map((e) => e.payload.revision).sort();
    expect(revisions).toEqual([2, 3]);
  });

  it('a reschedule whose previewed start moved is refused under the lock and writes nothing', async () => {
    await draftDeal('deal_ob_6');
    const start = (await repos.deals.findById('deal_ob_6'))?.start ?? null;
    const moved = await rescheduleDeal(deps, actor, 'deal_ob_6', {
      shift: '+1w',
      previewedStart: start === null ? 0 : start - 7 * 86_400_000,
    });
    expect(moved).toEqual({ ok: false, error: START_MOVED });
    await expect(repos.deals.findById('deal_ob_6')).resolves.toMatchObject({ start, revision: 1 });
    expect(await eventsOf('deal_ob_6')).toEqual([]);
    const seen = await rescheduleDeal(deps, actor, 'deal_ob_6', { shift: '+1w', previewedStart: start });
    expect(seen.ok && seen.value.deal.revision).toBe(2);
  });

  it('creating a deal writes its service_deal_created event for matching deal_created automations', async () => {
    await deps.uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_ob_new',
          spaceId: 'spc_ob',
          trigger: 'deal_created',
          conditions: [{ field: 'name', op: 'equals', value: 'Brand new' }],
          actions: [aSendWebhookAction({ id: 'act_ob_new', message: 'New deal $name' })],
        }),
      ),
    );
    const creation = { uow: deps.uow, ids: deps.ids, now: NOW, appUrl: APP };
    const created = await createDeal(creation, actor, { spaceId: 'spc_ob', name: 'Brand new', fields: {} });
    if (!created.ok) throw new Error('not created');
    expect(created.value.revision).toBe(1);
    const [event, ...others] = await eventsOf(created.value.id);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      event: 'service_deal_created',
      payload: { changes: {}, event_id: event?.id, revision: 1, actor: { type: 'user', id: 'usr_ob' } },
    });
    expect(await deliveriesOf(created.value.id)).toMatchObject([
      { event_id: event?.id, action_id: 'act_ob_new', message: 'New deal Brand new', status: 'pending' },
    ]);
    const other = await createDeal(creation, actor, { spaceId: 'spc_ob', name: 'Another', fields: {} });
    if (!other.ok) throw new Error('not created');
    expect(await eventsOf(other.value.id)).toMatchObject([{ event: 'service_deal_created' }]);
    expect(await deliveriesOf(other.value.id)).toEqual([]);
  });
});
