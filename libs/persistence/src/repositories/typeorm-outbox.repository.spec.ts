import type { OutboxEntry, Repositories } from '@deal/domain';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import type { Database } from '../data-source/database';
import { loggedStatements } from '../testing/logged-statements';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmOutboxRepository } from './typeorm-outbox.repository';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * The outbox append writes every entry's event and delivery in one statement (issue 14): the rows
 * must be exactly those the per-table inserts wrote, the payload text byte for byte. Runs on PGlite
 * by default and on the real server with DATABASE_URL.
 */
describe('TypeOrmOutboxRepository.append', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  const T = Date.UTC(2026, 10, 23, 9, 30, 15, 7);

  /** Entry `n` of deal `dealId`, due `n` seconds after T; its payload has the characters JSON escapes. */
  const entry = (n: number, dealId: string | null, actionId: string): OutboxEntry => ({
    event: {
      id: `evt_ob${n}`,
      spaceId: 'spc_ob',
      dealId,
      event: 'service_deal_updated',
      payload: {
        event: 'service_deal_updated',
        space_id: 'spc_ob',
        timestamp: new Date(T).toISOString(),
        deal: {
          id: dealId ?? 'none',
          url: `https://app.example.com/spc_ob/deals/${dealId ?? 'none'}`,
          name: `Deal "${n}" \\ ünï \u2028 {x}`,
          status: 'pending',
          price: 1.5,
          currency: 'eur',
        },
        changes: { status: 'draft', price: null },
        event_id: 'evt_fixture',
        revision: 1,
        actor: { type: 'system', id: null },
      },
      createdAt: T,
    },
    deliveries: [
      {
        id: `dlv_ob${n}`,
        eventId: `evt_ob${n}`,
        actionId,
        nextAttemptAt: T + n * 1000,
        createdAt: T,
        message: `line one\nline ${n}\ttab`,
      },
    ],
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    await repos.spaces.insert({ id: 'spc_ob', name: 'Outbox', plan: 'free', createdAt: T, updatedAt: T });
    await uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_ob',
          spaceId: 'spc_ob',
          actions: [aSendWebhookAction({ id: 'act_ob1' }), aSendWebhookAction({ id: 'act_ob2' })],
        }),
      ),
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  it('writes several entries in one statement, each event and delivery row exactly as given', async () => {
    const entries = [
      entry(1, 'deal_ob', 'act_ob1'),
      entry(2, 'deal_ob', 'act_ob2'),
      entry(3, null, 'act_ob1'),
    ];
    let statements: string[] = [];
    await database.dataSource.transaction(async (manager) => {
      statements = await loggedStatements(database.dataSource, () =>
        new TypeOrmOutboxRepository(manager).append(entries),
      );
    });
    expect(statements).toHaveLength(1);

    const events = await database.dataSource.query(
      `SELECT id, space_id, deal_id, event, payload::text AS payload, created_at
         FROM outbox_events WHERE space_id = 'spc_ob' ORDER BY id`,
    );
    expect(events).toEqual(
      entries.map(({ event }) => ({
        id: event.id,
        space_id: 'spc_ob',
        deal_id: event.dealId,
        event: 'service_deal_updated',
        payload: JSON.stringify(event.payload),
        created_at: new Date(T),
      })),
    );
    const deliveries = await database.dataSource.query(
      `SELECT d.* FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
        WHERE e.space_id = 'spc_ob' ORDER BY d.id`,
    );
    expect(deliveries).toEqual(
      entries.flatMap(({ deliveries: [delivery] }) => ({
        id: delivery.id,
        event_id: delivery.eventId,
        action_id: delivery.actionId,
        // Copied from the action, for the delivery log's index.
        automation_id: 'aut_ob',
        status: 'pending',
        attempt_count: 0,
        next_attempt_at: new Date(delivery.nextAttemptAt),
        lease_expires_at: null,
        last_error: null,
        created_at: new Date(T),
        updated_at: new Date(T),
        delivered_at: null,
        message: delivery?.message,
      })),
    );
  });

  it('writes nothing, and fails the whole statement, when one delivery points at an unknown action', async () => {
    const append = uow.transaction((r) =>
      r.outbox.append([entry(4, 'deal_ob', 'act_ob1'), entry(5, 'deal_ob', 'act_missing')]),
    );
    // An unknown action has no automation to copy: the NOT NULL column refuses the row before the
    // foreign key to the action is checked at the statement's end.
    await expect(append).rejects.toThrow(/"automation_id".*not-null|not-null.*"automation_id"/);
    const left = await database.dataSource.query(
      `SELECT id FROM outbox_events WHERE id IN ('evt_ob4', 'evt_ob5')`,
    );
    expect(left).toEqual([]);
  });

  it('writes nothing for no entries', async () => {
    await expect(uow.transaction((r) => r.outbox.append([]))).resolves.toBeUndefined();
  });
});
