import {
  HEALTHY_ENDPOINT,
  type AttemptRecord,
  type ClaimedDelivery,
  type EndpointHealth,
  type EndpointHealthRule,
  type Repositories,
} from '@deal/domain';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { endpointHealthAfter, type FinishedDelivery } from './endpoint-health.rule';
import { repositoriesFor } from '../unit-of-work/repositories-for';
import {
  RELEASED_UNDELIVERED,
  TypeOrmDeliveryRepository,
  type DisabledEndpoint,
} from './typeorm-delivery.repository';

/**
 * Endpoint health in the delivery statements: the recording statement keeps each action's failing
 * run exactly as its TypeScript twin endpointHealthAfter says (the test that keeps the twins equal,
 * endpoint-health.rule.ts), fenced like the delivery itself; the claim
 * holds the deliveries of a disabled endpoint; enabling releases them. PGlite by default, the real
 * server with DATABASE_URL.
 */
describe('endpoint health (delivery statements)', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  let deliveries: TypeOrmDeliveryRepository;
  const T = Date.UTC(2026, 10, 23, 9);
  const DAY = 86_400_000;
  const LEASE = 60_000;
  const RULE: EndpointHealthRule = { disableAfterMs: 5 * DAY, disableAfterFailures: 6 };
  let sequence = 0;
  const disabledSeen: DisabledEndpoint[] = [];

  const append = async (actionId: string, count: number, at: number): Promise<string[]> => {
    const ids = Array.from({ length: count }, () => `dlv_h${++sequence}`);
    await uow.transaction((r) =>
      r.outbox.append(
        ids.map((id) => ({
          event: {
            id: `evt_${id}`,
            spaceId: 'spc_h',
            dealId: 'deal_h',
            event: 'service_deal_updated',
            payload: {
              event: 'service_deal_updated',
              space_id: 'spc_h',
              timestamp: new Date(at).toISOString(),
              deal: { id: 'deal_h', url: 'u', name: 'Deal', status: 'pending', currency: 'eur' },
              changes: {},
              event_id: 'evt_fixture',
              revision: 1,
              actor: { type: 'system', id: null },
            },
            createdAt: at,
          },
          deliveries: [{ id, eventId: `evt_${id}`, actionId, nextAttemptAt: at, createdAt: at, message: '' }],
        })),
      ),
    );
    return ids;
  };
  const claim = (now: number) => deliveries.claimDue({ now, limit: 50, leaseMs: LEASE });
  const finalRecord = (claimed: ClaimedDelivery, outcome: FinishedDelivery): AttemptRecord => ({
    deliveryId: claimed.id,
    leaseExpiresAt: claimed.leaseExpiresAt,
    attempt: {
      id: `att_${claimed.id}_${outcome.at}`,
      startedAt: outcome.at - 5,
      durationMs: 5,
      statusCode: outcome.status === 'delivered' ? 200 : 410,
      error: outcome.error,
    },
    next:
      outcome.status === 'delivered'
        ? { status: 'delivered', lastError: null }
        : { status: 'failed', lastError: outcome.error ?? 'failed' },
    now: outcome.at,
  });
  const health = async (actionId: string): Promise<EndpointHealth> => {
    const automation = await repos.automations.findById('aut_h');
    const action = automation?.actions.find((a) => a.id === actionId);
    if (action?.type !== 'send_webhook') throw new Error(`no action ${actionId}`);
    // A healthy endpoint is left out of the read (it then equals what was written).
    if (action.endpoint === undefined) return HEALTHY_ENDPOINT;
    const { heldDeliveries: _held, ...rest } = action.endpoint;
    return rest;
  };
  /** Appends, claims and records one delivery per outcome, all in one statement. */
  const finish = async (actionId: string, outcomes: FinishedDelivery[]) => {
    const ids = await append(actionId, outcomes.length, outcomes[0]?.at ?? T);
    const claims = await claim(outcomes[outcomes.length - 1]?.at ?? T);
    const records = ids.map((id, index) => {
      const claimed = claims.find((c) => c.id === id);
      if (claimed === undefined) throw new Error(`${id} was not claimed`);
      return finalRecord(claimed, outcomes[index] as FinishedDelivery);
    });
    return deliveries.recordAttempts(records);
  };
  const failed = (at: number, error = 'HTTP 410'): FinishedDelivery => ({ status: 'failed', at, error });
  const delivered = (at: number): FinishedDelivery => ({ status: 'delivered', at, error: null });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    deliveries = new TypeOrmDeliveryRepository(database.dataSource.manager, RULE, (disabled) =>
      disabledSeen.push(disabled),
    );
    await repos.spaces.insert({ id: 'spc_h', name: 'H', plan: 'free', createdAt: T, updatedAt: T });
    await uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_h',
          spaceId: 'spc_h',
          actions: ['a', 'b', 'c', 'd', 'e'].map((x) =>
            aSendWebhookAction({ id: `act_${x}`, url: `https://${x}.example.com/hook` }),
          ),
        }),
      ),
    );
  });

  // Each test leaves no delivery on its way, so the next one claims only its own.
  afterEach(async () => {
    await database.dataSource.query(`DELETE FROM webhook_deliveries WHERE status = 'pending'`);
  });

  afterAll(async () => {
    await database.close();
  });

  it('a new action is healthy', async () => {
    await expect(health('act_a')).resolves.toEqual(HEALTHY_ENDPOINT);
  });

  it('follows endpointHealthAfter group by group, mixed outcomes in one statement included', async () => {
    const groups: FinishedDelivery[][] = [
      [failed(T, 'HTTP 500')],
      [failed(T + 10), failed(T + 11, 'timed out')],
      [delivered(T + 20)],
      [failed(T + 30), delivered(T + 31), failed(T + 32, 'HTTP 503')],
      [failed(T + 40), failed(T + 41)],
    ];
    let expected: EndpointHealth = HEALTHY_ENDPOINT;
    for (const group of groups) {
      await expect(finish('act_a', group)).resolves.toEqual(group.map(() => true));
      expected = endpointHealthAfter(expected, group, RULE);
      await expect(health('act_a')).resolves.toEqual(expected);
    }
    expect(expected).toMatchObject({ consecutiveFailures: 3, failingSince: T + 32, disabledAt: null });
    expect(disabledSeen).toEqual([]);
  });

  it('a retry still pending changes nothing; a stale record changes nothing', async () => {
    const [id] = await append('act_b', 1, T);
    const [claimed] = await claim(T);
    if (claimed === undefined || claimed.id !== id) throw new Error('not claimed');
    const retry: AttemptRecord = {
      ...finalRecord(claimed, failed(T + 1)),
      next: { status: 'pending', nextAttemptAt: T + 1_000, lastError: 'HTTP 503' },
    };
    await expect(deliveries.recordAttempts([retry])).resolves.toEqual([true]);
    await expect(health('act_b')).resolves.toEqual(HEALTHY_ENDPOINT);
    // The same lease again: stale (the record above cleared it), logged, no health change.
    await expect(deliveries.recordAttempts([finalRecord(claimed, failed(T + 2))])).resolves.toEqual([false]);
    await expect(health('act_b')).resolves.toEqual(HEALTHY_ENDPOINT);
  });

  it('disables after the number of failed deliveries; the claim then holds, enabling releases', async () => {
    await finish('act_c', [failed(T), failed(T + 1), failed(T + 2)]);
    await finish('act_c', [failed(T + 3), failed(T + 4), failed(T + 5, 'HTTP 404'), failed(T + 6)]);
    // Disabled at the group's last failure: frozen since (the seventh failure is not counted).
    await expect(health('act_c')).resolves.toEqual({
      consecutiveFailures: 7,
      failingSince: T,
      lastError: 'HTTP 410',
      disabledAt: T + 6,
    });
    const frozen = await health('act_c');
    // The statement that disabled it said so, once.
    expect(disabledSeen.filter((seen) => seen.actionId === 'act_c')).toEqual([
      { automationId: 'aut_h', actionId: 'act_c', health: frozen },
    ]);
    const later = await append('act_c', 3, T + 100);
    await expect(claim(T + 100)).resolves.toEqual([]);
    for (const id of later)
      await expect(repos.deliveries.findById(id)).resolves.toMatchObject({ status: 'held' });
    await expect(claim(T + 200)).resolves.toEqual([]);
    const automation = await repos.automations.findById('aut_h');
    const action = automation?.actions.find((a) => a.id === 'act_c');
    expect(action?.type === 'send_webhook' && action.endpoint?.heldDeliveries).toBe(3);
    await expect(health('act_c')).resolves.toEqual(frozen);

    // Another endpoint of the automation is not affected.
    await expect(finish('act_e', [delivered(T + 300)])).resolves.toEqual([true]);

    await expect(deliveries.enableEndpoint('act_c', T + 400, { redeliverHeld: true })).resolves.toBe(3);
    await expect(health('act_c')).resolves.toEqual(HEALTHY_ENDPOINT);
    const released = await claim(T + 400);
    expect(released.map((c) => c.id).sort()).toEqual([...later].sort());
    expect(released.every((c) => c.attemptCount === 0)).toBe(true);
    // Enabling an enabled endpoint is harmless.
    await expect(deliveries.enableEndpoint('act_c', T + 500, { redeliverHeld: true })).resolves.toBe(0);
  });

  it('disables once the run lasts the period with at least three failed deliveries; without redelivery, held ones fail', async () => {
    await finish('act_d', [failed(T)]);
    await finish('act_d', [failed(T + 5 * DAY)]);
    await expect(health('act_d')).resolves.toMatchObject({ consecutiveFailures: 2, disabledAt: null });
    await finish('act_d', [failed(T + 5 * DAY + 1, 'HTTP 500')]);
    await expect(health('act_d')).resolves.toEqual({
      consecutiveFailures: 3,
      failingSince: T,
      lastError: 'HTTP 500',
      disabledAt: T + 5 * DAY + 1,
    });
    const [held] = await append('act_d', 1, T + 6 * DAY);
    await expect(claim(T + 6 * DAY)).resolves.toEqual([]);
    await expect(deliveries.enableEndpoint('act_d', T + 7 * DAY, { redeliverHeld: false })).resolves.toBe(1);
    await expect(repos.deliveries.findById(held as string)).resolves.toMatchObject({
      status: 'failed',
      lastError: RELEASED_UNDELIVERED,
      updatedAt: T + 7 * DAY,
    });
    await expect(claim(T + 7 * DAY)).resolves.toEqual([]);
    await expect(repos.deliveries.redeliver(held as string, T + 7 * DAY + 1)).resolves.toBe(true);
    await expect(claim(T + 7 * DAY + 1)).resolves.toMatchObject([{ id: held }]);
  });

  it('held deliveries take no place in a claim: it claims again for the healthy ones behind them', async () => {
    const at = T + 10 * DAY;
    await finish(
      'act_b',
      [0, 1, 2, 3, 4, 5].map((n) => failed(at + n)),
    );
    await expect(health('act_b')).resolves.toMatchObject({ disabledAt: at + 5 });
    const dead = await append('act_b', 5, at + 100);
    const alive = await append('act_e', 2, at + 101);
    const claims = await deliveries.claimDue({ now: at + 200, limit: 3, leaseMs: LEASE });
    expect(claims.map((c) => c.id)).toEqual(alive);
    for (const id of dead)
      await expect(repos.deliveries.findById(id)).resolves.toMatchObject({ status: 'held' });
  });
});
