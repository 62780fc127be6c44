import type { AttemptRecord, ClaimedDelivery, DeliveryNextState, Repositories } from '@deal/domain';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

/**
 * `recordAttempts`, the dispatcher's one statement per group of finished attempts: each record is
 * fenced by its own lease, outcomes mix freely, retry times are stored exactly. Runs on PGlite by
 * default and on the real server with DATABASE_URL.
 */
describe('TypeOrmDeliveryRepository.recordAttempts', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  const T = Date.UTC(2026, 10, 23, 9);
  const LEASE = 60_000;

  const append = (...ids: number[]) =>
    uow.transaction((r) =>
      r.outbox.append(
        ids.map((n) => ({
          event: {
            id: `evt_r${n}`,
            spaceId: 'spc_r',
            dealId: 'deal_r',
            event: 'service_deal_updated',
            payload: {
              event: 'service_deal_updated',
              space_id: 'spc_r',
              timestamp: new Date(T).toISOString(),
              deal: { id: 'deal_r', url: 'u', name: `Deal ${n}`, status: 'pending', currency: 'eur' },
              changes: {},
              event_id: 'evt_fixture',
              revision: 1,
              actor: { type: 'system', id: null },
            },
            createdAt: T,
          },
          deliveries: [
            {
              id: `dlv_r${n}`,
              eventId: `evt_r${n}`,
              actionId: 'act_r',
              nextAttemptAt: T,
              createdAt: T,
              message: '',
            },
          ],
        })),
      ),
    );
  const claim = (now: number) => repos.deliveries.claimDue({ now, limit: 50, leaseMs: LEASE });
  /** The claims by delivery id; asking for one that was not claimed fails the test. */
  const byId = (claims: ClaimedDelivery[]) => ({
    get(id: string): ClaimedDelivery {
      const found = claims.find((c) => c.id === id);
      if (found === undefined) throw new Error(`${id} was not claimed`);
      return found;
    },
  });
  const record = (
    claimed: ClaimedDelivery,
    attemptId: string,
    at: number,
    statusCode: number | null,
    next: DeliveryNextState,
  ): AttemptRecord => ({
    deliveryId: claimed.id,
    leaseExpiresAt: claimed.leaseExpiresAt,
    attempt: { id: attemptId, startedAt: at - 7, durationMs: 7, statusCode, error: next.lastError },
    next,
    now: at,
  });
  const find = (id: string) => repos.deliveries.findById(id);

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    await repos.spaces.insert({ id: 'spc_r', name: 'R', plan: 'free', createdAt: T, updatedAt: T });
    await uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_r',
          spaceId: 'spc_r',
          actions: [aSendWebhookAction({ id: 'act_r', url: 'https://r.example.com/hook' })],
        }),
      ),
    );
  });

  beforeEach(async () => {
    await database.dataSource.query(`DELETE FROM outbox_events`);
    await database.dataSource.query(`DELETE FROM automations WHERE id = 'aut_v'`);
  });

  afterAll(async () => {
    await database.close();
  });

  it('records mixed outcomes of one group in one call, each with its own state and exact retry time', async () => {
    await append(1, 2, 3);
    const claims = byId(await claim(T));
    const at = T + 250;
    const applied = await repos.deliveries.recordAttempts([
      record(claims.get('dlv_r1'), 'att_ok', at, 200, { status: 'delivered', lastError: null }),
      record(claims.get('dlv_r2'), 'att_retry', at + 1, 503, {
        status: 'pending',
        nextAttemptAt: at + 1 + 1_000,
        lastError: 'HTTP 503',
      }),
      record(claims.get('dlv_r3'), 'att_gone', at + 2, 410, { status: 'failed', lastError: 'HTTP 410' }),
    ]);
    expect(applied).toEqual([true, true, true]);
    await expect(find('dlv_r1')).resolves.toMatchObject({
      status: 'delivered',
      attemptCount: 1,
      nextAttemptAt: null,
      deliveredAt: at,
      updatedAt: at,
      attempts: [{ id: 'att_ok', attemptNumber: 1, startedAt: at - 7, durationMs: 7, statusCode: 200 }],
    });
    await expect(find('dlv_r2')).resolves.toMatchObject({
      status: 'pending',
      attemptCount: 1,
      nextAttemptAt: at + 1_001,
      lastError: 'HTTP 503',
      deliveredAt: null,
      attempts: [{ id: 'att_retry', attemptNumber: 1, statusCode: 503, error: 'HTTP 503' }],
    });
    await expect(find('dlv_r3')).resolves.toMatchObject({
      status: 'failed',
      attemptCount: 1,
      lastError: 'HTTP 410',
      attempts: [{ id: 'att_gone', attemptNumber: 1, statusCode: 410 }],
    });
    // The retry falls due at exactly the time recorded: not a millisecond before.
    await expect(claim(at + 1_000)).resolves.toEqual([]);
    await expect(claim(at + 1_001)).resolves.toMatchObject([{ id: 'dlv_r2', attemptCount: 1 }]);
  });

  it('ignores a stale lease’s record (logging its attempt) while the rest of its group applies', async () => {
    await append(1, 2);
    const stale = byId(await claim(T)).get('dlv_r1');
    // dlv_r1's lease ends and another dispatcher claims both deliveries anew.
    const current = byId(await claim(T + LEASE));
    const at = T + LEASE + 5;
    const applied = await repos.deliveries.recordAttempts([
      record(stale, 'att_stale', at, 200, { status: 'delivered', lastError: null }),
      record(current.get('dlv_r2'), 'att_r2', at, 200, { status: 'delivered', lastError: null }),
    ]);
    expect(applied).toEqual([false, true]);
    await expect(find('dlv_r1')).resolves.toMatchObject({
      status: 'pending',
      attemptCount: 0,
      nextAttemptAt: current.get('dlv_r1').leaseExpiresAt,
      attempts: [{ id: 'att_stale', attemptNumber: 1 }],
    });
    await expect(find('dlv_r2')).resolves.toMatchObject({ status: 'delivered', attemptCount: 1 });
  });

  it('in one group, only the current lease moves a delivery; every attempt is numbered in order', async () => {
    await append(1);
    const stale = byId(await claim(T)).get('dlv_r1');
    const current = byId(await claim(T + LEASE)).get('dlv_r1');
    const at = T + LEASE + 9;
    const retry = { status: 'pending', nextAttemptAt: at + 5_000, lastError: 'timed out' } as const;
    const applied = await repos.deliveries.recordAttempts([
      record(stale, 'att_a', at, null, { status: 'delivered', lastError: null }),
      record(current, 'att_b', at, null, retry),
      record(current, 'att_c', at, 200, { status: 'delivered', lastError: null }),
    ]);
    // The second record of the same lease is a repeat: it must not move the delivery again.
    expect(applied).toEqual([false, true, false]);
    await expect(find('dlv_r1')).resolves.toMatchObject({
      status: 'pending',
      attemptCount: 1,
      nextAttemptAt: at + 5_000,
      attempts: [
        { id: 'att_a', attemptNumber: 1 },
        { id: 'att_b', attemptNumber: 2 },
        { id: 'att_c', attemptNumber: 3 },
      ],
    });
  });

  it('keeps any error text intact, records nothing for a delivery that is gone, and accepts an empty group', async () => {
    await append(1, 2);
    const claims = byId(await claim(T));
    await database.dataSource.query(`DELETE FROM outbox_events WHERE id = 'evt_r2'`);
    const lastError = 'network error ({"a",\\b} NULL \'x\')';
    const applied = await repos.deliveries.recordAttempts([
      record(claims.get('dlv_r1'), 'att_odd', T + 3, null, {
        status: 'pending',
        nextAttemptAt: T + 1_003,
        lastError,
      }),
      record(claims.get('dlv_r2'), 'att_none', T + 3, 200, { status: 'delivered', lastError: null }),
    ]);
    expect(applied).toEqual([true, false]);
    await expect(find('dlv_r1')).resolves.toMatchObject({
      lastError,
      attempts: [{ id: 'att_odd', error: lastError, statusCode: null }],
    });
    const orphans = await database.dataSource.query(`SELECT id FROM delivery_attempts WHERE id = 'att_none'`);
    expect(orphans).toEqual([]);
    await expect(repos.deliveries.recordAttempts([])).resolves.toEqual([]);
  });
  /** A second automation of the space with a pending delivery `dlv_v{n}` for each n, due at T. */
  const anotherAutomationWith = async (...ns: number[]) => {
    await uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_v',
          spaceId: 'spc_r',
          actions: [aSendWebhookAction({ id: 'act_v', url: 'https://v.example.com/hook' })],
        }),
      ),
    );
    for (const n of ns) {
      await database.dataSource.query(
        `INSERT INTO outbox_events (id, space_id, event, payload, created_at)
         VALUES ($1, 'spc_r', 'service_deal_updated', '{}'::json, $2)`,
        [`evt_v${n}`, new Date(T)],
      );
      await database.dataSource.query(
        `INSERT INTO webhook_deliveries (id, event_id, action_id, status, next_attempt_at, created_at, updated_at)
         VALUES ($1, $2, 'act_v', 'pending', $3, $3, $3)`,
        [`dlv_v${n}`, `evt_v${n}`, new Date(T)],
      );
    }
  };

  const failed = { status: 'failed', lastError: 'HTTP 410' } as const;
  const delivered = { status: 'delivered', lastError: null } as const;

  it('records the rest of a group whose automation was deleted after the claim, failures included', async () => {
    await append(1, 2);
    await anotherAutomationWith(1, 2);
    const claims = byId(await claim(T));
    await database.dataSource.query(`DELETE FROM automations WHERE id = 'aut_v'`);
    const applied = await repos.deliveries.recordAttempts([
      record(claims.get('dlv_r1'), 'att_r1', T + 5, 200, delivered),
      record(claims.get('dlv_v1'), 'att_v1', T + 5, 410, failed),
      record(claims.get('dlv_r2'), 'att_r2', T + 6, 410, failed),
      record(claims.get('dlv_v2'), 'att_v2', T + 6, 200, delivered),
    ]);
    expect(applied).toEqual([true, false, true, false]);
    await expect(find('dlv_r1')).resolves.toMatchObject({
      status: 'delivered',
      attempts: [{ id: 'att_r1' }],
    });
    await expect(find('dlv_r2')).resolves.toMatchObject({ status: 'failed', attempts: [{ id: 'att_r2' }] });
    const orphans = await database.dataSource.query(
      `SELECT id FROM delivery_attempts WHERE id IN ('att_v1', 'att_v2')`,
    );
    expect(orphans).toEqual([]);
  });

  // Two connections: the delete commits while the group statement waits for its row locks.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'records the rest of a group whose automation is deleted while the statement runs (issue: the whole group failed)',
    async () => {
      await append(1, 2);
      await anotherAutomationWith(1, 2);
      const claims = byId(await claim(T));
      for (const outcome of [delivered, failed]) {
        const n = outcome === delivered ? 1 : 2;
        await database.dataSource.query(
          `UPDATE webhook_deliveries SET lease_expires_at = $2, status = 'pending' WHERE id = $1`,
          [`dlv_r${n}`, new Date(claims.get(`dlv_r${n}`).leaseExpiresAt)],
        );
        const deleter = database.dataSource.createQueryRunner();
        await deleter.connect();
        try {
          await deleter.startTransaction();
          if (n === 1) await deleter.query(`DELETE FROM automations WHERE id = 'aut_v'`);
          else await deleter.query(`DELETE FROM webhook_deliveries WHERE id = 'dlv_v2'`);
          const recorded = repos.deliveries.recordAttempts([
            record(claims.get(`dlv_r${n}`), `att_r${n}_${n}`, T + 5, null, outcome),
            record(claims.get(`dlv_v${n}`), `att_v${n}_${n}`, T + 5, null, outcome),
          ]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await deleter.commitTransaction();
          await expect(recorded).resolves.toEqual([true, false]);
        } finally {
          await deleter.release();
        }
        await expect(find(`dlv_r${n}`)).resolves.toMatchObject({
          status: outcome.status,
          attempts: [{ id: `att_r${n}_${n}` }],
        });
        await expect(find(`dlv_v${n}`)).resolves.toBeNull();
        if (n === 1) await anotherAutomationWith();
      }
    },
  );
  // Three connections, so that the group statement and the delete meet in the worst order: the
  // statement has moved the deleted automation's delivery and waits (for a row a third transaction
  // holds) before it records that endpoint's failure, while the delete goes on. A delete that took
  // the action before its deliveries (the cascade's order) held what the statement needed next and
  // waited for what the statement held: a deadlock, which failed one of them.
  (process.env['DATABASE_URL'] ? it : it.skip)(
    'a delete of the automation and a group recording a failure of its endpoint wait for each other, never deadlock',
    async () => {
      await anotherAutomationWith(3);
      // A delivery of the other automation that the statement reaches after dlv_v3 (ids in order).
      await database.dataSource.query(
        `INSERT INTO outbox_events (id, space_id, event, payload, created_at)
         VALUES ('evt_z1', 'spc_r', 'service_deal_updated', '{}'::json, $1)`,
        [new Date(T)],
      );
      await database.dataSource.query(
        `INSERT INTO webhook_deliveries (id, event_id, action_id, status, next_attempt_at, created_at, updated_at)
         VALUES ('dlv_z1', 'evt_z1', 'act_r', 'pending', $1, $1, $1)`,
        [new Date(T)],
      );
      const claims = byId(await claim(T));
      const holder = database.dataSource.createQueryRunner();
      const deleter = database.dataSource.createQueryRunner();
      await holder.connect();
      await deleter.connect();
      try {
        await holder.startTransaction();
        await holder.query(`SELECT id FROM webhook_deliveries WHERE id = 'dlv_z1' FOR UPDATE`);
        const recorded = repos.deliveries.recordAttempts([
          record(claims.get('dlv_v3'), 'att_v3', T + 5, 500, { status: 'failed', lastError: 'HTTP 500' }),
          record(claims.get('dlv_z1'), 'att_z1', T + 5, 200, delivered),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await deleter.startTransaction();
        const deleted = repositoriesFor(deleter.manager).automations.delete('aut_v');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await holder.commitTransaction();
        await expect(recorded).resolves.toEqual([true, true]);
        await expect(deleted).resolves.toBe(true);
        await deleter.commitTransaction();
      } finally {
        await holder.release();
        await deleter.release();
      }
      await expect(find('dlv_v3')).resolves.toBeNull();
      await expect(find('dlv_z1')).resolves.toMatchObject({
        status: 'delivered',
        attempts: [{ id: 'att_z1' }],
      });
    },
  );
});
