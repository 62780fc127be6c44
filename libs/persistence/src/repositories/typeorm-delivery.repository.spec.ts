import { withMessage, type ClaimedDelivery, type OutboxEntry, type Repositories } from '@deal/domain';
import { aDealUpdatedAutomation, aSendWebhookAction } from '../../../domain/src/testing/automation.mother';
import type { Database } from '../data-source/database';
import { openTestDatabase } from '../testing/test-database';
import { TypeOrmUnitOfWork } from '../unit-of-work/typeorm-unit-of-work';
import { repositoriesFor } from '../unit-of-work/repositories-for';

const sentBody = (e: OutboxEntry) => withMessage(e.event.payload, e.deliveries[0]?.message ?? '');

/** The outbox, the claim and the delivery log. Runs on PGlite by default and on the real server with DATABASE_URL. */
describe('TypeOrmOutboxRepository and TypeOrmDeliveryRepository', () => {
  let database: Database;
  let repos: Repositories;
  let uow: TypeOrmUnitOfWork;
  const T = Date.UTC(2026, 10, 23, 9);
  const LEASE = 60_000;

  const entry = (n: number, dueAt: number, actionId = 'act_d1'): OutboxEntry => ({
    event: {
      id: `evt_d${n}`,
      spaceId: 'spc_d',
      dealId: 'deal_d',
      event: 'service_deal_updated',
      payload: {
        event: 'service_deal_updated',
        space_id: 'spc_d',
        timestamp: new Date(dueAt).toISOString(),
        deal: {
          id: 'deal_d',
          url: 'https://app.example.com/spc_d/deals/deal_d',
          name: `Deal ${n}`,
          status: 'pending',
          currency: 'eur',
        },
        changes: { status: 'draft' },
        event_id: 'evt_fixture',
        revision: 1,
        actor: { type: 'system', id: null },
      },
      createdAt: dueAt,
    },
    deliveries: [
      {
        id: `dlv_d${n}`,
        eventId: `evt_d${n}`,
        actionId,
        nextAttemptAt: dueAt,
        createdAt: dueAt,
        message: `note ${n}`,
      },
    ],
  });
  const append = (...entries: OutboxEntry[]) => uow.transaction((r) => r.outbox.append(entries));
  const claim = (now: number, limit = 10) => repos.deliveries.claimDue({ now, limit, leaseMs: LEASE });
  async function claimOne(now: number): Promise<ClaimedDelivery> {
    const [claimed, ...more] = await claim(now);
    if (claimed === undefined || more.length > 0)
      throw new Error(`expected exactly one due delivery at ${now}`);
    return claimed;
  }
  const attempt = (id: string, startedAt: number, statusCode: number | null, error: string | null) => ({
    id,
    startedAt,
    durationMs: 120,
    statusCode,
    error,
  });
  const retryAfter = (claimed: ClaimedDelivery, at: number, nextAttemptAt: number, id: string) =>
    repos.deliveries.recordAttempt({
      deliveryId: claimed.id,
      leaseExpiresAt: claimed.leaseExpiresAt,
      attempt: attempt(id, at, 503, 'HTTP 503'),
      next: { status: 'pending', nextAttemptAt, lastError: 'HTTP 503' },
      now: at,
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = repositoriesFor(database.dataSource.manager);
    uow = new TypeOrmUnitOfWork(database.dataSource);
    await repos.spaces.insert({ id: 'spc_d', name: 'D', plan: 'free', createdAt: T, updatedAt: T });
    await uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_d',
          spaceId: 'spc_d',
          actions: [
            aSendWebhookAction({ id: 'act_d1', url: 'https://one.example.com/hook', secret: 'whsec_one' }),
            aSendWebhookAction({
              id: 'act_d2',
              url: 'https://two.example.com/hook',
              secret: 'svcwh_two',
              signingSecret: 'whsec_dHdv',
              // Rotated long ago: its overlap is over, so it no longer signs.
              previousSigningSecret: { secret: 'whsec_b2xk', until: T - 1 },
            }),
          ],
        }),
      ),
    );
  });

  beforeEach(async () => {
    // The claim sees every due delivery of the database: start each test from an empty outbox.
    await database.dataSource.query(`DELETE FROM outbox_events`);
  });

  afterAll(async () => {
    await database.close();
  });

  it('claims due deliveries oldest first, with the URL and secret read from the action, and leases them', async () => {
    await append(entry(1, T + 2), entry(2, T + 1, 'act_d2'), entry(3, T + 10_000));
    const claimed = await claim(T + 5);
    expect(claimed.map((c) => c.id).sort()).toEqual(['dlv_d1', 'dlv_d2']);
    expect(claimed.find((c) => c.id === 'dlv_d2')).toEqual({
      id: 'dlv_d2',
      eventId: 'evt_d2',
      actionId: 'act_d2',
      automationId: 'aut_d',
      spaceId: 'spc_d',
      url: 'https://two.example.com/hook',
      secret: 'svcwh_two',
      signingSecrets: ['whsec_dHdv'],
      payload: sentBody(entry(2, T + 1)),
      attemptCount: 0,
      leaseExpiresAt: T + 5 + LEASE,
      createdAt: T + 1, // when the change that queued it committed
      traceContext: null, // appended outside a request and a trace
    });
    // Leased: nobody else gets them until the lease ends, while the later one falls due meanwhile.
    await expect(claim(T + 10_000)).resolves.toMatchObject([{ id: 'dlv_d3' }]);
  });

  it('gives the payload back exactly as written, key order included (SPEC §6.1 order)', async () => {
    await append(entry(1, T));
    const [claimed] = await claim(T);
    expect(JSON.stringify(claimed?.payload)).toBe(JSON.stringify(sentBody(entry(1, T))));
    expect(Object.keys(claimed?.payload ?? {})).toEqual([
      'event',
      'space_id',
      'timestamp',
      'deal',
      'changes',
      'message',
      'event_id',
      'revision',
      'actor',
    ]);
  });

  it('sends a delivery written before messages moved to the delivery with its event payload as it is', async () => {
    const legacy = { ...sentBody(entry(1, T)), message: 'as written then' };
    await database.dataSource.query(
      `INSERT INTO outbox_events (id, space_id, deal_id, event, payload, created_at)
       VALUES ('evt_legacy', 'spc_d', 'deal_d', 'service_deal_updated', $1::json, $2);
       `,
      [JSON.stringify(legacy), new Date(T)],
    );
    await database.dataSource.query(
      `INSERT INTO webhook_deliveries (id, event_id, action_id, status, attempt_count, next_attempt_at,
         created_at, updated_at)
       VALUES ('dlv_legacy', 'evt_legacy', 'act_d1', 'pending', 0, $1, $1, $1)`,
      [new Date(T)],
    );
    const [claimed] = await claim(T);
    expect(JSON.stringify(claimed?.payload)).toBe(JSON.stringify(legacy));
  });

  it('never stores the secret on a queue row', async () => {
    await append(entry(1, T));
    const rows = await database.dataSource.query(
      `SELECT e.*, d.* FROM outbox_events e JOIN webhook_deliveries d ON d.event_id = e.id`,
    );
    expect(JSON.stringify(rows)).not.toContain('whsec_');
  });

  it('respects the limit, taking the oldest due first', async () => {
    await append(entry(1, T + 3), entry(2, T + 1), entry(3, T + 2));
    await expect(claim(T + 10, 2).then((c) => c.map((d) => d.id).sort())).resolves.toEqual([
      'dlv_d2',
      'dlv_d3',
    ]);
  });

  it('gives an abandoned claim back once its lease ends, with the attempt count unchanged', async () => {
    await append(entry(1, T));
    const first = await claimOne(T);
    expect(first?.attemptCount).toBe(0);
    await expect(claim(T + LEASE - 1)).resolves.toEqual([]);
    const again = await claimOne(T + LEASE);
    expect(again).toMatchObject({ id: 'dlv_d1', attemptCount: 0, leaseExpiresAt: T + 2 * LEASE });
  });

  it('walks the delivery state machine: retry, then give up; each attempt logged in order', async () => {
    await append(entry(1, T));
    const first = await claimOne(T);
    await expect(retryAfter(first, T + 100, T + 1_100, 'att_1')).resolves.toBe(true);
    await expect(claim(T + 1_099)).resolves.toEqual([]);
    const second = await claimOne(T + 1_100);
    expect(second?.attemptCount).toBe(1);
    const gaveUp = await repos.deliveries.recordAttempt({
      deliveryId: second.id,
      leaseExpiresAt: second.leaseExpiresAt,
      attempt: attempt('att_2', T + 1_200, 404, 'HTTP 404'),
      next: { status: 'failed', lastError: 'HTTP 404' },
      now: T + 1_300,
    });
    expect(gaveUp).toBe(true);
    await expect(claim(T + 1e9)).resolves.toEqual([]);
    const logged = await repos.deliveries.findById('dlv_d1');
    expect(logged).toEqual({
      id: 'dlv_d1',
      automationId: 'aut_d',
      actionId: 'act_d1',
      spaceId: 'spc_d',
      eventId: 'evt_d1',
      event: 'service_deal_updated',
      dealId: 'deal_d',
      payload: sentBody(entry(1, T)),
      status: 'failed',
      attemptCount: 2,
      nextAttemptAt: null,
      lastError: 'HTTP 404',
      createdAt: T,
      updatedAt: T + 1_300,
      deliveredAt: null,
      attempts: [
        { ...attempt('att_1', T + 100, 503, 'HTTP 503'), attemptNumber: 1 },
        { ...attempt('att_2', T + 1_200, 404, 'HTTP 404'), attemptNumber: 2 },
      ],
    });
  });

  it('marks a delivery delivered, with the time, and no next attempt', async () => {
    await append(entry(1, T));
    const claimed = await claimOne(T);
    await repos.deliveries.recordAttempt({
      deliveryId: 'dlv_d1',
      leaseExpiresAt: claimed.leaseExpiresAt,
      attempt: attempt('att_ok', T + 10, 200, null),
      next: { status: 'delivered', lastError: null },
      now: T + 20,
    });
    await expect(repos.deliveries.findById('dlv_d1')).resolves.toMatchObject({
      status: 'delivered',
      attemptCount: 1,
      nextAttemptAt: null,
      lastError: null,
      deliveredAt: T + 20,
      attempts: [{ id: 'att_ok', attemptNumber: 1, statusCode: 200, error: null }],
    });
  });

  it('lets only the current lease holder move the delivery; a stale holder’s attempt is still logged', async () => {
    await append(entry(1, T));
    const stale = await claimOne(T);
    const current = await claimOne(T + LEASE);
    await expect(retryAfter(stale, T + LEASE + 1, T + LEASE + 1_000, 'att_stale')).resolves.toBe(false);
    await expect(repos.deliveries.findById('dlv_d1')).resolves.toMatchObject({
      status: 'pending',
      attemptCount: 0,
      nextAttemptAt: current.leaseExpiresAt,
      attempts: [{ id: 'att_stale', attemptNumber: 1 }],
    });
    await expect(retryAfter(current, T + LEASE + 2, T + LEASE + 1_000, 'att_current')).resolves.toBe(true);
    // Completing twice with the same lease does nothing the second time.
    await expect(retryAfter(current, T + LEASE + 3, T + LEASE + 1_000, 'att_twice')).resolves.toBe(false);
    await expect(repos.deliveries.findById('dlv_d1')).resolves.toMatchObject({ attemptCount: 1 });
  });

  it('records nothing for a delivery that no longer exists', async () => {
    await append(entry(1, T));
    const claimed = await claimOne(T);
    await database.dataSource.query(`DELETE FROM outbox_events`);
    await expect(retryAfter(claimed, T + 1, T + 2, 'att_gone')).resolves.toBe(false);
  });

  it('redelivers a failed delivery with a fresh schedule, numbering its attempts on', async () => {
    await append(entry(1, T));
    const claimed = await claimOne(T);
    await expect(repos.deliveries.redeliver('dlv_d1', T + 5)).resolves.toBe(false);
    await repos.deliveries.recordAttempt({
      deliveryId: 'dlv_d1',
      leaseExpiresAt: claimed.leaseExpiresAt,
      attempt: attempt('att_1', T + 1, 410, 'HTTP 410'),
      next: { status: 'failed', lastError: 'HTTP 410' },
      now: T + 2,
    });
    await expect(repos.deliveries.redeliver('dlv_d1', T + 1_000)).resolves.toBe(true);
    await expect(repos.deliveries.redeliver('dlv_d1', T + 1_000)).resolves.toBe(false);
    const again = await claimOne(T + 1_000);
    expect(again).toMatchObject({ id: 'dlv_d1', attemptCount: 0 });
    await repos.deliveries.recordAttempt({
      deliveryId: 'dlv_d1',
      leaseExpiresAt: again.leaseExpiresAt,
      attempt: attempt('att_2', T + 1_001, 200, null),
      next: { status: 'delivered', lastError: null },
      now: T + 1_002,
    });
    const logged = await repos.deliveries.findById('dlv_d1');
    expect(logged?.attempts.map((a) => [a.id, a.attemptNumber])).toEqual([
      ['att_1', 1],
      ['att_2', 2],
    ]);
    expect(logged).toMatchObject({ status: 'delivered', attemptCount: 1 });
    await expect(repos.deliveries.redeliver('dlv_missing', T)).resolves.toBe(false);
  });

  it("lists an automation's deliveries newest first, page by page, each with its attempts", async () => {
    await append(entry(1, T), entry(2, T + 1, 'act_d2'), entry(3, T + 1), entry(4, T + 3));
    const first = await repos.deliveries.listForAutomation('aut_d', { limit: 2, afterId: null });
    expect(first.map((d) => d.id)).toEqual(['dlv_d4', 'dlv_d3']);
    const second = await repos.deliveries.listForAutomation('aut_d', { limit: 2, afterId: 'dlv_d3' });
    expect(second.map((d) => d.id)).toEqual(['dlv_d2', 'dlv_d1']);
    expect(second[0]).toMatchObject({ status: 'pending', nextAttemptAt: T + 1, attempts: [] });
    await expect(
      repos.deliveries.listForAutomation('aut_d', { limit: 2, afterId: 'dlv_d1' }),
    ).resolves.toEqual([]);
    await expect(
      repos.deliveries.listForAutomation('aut_other', { limit: 2, afterId: null }),
    ).resolves.toEqual([]);
    await expect(
      repos.deliveries.listForAutomation('aut_d', { limit: 2, afterId: 'dlv_of_someone_else' }),
    ).resolves.toEqual([]);
  });

  it('an automation deleted takes its queued deliveries and log with it', async () => {
    await uow.transaction((r) =>
      r.automations.insert(
        aDealUpdatedAutomation({
          id: 'aut_gone',
          spaceId: 'spc_d',
          actions: [aSendWebhookAction({ id: 'act_gone' })],
        }),
      ),
    );
    await append(entry(1, T, 'act_gone'));
    await repos.automations.delete('aut_gone');
    await expect(repos.deliveries.findById('dlv_d1')).resolves.toBeNull();
    await expect(claim(T)).resolves.toEqual([]);
  });

  it('two concurrent claimers never get the same delivery, and together get each one exactly once', async () => {
    const entries = Array.from({ length: 120 }, (_, i) => entry(100 + i, T + i));
    await append(...entries);
    const worker = async (): Promise<string[]> => {
      const mine: string[] = [];
      for (;;) {
        const batch = await claim(T + 1_000, 7);
        if (batch.length === 0) return mine;
        mine.push(...batch.map((d) => d.id));
      }
    };
    const [one, two] = await Promise.all([worker(), worker()]);
    const all = [...one, ...two];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(entries.map((e) => e.deliveries[0]?.id).sort());
  });

  // Only a real server has row locks across connections; the embedded database has one connection.
  const onServer = process.env['DATABASE_URL'] ? it : it.skip;
  onServer('skips the deliveries another claimer holds, without waiting for its transaction', async () => {
    await append(entry(1, T), entry(2, T + 1));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldClaim: ClaimedDelivery[] | null = null;
    const holder = uow.transaction(async (r) => {
      heldClaim = await r.deliveries.claimDue({ now: T + 10, limit: 1, leaseMs: LEASE });
      await held;
    });
    while (heldClaim === null) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((heldClaim as ClaimedDelivery[]).map((d) => d.id)).toEqual(['dlv_d1']);
    await expect(claim(T + 10)).resolves.toMatchObject([{ id: 'dlv_d2' }]);
    release();
    await holder;
  });
});
