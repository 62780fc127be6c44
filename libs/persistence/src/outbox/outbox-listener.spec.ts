import type { OutboxEntry } from '@deal/domain';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { listenForOutbox, type OutboxSubscription } from './outbox-listener';

/** The wake-up of dispatchers. Runs on PGlite by default and on the real server when DATABASE_URL is set. */
describe('listenForOutbox', () => {
  let database: Database;
  let uow: TypeOrmUnitOfWork;
  let subscription: OutboxSubscription;
  let wakes = 0;
  let errors = 0;
  const T = Date.UTC(2026, 10, 23, 9);
  const QUIET_MS = 300;

  const entry = (n: number): OutboxEntry => ({
    event: {
      id: `evt_w${n}`,
      spaceId: 'spc_w',
      dealId: null,
      event: 'service_deal_updated',
      payload: {
        event: 'service_deal_updated',
        space_id: 'spc_w',
        timestamp: new Date(T).toISOString(),
        deal: {
          id: 'deal_w',
          url: 'https://app.example.com/spc_w/deals/deal_w',
          name: 'W',
          status: 'draft',
          currency: 'eur',
        },
        changes: {},
        event_id: 'evt_fixture',
        revision: 1,
        actor: { type: 'system', id: null },
      },
      createdAt: T,
    },
    deliveries: [
      {
        id: `dlv_w${n}`,
        eventId: `evt_w${n}`,
        actionId: 'act_w',
        nextAttemptAt: T,
        createdAt: T,
        message: '',
      },
    ],
  });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Resolves once the wake count passes `count`; fails the test after two seconds. */
  async function wokenBeyond(count: number): Promise<void> {
    for (let waited = 0; wakes <= count; waited += 10) {
      if (waited > 2000) throw new Error('no wake-up within 2 s');
      await pause(10);
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    uow = new TypeOrmUnitOfWork(database.dataSource);
    await uow.repositories.spaces.insert({
      id: 'spc_w',
      name: 'W',
      plan: 'free',
      createdAt: T,
      updatedAt: T,
    });
    await uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_w',
          spaceId: 'spc_w',
          actions: [aSendWebhookAction({ id: 'act_w' })],
        }),
      ),
    );
    subscription = await listenForOutbox(database, {
      onWake: () => (wakes += 1),
      onError: () => (errors += 1),
    });
  });

  afterAll(async () => {
    await subscription.close();
    await database.close();
  });

  it('stays quiet while a transaction that wrote outbox rows rolls back, and wakes once one commits', async () => {
    await expect(
      uow.transaction(async (r) => {
        await r.outbox.append([entry(1)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await pause(QUIET_MS);
    expect(wakes).toBe(0);
    await uow.transaction((r) => r.outbox.append([entry(2)]));
    await wokenBeyond(0);
  });

  it('wakes when a failed delivery is redelivered', async () => {
    await database.dataSource.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE id = 'dlv_w2'`);
    const before = wakes;
    await expect(uow.repositories.deliveries.redeliver('dlv_w2', T + 1)).resolves.toBe(true);
    await wokenBeyond(before);
  });

  it('does not wake for other notifications, and not at all once closed', async () => {
    const other = await listenForOutbox(database, { onWake: () => (wakes += 1000) });
    await other.close();
    const before = wakes;
    await database.dataSource.query(`SELECT pg_notify('some_other_channel', '')`);
    await pause(QUIET_MS);
    expect(wakes).toBe(before);
    await uow.transaction((r) => r.outbox.append([entry(3)]));
    await wokenBeyond(before);
    // The closed subscription would have added 1000; the open one still wakes.
    expect(wakes - before).toBeLessThan(1000);
  });
  // Only the real server has a separate listening connection that can be cut.
  const onServer = process.env['DATABASE_URL'] ? it : it.skip;
  onServer('reports a cut connection, reconnects by itself and wakes once back', async () => {
    const before = wakes;
    await database.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'deal-pricing-service-outbox' AND datname = current_database()`,
    );
    await wokenBeyond(before);
    expect(errors).toBeGreaterThan(0);
    const reconnected = wakes;
    await uow.transaction((r) => r.outbox.append([entry(4)]));
    await wokenBeyond(reconnected);
  });
});
